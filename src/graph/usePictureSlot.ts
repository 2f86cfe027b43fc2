import { useEffect, useEffectEvent, type RefObject } from 'react';
import type { DrawPicture } from './exportView';
import type { GraphHandle } from './useGraphLifecycle';

/**
 * Hands the page a way to draw this graph as a picture while it is mounted, and null after, so an
 * export draws the graph the page shows rather than one a module remembers: two graphs on one
 * page hand over their own. The exporter (./exportView.ts) loads on the first export.
 */
export function usePictureSlot(graph: RefObject<GraphHandle | null>, onPicture: ((draw: DrawPicture | null) => void) | undefined): void {
  const hand = useEffectEvent((draw: DrawPicture | null) => onPicture?.(draw));
  useEffect(() => {
    const handle = graph.current;
    if (!handle) return;
    hand(async (wording, theme) => (await import('./exportView')).graphSvg(handle, wording, theme));
    return () => hand(null);
  }, [graph]);
}
