// @vitest-environment jsdom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { expect, it } from 'vitest';
import { buildIndex, emptyTaxonomy, loadLibrary } from '../../src/model/core';
import { DerivedProvider, useDerived, useSearchProgress } from '../../src/state/derived';
import type { Library } from '../../src/state/libraryQuery';
import type { Searcher } from '../../src/state/searchClient';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A searcher whose background indexing the test drives: `grow` tells its listeners, as the worker's `searchGrew` does. */
function growingSearch() {
  const listeners = new Set<() => void>();
  let complete = false;
  const search = {
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    get complete() {
      return complete;
    },
  } as unknown as Searcher;
  const grow = (done: boolean) => {
    complete = done;
    for (const l of listeners) l();
  };
  return { search, grow };
}

// The worker indexing a big library's text tells the page a few times; each told only the
// search's readers to ask again. When it was part of the derived value, every view reading the
// derived chain (the map, the facets, the panel) rendered again.
it("a search that grows in the background renders the search's readers, not the views of the derived chain", () => {
  const { cases } = loadLibrary(Array.from({ length: 20 }, (_, k) => ({ id: `T-${k}`, org: 'Org', date: '2024-01-02', title: { en: `Case ${k}` }, components: ['api'], root_cause: 'bug' })));
  const { search, grow } = growingSearch();
  const library = { cases, index: buildIndex(cases), taxonomy: emptyTaxonomy(), search } as unknown as Library;
  const renders = { derived: 0, progress: 0 };
  const seen: { version: number; complete: boolean }[] = [];
  function MapLike() {
    useDerived();
    renders.derived++;
    return null;
  }
  function SearchLike() {
    const { searchVersion, searchComplete } = useSearchProgress();
    renders.progress++;
    seen.push({ version: searchVersion, complete: searchComplete });
    return null;
  }
  const host = document.createElement('div');
  const root = createRoot(host);
  act(() =>
    root.render(
      <QueryClientProvider client={new QueryClient()}>
        <DerivedProvider library={library}>
          <MapLike />
          <SearchLike />
        </DerivedProvider>
      </QueryClientProvider>,
    ),
  );
  const before = { ...renders };
  act(() => grow(false));
  act(() => grow(true));
  expect(renders.derived).toBe(before.derived);
  expect(renders.progress).toBe(before.progress + 2);
  expect(seen.at(-1)).toEqual({ version: 2, complete: true });
  expect(seen.at(-2)).toEqual({ version: 1, complete: false });
  act(() => root.unmount());
});
