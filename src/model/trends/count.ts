import type { LibraryIndex } from '../core';
import type { Facet } from '../core';
import { TREND_AXIS_TABLE, valuesOf, type MatrixAxisKey, type PatternTable, type TrendBy, type ValuesOf } from './axes';

/** Below this many years of library, the trend counts per quarter. */
export const QUARTERS_BELOW_YEARS = 6;
/** Values drawn on their own; the rest fold into "other" (so 20 values stay readable). */
export const TREND_TOP = 11;
/** The matrix shows at most this many rows and columns (years are never cut). */
export const CROSS_CAP = 40;
/** The cap is not applied for fewer values over it than a quarter of it (10 over 40). */
const CAP_SLACK_SHARE = 4;

export type Granularity = 'year' | 'quarter';

export interface Period {
  /** `2021` or `2021-Q3`. */
  key: string;
  year: number;
  /** 1–4 when counting per quarter. */
  quarter: number | null;
}

/** Month 1–12 of a case's date, or null when it gives only a year. */
export function monthOf(date: string): number | null {
  const m = /^\d{4}-(\d{2})/.exec(date);
  return m ? Number(m[1]) : null;
}

/**
 * Per quarter when the library spans fewer than six years and every case dates to a month (a
 * case dated only by its year has no quarter, and would otherwise be left out or guessed);
 * per year otherwise.
 */
export function granularityOf(index: LibraryIndex): Granularity {
  if (index.cases.length === 0) return 'year';
  if (index.maxYear - index.minYear + 1 >= QUARTERS_BELOW_YEARS) return 'year';
  return index.cases.every((c) => monthOf(c.date) !== null) ? 'quarter' : 'year';
}

/** Every period from the library's first year to its last, empty ones included. */
export function periodsOf(index: LibraryIndex, granularity: Granularity): Period[] {
  const out: Period[] = [];
  if (index.cases.length === 0) return out;
  for (let y = index.minYear; y <= index.maxYear; y++) {
    if (granularity === 'year') out.push({ key: String(y), year: y, quarter: null });
    else for (let q = 1; q <= 4; q++) out.push({ key: `${y}-Q${q}`, year: y, quarter: q });
  }
  return out;
}

/** The position in `periodsOf` of case i. */
export function periodIndex(index: LibraryIndex, i: number, granularity: Granularity): number {
  const y = (index.years[i] as number) - index.minYear;
  if (granularity === 'year') return y;
  return y * 4 + Math.floor(((monthOf(index.cases[i]!.date) ?? 1) - 1) / 3);
}

export interface TrendSeries {
  /** The value (a slug, org, severity or pattern id); '' for "other". */
  key: string;
  /** Shown cases with the value (for "other": with any value outside the top). */
  total: number;
  /** Per period, in `periods` order; zero where no case falls. */
  counts: number[];
  /** True for the "other" series. */
  other?: boolean;
}

export interface Trend {
  by: TrendBy;
  granularity: Granularity;
  periods: Period[];
  /** The heaviest values, heaviest first (ties by key), at most `top`. */
  series: TrendSeries[];
  /** Cases with a value outside the top, or null when every value is drawn; `keys`: those values. */
  other: (TrendSeries & { values: number; keys: string[] }) | null;
  /** Shown cases per period (each once, whatever its values). */
  totals: number[];
  /** Shown cases, and how many of them have no value on this axis. */
  shown: number;
  without: number;
}

const byTotal = (a: { key: string; total: number }, b: { key: string; total: number }) => b.total - a.total || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);

/**
 * Cases per period for each value of `by` among the shown cases (`mask[i] === 1`; null: all).
 * A case with several values (components, symptoms…) counts once under each. Linear in the
 * shown cases' values plus values × periods.
 */
export function buildTrend(index: LibraryIndex, mask: Uint8Array | null, by: TrendBy, patterns: PatternTable | null, top = TREND_TOP): Trend {
  const granularity = granularityOf(index);
  const periods = periodsOf(index, granularity);
  const n = periods.length;
  const valuesAt = valuesOf(index, by, patterns);
  const perValue = new Map<string, number[]>();
  const totals = new Array<number>(n).fill(0);
  const periodOfCase = new Int32Array(index.cases.length);
  let shown = 0;
  let without = 0;
  for (let i = 0; i < index.cases.length; i++) {
    if (mask && mask[i] !== 1) continue;
    shown++;
    const p = periodIndex(index, i, granularity);
    periodOfCase[i] = p;
    totals[p]!++;
    const values = valuesAt(i);
    if (values.length === 0) without++;
    for (const v of values) {
      let counts = perValue.get(v);
      if (!counts) perValue.set(v, (counts = new Array<number>(n).fill(0)));
      counts[p]!++;
    }
  }
  const all = [...perValue].map(([key, counts]) => ({ key, counts, total: counts.reduce((a, b) => a + b, 0) })).sort(byTotal);
  // With one value to spare, draw it rather than an "other" of one.
  const cut = all.length <= top + 1 ? all.length : top;
  const series = all.slice(0, cut);
  let other: Trend['other'] = null;
  if (all.length > cut) {
    const kept = new Set(series.map((s) => s.key));
    const counts = new Array<number>(n).fill(0);
    let total = 0;
    for (let i = 0; i < index.cases.length; i++) {
      if (mask && mask[i] !== 1) continue;
      // A plain loop: this runs per case on every switch (measured: the switch's costliest line).
      const values = valuesAt(i);
      for (let k = 0; k < values.length; k++) {
        if (!kept.has(values[k]!)) {
          counts[periodOfCase[i]!]!++;
          total++;
          break;
        }
      }
    }
    other = { key: '', total, counts, other: true, values: all.length - cut, keys: all.slice(cut).map((a) => a.key).sort() };
  }
  return { by, granularity, periods, series, other, totals, shown, without };
}

