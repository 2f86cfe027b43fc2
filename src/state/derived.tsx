import { createContext, useContext, useDeferredValue, useEffect, useMemo, useState, type ReactNode } from 'react';
import { createDeriver } from '../model/view';
import type { FacetCounts } from '../model/view';
import type { GraphCounts, GraphModel } from '../model/network';
import type { Library } from './libraryQuery';
import type { Searcher } from './searchClient';
import { useAppStore } from './store';
import { useSearchMask, useTextEdges } from './answers';

/**
 * The derived chain on the page: one provider per open library turns the view (filters, search,
 * rule, selection) into the mask, graph and counts that every view reads, through the model's
 * `createDeriver`, so a change is derived once for the page rather than once per component.
 */

/** Everything the view derives from the library and the current view state, computed once per change. */
export interface Derived {
  library: Library;
  search: Searcher;
  /** Cases matching the search when it filters the graph; null otherwise. */
  searchMask: Uint8Array | null;
  /** Changes when the `text` rule's edges have arrived from the worker (`useTextEdges`, ./answers.ts). */
  textVersion: number;
  mask: Uint8Array;
  shownCount: number;
  graph: GraphModel;
  /** What the graph draws, counted once per graph. */
  drawn: GraphCounts;
  counts: FacetCounts;
}

const DerivedContext = createContext<Derived | null>(null);

/**
 * How far the worker has indexed a big library's text. Apart from `Derived`: each step of the
 * background indexing would otherwise re-render every view that reads the derived chain (the
 * map, the facets, the panel), where only the places that search need to ask again.
 */
export interface SearchProgress {
  /** Changes when the search index grows, so results are asked for again. */
  searchVersion: number;
  /** Whether all of the library is searchable yet (read with `searchVersion`, which changes when it becomes so). */
  searchComplete: boolean;
}

const SearchProgressContext = createContext<SearchProgress>({ searchVersion: 0, searchComplete: true });

/** Libraries of more cases than this derive a filter's graph after the click's render (see below). */
const DEFER_FILTERS_ABOVE = 2000;

export function DerivedProvider({ library, children }: { library: Library; children: ReactNode }) {
  // In a big library a filter's box shows its tick at once and the graph and the counts follow in
  // a render of their own (deriving 10,000 cases and drawing the result in the click's task made
  // it one long task); a small one redraws sooner in the click's own render (at 1,000 cases the
  // deferred render took 74–121 ms to the redrawn graph against 51–55 ms).
  const liveFilters = useAppStore((s) => s.view.filters);
  const deferredFilters = useDeferredValue(liveFilters);
  const filters = library.index.cases.length > DEFER_FILTERS_ABOVE ? deferredFilters : liveFilters;
  const q = useAppStore((s) => s.view.q);
  const searchFilters = useAppStore((s) => s.view.searchFilters);
  const rule = useAppStore((s) => s.view.rule);
  const search = library.search;
  // Bumped as the worker indexes more of a big library's text, so results are asked for again.
  const [searchVersion, setSearchVersion] = useState(0);
  useEffect(() => search.subscribe(() => setSearchVersion((v) => v + 1)), [search]);
  const deferredQ = useDeferredValue(q);
  // The mask arrives from the worker; until a new one does, the previous one stays (no flash of
  // the whole library between two queries).
  const searchMask = useSearchMask(library, searchFilters && deferredQ.trim() !== '' ? deferredQ : null, searchVersion);
  // The aggregated view follows the selection a moment later: the panel opens at once, and the
  // graph is rebuilt around the new focus in a later task (measured: ~500 ms at 10,000 cases
  // otherwise). Below the threshold the deriver ignores it.
  const focus = useDeferredValue(useAppStore((s) => s.view.selection));
  const textVersion = useTextEdges(library, rule);
  const [derive] = useState(createDeriver);
  // Not memoised here: every stage of the deriver caches on its own inputs, the text rule's groups
  // included (they join the index when the worker sends them, and textVersion re-renders this).
  const { mask, shownCount, graph, drawn, counts } = derive({ index: library.index, filters, searchMask, rule, focus });
  const searchComplete = search.complete;
  const value = useMemo(
    () => ({ library, search, searchMask, textVersion, mask, shownCount, graph, drawn, counts }),
    [library, search, searchMask, textVersion, mask, shownCount, graph, drawn, counts],
  );
  const progress = useMemo(() => ({ searchVersion, searchComplete }), [searchVersion, searchComplete]);
  // The derived value's consumers below are memoised by React's context bailout: `children` is
  // the same element while only the progress changes, so only the search's readers render.
  return (
    <DerivedContext.Provider value={value}>
      <SearchProgressContext.Provider value={progress}>{children}</SearchProgressContext.Provider>
    </DerivedContext.Provider>
  );
}

/** How far the search has indexed (./derived.tsx's SearchProgress). */
export const useSearchProgress = (): SearchProgress => useContext(SearchProgressContext);

export function useDerived(): Derived {
  const value = useContext(DerivedContext);
  if (!value) throw new Error('useDerived outside DerivedProvider');
  return value;
}
