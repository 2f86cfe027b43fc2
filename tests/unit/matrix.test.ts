import { describe, expect, it } from 'vitest';
import { countMask, emptyFilters, matchMask, type Filters } from '../../src/model/filters';
import { buildMatrix, MATRIX_CAP, shadeLevel } from '../../src/model/matrix';
import { buildIndex } from '../../src/model/indexes';
import { loadLibrary } from '../../src/model/loader';
import { dragRange, inRange, yearAt, yearBars } from '../../src/model/timeline';
import { generateLibrary } from '../../scripts/synthetic';
import { bundledIndex, indexOf, rawCase } from './support/library';
import { countingIndex } from './support/counting';

const small = () =>
  indexOf([
    rawCase('A', { root_cause: 'config-change', components: ['dns', 'ingress-controller'], symptoms: ['elevated-5xx', 'latency'] }),
    rawCase('B', { root_cause: 'config-change', components: ['dns'], symptoms: ['elevated-5xx'] }),
    rawCase('C', { root_cause: 'latent-bug', components: ['ingress-controller'], symptoms: ['latency'] }),
    rawCase('D', { root_cause: 'config-change', components: ['ingress-controller'] }),
    rawCase('E', { components: ['telemetry-agent'], symptoms: ['latency'] }),
    rawCase('F', { root_cause: 'latent-bug' }),
  ]);

/** The matrix as { row: { col: count } }, zero cells left out. */
function asObject(m: ReturnType<typeof buildMatrix>) {
  const out: Record<string, Record<string, number>> = {};
  m.rows.forEach((r, i) => {
    m.cols.forEach((c, j) => {
      const n = m.counts[i]![j]!;
      if (n) (out[r.key] ??= {})[c.key] = n;
    });
  });
  return out;
}

describe('buildMatrix', () => {
  it('counts cases per component and root cause, heaviest rows and columns first', () => {
    const m = buildMatrix(small(), null, 'cause');
    expect(asObject(m)).toEqual({
      'ingress-controller': { 'config-change': 2, 'latent-bug': 1 },
      dns: { 'config-change': 2 },
    });
    expect(m.rows).toEqual([{ key: 'ingress-controller', total: 3 }, { key: 'dns', total: 2 }]);
    expect(m.cols).toEqual([{ key: 'config-change', total: 4 }, { key: 'latent-bug', total: 1 }]);
    expect(m.max).toBe(2);
    // E has no root cause and F no component: neither is counted.
    expect([m.totalRows, m.totalCols]).toEqual([2, 2]);
  });

  it('counts a case once in each of its symptoms in symptom mode', () => {
    const m = buildMatrix(small(), null, 'symptom');
    expect(asObject(m)).toEqual({
      'ingress-controller': { 'elevated-5xx': 1, latency: 2 },
      dns: { 'elevated-5xx': 2, latency: 1 },
      'telemetry-agent': { latency: 1 },
    });
    // Ties are broken by slug, so the order never depends on the library's order.
    expect(m.rows.map((r) => r.key)).toEqual(['dns', 'ingress-controller', 'telemetry-agent']);
    expect(m.cols.map((c) => c.key)).toEqual(['latency', 'elevated-5xx']);
  });

  it('counts only the shown cases', () => {
    const index = small();
    const mask = new Uint8Array(index.cases.length);
    for (const id of ['A', 'C']) mask[index.byId.get(id)!] = 1;
    expect(asObject(buildMatrix(index, mask, 'cause'))).toEqual({
      'ingress-controller': { 'config-change': 1, 'latent-bug': 1 },
      dns: { 'config-change': 1 },
    });
    expect(buildMatrix(index, new Uint8Array(index.cases.length), 'cause')).toMatchObject({ rows: [], cols: [], counts: [], max: 0 });
  });

  it('caps rows and columns, keeping the heaviest, and says how many there were', () => {
    const records = Array.from({ length: 30 }, (_, k) =>
      rawCase(`K${k}`, { root_cause: `cause-${k % 6}`, components: Array.from({ length: (k % 5) + 1 }, (__, j) => `comp-${(k + j) % 12}`) }),
    );
    const index = indexOf(records);
    const full = buildMatrix(index, null, 'cause');
    const capped = buildMatrix(index, null, 'cause', 4);
    expect([capped.totalRows, capped.totalCols]).toEqual([full.rows.length, full.cols.length]);
    expect(capped.rows).toEqual(full.rows.slice(0, 4));
    expect(capped.cols).toEqual(full.cols.slice(0, 4));
    capped.counts.forEach((row, r) => row.forEach((n, c) => expect(n).toBe(full.counts[r]![c])));
  });

  it('on the bundled library: every cell is the number of cases its click filters to', () => {
    const index = bundledIndex();
    for (const base of [emptyFilters(), { ...emptyFilters(), domain: ['kubernetes'] }, { ...emptyFilters(), from: 2019, to: 2022 }] as Filters[]) {
      const mask = matchMask(index, base);
      for (const mode of ['cause', 'symptom'] as const) {
        const m = buildMatrix(index, mask, mode);
        expect(m.rows.length).toBeGreaterThan(0);
        for (let k = 1; k < m.rows.length; k++) expect(m.rows[k - 1]!.total).toBeGreaterThanOrEqual(m.rows[k]!.total);
        for (let k = 1; k < m.cols.length; k++) expect(m.cols[k - 1]!.total).toBeGreaterThanOrEqual(m.cols[k]!.total);
        m.rows.forEach((row, r) => {
          expect(m.counts[r]!.reduce((a, b) => a + b, 0)).toBe(row.total);
          m.cols.forEach((col, c) => {
            const clicked = { ...base, component: [row.key], [mode]: [col.key] };
            expect(m.counts[r]![c], `${row.key} × ${col.key}`).toBe(countMask(matchMask(index, clicked)));
          });
        });
      }
    }
  });

  it('on the bundled library: the cause matrix adds up to each case once per component', () => {
    const index = bundledIndex();
    const m = buildMatrix(index, null, 'cause');
    const total = m.counts.flat().reduce((a, b) => a + b, 0);
    const expected = index.cases.filter((c) => c.root_cause).reduce((n, c) => n + c.components.length, 0);
    expect(total).toBe(expected);
    expect(m.totalRows).toBeLessThanOrEqual(MATRIX_CAP);
  });

  it('stays at 40 × 40 on a large library, reading each case a bounded number of times', () => {
    const big = buildIndex(loadLibrary(generateLibrary(10_000, 4)).cases);
    const { index, work } = countingIndex(big);
    const m = buildMatrix(index, null, 'cause');
    // A pass over the cases and their lists: a few reads per case, not one per pair of cases.
    expect(work()).toBeLessThanOrEqual(4 * big.cases.length + [...big.byComponent.values()].reduce((n, l) => n + l.length, 0) * 2);
    expect(m.rows.length).toBe(Math.min(MATRIX_CAP, m.totalRows));
    expect(m.cols.length).toBe(Math.min(MATRIX_CAP, m.totalCols));
    expect(m.totalRows).toBeGreaterThan(MATRIX_CAP);
  });
});

