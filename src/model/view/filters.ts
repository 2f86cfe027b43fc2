import { FACETS, postingsOf, type Facet } from '../core';
import type { LibraryIndex } from '../core';

export { FACETS, postingsOf, type Facet } from '../core';

export type Filters = Record<Facet, string[]> & { from: number | null; to: number | null };

export function emptyFilters(): Filters {
  return { domain: [], org: [], component: [], cause: [], symptom: [], contributing: [], severity: [], from: null, to: null };
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

function yearMask(index: LibraryIndex, from: number | null, to: number | null): Uint8Array {
  const mask = new Uint8Array(index.cases.length);
  const lo = from ?? -Infinity;
  const hi = to ?? Infinity;
  for (let i = 0; i < mask.length; i++) {
    const y = index.years[i] as number;
    mask[i] = y >= lo && y <= hi ? 1 : 0;
  }
  return mask;
}

/** Per-facet masks of the active filters (and of the search, when it filters). */
function activeMasks(index: LibraryIndex, filters: Filters, searchMask: Uint8Array | null): Map<Facet | 'years' | 'search', Uint8Array> {
  const masks = new Map<Facet | 'years' | 'search', Uint8Array>();
  for (const facet of FACETS) if (filters[facet].length) masks.set(facet, facetMask(index, facet, filters[facet]));
  if (filters.from !== null || filters.to !== null) masks.set('years', yearMask(index, filters.from, filters.to));
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
  const mask = matchMask(index, { ...filters, from: null, to: null }, searchMask);
  const counts = new Map<number, number>();
  for (let i = 0; i < mask.length; i++) if (mask[i]) counts.set(index.years[i] as number, (counts.get(index.years[i] as number) ?? 0) + 1);
  return counts;
}
