import { useEffect, useRef, type RefObject } from 'react';
import type { GraphModel } from '../model/network';
import { Minimap } from './minimap';
import type { GraphHandle } from './useGraphLifecycle';

/** Mounts the minimap over the graph and gives it each graph drawn in full. */
export function useMinimap(graph: RefObject<GraphHandle | null>, drawn: GraphModel | null): void {
  const minimap = useRef<Minimap | null>(null);
  useEffect(() => {
    const handle = graph.current;
    if (!handle) return;
    const m = new Minimap(handle.cy, handle.cy.container()!.parentElement!);
    minimap.current = handle.minimap = m;
    return () => {
      m.destroy();
      minimap.current = handle.minimap = null;
    };
  }, [graph]);
  useEffect(() => {
    if (drawn) minimap.current?.update();
  }, [drawn]);
}
