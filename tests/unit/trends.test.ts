import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildIndex, type LibraryIndex } from '../../src/model/core';
import { loadLibrary } from '../../src/model/core';
import { FACET_TABLE } from '../../src/model/core';
import { bothWordings } from './support/messages';
import { emptyFilters, matchMask, type Filters } from '../../src/model/view';
import {
  buildCross,
  chosenOnly,
  crossCellDrill,
  rangeWithin,
  buildRecovery,
  buildTrend,
  dayNumber,
  figureStats,
  granularityOf,
  matrixAxes,
  matrixCsv,
  parseColour,
  resolvedShades,
  matrixSvg,
  MATRIX_AXES,
  recoveryOf,
  repeatMask,
  TREND_AXIS_TABLE,
  TREND_BYS,
  trendCsv,
  trendPointCases,
  trendPointDrill,
  trendSvg,
  valuesOf,
  type MatrixAxisKey,
  type PatternTable,
  type TrendBy,
} from '../../src/model/trends';

/** A generated library: few values per field so they repeat, dates with and without month and day. */
const ORGS = ['Acme', 'Globex', '=cmd', ''];
const CAUSES = ['config-change', 'latent-bug', 'capacity', null];
const COMPS = ['dns', 'ingress', 'db', 'cache', 'queue'];
const SEVS = ['sev1', 'sev2', 'unknown'];

const caseArb = fc.record({
  year: fc.integer({ min: 2015, max: 2024 }),
  month: fc.option(fc.integer({ min: 1, max: 12 }), { nil: null }),
  day: fc.option(fc.integer({ min: 1, max: 28 }), { nil: null }),
  org: fc.constantFrom(...ORGS),
  cause: fc.constantFrom(...CAUSES),
  comps: fc.uniqueArray(fc.constantFrom(...COMPS), { maxLength: 3 }),
  symptoms: fc.uniqueArray(fc.constantFrom('latency', '5xx', 'outage'), { maxLength: 2 }),
  severity: fc.constantFrom(...SEVS),
  detect: fc.option(fc.integer({ min: 0, max: 600 }), { nil: null }),
  resolve: fc.option(fc.integer({ min: 0, max: 6000 }), { nil: null }),
  recur: fc.option(fc.nat(), { nil: null }),
});

function dateOf(r: { year: number; month: number | null; day: number | null }): string {
  const p = (n: number) => String(n).padStart(2, '0');
  if (r.month === null) return String(r.year);
  return r.day === null ? `${r.year}-${p(r.month)}` : `${r.year}-${p(r.month)}-${p(r.day)}`;
}

const libraryArb = (opts: { minYear?: number; maxYear?: number } = {}) =>
  fc.array(caseArb, { minLength: 0, maxLength: 40 }).map((raws) => {
    const records = raws.map((r, i) => ({
      id: `C-${i}`,
      date: dateOf({ ...r, year: Math.min(opts.maxYear ?? 9999, Math.max(opts.minYear ?? 0, r.year)) }),
      title: { en: `Case ${i}` },
      org: r.org,
      root_cause: r.cause,
      components: r.comps,
      symptoms: r.symptoms,
      severity: r.severity,
      timeline: { detected_after: r.detect, resolved_after: r.resolve },
      recurrence_of: r.recur !== null && i > 0 ? `C-${r.recur % i}` : null,
    }));
    const loaded = loadLibrary(records);
    return buildIndex(loaded.cases);
  });

const maskArb = (n: number) => fc.option(fc.uint8Array({ minLength: n, maxLength: n, max: 1 }), { nil: null });
const shown = (mask: Uint8Array | null, i: number) => !mask || mask[i] === 1;

/** Patterns: every case in one of three made-up patterns by its position (the counting only reads ids). */
const patternsOf = (index: LibraryIndex): PatternTable => ({ clusters: [{ id: 'p-a' }, { id: 'p-b' }, { id: 'p-c' }], clusterOf: Int32Array.from(index.cases, (_, i) => i % 3) });

/** A case's values on an axis, read straight from the record (not through the counting's reader). */
function bruteValues(index: LibraryIndex, by: MatrixAxisKey, i: number): string[] {
  const c = index.cases[i]!;
  switch (by) {
    case 'year': return [c.date.slice(0, 4)];
    case 'cluster': return [['p-a', 'p-b', 'p-c'][i % 3]!];
    case 'rc': return c.root_cause ? [c.root_cause] : [];
    case 'comp': return [...new Set(c.components)];
    case 'domain': return [...new Set(c.domain)];
    case 'org': return c.org ? [c.org] : [];
    case 'severity': return [c.severity];
    case 'symptom': return [...new Set(c.symptoms)];
    case 'factor': return [...new Set(c.contributing)];
  }
}

