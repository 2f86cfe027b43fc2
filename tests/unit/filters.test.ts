import { describe, expect, it } from 'vitest';
import { countMask, emptyFilters, facetCounts, FACETS, hasActiveFilters, matchMask, yearCounts, type Filters } from '../../src/model/view';
import { indexOf, rawCase } from './support/library';

//      domain       org    components cause severity year
// A    k8s          Acme   x          r1    major    2019
// B    k8s, aws     Beta   x, y       r2    minor    2020
// C    aws          Acme   y          r1    major    2021
// D    gcp          Gamma  –          –     unknown  2022
// E    k8s          –      z          r2    unknown  2023
const index = indexOf([
  rawCase('A', { domain: ['k8s'], org: 'Acme', components: ['x'], root_cause: 'r1', severity: 'major', date: '2019-03-01' }),
  rawCase('B', { domain: ['k8s', 'aws'], org: 'Beta', components: ['x', 'y'], root_cause: 'r2', severity: 'minor', date: '2020-03-01' }),
  rawCase('C', { domain: ['aws'], org: 'Acme', components: ['y'], root_cause: 'r1', severity: 'major', date: '2021-03-01' }),
  rawCase('D', { domain: ['gcp'], org: 'Gamma', date: '2022-03-01' }),
  rawCase('E', { domain: ['k8s'], components: ['z'], root_cause: 'r2', date: '2023' }),
]);

const filters = (f: Partial<Filters>): Filters => ({ ...emptyFilters(), ...f });
const shown = (mask: Uint8Array) => index.cases.filter((_, i) => mask[i] === 1).map((c) => c.id);
const maskOf = (...ids: string[]) => {
  const m = new Uint8Array(index.cases.length);
  for (const id of ids) m[index.byId.get(id)!] = 1;
  return m;
};

describe('matchMask', () => {
  it('shows everything without filters', () => {
    expect(shown(matchMask(index, emptyFilters()))).toEqual(['A', 'B', 'C', 'D', 'E']);
  });

  it('combines values of one facet with OR', () => {
    expect(shown(matchMask(index, filters({ domain: ['aws', 'gcp'] })))).toEqual(['B', 'C', 'D']);
    expect(shown(matchMask(index, filters({ org: ['Acme', 'Gamma'] })))).toEqual(['A', 'C', 'D']);
  });

  it('combines facets with AND', () => {
    expect(shown(matchMask(index, filters({ domain: ['k8s', 'aws'], cause: ['r1'] })))).toEqual(['A', 'C']);
    expect(shown(matchMask(index, filters({ component: ['x'], severity: ['minor'] })))).toEqual(['B']);
    expect(shown(matchMask(index, filters({ domain: ['gcp'], cause: ['r1'] })))).toEqual([]);
  });

  it('limits to a year range, both ends included', () => {
    expect(shown(matchMask(index, filters({ from: 2020, to: 2022 })))).toEqual(['B', 'C', 'D']);
    expect(shown(matchMask(index, filters({ from: 2022 })))).toEqual(['D', 'E']);
    expect(shown(matchMask(index, filters({ to: 2019 })))).toEqual(['A']);
    expect(shown(matchMask(index, filters({ from: 2030 })))).toEqual([]);
  });

  it('limits to months when a bound gives one; a case dated only by its year is in only when its whole year is', () => {
    const q = indexOf([
      rawCase('J', { date: '2021-01-31' }),
      rawCase('M', { date: '2021-03-31' }),
      rawCase('A', { date: '2021-04-01' }),
      rawCase('U', { date: '2021-06' }),
      rawCase('L', { date: '2021-07-01' }),
      rawCase('Y', { date: '2021' }),
      rawCase('N', { date: '2022-02-01' }),
    ]);
    const ids = (f: Partial<Filters>) => q.cases.filter((_, i) => matchMask(q, filters(f))[i] === 1).map((c) => c.id);
    expect(ids({ from: 2021, fromMonth: 4, to: 2021, toMonth: 6 })).toEqual(['A', 'U']);
    expect(ids({ from: 2021, fromMonth: 1, to: 2021, toMonth: 3 })).toEqual(['J', 'M']);
    expect(ids({ from: 2021, fromMonth: 7 })).toEqual(['L', 'N']);
    expect(ids({ to: 2021, toMonth: 3 })).toEqual(['J', 'M']);
    // January to December of 2021 holds the case dated 2021 as a whole year does.
    expect(ids({ from: 2021, fromMonth: 1, to: 2021, toMonth: 12 })).toEqual(['J', 'M', 'A', 'U', 'L', 'Y']);
    expect(ids({ from: 2021, to: 2021 })).toEqual(['J', 'M', 'A', 'U', 'L', 'Y']);
    expect(ids({ from: 2021, fromMonth: 2, to: 2022 })).toEqual(['M', 'A', 'U', 'L', 'N']);
  });

  it('matches nothing for a value no case has', () => {
    expect(shown(matchMask(index, filters({ component: ['nope'] })))).toEqual([]);
  });

  it('narrows further by the search mask', () => {
    expect(shown(matchMask(index, emptyFilters(), maskOf('B', 'D')))).toEqual(['B', 'D']);
    expect(shown(matchMask(index, filters({ domain: ['k8s'] }), maskOf('B', 'D')))).toEqual(['B']);
  });
});

