import { useEffect, useState } from 'react';
import type { Lang } from '../model/core';
import { listKeys, relationCountOf, rowsFromOrder, sortedOrder, type ListColumn, type ListSort, type SortedOrder } from '../model/view';
import type { RelationRule } from '../model/relations';
import type { Library } from './libraryQuery';
import type { ListSortQuestion } from '../worker/listSort.worker';
import { whenIdle } from './whenIdle';

/**
 * The list view's kept orders, one per library, column and language (issue 30). A library up to
 * SORT_ON_PAGE cases is sorted here at once; a bigger one's text columns are sorted by a worker
 * while the page stays free, and every later filter or direction is one pass over the kept order.
 */
export const SORT_ON_PAGE = 20_000;

type Kept = SortedOrder | Promise<SortedOrder>;
const kept = new WeakMap<Library, Map<string, Kept>>();

let worker: Worker | null = null;
let seq = 0;
const waiting = new Map<number, (sorted: SortedOrder) => void>();

function sortWorker(): Worker | null {
  if (worker) return worker;
  if (typeof Worker === 'undefined') return null;
  try {
    worker = new Worker(new URL('../worker/listSort.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (event: MessageEvent<SortedOrder & { seq: number }>) => {
      const { seq: answered, ...sorted } = event.data;
      waiting.get(answered)?.(sorted);
      waiting.delete(answered);
    };
  } catch {
    worker = null;
  }
  return worker;
}

function sortOffPage(library: Library, column: Exclude<ListColumn, 'relations'>, lang: Lang): Promise<SortedOrder> {
  const w = sortWorker();
  const onPage = () => sortedOrder(library.index, 'seed', column, { taxonomy: library.taxonomy, lang });
  if (!w) return Promise.resolve(onPage());
  return new Promise((resolve) => {
    const question: ListSortQuestion = { seq: ++seq, keys: listKeys(library.index, column, { taxonomy: library.taxonomy, lang }), lang, plain: column === 'date' };
    waiting.set(question.seq, resolve);
    w.onerror = () => {
      // A worker that failed sorts nothing more: every question waiting is answered here.
      for (const [k, answer] of waiting) {
        waiting.delete(k);
        answer(onPage());
      }
    };
    w.postMessage(question);
  });
}

/** The kept order (sorting it now, or starting its sort, when there is none yet). */
export function listOrder(library: Library, rule: RelationRule, column: ListColumn, lang: Lang): Kept {
  let byKey = kept.get(library);
  if (!byKey) kept.set(library, (byKey = new Map()));
  // Relation counts depend on the rule, not the language; text columns on the language only.
  const key = column === 'relations' ? `relations:${rule}` : `${column}:${lang}`;
  const found = byKey.get(key);
  if (found) return found;
  const small = library.cases.length <= SORT_ON_PAGE;
  const made: Kept = column === 'relations' || small
    ? sortedOrder(library.index, rule, column, { taxonomy: library.taxonomy, lang })
    : sortOffPage(library, column, lang);
  byKey.set(key, made);
  if (made instanceof Promise) void made.then((sorted) => byKey.set(key, sorted));
  return made;
}

/** The order for the list, or null while a worker sorts it (the view says so then). */
export function useListOrder(library: Library, rule: RelationRule, column: ListColumn, lang: Lang): SortedOrder | null {
  const now = listOrder(library, rule, column, lang);
  const [, settled] = useState(0);
  useEffect(() => {
    if (!(now instanceof Promise)) return;
    let live = true;
    void now.then(() => live && settled((n) => n + 1));
    return () => {
      live = false;
    };
  }, [now]);
  return now instanceof Promise ? null : now;
}

/**
 * Starts the list's current sort soon after a big library is open, whatever the view: by the
 * time the list is opened its order is kept, and its first screen is the rows. Started in an idle
 * moment, not in the commit that shows the library: making 100,000 cases' keys and posting them
 * to the worker there was a third of the longest task of a packed library's load.
 */
export function usePrefetchListOrder(library: Library, column: ListColumn, lang: Lang): void {
  useEffect(() => {
    if (column === 'relations' || library.cases.length <= SORT_ON_PAGE) return;
    return whenIdle(() => void listOrder(library, 'seed', column, lang));
  }, [library, column, lang]);
}

/** The shown rows of a kept order, one pass per order, mask and direction, kept (issue 30). */
const rowsKept = new WeakMap<SortedOrder, WeakMap<Uint8Array, Partial<Record<ListSort['dir'], Int32Array>>>>();
export function listRowsOf(sorted: SortedOrder, mask: Uint8Array, dir: ListSort['dir']): Int32Array {
  let byMask = rowsKept.get(sorted);
  if (!byMask) rowsKept.set(sorted, (byMask = new WeakMap()));
  let byDir = byMask.get(mask);
  if (!byDir) byMask.set(mask, (byDir = {}));
  return (byDir[dir] ??= rowsFromOrder(sorted, mask, dir));
}

/** Rows the list's first screen can show at most (900 px of 36 px rows, and the overscan). */
const FIRST_SCREEN = 60;

/**
 * Done while the map is shown, in idle moments, so the click on "List" finds it done (issue 30):
 * the kept order (its sort started), the shown rows in it, and the first screen's relation counts.
 * Each step is one pass at most, in its own task.
 */
export function warmListView(library: Library, rule: RelationRule, sort: ListSort, lang: Lang, mask: Uint8Array, later: (step: () => void) => () => void): () => void {
  // The relations order of a big library is a count of every pair: left for the click that asks for it.
  if (sort.column === 'relations' && library.cases.length > SORT_ON_PAGE) return () => {};
  let stopped = false;
  let cancel = later(() => {
    const now = listOrder(library, rule, sort.column, lang);
    const withOrder = (sorted: SortedOrder) => {
      cancel = later(() => {
        const rows = listRowsOf(sorted, mask, sort.dir);
        cancel = later(() => {
          for (let p = 0; p < Math.min(FIRST_SCREEN, rows.length); p++) relationCountOf(library.index, rows[p]!, rule);
          // scripts/measure-list-switch.ts clicks once the list is ready.
          performance.mark('ig:list-warm');
        });
      });
    };
    if (now instanceof Promise) void now.then((sorted) => !stopped && withOrder(sorted));
    else withOrder(now);
  });
  return () => {
    stopped = true;
    cancel();
  };
}
