import { describe, expect, it } from 'vitest';
import { buildIndex, causeComponentKey } from '../../src/model/core';
import { bundledIndex, indexOf, rawCase } from './support/library';

const index = indexOf([
  rawCase('A', { date: '2019-05-01', domain: ['k8s'], org: 'Acme', components: ['x', 'y'], root_cause: 'r', symptoms: ['s'], contributing: ['f'], severity: 'major' }),
  rawCase('B', { date: '2021', org: 'Acme', components: ['x'], root_cause: 'r', related: ['A'] }),
  rawCase('C', { date: '2023-02-01', components: ['x'], recurrence_of: 'A', related: ['A'] }),
]);
const obj = (m: Map<string, number[]>) => Object.fromEntries(m);

describe('buildIndex', () => {
  it('maps ids to library positions', () => {
    expect(obj(new Map([...index.byId].map(([k, v]) => [k, [v]])))).toEqual({ A: [0], B: [1], C: [2] });
  });

  it('lists the cases of every value, in library order', () => {
    expect(obj(index.byComponent)).toEqual({ x: [0, 1, 2], y: [0] });
    expect(obj(index.byCause)).toEqual({ r: [0, 1] });
    expect(obj(index.byDomain)).toEqual({ k8s: [0] });
    expect(obj(index.byOrg)).toEqual({ Acme: [0, 1] });
    expect(obj(index.bySymptom)).toEqual({ s: [0] });
    expect(obj(index.byContributing)).toEqual({ f: [0] });
    expect(obj(index.bySeverity)).toEqual({ major: [0], unknown: [1, 2] });
  });

  it('groups cases by root cause and component together (the seed relation)', () => {
    expect(obj(index.byCauseComponent)).toEqual({ [causeComponentKey('r', 'x')]: [0, 1], [causeComponentKey('r', 'y')]: [0] });
  });

  it('records explicit links in both directions, once', () => {
    expect(Object.fromEntries(index.explicit)).toEqual({ 0: [1, 2], 1: [0], 2: [0] });
  });

  it('records recurrences both ways', () => {
    expect([...index.recurrenceOf]).toEqual([[2, 0]]);
    expect([...index.recurredAs]).toEqual([[0, [2]]]);
  });

  it('knows each case year and the range of years', () => {
    expect([...index.years]).toEqual([2019, 2021, 2023]);
    expect([index.minYear, index.maxYear]).toEqual([2019, 2023]);
  });

  it('gives an empty library a zero year range', () => {
    const empty = buildIndex([]);
    expect([empty.minYear, empty.maxYear]).toEqual([0, 0]);
    expect(empty.byId.size).toBe(0);
  });

  it('indexes every bundled case under each of its components', () => {
    const bundled = bundledIndex();
    bundled.cases.forEach((c, i) => {
      for (const comp of c.components) expect(bundled.byComponent.get(comp)).toContain(i);
    });
    const postings = [...bundled.byComponent.values()].reduce((n, l) => n + l.length, 0);
    expect(postings).toBe(bundled.cases.reduce((n, c) => n + c.components.length, 0));
  });
});
