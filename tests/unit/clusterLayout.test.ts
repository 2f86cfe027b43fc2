import { describe, expect, it } from 'vitest';
import { DEFAULT_SIZING, layoutClusters, layoutLibraryByClusters } from '../../src/model/layout';
import { clusterCases } from '../../src/model/layout';
import { buildGraph, type GraphModel } from '../../src/model/network';
import { buildIndex } from '../../src/model/core';
import { hubDiameter, layoutLibrary, type Point } from '../../src/model/layout';
import { loadLibrary } from '../../src/model/core';
import { overlaps, union } from '../../src/model/layout';
import { labelBox } from '../../src/model/layout';
import { generateLibrary } from '../../scripts/synthetic';
import { segmentMeetsBox } from '../../src/model/network';
import { bundledIndex, bundledRecords, indexOf, rawCase } from './support/library';
import { shuffled } from './support/shuffled';

/** Edges of the full graph passing through a case node (its shape) they do not join. */
function crossings(graph: GraphModel, positions: ReadonlyMap<string, Point>): number {
  const shapes = graph.nodes.filter((n) => n.kind === 'case').map((n) => {
    const p = positions.get(n.id)!;
    const half = (n.kind === 'case' ? 16 : hubDiameter(n.weight)) / 2;
    return { id: n.id, r: { x1: p.x - half, y1: p.y - half, x2: p.x + half, y2: p.y + half } };
  });
  let count = 0;
  for (const e of graph.edges) {
    const a = positions.get(e.source)!;
    const b = positions.get(e.target)!;
    for (const s of shapes) if (s.id !== e.source && s.id !== e.target && segmentMeetsBox(a, b, s.r)) count++;
  }
  return count;
}

describe('layoutClusters on the bundled library', () => {
  const index = bundledIndex();
  const layout = layoutClusters(index);
  const graph = buildGraph(index, null);

  it('places every node of the full graph at finite coordinates, with a box each', () => {
    for (const node of graph.nodes) {
      const p = layout.positions.get(node.id);
      expect(p, node.id).toBeDefined();
      expect(Number.isFinite(p!.x) && Number.isFinite(p!.y), node.id).toBe(true);
      expect(layout.boxes.has(node.id), node.id).toBe(true);
    }
    expect(layout.positions.size).toBe(graph.nodes.length);
  });

  it('overlaps no node or label with another node or label', () => {
    const boxes = [...layout.boxes];
    let pairs = 0;
    for (let a = 0; a < boxes.length; a++) for (let b = a + 1; b < boxes.length; b++) {
      pairs++;
      expect(overlaps(boxes[a]![1], boxes[b]![1]), `${boxes[a]![0]} × ${boxes[b]![0]}`).toBe(false);
    }
    expect(pairs).toBeGreaterThan(5000);
  });

  it('keeps the cases of a cluster inside its region, and regions apart', () => {
    const { clusters } = layout.clustering;
    expect(layout.regions.map((r) => r.clusterId)).toEqual(clusters.map((c) => c.id));
    for (const region of layout.regions) {
      for (const i of clusters[region.cluster]!.cases) {
        const b = layout.boxes.get(`case:${index.cases[i]!.id}`)!;
        for (const [x, y] of [[b.x1, b.y1], [b.x2, b.y1], [b.x1, b.y2], [b.x2, b.y2]] as const) {
          expect(Math.hypot(x - region.x, y - region.y), region.clusterId).toBeLessThanOrEqual(region.r);
        }
      }
    }
    for (let a = 0; a < layout.regions.length; a++) for (let b = a + 1; b < layout.regions.length; b++) {
      const ra = layout.regions[a]!;
      const rb = layout.regions[b]!;
      expect(Math.hypot(ra.x - rb.x, ra.y - rb.y), `${ra.clusterId} × ${rb.clusterId}`).toBeGreaterThanOrEqual(ra.r + rb.r);
    }
  });

  it('puts each hub inside the region of the cluster that uses it most', () => {
    const { clusters, clusterOf } = layout.clustering;
    for (const [slug, members] of index.byComponent) {
      const counts = new Map<number, number>();
      for (const i of members) counts.set(clusterOf[i]!, (counts.get(clusterOf[i]!) ?? 0) + 1);
      const most = Math.max(...counts.values());
      const p = layout.positions.get(`component:${slug}`)!;
      const inside = layout.regions.filter((r) => Math.hypot(p.x - r.x, p.y - r.y) <= r.r);
      expect(inside.length, slug).toBe(1);
      expect(counts.get(inside[0]!.cluster), `${slug} in ${clusters[inside[0]!.cluster]!.id}`).toBe(most);
    }
  });

  // Edges through unrelated cases read as relations (issue #14). Through hubs it is not better
  // yet: hubs sit inside their clusters, and edges from other clusters cross them.
  it('has fewer edges crossing unrelated case nodes than the hub-spiral layout', () => {
    const ours = crossings(graph, layout.positions);
    const before = crossings(graph, layoutLibrary(index));
    expect(ours).toBeLessThan(before * 0.75);
  });

  it('leaves a case cell of room around each case of a cluster, so labels drawn wider than the id still fit beside it', () => {
    const { width, height } = DEFAULT_SIZING.caseCell;
    // Wider than the id the box reserves: the cell, not the box, spaces a cluster's cases.
    expect(width).toBeGreaterThan(labelBox('IL-0000', DEFAULT_SIZING.caseFontPx).width * 1.5);
    const cases = [...layout.positions]
      .filter(([id]) => id.startsWith('case:'))
      .map(([id, p]) => ({ id, ...p, cluster: layout.clustering.clusterOf[index.byId.get(id.slice(5))!]! }))
      .sort((a, b) => a.x - b.x);
    const tooClose: string[] = [];
    const boxesMeet: string[] = [];
    for (let a = 0; a < cases.length; a++) {
      for (let b = a + 1; b < cases.length && cases[b]!.x - cases[a]!.x < width - 0.5; b++) {
        const [p, q] = [cases[a]!, cases[b]!];
        if (Math.abs(q.y - p.y) >= height - 0.5) continue;
        if (p.cluster === q.cluster) tooClose.push(`${p.id} ${q.id}`);
        // Neighbouring discs keep their cases' boxes (the id and the node) apart, no more.
        else if (overlaps(layout.boxes.get(p.id)!, layout.boxes.get(q.id)!)) boxesMeet.push(`${p.id} ${q.id}`);
      }
    }
    expect(tooClose).toEqual([]);
    expect(boxesMeet).toEqual([]);
    // And the option decides it: smaller cells pack the cases closer.
    const tight = layoutClusters(index, { sizing: { caseCell: { width: 0, height: 0 } } });
    const spanOf = (l: typeof layout) => {
      const bb = union(l.boxes.values())!;
      return (bb.x2 - bb.x1) * (bb.y2 - bb.y1);
    };
    expect(spanOf(tight)).toBeLessThan(spanOf(layout));
  });

  it('lays the clusters out wider than tall, for a landscape canvas', () => {
    const aspectOf = (l: typeof layout) => {
      const bb = union(l.boxes.values())!;
      return (bb.x2 - bb.x1) / (bb.y2 - bb.y1);
    };
    expect(aspectOf(layout)).toBeGreaterThan(1.2);
    expect(aspectOf(layoutClusters(index, { sizing: { aspect: 1 } }))).toBeLessThan(aspectOf(layout) - 0.2);
  });

  it('gives the same picture every time, whatever the file order', () => {
    expect(layoutLibraryByClusters(bundledIndex())).toEqual(layout.positions);
    const other = buildIndex(loadLibrary(shuffled(bundledRecords(), 5)).cases);
    expect(layoutLibraryByClusters(other)).toEqual(layout.positions);
  });
});