/** The cases behind one point of a trend: shown, in the period, with the value (or, for '', outside the top). */
export function trendPointCases(index: LibraryIndex, mask: Uint8Array | null, trend: Trend, seriesKey: string, period: number, patterns: PatternTable | null): number[] {
  const valuesAt = valuesOf(index, trend.by, patterns);
  const kept = new Set(trend.series.map((s) => s.key));
  const out: number[] = [];
  for (let i = 0; i < index.cases.length; i++) {
    if (mask && mask[i] !== 1) continue;
    if (periodIndex(index, i, trend.granularity) !== period) continue;
    const values = valuesAt(i);
    if (seriesKey === '' ? values.some((v) => !kept.has(v)) : values.includes(seriesKey)) out.push(i);
  }
  return out;
}

/** A date range as the filters hold it: years, each optionally narrowed to a month. */
export interface PeriodRange {
  from: number;
  fromMonth: number | null;
  to: number;
  toMonth: number | null;
}

/** The date range of a period: its year, or its quarter's three months. */
export function periodRange(period: Period): PeriodRange {
  if (period.quarter === null) return { from: period.year, fromMonth: null, to: period.year, toMonth: null };
  return { from: period.year, fromMonth: (period.quarter - 1) * 3 + 1, to: period.year, toMonth: period.quarter * 3 };
}

/** The date range as the filters hold it (each bound a year, optionally narrowed to a month), or open. */
export interface DateBounds {
  from: number | null;
  fromMonth: number | null;
  to: number | null;
  toMonth: number | null;
}

/**
 * The part of `period` inside the date range already set. Shown in place of the range, it keeps
 * exactly the period's shown cases: a case with a month is in when its month is inside both, and
 * a case dated only by its year is in when its whole year is (as the filters read a range to the
 * month). A bound's month is left out where it says nothing (January, December) and the period
 * gave none.
 */
export function rangeWithin(current: DateBounds, period: PeriodRange): PeriodRange {
  const curLo = current.from === null ? -Infinity : current.from * 12 + ((current.fromMonth ?? 1) - 1);
  const curHi = current.to === null ? Infinity : current.to * 12 + ((current.toMonth ?? 12) - 1);
  const lo = Math.max(period.from * 12 + ((period.fromMonth ?? 1) - 1), curLo);
  const hi = Math.min(period.to * 12 + ((period.toMonth ?? 12) - 1), curHi);
  const fromMonth = (lo % 12) + 1;
  const toMonth = (hi % 12) + 1;
  return {
    from: Math.floor(lo / 12),
    fromMonth: fromMonth === 1 && period.fromMonth === null ? null : fromMonth,
    to: Math.floor(hi / 12),
    toMonth: toMonth === 12 && period.toMonth === null ? null : toMonth,
  };
}

/**
 * What choosing a point shows: the facet's filter set to the series' value (for "other": to every
 * value outside the top, so a case with any of them is in, exactly as "other" counts it) and the
 * period's dates (within the range already set, `dates`), the other filters kept; for a failure pattern, its selection over the period.
 * Not expressible as a filter (`reason`), so the point says why instead:
 * - `patternsOther`: "other" of failure patterns (a selection names one pattern);
 * - `tooMany`: more values than a link carries (`maxValues`);
 * - `facetFiltered`: the axis's facet is already filtered (`current`) and the point has a value
 *   outside that filter: its cases have the value AND one of the filter's, which one list (OR) of
 *   values cannot say.
 */
export type PointDrill =
  | { kind: 'filter'; facet: Facet; values: string[]; range: PeriodRange }
  | { kind: 'pattern'; cluster: string; range: PeriodRange }
  | { kind: 'none'; reason: 'patternsOther' | 'tooMany' | 'facetFiltered' };

export function trendPointDrill(trend: Trend, series: TrendSeries, period: Period, opts: { maxValues: number; current: readonly string[]; dates?: DateBounds }): PointDrill {
  const range = opts.dates ? rangeWithin(opts.dates, periodRange(period)) : periodRange(period);
  const facet = TREND_AXIS_TABLE[trend.by].facet;
  if (!facet) return series.other ? { kind: 'none', reason: 'patternsOther' } : { kind: 'pattern', cluster: series.key, range };
  const values = series.other ? (trend.other?.keys ?? []) : [series.key];
  if (values.length > opts.maxValues) return { kind: 'none', reason: 'tooMany' };
  if (opts.current.length > 0 && values.some((v) => !opts.current.includes(v))) return { kind: 'none', reason: 'facetFiltered' };
  return { kind: 'filter', facet, values, range };
}

