import { describe, expect, it } from 'vitest';
import { clusterCases, findTwins, noTwins, TWINS_FROM } from '../../src/model/layout';
import { indexOf, rawCase } from './support/library';

describe('findTwins', () => {
  it('gives cases in exactly the same groups one node, and keeps linked and unshared cases apart', () => {
    // Ranks 0, 2 and 4 share group 0; 0 and 3 share group 1; 1 is linked; 5 shares nothing.
    const twins = findTwins(6, [[0, 1, 2, 4], [0, 1, 3]], (r) => r === 1);
    expect([...twins.nodeOf]).toEqual([0, 1, 2, 3, 2, 4]);
    expect([...twins.size]).toEqual([1, 1, 2, 1, 1]);
    expect([...twins.first]).toEqual([0, 1, 2, 3, 5]);
    expect(twins.count).toBe(5);
  });

  it('without merging, gives every case a node of its own', () => {
    const none = noTwins(3);
    expect([...none.nodeOf]).toEqual([0, 1, 2]);
    expect([...none.size]).toEqual([1, 1, 1]);
    expect(none.count).toBe(3);
  });

  it('never joins two cases that share nothing, however many there are', () => {
    const twins = findTwins(4, [], () => false);
    expect([...twins.nodeOf]).toEqual([0, 1, 2, 3]);
  });
});

describe('clusterCases with twin cases', () => {
  // Three patterns, 40 cases each, listed interleaved (file order is not pattern order).
  const patterns = [
    { root_cause: 'config-change', components: ['config-system', 'cdn-edge'] },
    { root_cause: 'credential-expiry', components: ['tls-certificates'] },
    { root_cause: 'capacity-exhaustion', components: ['relational-database', 'cache'] },
  ];
  const records = Array.from({ length: 120 }, (_, k) => rawCase(`T-${String(k).padStart(3, '0')}`, patterns[k % 3]));

  it('runs Louvain on one node per twin set, and puts each set whole in its own cluster', () => {
    const index = indexOf(records);
    const c = clusterCases(index, { twins: true });
    // 3 case nodes; attributes: 5 cause × component pairs, 3 causes, 5 components.
    expect(c.graph.nodes).toBe(3 + 5 + 3 + 5);
    expect(c.clusters.map((x) => [x.id, x.cases.length])).toEqual([
      ['capacity-exhaustion.cache.relational-database', 40],
      ['config-change.cdn-edge.config-system', 40],
      ['credential-expiry.tls-certificates', 40],
    ]);
    for (const x of c.clusters) expect(new Set(x.cases.map((i) => index.cases[i]!.root_cause)).size).toBe(1);
  });

  it('keeps a linked case its own node, with its own tie', () => {
    const linked = records.map((r) => (r.id === 'T-000' ? { ...r, related: ['T-004'] } : r));
    const index = indexOf(linked);
    const c = clusterCases(index, { twins: true });
    // T-000 and T-004 (patterns 0 and 1) leave their twin sets: two more case nodes, with their
    // attribute ties (5 and 3), and one direct tie.
    expect(c.graph.nodes).toBe(5 + 5 + 3 + 5);
    const plain = clusterCases(indexOf(records), { twins: true });
    expect(c.graph.edges).toBe(plain.graph.edges + 5 + 3 + 1);
    expect(c.clusters.reduce((s, x) => s + x.cases.length, 0)).toBe(120);
  });

  it('merges twins by default only from TWINS_FROM cases on: a smaller library keeps the graph its map was tuned on', () => {
    const small = clusterCases(indexOf(records));
    expect(small.graph.nodes).toBe(120 + 5 + 3 + 5);
    const big = Array.from({ length: TWINS_FROM }, (_, k) => rawCase(`B-${String(k).padStart(5, '0')}`, patterns[k % 3]));
    const merged = clusterCases(indexOf(big));
    expect(merged.graph.nodes).toBe(3 + 5 + 3 + 5);
    // The same clusters as with a node per case, here where nothing tells the patterns' cases apart.
    const apart = clusterCases(indexOf(big), { twins: false });
    expect(merged.clusters.map((x) => [x.id, x.cases])).toEqual(apart.clusters.map((x) => [x.id, x.cases]));
  });
});
