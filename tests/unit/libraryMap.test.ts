import { describe, expect, it } from 'vitest';
import { clusterCases } from '../../src/model/layout';
import { caseNodeId } from '../../src/model/network';
import { openLibrary } from '../../src/model/library';
import { clusterById, regionsFromPositions } from '../../src/model/layout';
import { Positions } from '../../src/model/layout';
import { bundledRecords, bundledTaxonomy } from './support/library';

describe('the library map the worker sends', () => {
  const opened = openLibrary({ json: bundledRecords() }, bundledTaxonomy());
  const positions = new Positions(opened.positions, opened.index.byId);

  it('puts every case in exactly one cluster, and every cluster has its disc', () => {
    const { clusters, clusterOf, regions } = opened.map;
    expect(clusterOf).toHaveLength(opened.cases.length);
    const seen = new Array<number>(opened.cases.length).fill(0);
    clusters.forEach((c, k) => {
      for (const i of c.cases) {
        seen[i]!++;
        expect(clusterOf[i]).toBe(k);
      }
    });
    expect(seen.every((n) => n === 1)).toBe(true);
    expect(regions.map((r) => r.clusterId)).toEqual(clusters.map((c) => c.id));
  });

  it('places each cluster inside its disc (the region is drawn behind its cases)', () => {
    for (const r of opened.map.regions) {
      for (const i of opened.map.clusters[r.cluster]!.cases) {
        const p = positions.get(caseNodeId(opened.cases[i]!.id))!;
        expect(Math.hypot(p.x - r.x, p.y - r.y), `${opened.cases[i]!.id} in ${r.clusterId}`).toBeLessThanOrEqual(r.r);
      }
    }
  });

  it('draws the same map from the same library', () => {
    const again = openLibrary({ json: bundledRecords() }, bundledTaxonomy());
    expect(again.map.regions).toEqual(opened.map.regions);
    expect([...again.positions.caseXY]).toEqual([...opened.positions.caseXY]);
  });

  it('rebuilds discs around stored positions (a pack), covering every case, and skips unplaced cases', () => {
    const clustering = clusterCases(opened.index);
    const hidden = caseNodeId(opened.cases[clustering.clusters[0]!.cases[0]!]!.id);
    const regions = regionsFromPositions(opened.index, clustering, (id) => (id === hidden ? undefined : positions.get(id)));
    regions.forEach((r, k) => {
      for (const i of clustering.clusters[k]!.cases) {
        const p = positions.get(caseNodeId(opened.cases[i]!.id))!;
        if (caseNodeId(opened.cases[i]!.id) !== hidden) expect(Math.hypot(p.x - r.x, p.y - r.y)).toBeLessThanOrEqual(r.r);
      }
    });
    // A cluster with no placed case gets an empty disc, not NaN.
    const none = regionsFromPositions(opened.index, clustering, () => undefined);
    expect(none.every((r) => r.r === 0 && Number.isFinite(r.x))).toBe(true);
  });

  it('finds a cluster by id, and nothing for an unknown one', () => {
    const first = opened.map.clusters[0]!;
    expect(clusterById(opened.map, first.id)).toBe(first);
    expect(clusterById(opened.map, 'no-such-pattern')).toBeUndefined();
  });
});
