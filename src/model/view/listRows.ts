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
  // Marking every group member costs the sum of the groups' squared sizes: 200,000 cases in a
  // few big groups are billions of steps, so those are counted by inclusion–exclusion instead.
  let pairs = 0;
  for (const list of groups.values()) pairs += list.length * list.length;
  const counted = pairs > MARKING_BUDGET ? countByOverlaps(index, entry) : null;
  if (counted) {
    byGroups.set(groups, counted);
    return counted;
  }
  const counts = new Uint32Array(n);
  const seen = new Int32Array(n).fill(-1);
  for (let i = 0; i < n; i++) counts[i] = relatedCount(index, entry, groups, i, seen);
  byGroups.set(groups, counts);
  return counts;
}

/** Steps the plain marking count may take before the overlap count is used. */
const MARKING_BUDGET = 20_000_000;
/** Cases with more groups than this make the overlap count give up (2^k subsets each). */
const MAX_KEYS = 12;

/**
 * Relation counts in time linear in the cases: a case's group members are the union of its
 * groups, whose size inclusion–exclusion gives from how many cases hold each set of keys; links
 * and recurrences are added when they are not in the union already. Null when a case has more
 * than MAX_KEYS groups (the caller marks then).
 */
export function countByOverlaps(index: LibraryIndex, entry: ReturnType<typeof ruleEntry>): Uint32Array | null {
  const n = index.cases.length;
  const keysOf: string[][] = new Array<string[]>(n);
  for (let i = 0; i < n; i++) {
    const keys = [...new Set(entry.groupKeys(index, i))].sort();
    if (keys.length > MAX_KEYS) return null;
    keysOf[i] = keys;
  }
  const subsetKey = (keys: readonly string[], bits: number) => {
    let key = '';
    for (let b = 0; b < keys.length; b++) if (bits & (1 << b)) key += `${keys[b]}\u0001`;
    return key;
  };
  const holding = new Map<string, number>();
  for (const keys of keysOf) {
    for (let bits = 1; bits < 1 << keys.length; bits++) {
      const key = subsetKey(keys, bits);
      holding.set(key, (holding.get(key) ?? 0) + 1);
    }
  }
  const counts = new Uint32Array(n);
  for (let i = 0; i < n; i++) {
    const keys = keysOf[i]!;
    let union = 0;
    for (let bits = 1; bits < 1 << keys.length; bits++) {
      let size = 0;
      for (let b = bits; b; b &= b - 1) size++;
      union += (size % 2 ? 1 : -1) * (holding.get(subsetKey(keys, bits)) ?? 0);
    }
    // The case is in each of its own groups; it is no relation of itself.
    let count = keys.length > 0 ? union - 1 : 0;
    const extras = new Set<number>([...(index.explicit.get(i) ?? []), ...(index.recurredAs.get(i) ?? [])]);
    const earlier = index.recurrenceOf.get(i);
    if (earlier !== undefined) extras.add(earlier);
    extras.delete(i);
    const mine = new Set(keys);
    for (const j of extras) if (!(keysOf[j] ?? []).some((k) => mine.has(k))) count++;
    counts[i] = count;
  }
  return counts;
}

/**
 * The relations of one case under `rule`, counted as `relationCounts` counts them, for one row
 * on the screen: the cost is the size of the case's own groups, not of the library (issue 30).
 */
export function relationCountOf(index: LibraryIndex, i: number, rule: RelationRule): number {
  const entry = ruleEntry(rule);
  const groups = entry.groups(index);
  const all = countsCache.get(index)?.get(groups);
  if (all) return all[i] ?? 0;
  let byGroups = oneCache.get(index);
  if (!byGroups) oneCache.set(index, (byGroups = new WeakMap()));
  let one = byGroups.get(groups);
  if (!one) byGroups.set(groups, (one = { counts: new Int32Array(index.cases.length).fill(-1), seen: new Int32Array(index.cases.length).fill(-1) }));
  const known = one.counts[i];
  if (known === undefined) return 0;
  if (known >= 0) return known;
  const count = relatedCount(index, entry, groups, i, one.seen);
  one.counts[i] = count;
  return count;
}

/**
 * How many other cases case `i` is related to: its groups' members, explicit links and
 * recurrences, each counted once. `seen` (one slot per case) marks who was counted for `i`.
 */
