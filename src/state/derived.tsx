import { createContext, useContext, useDeferredValue, useEffect, useMemo, useState, type ReactNode } from 'react';
import { countMask, facetCounts, matchMask, type FacetCounts } from '../model/filters';
import { buildGraph, type GraphModel } from '../model/graph';
import { AGGREGATE_ABOVE, buildAggregateGraph } from '../model/aggregate';
import { LibrarySearch } from '../model/search';
import type { Library } from './libraryQuery';
import { useAppStore } from './store';

/** Everything the view derives from the library and the current view state, computed once per change. */
export interface Derived {
  library: Library;
  search: LibrarySearch;
  /** Cases matching the search when it filters the graph; null otherwise. */
  searchMask: Uint8Array | null;
  /** Changes when the search index grows (big libraries index their full text in the background). */
  searchVersion: number;
  mask: Uint8Array;
  shownCount: number;
  graph: GraphModel;
  counts: FacetCounts;
}

const DerivedContext = createContext<Derived | null>(null);

export function DerivedProvider({ library, children }: { library: Library; children: ReactNode }) {
  const filters = useAppStore((s) => s.view.filters);
  const q = useAppStore((s) => s.view.q);
  const searchFilters = useAppStore((s) => s.view.searchFilters);
  const rule = useAppStore((s) => s.view.rule);
  const search = useMemo(() => new LibrarySearch(library.index, library.taxonomy), [library]);
  // Bumped when a big library's full text has been indexed, so results are recomputed.
  const [searchVersion, setSearchVersion] = useState(0);
  useEffect(() => {
    if (search.ready) return;
    const controller = new AbortController();
    void search.indexInBackground(undefined, controller.signal).then(() => {
      if (search.ready) setSearchVersion((v) => v + 1);
    });
    return () => controller.abort();
  }, [search]);
  const deferredQ = useDeferredValue(q);
  const searchMask = useMemo(
    () => (searchFilters && deferredQ.trim() ? search.caseMask(deferredQ, library.index) : null),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [search, searchFilters, deferredQ, library, searchVersion],
  );
  const mask = useMemo(() => matchMask(library.index, filters, searchMask), [library, filters, searchMask]);
  const shownCount = useMemo(() => countMask(mask), [mask]);
  const aggregated = shownCount > AGGREGATE_ABOVE;
  // Only the aggregated view depends on the selection (it draws the selected hub's cases).
  const focus = useAppStore((s) => (aggregated ? s.view.selection : null));
  const graph = useMemo(
    () => (aggregated ? buildAggregateGraph(library.index, mask, focus, rule) : buildGraph(library.index, mask, rule)),
    [library, mask, rule, aggregated, focus],
  );
  const counts = useMemo(() => facetCounts(library.index, filters, searchMask), [library, filters, searchMask]);
  const value = useMemo(
    () => ({ library, search, searchMask, searchVersion, mask, shownCount, graph, counts }),
    [library, search, searchMask, searchVersion, mask, shownCount, graph, counts],
  );
  return <DerivedContext.Provider value={value}>{children}</DerivedContext.Provider>;
}

export function useDerived(): Derived {
  const value = useContext(DerivedContext);
  if (!value) throw new Error('useDerived outside DerivedProvider');
  return value;
}