describe('facetCounts', () => {
  const asObject = (m: Map<string, number>) => Object.fromEntries(m);

  it('counts every value over the whole library without filters', () => {
    const counts = facetCounts(index, emptyFilters());
    expect(asObject(counts.domain)).toEqual({ k8s: 3, aws: 2, gcp: 1 });
    expect(asObject(counts.org)).toEqual({ Acme: 2, Beta: 1, Gamma: 1 });
    expect(asObject(counts.component)).toEqual({ x: 2, y: 2, z: 1 });
    expect(asObject(counts.cause)).toEqual({ r1: 2, r2: 2 });
    expect(asObject(counts.severity)).toEqual({ major: 2, minor: 1, unknown: 2 });
    expect(Object.keys(counts).sort()).toEqual([...FACETS].sort());
  });

  it("counts each facet under the other facets' filters, not its own", () => {
    const counts = facetCounts(index, filters({ domain: ['k8s'], cause: ['r1'] }));
    // domain under cause=r1 (A, C)
    expect(asObject(counts.domain)).toEqual({ k8s: 1, aws: 1, gcp: 0 });
    // cause under domain=k8s (A, B, E)
    expect(asObject(counts.cause)).toEqual({ r1: 1, r2: 2 });
    // the rest under both (A)
    expect(asObject(counts.component)).toEqual({ x: 1, y: 0, z: 0 });
    expect(asObject(counts.org)).toEqual({ Acme: 1, Beta: 0, Gamma: 0 });
    expect(asObject(counts.severity)).toEqual({ major: 1, minor: 0, unknown: 0 });
  });

  it('applies the year range and the search mask to every facet', () => {
    const counts = facetCounts(index, filters({ cause: ['r1'], from: 2020 }));
    expect(asObject(counts.domain)).toEqual({ k8s: 0, aws: 1, gcp: 0 }); // C only
    expect(asObject(counts.cause)).toEqual({ r1: 1, r2: 2 }); // B, C, E (D has none)
    const searched = facetCounts(index, emptyFilters(), maskOf('B', 'D'));
    expect(asObject(searched.domain)).toEqual({ k8s: 1, aws: 1, gcp: 1 });
  });

  it('agrees with matchMask: ticking a value shows as many cases as its count said', () => {
    const base = filters({ domain: ['k8s', 'aws'], from: 2020 });
    const counts = facetCounts(index, base);
    for (const [value, n] of counts.component) {
      expect(countMask(matchMask(index, { ...base, component: [value] })), value).toBe(n);
    }
  });
});

describe('yearCounts', () => {
  it('counts cases per year under the other filters, ignoring the year range', () => {
    const counts = yearCounts(index, filters({ domain: ['k8s'], from: 2021, to: 2021 }));
    expect(Object.fromEntries(counts)).toEqual({ 2019: 1, 2020: 1, 2023: 1 });
  });
});

describe('helpers', () => {
  it('hasActiveFilters notices any facet value or either year bound', () => {
    expect(hasActiveFilters(emptyFilters())).toBe(false);
    expect(hasActiveFilters(filters({ severity: ['major'] }))).toBe(true);
    expect(hasActiveFilters(filters({ from: 2020 }))).toBe(true);
    expect(hasActiveFilters(filters({ to: 2020 }))).toBe(true);
  });

  it('emptyFilters returns a fresh object each time', () => {
    const a = emptyFilters();
    a.domain.push('k8s');
    expect(emptyFilters().domain).toEqual([]);
  });

  it('countMask counts the ones', () => {
    expect(countMask(new Uint8Array([1, 0, 1, 1]))).toBe(3);
    expect(countMask(new Uint8Array(0))).toBe(0);
  });
});