export interface CrossAxis {
  key: string;
  /** Shown cases with this value that have at least one value on the other axis (each case once). */
  total: number;
}

export interface CrossMatrix {
  rowsBy: MatrixAxisKey;
  colsBy: MatrixAxisKey;
  rows: CrossAxis[];
  cols: CrossAxis[];
  /** counts[r][c]: shown cases with value rows[r] and value cols[c]. */
  counts: number[][];
  max: number;
  /** Shown cases in any cell, each once. */
  total: number;
  totalRows: number;
  totalCols: number;
  /** Values of shown cases left out because their axis's facet is filtered to other values (`only`). */
  unchosenRows: number;
  unchosenCols: number;
}

export type CrossOrder = 'total' | 'name';

function orderAxis(list: CrossAxis[], key: MatrixAxisKey, order: CrossOrder, cap: number): CrossAxis[] {
  // Years read in time order unless sorted by total; other values heaviest first, or by name.
  const sorted =
    order === 'total' ? [...list].sort(byTotal)
    : key === 'year' ? [...list].sort((a, b) => Number(a.key) - Number(b.key))
    : [...list].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  if (key === 'year') return sorted;
  // The cap keeps the heaviest whatever the order shown; one that would hide only a few values
  // shows them ("the 40 heaviest of 41" hid one row, and read as an arbitrary cut).
  if (sorted.length <= cap + Math.floor(cap / CAP_SLACK_SHARE)) return sorted;
  const keep = new Set([...list].sort(byTotal).slice(0, cap).map((a) => a.key));
  return sorted.filter((a) => keep.has(a.key));
}

/**
 * Any axis × any axis as case counts among the shown cases. Values no shown case has are left
 * out; a case with no value on either axis is in no cell. Totals count each case once. `only`
 * keeps an axis to the values its facet's filter chose (`chosenOnly`), so that every cell is
 * something the filters can show exactly.
 */
export function buildCross(
  index: LibraryIndex,
  mask: Uint8Array | null,
  rowsBy: MatrixAxisKey,
  colsBy: MatrixAxisKey,
  patterns: PatternTable | null,
  order: { rows: CrossOrder; cols: CrossOrder } = { rows: 'total', cols: 'total' },
  cap = CROSS_CAP,
  only: { rows?: readonly string[] | null; cols?: readonly string[] | null } = {},
): CrossMatrix {
  const rowsAll = valuesOf(index, rowsBy, patterns);
  const colsAll = valuesOf(index, colsBy, patterns);
  const unchosen = { rows: new Set<string>(), cols: new Set<string>() };
  const restrict = (all: ValuesOf, keep: readonly string[] | null | undefined, left: Set<string>): ValuesOf => {
    if (!keep) return all;
    const chosen = new Set(keep);
    return (i) => {
      const values = all(i);
      if (values.every((v) => chosen.has(v))) return values;
      for (const v of values) if (!chosen.has(v)) left.add(v);
      return values.filter((v) => chosen.has(v));
    };
  };
  const rowValues = restrict(rowsAll, only.rows, unchosen.rows);
  const colValues = restrict(colsAll, only.cols, unchosen.cols);
  const cells = new Map<string, Map<string, number>>();
  const rowTotals = new Map<string, number>();
  const colTotals = new Map<string, number>();
  let total = 0;
  for (let i = 0; i < index.cases.length; i++) {
    if (mask && mask[i] !== 1) continue;
    const rs = rowValues(i);
    const cs = colValues(i);
    if (rs.length === 0 || cs.length === 0) continue;
    total++;
    for (const r of rs) {
      rowTotals.set(r, (rowTotals.get(r) ?? 0) + 1);
      let row = cells.get(r);
      if (!row) cells.set(r, (row = new Map()));
      for (const c of cs) row.set(c, (row.get(c) ?? 0) + 1);
    }
    for (const c of cs) colTotals.set(c, (colTotals.get(c) ?? 0) + 1);
  }
  const allRows = [...rowTotals].map(([key, t]) => ({ key, total: t }));
  const allCols = [...colTotals].map(([key, t]) => ({ key, total: t }));
  const rows = orderAxis(allRows, rowsBy, order.rows, cap);
  const cols = orderAxis(allCols, colsBy, order.cols, cap);
  let max = 0;
  const counts = rows.map((r) => {
    const row = cells.get(r.key)!;
    return cols.map((c) => {
      const v = row.get(c.key) ?? 0;
      if (v > max) max = v;
      return v;
    });
  });
  return { rowsBy, colsBy, rows, cols, counts, max, total, totalRows: allRows.length, totalCols: allCols.length, unchosenRows: unchosen.rows.size, unchosenCols: unchosen.cols.size };
}
