import { describe, expect, it } from 'vitest';
import { buildGraph, CLIQUE_CAP, compareByDate, countGraph, type GraphModel } from '../../src/model/network';
import { bundledIndex, indexOf, rawCase } from './support/library';

const relationEdges = (g: GraphModel) => g.edges.filter((e) => e.kind === 'relation');
const pairKey = (e: { source: string; target: string }) => [e.source, e.target].sort().join(' ');

// Cases named by date order: C1 is the earliest.
const small = () =>
  indexOf([
    rawCase('C3', { date: '2022-01-01', root_cause: 'r', components: ['x', 'y'] }),
    rawCase('C1', { date: '2020-01-01', root_cause: 'r', components: ['x'] }),
    rawCase('C2', { date: '2021-01-01', root_cause: 'r', components: ['x', 'y'] }),
    rawCase('C4', { date: '2023-01-01', root_cause: 'q', components: ['y'] }),
    rawCase('LONE', { date: '2019-01-01' }),
  ]);

describe('nodes', () => {
  it('has one node per shown case and one per hub those cases touch, weighted by shown cases', () => {
    const g = buildGraph(small(), null);
    expect(g.nodes.filter((n) => n.kind === 'case').map((n) => n.key).sort()).toEqual(['C1', 'C2', 'C3', 'C4', 'LONE']);
    const hubs = Object.fromEntries(g.nodes.filter((n) => n.kind !== 'case').map((n) => [n.id, n.weight]));
    expect(hubs).toEqual({ 'component:x': 3, 'component:y': 3, 'cause:r': 3, 'cause:q': 1 });
  });

  it('leaves out hubs no shown case touches and counts only shown cases', () => {
    const index = small();
    const mask = new Uint8Array(index.cases.length);
    mask[index.byId.get('C1')!] = 1;
    mask[index.byId.get('C3')!] = 1;
    const g = buildGraph(index, mask);
    expect(g.nodes.map((n) => [n.id, n.weight]).sort()).toEqual([
      ['case:C1', 1], ['case:C3', 1], ['cause:r', 2], ['component:x', 2], ['component:y', 1],
    ]);
  });

  it('gives a node the same id whatever else is shown, and builds the same graph twice', () => {
    const index = small();
    const all = buildGraph(index, null);
    const mask = new Uint8Array(index.cases.length).fill(1);
    mask[0] = 0;
    const some = buildGraph(index, mask);
    const allIds = new Set(all.nodes.map((n) => n.id));
    for (const n of some.nodes) expect(allIds.has(n.id), n.id).toBe(true);
    const allEdges = new Set(all.edges.map((e) => e.id));
    for (const e of some.edges) expect(allEdges.has(e.id), e.id).toBe(true);
    expect(buildGraph(index, null)).toEqual(all);
  });

  it('has unique node and edge ids, and every edge joins two nodes of the graph', () => {
    const g = buildGraph(bundledIndex(), null, 'component');
    const nodeIds = new Set(g.nodes.map((n) => n.id));
    expect(nodeIds.size).toBe(g.nodes.length);
    expect(new Set(g.edges.map((e) => e.id)).size).toBe(g.edges.length);
    for (const e of g.edges) {
      expect(nodeIds.has(e.source), e.id).toBe(true);
      expect(nodeIds.has(e.target), e.id).toBe(true);
    }
  });
});

describe('edges from cases to hubs', () => {
  it('links each case to each of its components and to its root cause', () => {
    const g = buildGraph(small(), null);
    const of = (id: string) => g.edges.filter((e) => e.source === `case:${id}` && e.kind !== 'relation').map((e) => [e.kind, e.target]);
    expect(of('C3')).toEqual([['has-component', 'component:x'], ['has-component', 'component:y'], ['has-cause', 'cause:r']]);
    expect(of('LONE')).toEqual([]);
  });
});

