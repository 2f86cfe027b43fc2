import { describe, expect, it } from 'vitest';
import { clusterCases, OTHER_CLUSTER_ID, type Clustering } from '../../src/model/layout';
import { buildIndex, type LibraryIndex } from '../../src/model/core';
import { loadLibrary } from '../../src/model/core';
import { generateLibrary } from '../../scripts/synthetic';
import { bundledIndex, bundledRecords, indexOf, rawCase } from './support/library';
import { shuffled } from './support/shuffled';

/** Clusters as sets of case ids, comparable across file orders. */
function byIds(index: LibraryIndex, clustering: Clustering) {
  return clustering.clusters.map((c) => ({ id: c.id, name: c.name, cases: c.cases.map((i) => index.cases[i]!.id).sort() }));
}

function expectPartition(index: LibraryIndex, clustering: Clustering) {
  const seen = new Array<number>(index.cases.length).fill(0);
  clustering.clusters.forEach((c, k) => {
    for (const i of c.cases) {
      seen[i]!++;
      expect(clustering.clusterOf[i]).toBe(k);
    }
  });
  expect(seen.every((n) => n === 1)).toBe(true);
}

describe('clusterCases on the bundled library', () => {
  const index = bundledIndex();
  const clustering = clusterCases(index);

  it('puts every case in exactly one cluster', () => {
    expectPartition(index, clustering);
  });

  it('gives the same clusters every time, whatever the file order', () => {
    expect(byIds(index, clusterCases(bundledIndex()))).toEqual(byIds(index, clustering));
    for (const seed of [3, 11, 2024]) {
      const other = buildIndex(loadLibrary(shuffled(bundledRecords(), seed)).cases);
      expect(byIds(other, clusterCases(other))).toEqual(byIds(index, clustering));
    }
  });

  it('names each cluster from slugs most of its cases share', () => {
    for (const c of clustering.clusters) {
      if (c.id === OTHER_CLUSTER_ID) continue;
      const cases = c.cases.map((i) => index.cases[i]!);
      if (c.name.rootCause) expect(cases.filter((x) => x.root_cause === c.name.rootCause).length * 2, c.id).toBeGreaterThan(cases.length);
      for (const comp of c.name.components) {
        const having = cases.filter((x) => x.components.includes(comp)).length;
        expect(having, `${c.id}: ${comp}`).toBeGreaterThanOrEqual(Math.min(2, cases.length));
        expect(having * 3, `${c.id}: ${comp}`).toBeGreaterThanOrEqual(cases.length);
      }
      // The id is made of the name's slugs.
      expect(c.id.split('~')[0]).toBe([...(c.name.rootCause ? [c.name.rootCause] : []), ...c.name.components].join('.') || 'mixed');
    }
  });

  it('has unique ids, biggest cluster first, and counts for the cluster panel', () => {
    const ids = clustering.clusters.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    const sizes = clustering.clusters.filter((c) => c.id !== OTHER_CLUSTER_ID).map((c) => c.cases.length);
    expect(sizes).toEqual([...sizes].sort((a, b) => b - a));
    for (const c of clustering.clusters) {
      const expected = new Map<string, number>();
      for (const i of c.cases) for (const f of new Set(index.cases[i]!.contributing)) expected.set(f, (expected.get(f) ?? 0) + 1);
      expect(new Map(c.contributing)).toEqual(expected);
      expect(c.causes.reduce((n, [, k]) => n + k, 0)).toBe(c.cases.filter((i) => index.cases[i]!.root_cause).length);
    }
  });

  it('keeps the seed relation together: most related pairs share a cluster', () => {
    let together = 0;
    let pairs = 0;
    for (const members of index.byCauseComponent.values()) {
      for (let a = 0; a < members.length; a++) for (let b = a + 1; b < members.length; b++) {
        pairs++;
        if (clustering.clusterOf[members[a]!] === clustering.clusterOf[members[b]!]) together++;
      }
    }
    expect(pairs).toBeGreaterThan(20);
    expect(together / pairs).toBeGreaterThan(0.75);
  });

  it('groups a recognisable pattern: the TLS certificate expiries', () => {
    // A rotated password (credential-expiry on a CI pipeline) is another pattern and may sit elsewhere.
    const expiries = (index.byCause.get('credential-expiry') ?? []).filter((i) => index.cases[i]!.components.includes('tls-certificates'));
    expect(expiries.length).toBeGreaterThanOrEqual(3);
    expect(new Set(expiries.map((i) => clustering.clusterOf[i])).size).toBe(1);
  });
});