function brutePeriod(index: LibraryIndex, i: number, quarterly: boolean): string {
  const d = index.cases[i]!.date;
  return quarterly ? `${d.slice(0, 4)}-Q${Math.floor((Number(d.slice(5, 7)) - 1) / 3) + 1}` : d.slice(0, 4);
}

describe('the trend axis table', () => {
  it('names each facet by its URL parameter, and every axis is worded in both languages', () => {
    for (const key of TREND_BYS) {
      const facet = TREND_AXIS_TABLE[key].facet;
      if (facet) expect(FACET_TABLE[facet].param).toBe(key);
      for (const text of bothWordings(TREND_AXIS_TABLE[key].labelKey)) expect(text?.trim()).toBeTruthy();
    }
    for (const text of bothWordings('trends.axis_year')) expect(text?.trim()).toBeTruthy();
  });

  it('never shows one axis twice in the matrix, and keeps the default when none is given', () => {
    expect(matrixAxes(null, null)).toEqual({ rows: 'comp', cols: 'rc' });
    expect(matrixAxes('org', null)).toEqual({ rows: 'org', cols: 'rc' });
    expect(matrixAxes('rc', null)).toEqual({ rows: 'rc', cols: 'comp' });
    expect(matrixAxes(null, 'comp')).toEqual({ rows: 'rc', cols: 'comp' });
    for (const r of [null, ...MATRIX_AXES]) for (const c of [null, ...MATRIX_AXES]) {
      const m = matrixAxes(r, c);
      expect(m.rows).not.toBe(m.cols);
    }
  });
});