describe('shadeLevel', () => {
  it('is 0 for none and 1–5 in even steps up to the largest count', () => {
    expect(shadeLevel(0, 10)).toBe(0);
    expect(shadeLevel(1, 10)).toBe(1);
    expect(shadeLevel(2, 10)).toBe(1);
    expect(shadeLevel(5, 10)).toBe(3);
    expect(shadeLevel(10, 10)).toBe(5);
    expect(shadeLevel(1, 1)).toBe(5);
    expect(shadeLevel(3, 0)).toBe(0);
  });
});

describe('timeline helpers', () => {
  it('has one bar per year, zero where there are no cases', () => {
    expect(yearBars(new Map([[2019, 3], [2021, 1]]), 2019, 2021)).toEqual([
      { year: 2019, count: 3 },
      { year: 2020, count: 0 },
      { year: 2021, count: 1 },
    ]);
    expect(yearBars(new Map(), Infinity, -Infinity)).toEqual([]);
  });

  it('finds the year under a position and clamps outside the chart', () => {
    expect(yearAt(0, 100, 2010, 2019)).toBe(2010);
    expect(yearAt(15, 100, 2010, 2019)).toBe(2011);
    expect(yearAt(99.9, 100, 2010, 2019)).toBe(2019);
    expect(yearAt(-20, 100, 2010, 2019)).toBe(2010);
    expect(yearAt(500, 100, 2010, 2019)).toBe(2019);
    expect(yearAt(50, 100, 2010, 2010)).toBe(2010);
  });

  it('orders a drag either way and leaves the library’s own ends open', () => {
    expect(dragRange(2015, 2012, 2010, 2020)).toEqual([2012, 2015]);
    expect(dragRange(2010, 2020, 2010, 2020)).toEqual([null, null]);
    expect(dragRange(2013, 2020, 2010, 2020)).toEqual([2013, null]);
    expect(inRange(2012, 2012, null)).toBe(true);
    expect(inRange(2011, 2012, null)).toBe(false);
    expect(inRange(2030, null, null)).toBe(true);
  });
});
