/**
 * Graph element ids (nodes and edges) of the highlighted chain between two cases, for
 * "How are these two related?". Empty when no pair is chosen.
 */
export function usePathIds(): readonly string[] {
  return EMPTY;
}
const EMPTY: readonly string[] = [];
