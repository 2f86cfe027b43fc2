import { compareByDate } from './graphModel';
import type { LibraryIndex } from '../core';

/**
 * Every case linked to case i through `recurrence_of`, in either direction and transitively
 * (a recurrence of a recurrence…), in date order, earliest first. Just [i] when i has none.
 */
export function recurrenceChain(index: LibraryIndex, i: number): number[] {
  if (!index.cases[i]) return [];
  const seen = new Set<number>([i]);
  const stack = [i];
  while (stack.length) {
    const k = stack.pop()!;
    const next = [...(index.recurredAs.get(k) ?? [])];
    const earlier = index.recurrenceOf.get(k);
    if (earlier !== undefined) next.push(earlier);
    for (const j of next) {
      if (!seen.has(j)) {
        seen.add(j);
        stack.push(j);
      }
    }
  }
  return [...seen].sort((a, b) => compareByDate(index, a, b));
}