describe('buildTrend against brute-force counts', () => {
  it('counts per year (or per quarter under six years), every period present, zero where empty', () => {
    fc.assert(
      fc.property(libraryArb(), fc.constantFrom(...TREND_BYS), fc.integer({ min: 1, max: 6 }), (index, by, top) =>
        fc.assert(
          fc.property(maskArb(index.cases.length), (mask) => {
            const patterns = patternsOf(index);
            const trend = buildTrend(index, mask, by, patterns, top);
            const n = index.cases.length;
            const quarterly = n > 0 && index.maxYear - index.minYear < 5 && index.cases.every((c) => c.date.length >= 7);
            expect(trend.granularity).toBe(quarterly ? 'quarter' : 'year');
            // Every period from the first year to the last, in order.
            const expectedPeriods: string[] = [];
            if (n) for (let y = index.minYear; y <= index.maxYear; y++) for (const q of quarterly ? ['-Q1', '-Q2', '-Q3', '-Q4'] : ['']) expectedPeriods.push(`${y}${q}`);
            expect(trend.periods.map((p) => p.key)).toEqual(expectedPeriods);
            // Brute force: per value, per period.
            const counts = new Map<string, Map<string, number>>();
            let shownN = 0;
            let without = 0;
            const totals = new Map<string, number>();
            for (let i = 0; i < n; i++) {
              if (!shown(mask, i)) continue;
              shownN++;
              const p = brutePeriod(index, i, quarterly);
              totals.set(p, (totals.get(p) ?? 0) + 1);
              const vs = bruteValues(index, by, i);
              if (!vs.length) without++;
              for (const v of vs) {
                const m = counts.get(v) ?? new Map<string, number>();
                m.set(p, (m.get(p) ?? 0) + 1);
                counts.set(v, m);
              }
            }
            expect(trend.shown).toBe(shownN);
            expect(trend.without).toBe(without);
            expect(trend.totals).toEqual(expectedPeriods.map((p) => totals.get(p) ?? 0));
            const all = [...counts].map(([key, m]) => ({ key, total: [...m.values()].reduce((a, b) => a + b, 0), m }));
            // Top-N: the drawn values are the heaviest (ties by key), at most top (top + 1 when that leaves none over).
            all.sort((a, b) => b.total - a.total || (a.key < b.key ? -1 : 1));
            const drawn = all.length <= top + 1 ? all : all.slice(0, top);
            expect(trend.series.map((s) => s.key)).toEqual(drawn.map((d) => d.key));
            for (const s of trend.series) {
              const m = counts.get(s.key)!;
              expect(s.counts).toEqual(expectedPeriods.map((p) => m.get(p) ?? 0));
              expect(s.total).toBe(s.counts.reduce((a, b) => a + b, 0));
            }
            // Other: each shown case with at least one value outside the drawn ones, once.
            if (all.length > drawn.length) {
              const kept = new Set(drawn.map((d) => d.key));
              const other = new Map<string, number>();
              let otherTotal = 0;
              for (let i = 0; i < n; i++) {
                if (!shown(mask, i) || !bruteValues(index, by, i).some((v) => !kept.has(v))) continue;
                otherTotal++;
                const p = brutePeriod(index, i, quarterly);
                other.set(p, (other.get(p) ?? 0) + 1);
              }
              expect(trend.other).not.toBeNull();
              expect(trend.other!.values).toBe(all.length - drawn.length);
              expect(trend.other!.total).toBe(otherTotal);
              expect(trend.other!.counts).toEqual(expectedPeriods.map((p) => other.get(p) ?? 0));
            } else expect(trend.other).toBeNull();
            // A point's cases are exactly the counted ones.
            for (const s of [...trend.series, ...(trend.other ? [trend.other] : [])]) {
              s.counts.forEach((count, p) => expect(trendPointCases(index, mask, trend, s.key, p, patterns)).toHaveLength(count));
            }
          }),
          { numRuns: 5 },
        ),
      ),
      { numRuns: 60 },
    );
  });

  it('counts per quarter when the library spans under six years, with empty years as zeros', () => {
    const index = buildIndex(
      loadLibrary([
        { id: 'A', date: '2020-02-10', title: { en: 'a' }, root_cause: 'x' },
        { id: 'B', date: '2020-11-01', title: { en: 'b' }, root_cause: 'x' },
        { id: 'C', date: '2023-05', title: { en: 'c' }, root_cause: 'y' },
      ]).cases,
    );
    expect(granularityOf(index)).toBe('quarter');
    const t = buildTrend(index, null, 'rc', null);
    expect(t.periods).toHaveLength(16);
    expect(t.series.find((s) => s.key === 'x')!.counts).toEqual([1, 0, 0, 1, ...new Array(12).fill(0)]);
    expect(t.series.find((s) => s.key === 'y')!.counts.slice(12)).toEqual([0, 1, 0, 0]);
    // One case dated only by its year: per year, none left out.
    const yearOnly = buildIndex(loadLibrary([{ id: 'A', date: '2020-02-10', title: { en: 'a' } }, { id: 'B', date: '2022', title: { en: 'b' } }]).cases);
    expect(granularityOf(yearOnly)).toBe('year');
    expect(buildTrend(yearOnly, null, 'severity', null).totals).toEqual([1, 0, 1]);
  });

  it('keeps 20 values readable: the top values and one "other"', () => {
    const records = Array.from({ length: 20 }, (_, v) => Array.from({ length: 20 - v }, (_, k) => ({ id: `V${v}-${k}`, date: `${2000 + (k % 10)}-01-01`, title: { en: 't' }, org: `Org ${String(v).padStart(2, '0')}` }))).flat();
    const t = buildTrend(buildIndex(loadLibrary(records).cases), null, 'org', null, 11);
    expect(t.series.map((s) => s.key)).toEqual(Array.from({ length: 11 }, (_, v) => `Org ${String(v).padStart(2, '0')}`));
    expect(t.other!.values).toBe(9);
    expect(t.other!.total).toBe(records.length - t.series.reduce((a, s) => a + s.total, 0));
  });
});

