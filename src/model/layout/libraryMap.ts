import type { ClusterRegion } from './clusterLayout';
import type { Cluster, Clustering } from './clusters';
import { caseNodeId } from '../network';
import type { LibraryIndex } from '../core';
import type { Point } from './layout';

/**
 * The failure-pattern map of a library as the worker sends it: the clusters (what their cases
 * share, with counts), each case's cluster, and each cluster's disc in model coordinates.
 * Plain data: arrays and one typed array, which a worker can transfer.
 */
export interface LibraryMap {
  clusters: Cluster[];
  /** For each case (library position), the position of its cluster in `clusters`. */
  clusterOf: Int32Array;
  /** One disc per cluster, in the order of `clusters`. */
  regions: ClusterRegion[];
}

export type ClusterTable = Pick<Clustering, 'clusters' | 'clusterOf'>;

/** Room around the outermost case of a cluster whose disc is rebuilt from positions. */
const REGION_MARGIN = 40;

/**
 * Discs around each cluster's cases, for positions that did not come with their regions (a
 * pack's stored layout): centred on the cases' mean, reaching the farthest one plus a margin.
 */
export function regionsFromPositions(index: LibraryIndex, clustering: ClusterTable, positionOf: (nodeId: string) => Point | undefined): ClusterRegion[] {
  return clustering.clusters.map((c, k) => {
    const points = c.cases.flatMap((i) => {
      const p = positionOf(caseNodeId(index.cases[i]!.id));
      return p && Number.isFinite(p.x) && Number.isFinite(p.y) ? [p] : [];
    });
    if (!points.length) return { clusterId: c.id, cluster: k, x: 0, y: 0, r: 0 };
    const x = points.reduce((s, p) => s + p.x, 0) / points.length;
    const y = points.reduce((s, p) => s + p.y, 0) / points.length;
    const r = Math.max(...points.map((p) => Math.hypot(p.x - x, p.y - y)));
    return { clusterId: c.id, cluster: k, x: Math.round(x), y: Math.round(y), r: Math.ceil(r + REGION_MARGIN) };
  });
}

/** The cluster with this id, or undefined (a `cluster=` link may name one that is not there). */
export function clusterById(map: Pick<LibraryMap, 'clusters'>, id: string): Cluster | undefined {
  return map.clusters.find((c) => c.id === id);
}