describe('relation edges', () => {
  it('joins the pairs related under the rule, earlier case as source, with merged reasons', () => {
    const g = buildGraph(small(), null, 'seed');
    const edges = relationEdges(g).map((e) => [e.source, e.target, e.reasons]);
    expect(edges).toHaveLength(3);
    expect(edges).toContainEqual(['case:C1', 'case:C3', [{ kind: 'same-cause-shared-component', components: ['x'] }]]);
    expect(edges).toContainEqual(['case:C1', 'case:C2', [{ kind: 'same-cause-shared-component', components: ['x'] }]]);
    expect(edges).toContainEqual(['case:C2', 'case:C3', [{ kind: 'same-cause-shared-component', components: ['x', 'y'] }]]);
  });

  it('follows the rule', () => {
    const pairs = (rule: 'component' | 'cause' | 'explicit') => relationEdges(buildGraph(small(), null, rule)).map(pairKey).sort();
    expect(pairs('cause')).toEqual(['case:C1 case:C2', 'case:C1 case:C3', 'case:C2 case:C3']);
    expect(pairs('component')).toEqual(['case:C1 case:C2', 'case:C1 case:C3', 'case:C2 case:C3', 'case:C2 case:C4', 'case:C3 case:C4']);
    expect(pairs('explicit')).toEqual([]);
  });

  it('draws explicit links and recurrences under every rule, recurrences pointing forward in time', () => {
    const index = indexOf([
      rawCase('LATER', { date: '2024-01-01', recurrence_of: 'EARLIER', related: ['OTHER'] }),
      rawCase('EARLIER', { date: '2020-01-01' }),
      rawCase('OTHER', { date: '2022-01-01' }),
    ]);
    for (const rule of ['seed', 'component', 'cause', 'explicit'] as const) {
      const edges = relationEdges(buildGraph(index, null, rule)).map((e) => [e.source, e.target, e.reasons]);
      expect(edges).toHaveLength(2);
      expect(edges).toContainEqual(['case:EARLIER', 'case:LATER', [{ kind: 'recurrence-of' }]]);
      expect(edges).toContainEqual(['case:OTHER', 'case:LATER', [{ kind: 'explicit' }]]);
    }
  });

  it('draws no relation to a hidden case', () => {
    const index = small();
    const mask = new Uint8Array(index.cases.length).fill(1);
    mask[index.byId.get('C1')!] = 0;
    const pairs = relationEdges(buildGraph(index, mask)).map(pairKey);
    expect(pairs).toEqual(['case:C2 case:C3']);
  });
});

describe('large groups', () => {
  /** n cases with cause r and component x, listed in scrambled date order. */
  const group = (n: number) =>
    indexOf(
      Array.from({ length: n }, (_, k) => (k * 7) % n).map((k) =>
        rawCase(`G${String(k).padStart(2, '0')}`, { date: `20${String(10 + k).padStart(2, '0')}-01-01`, root_cause: 'r', components: ['x'] }),
      ),
    );

  it(`draws a group of up to ${CLIQUE_CAP} cases as a full clique`, () => {
    const g = buildGraph(group(CLIQUE_CAP), null);
    expect(relationEdges(g)).toHaveLength((CLIQUE_CAP * (CLIQUE_CAP - 1)) / 2);
    expect(g.chainedGroups).toEqual([]);
  });

  it(`draws a larger group as a chain in date order and lists it`, () => {
    const n = CLIQUE_CAP + 4;
    const g = buildGraph(group(n), null);
    const edges = relationEdges(g);
    expect(edges).toHaveLength(n - 1);
    expect(g.chainedGroups).toEqual([{ key: 'r\u0000x', size: n }]);
    // G00 → G01 → … : each edge joins date neighbours, earlier first.
    const chain = edges.map((e) => [e.source, e.target]).sort();
    expect(chain).toEqual(Array.from({ length: n - 1 }, (_, k) => [`case:G${String(k).padStart(2, '0')}`, `case:G${String(k + 1).padStart(2, '0')}`]));
  });

  it('turns back into a clique when filtering leaves few enough cases', () => {
    const index = group(CLIQUE_CAP + 4);
    const mask = new Uint8Array(index.cases.length);
    for (let i = 0; i < 4; i++) mask[i] = 1;
    const g = buildGraph(index, mask);
    expect(relationEdges(g)).toHaveLength(6);
    expect(g.chainedGroups).toEqual([]);
  });

  it('lists chained groups largest first', () => {
    const records = [
      ...Array.from({ length: 10 }, (_, k) => rawCase(`A${k}`, { root_cause: 'r', components: ['a'] })),
      ...Array.from({ length: 12 }, (_, k) => rawCase(`B${k}`, { root_cause: 'r', components: ['b'] })),
    ];
    expect(buildGraph(indexOf(records), null).chainedGroups).toEqual([{ key: 'r\u0000b', size: 12 }, { key: 'r\u0000a', size: 10 }]);
  });
});

describe('compareByDate', () => {
  it('orders by date, then by library position', () => {
    const index = indexOf([rawCase('A', { date: '2020-05-01' }), rawCase('B', { date: '2019-01-01' }), rawCase('C', { date: '2020-05-01' })]);
    expect([0, 1, 2].sort((a, b) => compareByDate(index, a, b))).toEqual([1, 0, 2]);
  });
});

describe('countGraph', () => {
  it('counts drawn cases, components, root causes and relation edges', () => {
    const g = buildGraph(small(), null);
    expect(countGraph(g)).toEqual({
      cases: 5,
      components: 2,
      causes: 2,
      relations: g.edges.filter((e) => e.kind === 'relation').length,
    });
    expect(countGraph(g).relations).toBeGreaterThan(0);
    expect(countGraph({ nodes: [], edges: [], chainedGroups: [] })).toEqual({ cases: 0, components: 0, causes: 0, relations: 0 });
  });
});