describe('a point filters the graph to exactly its cases', () => {
  // Filters the user may already have: on the facets the trend is drawn by, too, and a range to the month.
  // Each facet unfiltered more often than not (so enough cases stay shown to tell a wrong drill).
  const chosenArb = (values: string[]) => fc.oneof({ arbitrary: fc.constant([] as string[]), weight: 2 }, { arbitrary: fc.subarray(values, { minLength: 1 }), weight: 1 });
  const boundArb = fc.option(fc.tuple(fc.integer({ min: 2015, max: 2024 }), fc.option(fc.integer({ min: 1, max: 12 }), { nil: null })), { nil: null });
  const baseArb = fc.record({
    cause: chosenArb(['config-change', 'latent-bug', 'capacity']),
    component: chosenArb(COMPS),
    org: chosenArb(['Acme', 'Globex']),
    range: boundArb,
    to: boundArb,
  });
  const FACET_BYS = TREND_BYS.filter((b) => b !== 'cluster');

  it('per year and per quarter, for a value and for "other", under the filters already set', () => {
    fc.assert(
      fc.property(fc.oneof(libraryArb(), libraryArb({ minYear: 2020, maxYear: 2023 })), fc.constantFrom(...FACET_BYS), fc.integer({ min: 1, max: 4 }), baseArb, (index, by, top, b) => {
        const base: Filters = { ...emptyFilters(), cause: b.cause, component: b.component, org: b.org, from: b.range?.[0] ?? null, fromMonth: b.range?.[1] ?? null, to: b.to?.[0] ?? null, toMonth: b.to?.[1] ?? null };
        const mask = matchMask(index, base);
        const trend = buildTrend(index, mask, by, null, top);
        const facet = TREND_AXIS_TABLE[by].facet!;
        for (const series of [...trend.series, ...(trend.other ? [trend.other] : [])]) {
          series.counts.forEach((count, p) => {
            if (count === 0) return;
            const drill = trendPointDrill(trend, series, trend.periods[p]!, { maxValues: 50, current: base[facet], dates: base });
            if (drill.kind === 'none') {
              // Only where the facet is already filtered and the point has a value outside that filter.
              expect(drill.reason).toBe('facetFiltered');
              expect(base[facet].length).toBeGreaterThan(0);
              expect((series.other ? trend.other!.keys : [series.key]).some((v) => !base[facet].includes(v))).toBe(true);
              return;
            }
            expect(drill.kind).toBe('filter');
            if (drill.kind !== 'filter') return;
            const filtered = matchMask(index, { ...base, [drill.facet]: drill.values, ...drill.range });
            const ids = index.cases.flatMap((_, i) => (filtered[i] === 1 ? [i] : []));
            expect(ids).toEqual(trendPointCases(index, mask, trend, series.key, p, null));
            expect(ids).toHaveLength(count);
          });
        }
      }),
      { numRuns: 1000 },
    );
  });

  it('a quarter\'s point is its three months; "other" is every value outside the top', () => {
    const index = buildIndex(
      loadLibrary(['2020-01-05', '2020-03-31', '2020-04-01', '2021-06-30', '2021-07-01', '2022-12-31'].map((date, k) => ({ id: `Q${k}`, date, title: { en: 'q' }, org: `Org ${k % 4}` }))).cases,
    );
    const trend = buildTrend(index, null, 'org', null, 2);
    expect(trend.granularity).toBe('quarter');
    const q2 = trend.periods.findIndex((p) => p.key === '2021-Q2');
    const other = trendPointDrill(trend, trend.other!, trend.periods[q2]!, { maxValues: 50, current: [] });
    expect(other).toEqual({ kind: 'filter', facet: 'org', values: trend.other!.keys, range: { from: 2021, fromMonth: 4, to: 2021, toMonth: 6 } });
    expect(trend.other!.keys).toEqual(['Org 2', 'Org 3']);
    // More values than a link carries, and "other" of failure patterns, are said, not half-done.
    expect(trendPointDrill(trend, trend.other!, trend.periods[q2]!, { maxValues: 1, current: [] })).toEqual({ kind: 'none', reason: 'tooMany' });
    const patterns = buildTrend(index, null, 'cluster', patternsOf(index), 1);
    expect(trendPointDrill(patterns, patterns.other!, patterns.periods[0]!, { maxValues: 50, current: [] })).toEqual({ kind: 'none', reason: 'patternsOther' });
    expect(trendPointDrill(patterns, patterns.series[0]!, patterns.periods[0]!, { maxValues: 50, current: [] })).toMatchObject({ kind: 'pattern', range: { from: 2020, fromMonth: 1, to: 2020, toMonth: 3 } });
  });
});

