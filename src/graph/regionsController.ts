import { useEffect, useRef, type RefObject } from 'react';
import { RegionUnderlay, type RegionView } from './regionsUnderlay';
import type { GraphHandle } from './useGraphLifecycle';

/** Draws the clusters' discs under the graph; returns the hit test a background tap asks. */
export function useRegions(graph: RefObject<GraphHandle | null>, regions: readonly RegionView[]): RefObject<RegionUnderlay | null> {
  const underlay = useRef<RegionUnderlay | null>(null);
  useEffect(() => {
    const handle = graph.current;
    if (!handle) return;
    const u = new RegionUnderlay(handle.cy, handle.cy.container()!.parentElement!);
    underlay.current = u;
    return () => {
      u.destroy();
      underlay.current = null;
    };
  }, [graph]);
  useEffect(() => underlay.current?.setRegions(regions), [regions]);
  return underlay;
}
