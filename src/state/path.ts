import { useMemo } from 'react';
import { pathElementIds, shortestPath, type PathResult } from '../model/network';
import type { RelationRule } from '../model/relations';
import type { LibraryIndex } from '../model/core';
import { useDerived } from './derived';
import { useAppStore } from './store';

/**
 * "How are these two related?": the shortest path from the selected case to a chosen one, shared
 * by the panel that words it and the graph that highlights it.
 */

/** The last search, shared by the panel and the graph so one change searches once. */
let last: { index: LibraryIndex; mask: Uint8Array; rule: RelationRule; from: string; to: string; result: PathResult } | null = null;

function cachedPath(index: LibraryIndex, mask: Uint8Array, rule: RelationRule, from: string, to: string): PathResult {
  if (last && last.index === index && last.mask === mask && last.rule === rule && last.from === from && last.to === to) return last.result;
  const result = shortestPath(index, from, to, rule, { mask });
  last = { index, mask, rule, from, to, result };
  return result;
}

/**
 * The path from the selected case to the chosen other case (`pathTo`) among the shown cases,
 * under the drawn relation rule; null when no case is selected or no other case is chosen.
 */
export function usePath(): PathResult | null {
  const { library, mask } = useDerived();
  const selection = useAppStore((s) => s.view.selection);
  const pathTo = useAppStore((s) => s.pathTo);
  const rule = useAppStore((s) => s.view.rule);
  const from = selection?.kind === 'case' ? selection.key : null;
  return useMemo(() => (from && pathTo ? cachedPath(library.index, mask, rule, from, pathTo) : null), [library, mask, rule, from, pathTo]);
}

/**
 * Graph element ids (nodes and edges) of the highlighted chain between two cases, for
 * "How are these two related?". Empty when no pair is chosen.
 */
export function usePathIds(): readonly string[] {
  const result = usePath();
  return useMemo(() => (result?.found ? pathElementIds(result.path) : EMPTY), [result]);
}
const EMPTY: readonly string[] = [];