describe('buildCross against brute-force counts', () => {
  it('counts any axis × any axis, with totals of distinct cases, values no shown case has left out', () => {
    fc.assert(
      fc.property(libraryArb(), fc.constantFrom(...MATRIX_AXES), fc.constantFrom(...MATRIX_AXES), (index, rowsBy, colsBy) =>
        fc.assert(
          fc.property(maskArb(index.cases.length), fc.constantFrom('total' as const, 'name' as const), (mask, order) => {
            const patterns = patternsOf(index);
            const m = buildCross(index, mask, rowsBy, colsBy, patterns, { rows: order, cols: order }, 1000);
            const cell = new Map<string, number>();
            const rowT = new Map<string, number>();
            const colT = new Map<string, number>();
            let total = 0;
            for (let i = 0; i < index.cases.length; i++) {
              if (!shown(mask, i)) continue;
              const rs = bruteValues(index, rowsBy, i);
              const cs = bruteValues(index, colsBy, i);
              if (!rs.length || !cs.length) continue;
              total++;
              for (const r of rs) rowT.set(r, (rowT.get(r) ?? 0) + 1);
              for (const c of cs) colT.set(c, (colT.get(c) ?? 0) + 1);
              for (const r of rs) for (const c of cs) cell.set(`${r}|${c}`, (cell.get(`${r}|${c}`) ?? 0) + 1);
            }
            expect(m.total).toBe(total);
            expect(new Map(m.rows.map((r) => [r.key, r.total]))).toEqual(rowT);
            expect(new Map(m.cols.map((c) => [c.key, c.total]))).toEqual(colT);
            m.rows.forEach((r, a) => m.cols.forEach((c, b) => expect(m.counts[a]![b]).toBe(cell.get(`${r.key}|${c.key}`) ?? 0)));
            // Sortable by total: heaviest first.
            if (order === 'total') for (let k = 1; k < m.rows.length; k++) expect(m.rows[k - 1]!.total).toBeGreaterThanOrEqual(m.rows[k]!.total);
            if (order === 'name' && rowsBy === 'year') expect(m.rows.map((r) => Number(r.key))).toEqual(m.rows.map((r) => Number(r.key)).sort((a, b) => a - b));
          }),
          { numRuns: 4 },
        ),
      ),
      { numRuns: 60 },
    );
  });

  it('caps other axes at the heaviest values, never the years', () => {
    const records = Array.from({ length: 30 }, (_, k) => ({ id: `C${k}`, date: `${1990 + k}`, title: { en: 't' }, org: `O${k}`, root_cause: 'x' }));
    const m = buildCross(buildIndex(loadLibrary(records).cases), null, 'org', 'year', null, { rows: 'total', cols: 'name' }, 10);
    expect(m.rows).toHaveLength(10);
    expect(m.totalRows).toBe(30);
    expect(m.cols).toHaveLength(30);
  });

  it('shows every value when the cap would hide only a few (up to a quarter of it)', () => {
    const records = (n: number) => Array.from({ length: n }, (_, k) => ({ id: `C${k}`, date: '2020', title: { en: 't' }, org: `O${k}`, root_cause: 'x' }));
    const rows = (n: number) => buildCross(buildIndex(loadLibrary(records(n)).cases), null, 'org', 'year', null, { rows: 'total', cols: 'name' }, 40).rows.length;
    expect(rows(41)).toBe(41);
    expect(rows(50)).toBe(50);
    expect(rows(51)).toBe(40);
  });
});