describe('clusterCases on small libraries', () => {
  it('clusters an empty library as nothing', () => {
    const c = clusterCases(buildIndex([]));
    expect(c.clusters).toEqual([]);
    expect(c.clusterOf.length).toBe(0);
  });

  it('separates two unrelated families and names each from its shared slugs', () => {
    const records = [
      ...Array.from({ length: 5 }, (_, k) => rawCase(`A${k}`, { root_cause: 'config-change', components: ['config-system'], contributing: k < 2 ? ['no-gradual-rollout'] : [] })),
      ...Array.from({ length: 4 }, (_, k) => rawCase(`B${k}`, { root_cause: 'credential-expiry', components: ['tls-certificates'] })),
    ];
    const index = indexOf(records);
    const { clusters } = clusterCases(index);
    expect(clusters.map((c) => [c.id, c.cases.length])).toEqual([
      ['config-change.config-system', 5],
      ['credential-expiry.tls-certificates', 4],
    ]);
    expect(clusters[0]!.name).toEqual({ rootCause: 'config-change', components: ['config-system'] });
  });

  it('folds cases with nothing in common into one "other" cluster, and deduplicates ids', () => {
    const records = [
      rawCase('X1', { root_cause: 'a', components: ['c'] }),
      rawCase('X2', { root_cause: 'a', components: ['c'] }),
      rawCase('Y1', { root_cause: 'a', components: ['c'], related: [] }),
      rawCase('Z1'),
      rawCase('Z2', { root_cause: 'lonely' }),
    ];
    const index = indexOf(records);
    const c = clusterCases(index);
    expectPartition(index, c);
    const other = c.clusters.find((x) => x.id === OTHER_CLUSTER_ID)!;
    expect(other.cases.map((i) => index.cases[i]!.id).sort()).toEqual(['Z1', 'Z2']);
    expect(c.clusters.at(-1)).toBe(other);

    // Two families with the same name get distinct ids.
    const twins = indexOf([
      ...Array.from({ length: 3 }, (_, k) => rawCase(`P${k}`, { root_cause: 'r', components: ['x', 'p'] })),
      ...Array.from({ length: 3 }, (_, k) => rawCase(`Q${k}`, { root_cause: 'r', components: ['x', 'q'] })),
    ]);
    const ids = clusterCases(twins, { weights: { cause: 0, component: 0 }, resolution: 3 }).clusters.map((x) => x.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('clusterCases on synthetic libraries', () => {
  const sizes = [1000, 4000];
  const runs = sizes.map((n) => {
    const index = buildIndex(loadLibrary(generateLibrary(n)).cases);
    return { n, index, clustering: clusterCases(index) };
  });

  it('builds a graph linear in cases (ties per case stay flat as the library grows)', () => {
    const perCase = runs.map((r) => r.clustering.graph.edges / r.n);
    for (const p of perCase) expect(p).toBeLessThan(8);
    expect(perCase[1]!).toBeLessThan(perCase[0]! * 1.2);
  });

  it('puts every case in exactly one cluster, with unique named ids', () => {
    for (const { index, clustering } of runs) {
      expectPartition(index, clustering);
      const ids = clustering.clusters.map((c) => c.id);
      expect(new Set(ids).size).toBe(ids.length);
      // Clusters a legend can list: far fewer than cases, and no giant swallowing everything.
      expect(clustering.clusters.length).toBeLessThan(index.cases.length / 10);
      expect(clustering.clusters[0]!.cases.length).toBeLessThan(index.cases.length / 2);
    }
  });
});
