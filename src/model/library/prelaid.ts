import type { Case } from '../core';
import type { Cluster, ClusterRegion, LibraryMap, PositionTable } from '../layout';

/**
 * A library's layout computed ahead (at build time, for the bundled library: it is deterministic)
 * and shipped with it: plain JSON. `fingerprint` is that of the valid cases it was computed for;
 * a library whose cases differ (the data changed since) lays itself out again.
 */
export interface PrelaidLayout {
  fingerprint: string;
  caseXY: number[];
  hubs: [string, number, number][];
  clusters: Cluster[];
  clusterOf: number[];
  regions: ClusterRegion[];
}

/** 53 bits of a string's hash (cyrb53): tells one library's cases from another's, not a secret. */
function hash53(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

/**
 * A case's narrative texts: most of a library's text, and nothing the layout or the clusters read
 * (they read the index: ids, dates, components, causes, links). Left out of the fingerprint,
 * which then costs a fraction of the layout it stands for.
 */
const NARRATIVE = new Set(['summary', 'symptoms_text', 'lessons', 'action_items', 'detection', 'trigger', 'impact', 'timeline', 'remediation', 'review']);

/** The fingerprint of a library's valid cases: every field but their narrative texts. */
export function casesFingerprint(cases: readonly Case[]): string {
  const text = JSON.stringify(cases, (key, value: unknown) => (NARRATIVE.has(key) ? undefined : value));
  return `${cases.length}:${hash53(text)}`;
}

/** A computed layout as it is shipped. */
export function prelaidLayout(cases: readonly Case[], positions: PositionTable, map: LibraryMap): PrelaidLayout {
  return { fingerprint: casesFingerprint(cases), caseXY: Array.from(positions.caseXY), hubs: positions.hubs, clusters: map.clusters, clusterOf: Array.from(map.clusterOf), regions: map.regions };
}

/**
 * The shipped layout as the pipeline's tables, when it was computed for exactly these cases and
 * its tables fit them; null otherwise (stale or damaged: the caller lays the library out itself).
 */
export function usablePrelaid(prelaid: PrelaidLayout | null | undefined, cases: readonly Case[]): { positions: PositionTable; map: LibraryMap } | null {
  if (!prelaid || typeof prelaid !== 'object') return null;
  const n = cases.length;
  const fits = Array.isArray(prelaid.caseXY) && prelaid.caseXY.length === 2 * n && Array.isArray(prelaid.clusterOf) && prelaid.clusterOf.length === n && Array.isArray(prelaid.clusters) && Array.isArray(prelaid.regions) && Array.isArray(prelaid.hubs);
  if (!fits || prelaid.clusterOf.some((k) => !Number.isInteger(k) || k < 0 || k >= prelaid.clusters.length)) return null;
  if (prelaid.fingerprint !== casesFingerprint(cases)) return null;
  return {
    positions: { caseXY: Float64Array.from(prelaid.caseXY, (v) => (v === null ? Number.NaN : v)), hubs: prelaid.hubs },
    map: { clusters: prelaid.clusters, clusterOf: Int32Array.from(prelaid.clusterOf), regions: prelaid.regions },
  };
}