describe('a matrix cell filters the graph to exactly its cases', () => {
  // Filters already set, on the axes' own facets too, with a date range to the month at either end.
  const boundArb = fc.option(fc.tuple(fc.integer({ min: 2015, max: 2024 }), fc.option(fc.integer({ min: 1, max: 12 }), { nil: null })), { nil: null });
  // Each facet unfiltered more often than not, so that enough cases stay shown to tell a wrong drill.
  const chosenArb = (values: string[]) => fc.oneof({ arbitrary: fc.constant([] as string[]), weight: 2 }, { arbitrary: fc.subarray(values, { minLength: 1 }), weight: 1 });
  const baseArb = fc.record({
    cause: chosenArb(['config-change', 'latent-bug', 'capacity']),
    component: chosenArb(COMPS),
    org: chosenArb(['Acme', 'Globex']),
    symptom: chosenArb(['latency', '5xx', 'outage']),
    from: boundArb,
    to: boundArb,
  });
  const baseOf = (b: { cause: string[]; component: string[]; org: string[]; symptom: string[]; from: [number, number | null] | null; to: [number, number | null] | null }): Filters => ({
    ...emptyFilters(),
    cause: b.cause,
    component: b.component,
    org: b.org,
    symptom: b.symptom,
    from: b.from?.[0] ?? null,
    fromMonth: b.from?.[1] ?? null,
    to: b.to?.[0] ?? null,
    toMonth: b.to?.[1] ?? null,
  });

  it('any axis × any axis, under filters on the axes\' own facets and a range to the month', () => {
    fc.assert(
      fc.property(libraryArb(), fc.constantFrom(...MATRIX_AXES), fc.constantFrom(...MATRIX_AXES), baseArb, (index, rowsBy, colsBy, b) => {
        if (rowsBy === colsBy) return;
        const patterns = patternsOf(index);
        const base = baseOf(b);
        const mask = matchMask(index, base);
        const m = buildCross(index, mask, rowsBy, colsBy, patterns, { rows: 'total', cols: 'total' }, 1000, { rows: chosenOnly(rowsBy, base), cols: chosenOnly(colsBy, base) });
        // Keeping a filtered axis to its chosen values leaves no shown case out of the matrix.
        expect(m.total).toBe(index.cases.filter((_, i) => mask[i] === 1 && bruteValues(index, rowsBy, i).length > 0 && bruteValues(index, colsBy, i).length > 0).length);
        m.rows.forEach((r, a) =>
          m.cols.forEach((c, k) => {
            const count = m.counts[a]![k]!;
            if (count === 0) return;
            const cell = index.cases.flatMap((_, i) => (mask[i] === 1 && bruteValues(index, rowsBy, i).includes(r.key) && bruteValues(index, colsBy, i).includes(c.key) ? [i] : []));
            expect(cell).toHaveLength(count);
            const drill = crossCellDrill(rowsBy, r.key, colsBy, c.key, base);
            const filtered = matchMask(index, { ...base, ...drill.facets, ...drill.range });
            const inPattern = (i: number) => drill.cluster === null || patterns.clusters[patterns.clusterOf[i]!]!.id === drill.cluster;
            const shownAfter = index.cases.flatMap((_, i) => (filtered[i] === 1 && inPattern(i) ? [i] : []));
            expect(shownAfter).toEqual(cell);
          }),
        );
      }),
      { numRuns: 1000 },
    );
  });

  it('keeps a filtered axis to the chosen values: a component beside the chosen one is no row', () => {
    const records = [
      { id: 'A', date: '2020-03', components: ['dns', 'ingress'], root_cause: 'config-change' },
      { id: 'B', date: '2020-05', components: ['ingress'], root_cause: 'config-change' },
      { id: 'C', date: '2021', components: ['dns'], root_cause: 'capacity' },
    ].map((r) => ({ ...r, title: { en: r.id } }));
    const index = buildIndex(loadLibrary(records).cases);
    const base: Filters = { ...emptyFilters(), component: ['dns'] };
    const mask = matchMask(index, base);
    const all = buildCross(index, mask, 'comp', 'rc', null);
    // Without `only`, ingress is a row of one case (A), which comp=ingress alone would widen to A and B.
    expect(all.rows.map((r) => r.key).sort()).toEqual(['dns', 'ingress']);
    const m = buildCross(index, mask, 'comp', 'rc', null, undefined, undefined, { rows: chosenOnly('comp', base) });
    expect(m.rows.map((r) => r.key)).toEqual(['dns']);
    expect(m.unchosenRows).toBe(1);
    expect(m.total).toBe(2);
    expect(crossCellDrill('comp', 'dns', 'rc', 'config-change', base)).toEqual({ facets: { component: ['dns'], cause: ['config-change'] }, range: null, cluster: null });
  });

  it('narrows a year to the range already set, to the month', () => {
    const bounds = (from: number | null, fromMonth: number | null, to: number | null, toMonth: number | null) => ({ from, fromMonth, to, toMonth });
    const year = (y: number) => ({ from: y, fromMonth: null, to: y, toMonth: null });
    expect(rangeWithin(bounds(null, null, null, null), year(2021))).toEqual(year(2021));
    expect(rangeWithin(bounds(2020, 4, 2022, 6), year(2021))).toEqual(year(2021));
    expect(rangeWithin(bounds(2021, 4, 2022, 6), year(2021))).toEqual({ from: 2021, fromMonth: 4, to: 2021, toMonth: null });
    expect(rangeWithin(bounds(2020, 4, 2021, 6), year(2021))).toEqual({ from: 2021, fromMonth: null, to: 2021, toMonth: 6 });
    // A quarter keeps its months, narrowed where the range starts inside it.
    expect(rangeWithin(bounds(2021, 5, null, null), { from: 2021, fromMonth: 4, to: 2021, toMonth: 6 })).toEqual({ from: 2021, fromMonth: 5, to: 2021, toMonth: 6 });
    expect(rangeWithin(bounds(null, null, null, null), { from: 2021, fromMonth: 1, to: 2021, toMonth: 3 })).toEqual({ from: 2021, fromMonth: 1, to: 2021, toMonth: 3 });
  });
});