function relatedCount(index: LibraryIndex, entry: Parameters<typeof countByOverlaps>[1], groups: ReadonlyMap<string, readonly number[]>, i: number, seen: Int32Array): number {
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
  return count;
}
const oneCache = new WeakMap<LibraryIndex, WeakMap<object, { counts: Int32Array; seen: Int32Array }>>();

/**
 * Every case of the library in one column's ascending order, kept so that any filter and either
 * direction is one pass over it (`rowsFromOrder`), never a new sort: a big library's order is
 * computed once, off the page (src/state/listOrder.ts).
 */
export interface SortedOrder {
  /** Case positions: non-empty keys ascending (ties in library order), then the empty ones. */
  order: Int32Array;
  /** 1 where the case at that place ties with the one before it (same group for `desc`). */
  tiesPrev: Uint8Array;
  /** How many cases have a non-empty key (they come first in `order`). */
  filled: number;
}

/** The words each case sorts by in a text column (one per case, '' for an empty cell). */
export function listKeys(index: LibraryIndex, column: Exclude<ListColumn, 'relations'>, labels: ListLabels): string[] {
  const key = textKey(index, column, labels);
  const keys = new Array<string>(index.cases.length);
  for (let i = 0; i < keys.length; i++) keys[i] = key(i);
  return keys;
}

/**
 * Sorts keys as the reader's language sorts them (numbers in numeric order; `plain`: by code
 * unit, for dates); empty keys last, ties in library order. Pure, so the list's sort worker runs it.
 */
export function sortKeys(keys: readonly string[], lang: Lang, plain: boolean): SortedOrder {
  const collator = new Intl.Collator(lang, { numeric: true, sensitivity: 'base' });
  const compare = plain ? (x: string, y: string) => (x < y ? -1 : x > y ? 1 : 0) : collator.compare;
  const filledCases: number[] = [];
  const empty: number[] = [];
  for (let i = 0; i < keys.length; i++) (keys[i] === '' ? empty : filledCases).push(i);
  filledCases.sort((a, b) => compare(keys[a]!, keys[b]!) || a - b);
  const order = Int32Array.from([...filledCases, ...empty]);
  const tiesPrev = new Uint8Array(order.length);
  for (let p = 1; p < order.length; p++) {
    const inEmpty = p >= filledCases.length;
    tiesPrev[p] = inEmpty ? (p > filledCases.length ? 1 : 0) : compare(keys[order[p - 1]!]!, keys[order[p]!]!) === 0 ? 1 : 0;
  }
  return { order, tiesPrev, filled: filledCases.length };
}

/** The relations column's order: counts ascending, ties in library order. */
export function sortCounts(counts: Uint32Array): SortedOrder {
  const order = Int32Array.from(counts.keys()).sort((a, b) => counts[a]! - counts[b]! || a - b);
  const tiesPrev = new Uint8Array(order.length);
  for (let p = 1; p < order.length; p++) tiesPrev[p] = counts[order[p - 1]!] === counts[order[p]!] ? 1 : 0;
  return { order, tiesPrev, filled: order.length };
}

/**
 * The shown cases in a kept order, either direction: descending walks the tie groups from the
 * last, each in library order; empty cells stay last. One pass, no comparison.
 */
export function rowsFromOrder(sorted: SortedOrder, mask: Uint8Array, dir: ListSort['dir']): Int32Array {
  const { order, tiesPrev, filled } = sorted;
  const rows = new Int32Array(order.length);
  let n = 0;
  const take = (from: number, to: number) => {
    for (let p = from; p < to; p++) if (mask[order[p]!] === 1) rows[n++] = order[p]!;
  };
  if (dir === 'asc') take(0, order.length);
  else {
    let end = filled;
    while (end > 0) {
      let start = end - 1;
      while (start > 0 && tiesPrev[start] === 1) start--;
      take(start, end);
      end = start;
    }
    take(filled, order.length);
  }
  return rows.slice(0, n);
}

/** The order a column sorts by, computed here (small libraries, tests; the big ones' go to a worker). */
export function sortedOrder(index: LibraryIndex, rule: RelationRule, column: ListColumn, labels: ListLabels): SortedOrder {
  if (column === 'relations') return sortCounts(relationCounts(index, rule));
  return sortKeys(listKeys(index, column, labels), labels.lang, column === 'date');
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
  return { rows: rowsFromOrder(sortedOrder(index, rule, sort.column, labels), mask, sort.dir), relationCounts: counts };
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
