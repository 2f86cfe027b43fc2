import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { countMask, facetCounts, matchMask, type FacetCounts } from '../model/filters';
import { buildGraph, type GraphModel } from '../model/graph';
import { LibrarySearch } from '../model/search';
import type { Library } from './libraryQuery';
import { useAppStore } from './store';

/** Everything the view derives from the library and the current view state, computed once per change. */
export interface Derived {
  library: Library;
  search: LibrarySearch;
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
  const searchMask = useMemo(() => (searchFilters && q.trim() ? search.caseMask(q, library.index) : null), [search, searchFilters, q, library]);
  const mask = useMemo(() => matchMask(library.index, filters, searchMask), [library, filters, searchMask]);
  const graph = useMemo(() => buildGraph(library.index, mask, rule), [library, mask, rule]);
  const counts = useMemo(() => facetCounts(library.index, filters, searchMask), [library, filters, searchMask]);
  const value = useMemo(
    () => ({ library, search, mask, shownCount: countMask(mask), graph, counts }),
    [library, search, mask, graph, counts],
  );
  return <DerivedContext.Provider value={value}>{children}</DerivedContext.Provider>;
}

export function useDerived(): Derived {
  const value = useContext(DerivedContext);
  if (!value) throw new Error('useDerived outside DerivedProvider');
  return value;
}