describe('recurrence', () => {
  /** Brute force of the stated rule, pair by pair. */
  function bruteRepeats(index: LibraryIndex): number[] {
    const out: number[] = [];
    index.cases.forEach((c, i) => {
      const viaLink = c.recurrence_of !== null && index.byId.has(c.recurrence_of) && index.byId.get(c.recurrence_of) !== i;
      const viaRule =
        !!c.org &&
        !!c.root_cause &&
        index.cases.some((d, j) => {
          if (j === i || d.org !== c.org || d.root_cause !== c.root_cause || !d.components.some((x) => c.components.includes(x))) return false;
          const gap = dayNumber(c.date) - dayNumber(d.date);
          return (gap > 0 || (gap === 0 && j < i)) && gap <= 365;
        });
      if (viaLink || viaRule) out.push(i);
    });
    return out;
  }

  it('marks the repeats the rule names, and no others', () => {
    fc.assert(
      fc.property(libraryArb({ minYear: 2019, maxYear: 2021 }), (index) => {
        const mask = repeatMask(index);
        expect([...mask.keys()].filter((i) => mask[i] === 1)).toEqual(bruteRepeats(index));
      }),
      { numRuns: 300 },
    );
  });

  it('counts a same-org repeat within a year, not after one, nor at another org', () => {
    const index = buildIndex(
      loadLibrary([
        { id: 'A', date: '2020-01-10', title: { en: 'a' }, org: 'Acme', root_cause: 'cfg', components: ['dns'] },
        { id: 'B', date: '2020-12-01', title: { en: 'b' }, org: 'Acme', root_cause: 'cfg', components: ['dns', 'lb'] },
        { id: 'C', date: '2022-06-01', title: { en: 'c' }, org: 'Acme', root_cause: 'cfg', components: ['dns'] },
        { id: 'D', date: '2022-07-01', title: { en: 'd' }, org: 'Other', root_cause: 'cfg', components: ['dns'] },
        { id: 'E', date: '2023-07-01', title: { en: 'e' }, org: 'Other', root_cause: 'bug', components: ['x'], recurrence_of: 'A' },
      ]).cases,
    );
    expect([...repeatMask(index)]).toEqual([0, 1, 0, 0, 1]);
    const rows = buildRecovery(index, null, 'rc', null);
    expect(rows.map((r) => [r.key, r.cases, r.repeats])).toEqual([['', 5, 2], ['cfg', 4, 1], ['bug', 1, 1]]);
  });
});

describe('time to detect and to resolve', () => {
  it('gives the median, range and coverage, ignoring missing figures', () => {
    expect(figureStats([])).toEqual({ count: 0, missing: 0, median: null, min: null, max: null });
    expect(figureStats([null, null])).toEqual({ count: 0, missing: 2, median: null, min: null, max: null });
    expect(figureStats([30, null, 10, 20])).toEqual({ count: 3, missing: 1, median: 20, min: 10, max: 30 });
    expect(figureStats([40, 10, null, 20, 30])).toEqual({ count: 4, missing: 1, median: 25, min: 10, max: 40 });
  });

  it('matches a brute-force median per root cause on generated libraries', () => {
    fc.assert(
      fc.property(libraryArb(), (index) => {
        const rows = buildRecovery(index, null, 'rc', null);
        for (const row of rows) {
          const members = index.cases.map((c, i) => ({ c, i })).filter(({ c }) => row.key === '' || c.root_cause === row.key);
          expect(row.cases).toBe(members.length);
          const have = members.map(({ c }) => c.timeline.resolved_after).filter((v): v is number => v !== null).sort((a, b) => a - b);
          expect(row.resolve.count).toBe(have.length);
          expect(row.resolve.missing).toBe(members.length - have.length);
          const median = have.length === 0 ? null : have.length % 2 ? have[(have.length - 1) / 2] : (have[have.length / 2 - 1]! + have[have.length / 2]!) / 2;
          expect(row.resolve.median).toBe(median);
          expect(row.resolve.min).toBe(have.length ? have[0] : null);
          expect(row.resolve.max).toBe(have.length ? have[have.length - 1] : null);
        }
        expect(recoveryOf(index, index.cases.map((_, i) => i))).toEqual({ ...rows[0], key: '' });
      }),
      { numRuns: 200 },
    );
  });
});

