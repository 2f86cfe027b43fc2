import type { LibraryIndex } from '../core';
import { ruleEntry } from '../relations';
import type { RelationRule } from '../relations';
import { emptyTaxonomy, labelOf, textIn, type Taxonomy } from '../core';
import type { Lang } from '../core';

/** The columns of the list view, in display order; every one can be sorted by. */
export type ListColumn = 'id' | 'date' | 'org' | 'title' | 'components' | 'cause' | 'relations';
export const LIST_COLUMNS: readonly ListColumn[] = ['id', 'date', 'org', 'title', 'components', 'cause', 'relations'];

export interface ListSort {
  column: ListColumn;
  dir: 'asc' | 'desc';
}

export const DEFAULT_LIST_SORT: ListSort = { column: 'id', dir: 'asc' };

/**
 * The sort as a link writes it: the column, `-` before it for descending (`date`, `-date`);
 * null for the default, which a link leaves out.
 */
export function listSortParam(sort: ListSort): string | null {
  if (sort.column === DEFAULT_LIST_SORT.column && sort.dir === DEFAULT_LIST_SORT.dir) return null;
  return `${sort.dir === 'desc' ? '-' : ''}${sort.column}`;
}

/** Reads `listSortParam`'s words back; null for anything else. */
export function parseListSort(value: string): ListSort | null {
  const desc = value.startsWith('-');
  const column = LIST_COLUMNS.find((c) => c === (desc ? value.slice(1) : value));
  return column ? { column, dir: desc ? 'desc' : 'asc' } : null;
}

/** The words the text columns sort by: labels and titles in the reader's language. */
export interface ListLabels {
  taxonomy: Taxonomy;
  lang: Lang;
}

export interface ListRows {
  /** Positions of the shown cases in the library, in display order. */
  rows: Int32Array;
  /** Relations per case position (the whole library, under the rule), as the detail panel lists them. */
  relationCounts: Uint32Array;
}

/** Components of a case as one cell: labels in the case's own order. */
export function componentsText(index: LibraryIndex, i: number, labels: ListLabels): string {
  const c = index.cases[i];
  return c ? c.components.map((s) => labelOf(labels.taxonomy, 'component', s, labels.lang)).join(', ') : '';
}

// By the rule's groups object, not its name: the text rule's groups arrive after the library.
const countsCache = new WeakMap<LibraryIndex, WeakMap<object, Uint32Array>>();

/**
 * How many cases each case is related to under `rule`: for every case, exactly
 * `relationsOf(index, i, rule).length` (a unit test holds the two together). It marks the
 * members of each case's groups in one shared array instead of building and sorting relation
 * lists, so a 10,000-case library takes milliseconds instead of seconds. Cached per index and rule.
 */
export function relationCounts(index: LibraryIndex, rule: RelationRule): Uint32Array {
  const entry = ruleEntry(rule);
  const groups = entry.groups(index);
  let byGroups = countsCache.get(index);
  if (!byGroups) countsCache.set(index, (byGroups = new WeakMap()));
  const cached = byGroups.get(groups);
  if (cached) return cached;

  const n = index.cases.length;
  const counts = new Uint32Array(n);
  const seen = new Int32Array(n).fill(-1);
  for (let i = 0; i < n; i++) {
    let count = 0;
    const mark = (list: readonly number[] | undefined) => {
      if (!list) return;
      for (const j of list) {
        if (j !== i && seen[j] !== i) {
          seen[j] = i;
          count++;
        }
      }
    };
    for (const key of entry.groupKeys(index, i)) mark(groups.get(key));
    mark(index.explicit.get(i));
    const earlier = index.recurrenceOf.get(i);
    if (earlier !== undefined) mark([earlier]);
    mark(index.recurredAs.get(i));
    counts[i] = count;
  }
  byGroups.set(groups, counts);
  return counts;
}

/**
 * The list view's rows: the cases the mask shows, sorted by one column. Text columns compare
 * as the reader's language sorts (ids with numbers in numeric order); empty cells go last in
 * either direction; ties keep library order.
 */
export function listRows(
  index: LibraryIndex,
  mask: Uint8Array,
  rule: RelationRule,
  sort: ListSort = DEFAULT_LIST_SORT,
  labels: ListLabels = { taxonomy: emptyTaxonomy(), lang: 'en' },
): ListRows {
  const counts = relationCounts(index, rule);
  const shown: number[] = [];
  for (let i = 0; i < index.cases.length; i++) if (mask[i] === 1) shown.push(i);

  const sign = sort.dir === 'asc' ? 1 : -1;
  if (sort.column === 'relations') {
    shown.sort((a, b) => sign * ((counts[a] as number) - (counts[b] as number)) || a - b);
  } else {
    const key = textKey(index, sort.column, labels);
    const keys: string[] = new Array<string>(index.cases.length);
    for (const i of shown) keys[i] = key(i);
    const collator = new Intl.Collator(labels.lang, { numeric: true, sensitivity: 'base' });
    const compare = sort.column === 'date' ? (x: string, y: string) => (x < y ? -1 : x > y ? 1 : 0) : collator.compare;
    shown.sort((a, b) => {
      const ka = keys[a] as string;
      const kb = keys[b] as string;
      if (ka === '' || kb === '') return ka === kb ? a - b : ka === '' ? 1 : -1;
      return sign * compare(ka, kb) || a - b;
    });
  }
  return { rows: Int32Array.from(shown), relationCounts: counts };
}

function textKey(index: LibraryIndex, column: Exclude<ListColumn, 'relations'>, labels: ListLabels): (i: number) => string {
  const c = (i: number) => index.cases[i]!;
  switch (column) {
    case 'id': return (i) => c(i).id;
    case 'date': return (i) => c(i).date;
    case 'org': return (i) => c(i).org;
    case 'title': return (i) => textIn(c(i).title, labels.lang).text;
    case 'components': return (i) => componentsText(index, i, labels);
    case 'cause': return (i) => {
      const cause = c(i).root_cause;
      return cause ? labelOf(labels.taxonomy, 'root_cause', cause, labels.lang) : '';
    };
  }
}
