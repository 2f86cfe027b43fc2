// @vitest-environment jsdom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, expect, it, vi } from 'vitest';
import { buildIndex, emptyTaxonomy, loadLibrary } from '../../src/model/core';
import { SORT_ON_PAGE, usePrefetchListOrder } from '../../src/state/listOrder';
import type { Library } from '../../src/state/libraryQuery';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// A big library's list order is sorted by a worker, started soon after the library opens: in an
// idle moment, not in the commit that shows the library (its keys were a third of the longest
// task of a 100,000-case pack's load).

const posted: { keys: string[] }[] = [];
class SortWorker {
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: (() => void) | null = null;
  postMessage(question: { keys: string[] }) {
    posted.push(question);
  }
}

const idle: (() => void)[] = [];
vi.stubGlobal('Worker', SortWorker);
vi.stubGlobal('requestIdleCallback', (fn: () => void) => idle.push(fn));
vi.stubGlobal('cancelIdleCallback', (id: number) => void idle.splice(id - 1, 1, () => {}));

afterEach(() => {
  posted.length = 0;
  idle.length = 0;
});

function bigLibrary(): Library {
  const n = SORT_ON_PAGE + 1;
  const { cases } = loadLibrary(Array.from({ length: n }, (_, k) => ({ id: `T-${k}`, org: 'Org', date: '2024-01-02', title: { en: `Case ${k}` }, components: ['dns-resolver'] })));
  return { cases, index: buildIndex(cases), taxonomy: emptyTaxonomy() } as unknown as Library;
}

function Prefetch({ library }: { library: Library }) {
  usePrefetchListOrder(library, 'title', 'en');
  return null;
}

const library = bigLibrary();

it('starts the sort of a big library in an idle moment after its commit, once', () => {
  const root = createRoot(document.createElement('div'));
  act(() => root.render(<Prefetch library={library} />));
  expect(posted).toHaveLength(0);
  expect(idle).toHaveLength(1);
  idle.shift()!();
  expect(posted).toHaveLength(1);
  expect(posted[0]!.keys).toHaveLength(library.cases.length);
  act(() => root.unmount());
});

it('starts nothing for a view closed before the idle moment', () => {
  const other = { ...library } as Library;
  const root = createRoot(document.createElement('div'));
  act(() => root.render(<Prefetch library={other} />));
  act(() => root.unmount());
  for (const step of idle.splice(0)) step();
  expect(posted).toHaveLength(0);
});
