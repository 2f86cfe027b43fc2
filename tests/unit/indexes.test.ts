import { describe, expect, it } from 'vitest';
import { buildIndex, causeComponentKey, IndexBuilder } from '../../src/model/indexes';
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

describe('IndexBuilder', () => {
  it('indexes cases arriving in slices as buildIndex indexes them at once', () => {
    const bundled = bundledIndex();
    const builder = new IndexBuilder();
    // Uneven slices, one empty, and a link (related, recurrence) to a case of a later slice.
    for (const [from, to] of [[0, 7], [7, 7], [7, 40], [40, bundled.cases.length]] as const) builder.add(bundled.cases.slice(from, to));
    const built = builder.finish();
    expect(built.cases).toEqual(bundled.cases);
    expect(built).toEqual(buildIndex(bundled.cases));
    expect(built.explicit.size + built.recurrenceOf.size).toBeGreaterThan(0);
  });

  it('links a case to one that came in a later slice', () => {
    const [a, b, c] = index.cases;
    const builder = new IndexBuilder();
    builder.add([a!]);
    builder.add([b!, c!]);
    const built = builder.finish();
    expect(Object.fromEntries(built.explicit)).toEqual({ 0: [1, 2], 1: [0], 2: [0] });
    expect([...built.recurrenceOf]).toEqual([[2, 0]]);
    expect([...built.years]).toEqual([2019, 2021, 2023]);
  });

  it('finishes an empty library as buildIndex does', () => {
    expect(new IndexBuilder().finish()).toEqual(buildIndex([]));
  });
});
