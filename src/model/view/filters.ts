import { FACETS, postingsOf, type Facet } from '../core';
import type { LibraryIndex } from '../core';

export { FACETS, postingsOf, type Facet } from '../core';

/**
 * The facet values chosen, and the date range: `from`/`to` are years; `fromMonth`/`toMonth`
 * (1–12, only beside a year) narrow a bound to a month (`from=2021-04&to=2021-06`: a quarter).
 */
export type Filters = Record<Facet, string[]> & { from: number | null; to: number | null; fromMonth: number | null; toMonth: number | null };

export function emptyFilters(): Filters {
  return { domain: [], org: [], component: [], cause: [], symptom: [], contributing: [], severity: [], from: null, to: null, fromMonth: null, toMonth: null };
}

/** A date bound as the link writes it and the filter chip shows it: `2021`, or `2021-04` with a month. */
export function dateBound(year: number, month: number | null): string {
  return month === null ? String(year) : `${year}-${String(month).padStart(2, '0')}`;
}

/** Whether a bound of the date range gives a month (then the range reads as year-months). */
export function hasMonths(f: Pick<Filters, 'from' | 'to' | 'fromMonth' | 'toMonth'>): boolean {
  return (f.from !== null && f.fromMonth !== null) || (f.to !== null && f.toMonth !== null);
}

/** Month 1–12 of a case's date (`YYYY-MM…`), or null when it gives only a year. */
export function caseMonth(date: string): number | null {
  const m = /^\d{4}-(\d{2})/.exec(date);
  return m ? Number(m[1]) : null;
}

export function hasActiveFilters(f: Filters): boolean {
  return FACETS.some((k) => f[k].length > 0) || f.from !== null || f.to !== null;
}

/** 1 for each case that has at least one of the values. */
function facetMask(index: LibraryIndex, facet: Facet, values: readonly string[]): Uint8Array {
  const mask = new Uint8Array(index.cases.length);
  const postings = postingsOf(index, facet);
  for (const v of values) for (const i of postings.get(v) ?? []) mask[i] = 1;
  return mask;
}

/**
 * The cases inside the date range. A bound with a month compares year and month; a case dated
 * only by its year is inside a month-bounded range only when its whole year is (its month is
 * not known, so it is not guessed into a part of its year).
 */
function yearMask(index: LibraryIndex, f: Pick<Filters, 'from' | 'to' | 'fromMonth' | 'toMonth'>): Uint8Array {
  const mask = new Uint8Array(index.cases.length);
  const lo = f.from === null ? -Infinity : f.from * 12 + ((f.fromMonth ?? 1) - 1);
  const hi = f.to === null ? Infinity : f.to * 12 + ((f.toMonth ?? 12) - 1);
  const months = hasMonths(f);
  for (let i = 0; i < mask.length; i++) {
    const y = index.years[i] as number;
    if (!months) {
      mask[i] = y * 12 >= lo && y * 12 <= hi ? 1 : 0;
      continue;
    }
    const m = caseMonth(index.cases[i]!.date);
    // Without a month: in only when January and December of its year both are.
    mask[i] = m === null ? (y * 12 >= lo && y * 12 + 11 <= hi ? 1 : 0) : y * 12 + m - 1 >= lo && y * 12 + m - 1 <= hi ? 1 : 0;
  }
  return mask;
}

/** Per-facet masks of the active filters (and of the search, when it filters). */
function activeMasks(index: LibraryIndex, filters: Filters, searchMask: Uint8Array | null): Map<Facet | 'years' | 'search', Uint8Array> {
  const masks = new Map<Facet | 'years' | 'search', Uint8Array>();
  for (const facet of FACETS) if (filters[facet].length) masks.set(facet, facetMask(index, facet, filters[facet]));
  if (filters.from !== null || filters.to !== null) masks.set('years', yearMask(index, filters));
  if (searchMask) masks.set('search', searchMask);
  return masks;
}

function intersect(n: number, masks: Iterable<Uint8Array>): Uint8Array {
  const out = new Uint8Array(n).fill(1);
  for (const m of masks) for (let i = 0; i < n; i++) out[i] = (out[i] as number) & (m[i] as number);
  return out;
}

/** Which cases match: 1 = shown. `searchMask` narrows further when the search filters the graph. */
export function matchMask(index: LibraryIndex, filters: Filters, searchMask: Uint8Array | null = null): Uint8Array {
  return intersect(index.cases.length, activeMasks(index, filters, searchMask).values());
}

export function countMask(mask: Uint8Array): number {
  let n = 0;
  for (let i = 0; i < mask.length; i++) n += mask[i] as number;
  return n;
}

export type FacetCounts = Record<Facet, Map<string, number>>;

/**
 * For every facet, how many cases each value would have under all the *other* active filters:
 * the number a user sees beside a value before ticking it.
 */
export function facetCounts(index: LibraryIndex, filters: Filters, searchMask: Uint8Array | null = null): FacetCounts {
  const masks = activeMasks(index, filters, searchMask);
  const n = index.cases.length;
  const counts = {} as FacetCounts;
  for (const facet of FACETS) {
    const others = [...masks].filter(([k]) => k !== facet).map(([, m]) => m);
    const base = others.length ? intersect(n, others) : null;
    const map = new Map<string, number>();
    for (const [value, list] of postingsOf(index, facet)) {
      let c = 0;
      if (base) for (const i of list) c += base[i] as number;
      else c = list.length;
      map.set(value, c);
    }
    counts[facet] = map;
  }
  return counts;
}

/** Cases per year under all active filters except the date range (for the timeline). */
export function yearCounts(index: LibraryIndex, filters: Filters, searchMask: Uint8Array | null = null): Map<number, number> {
  const mask = matchMask(index, { ...filters, from: null, to: null, fromMonth: null, toMonth: null }, searchMask);
  const counts = new Map<number, number>();
  for (let i = 0; i < mask.length; i++) if (mask[i]) counts.set(index.years[i] as number, (counts.get(index.years[i] as number) ?? 0) + 1);
  return counts;
}
