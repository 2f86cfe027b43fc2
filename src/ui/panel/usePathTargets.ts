import { pathTargets } from '../../model/view';
import { useSearchHits } from '../../state/answers';
import { useDerived, useSearchProgress } from '../../state/derived';

/**
 * The cases to offer for `query` as the other end of a path (case indexes, at most `limit`).
 * Matching is the worker's search, so a keystroke costs a message, not a scan of every case;
 * until its answer arrives, the previous offer stays.
 */
export function usePathTargets(query: string, self: number, limit: number): number[] {
  const { library } = useDerived();
  const { searchVersion } = useSearchProgress();
  const q = query.trim();
  // Hits of every kind come back; asking for more than shown leaves room for the cases among them.
  const answer = useSearchHits(library, q, limit * 2, searchVersion);
  return pathTargets(q, q ? answer.hits : [], library.index.byId, self, limit);
}
