/// <reference lib="webworker" />
import { sortKeys } from '../model/view';
import type { Lang } from '../model/core';

/**
 * The list view's sorts of big libraries (issue 30): a column's words in, every case's order
 * out, so 200,000 comparisons in the reader's language never run on the page.
 */
export interface ListSortQuestion {
  seq: number;
  keys: string[];
  lang: Lang;
  plain: boolean;
}

const scope = self as unknown as DedicatedWorkerGlobalScope;
scope.onmessage = (event: MessageEvent<ListSortQuestion>) => {
  const { seq, keys, lang, plain } = event.data;
  const sorted = sortKeys(keys, lang, plain);
  scope.postMessage({ seq, ...sorted }, [sorted.order.buffer, sorted.tiesPrev.buffer]);
};