describe('exports', () => {
  const index = () =>
    buildIndex(
      loadLibrary([
        { id: 'A', date: '2019', title: { en: 'a' }, org: '=HYPERLINK("x")', root_cause: 'cfg', components: ['dns'] },
        { id: 'B', date: '2021', title: { en: 'b' }, org: 'Acme, Inc', root_cause: 'cfg', components: ['dns'] },
        { id: 'C', date: '2021', title: { en: 'c' }, org: 'Acme, Inc', root_cause: 'bug', components: ['db'] },
      ]).cases,
    );

  it('writes the trend as formula-safe CSV with a total column and row', () => {
    const t = buildTrend(index(), null, 'org', null);
    const csv = trendCsv(t, { value: 'Organisation', total: 'Total', other: 'Other', allCases: 'All shown cases' }, (k) => k);
    expect(csv.split('\r\n')).toEqual(['Organisation,2019,2020,2021,Total', '"Acme, Inc",0,0,2,2', `"'=HYPERLINK(""x"")",1,0,0,1`, 'All shown cases,1,0,2,3', '']);
  });

  it('writes the matrix as CSV with row and column totals', () => {
    const m = buildCross(index(), null, 'org', 'year', null, { rows: 'total', cols: 'name' });
    expect(matrixCsv(m, { corner: 'Organisation', total: 'Total' }, (k) => k, (k) => k).split('\r\n')).toEqual([
      'Organisation,2019,2021,Total',
      '"Acme, Inc",0,2,2',
      `"'=HYPERLINK(""x"")",1,0,1`,
      'Total,1,2,3',
      '',
    ]);
  });

  it('draws SVG pictures with the values as text, escaped, and the legend and caption', () => {
    const colours = { background: '#fff', text: '#111', muted: '#666', bar: '#36c', other: '#999', grid: '#ccc' };
    const t = buildTrend(index(), null, 'org', null);
    const svg = trendSvg(t, { title: 'T <1>', label: (k) => k, caption: ['Cases per year by Organisation', 'Library · date'], colours });
    expect(svg).toContain('<title>T &lt;1&gt;</title>');
    expect(svg).toContain('=HYPERLINK(&quot;x&quot;) (1)');
    expect(svg).toContain('Cases per year by Organisation');
    expect((svg.match(/<rect [^>]*fill="#36c"/g) ?? []).length).toBe(2);
    const m = buildCross(index(), null, 'rc', 'comp', null);
    const msvg = matrixSvg(m, { title: 'M', rowLabel: (k) => k, colLabel: (k) => k, corner: 'Root cause', totalLabel: 'Total', scale: ['fewer', 'more'], caption: ['x'], colours: { ...colours, shades: ['#fff', '#eef', '#ccf', '#99f', '#66f', '#33f'] } });
    expect(msvg).toContain('data-part="legend"');
    expect(msvg).toContain('>fewer<');
  });
});

describe('the matrix picture\'s shades', () => {
  it('mix the accent over the background whatever way the page writes its colours', () => {
    const long = resolvedShades('#ffffff', '#0b5cad');
    expect(long).toEqual(['#ffffff', '#e2ebf5', '#bbd1e8', '#91b6da', '#689acc', '#236cb5']);
    // Computed styles shorten #ffffff to #fff, or give rgb().
    expect(resolvedShades('#fff', '#0b5cad')).toEqual(long);
    expect(resolvedShades('rgb(255, 255, 255)', 'rgb(11, 92, 173)')).toEqual(long);
    // Light shades stay light on a light page.
    for (const s of long.slice(1, 4)) expect(parseColour(s)!.reduce((a, b) => a + b, 0)).toBeGreaterThan(400);
  });
});

describe('valuesOf', () => {
  it('reads a case listing a value twice once', () => {
    const index = buildIndex(loadLibrary([{ id: 'A', date: '2020', title: { en: 'a' }, components: ['dns', 'dns'] }]).cases);
    expect(valuesOf(index, 'comp', null)(0)).toEqual(['dns']);
  });
  it('has no values for a pattern when no patterns are known', () => {
    const index = buildIndex(loadLibrary([{ id: 'A', date: '2020', title: { en: 'a' } }]).cases);
    expect(valuesOf(index, 'cluster' satisfies TrendBy, null)(0)).toEqual([]);
  });
});