describe('layoutClusters on small libraries', () => {
  it('lays out an empty library as nothing', () => {
    const l = layoutClusters(buildIndex([]));
    expect(l.positions.size).toBe(0);
    expect(l.regions).toEqual([]);
  });

  it('keeps long labels apart and places cases with no hub at all', () => {
    const records = [
      ...Array.from({ length: 30 }, (_, k) => rawCase(`C${k}`, { org: k % 3 ? 'A very long organisation name indeed' : '한국어 조직 이름', root_cause: 'r', components: ['x'] })),
      rawCase('LONE1'),
      rawCase('LONE2'),
    ];
    const index = indexOf(records);
    const layout = layoutClusters(index, { clustering: clusterCases(index) });
    expect(layout.positions.size).toBe(32 + 2);
    const boxes = [...layout.boxes.values()];
    for (let a = 0; a < boxes.length; a++) for (let b = a + 1; b < boxes.length; b++) expect(overlaps(boxes[a]!, boxes[b]!)).toBe(false);
  });
});

describe('layoutClusters on a synthetic library', () => {
  it('overlaps nothing at 3,000 cases either (checked by a sweep over x, not all pairs)', () => {
    const index = buildIndex(loadLibrary(generateLibrary(3000)).cases);
    const layout = layoutClusters(index);
    expect(layout.positions.size).toBe(buildGraph(index, null).nodes.length);
    const boxes = [...layout.boxes].sort((a, b) => a[1].x1 - b[1].x1);
    let compared = 0;
    for (let a = 0; a < boxes.length; a++) {
      for (let b = a + 1; b < boxes.length && boxes[b]![1].x1 < boxes[a]![1].x2; b++) {
        compared++;
        if (overlaps(boxes[a]![1], boxes[b]![1])) expect.fail(`${boxes[a]![0]} × ${boxes[b]![0]}`);
      }
    }
    expect(compared).toBeGreaterThan(boxes.length);
  });
});
