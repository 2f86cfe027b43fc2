import { useEffect, useState } from 'react';
import { pathTargets } from '../../model/view';
import type { SearchHit } from '../../model/search';
import { useDerived } from '../../state/derived';

/**
 * The cases to offer for `query` as the other end of a path (case indexes, at most `limit`).
 * Matching is the worker's search, so a keystroke costs a message, not a scan of every case;
 * until its answer arrives, the previous offer stays.
 */
export function usePathTargets(query: string, self: number, limit: number): number[] {
  const { library, search, searchVersion } = useDerived();
  const [answer, setAnswer] = useState<{ q: string; hits: SearchHit[] }>({ q: '', hits: [] });
  const q = query.trim();
  useEffect(() => {
    if (!q) return;
    let live = true;
    // Hits of every kind come back; asking for more than shown leaves room for the cases among them.
    void search.search(q, limit * 2).then((hits) => {
      if (live) setAnswer({ q, hits });
    });
    return () => {
      live = false;
    };
  }, [search, q, limit, searchVersion]);
  return pathTargets(q, q ? answer.hits : [], library.index.byId, self, limit);
}
