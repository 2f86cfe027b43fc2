import { UndirectedGraph } from 'graphology';
import louvain from 'graphology-communities-louvain';
import type { LibraryIndex, Postings } from '../core';
import { seededRandom } from './random';
import { findTwins, noTwins } from './twins';

/**
 * Failure-pattern clusters: communities (Louvain, seeded) over the cases and what they have.
 *
 * The graph Louvain sees is bipartite: one node per case and one per shared attribute (a root
 * cause × component pair, i.e. a group of the seed relation; a root cause; a component;
 * optionally a contributing factor), each case tied to its attributes; explicit `related` links and
 * recurrences tie two cases directly. Two cases of one seed group are joined through the
 * pair, the cause and the component, so the seed relation is the strongest tie, and a case
 * with no seed relation still joins the group it resembles most.
 *
 * A tie weighs `weight / size^damping` (size: the attribute's case count), so a component in
 * half the library does not pull everything together. Measured against case-to-case edges
 * (cliques, or sparse circulants for big groups) at the same resolution: similar clusters on
 * the bundled library (19 instead of 15: config changes split into CDN-edge pushes and
 * config-system changes, rollouts into telemetry-agent and pipeline ones), ~5 edges per case
 * instead of ~30, and graphology's edge insertion is most of the cost (1.7 s of 2.5 s at
 * 10,000 cases with pairs; 0.3–0.6 s in all this way, on a shared 2-core machine).
 *
 * Twin cases (the same groups, no direct tie: ./twins.ts) are one node in a big library: one
 * of many cases over few causes and components is then a small graph. 200,000 such cases (the
 * list test's) clustered in 0.73 s instead of 4.5 s in Node. Below TWINS_FROM cases the graph
 * keeps a node per case: it costs little there (29 ms for the bundled library), and the map's
 * sizes were tuned on the clusters it gives. Merging twins keeps Louvain's objective but not
 * its path: on the bundled library 5 cases moved, and the first view drew 91 instead of at
 * least 97 of its 194 case labels.
 */
export interface ClusterWeights {
  /** A case's tie to each of its root cause × component pairs (the seed relation's groups). */
  seed: number;
  /** An explicit `related` link or a recurrence, case to case. */
  explicit: number;
  cause: number;
  component: number;
  contributing: number;
}

export interface ClusterOptions {
  seed?: number;
  resolution?: number;
  weights?: Partial<ClusterWeights>;
  /** How much an attribute's size weakens its ties (0: not at all, 1: in proportion). */
  damping?: number;
  /** Communities smaller than this fold into one "other" cluster (1: every singleton stays). */
  minSize?: number;
  /** Whether twin cases are one node (default: from TWINS_FROM cases on). */
  twins?: boolean;
}

export const TWINS_FROM = 5_000;

/**
 * Contributing factors are off by default: measured, the bundled library's clusters are the
 * same with them (at 0.25) and without, and they are a fifth of the edges; at 1 a few cases
 * move (the network partitions split up) and no cluster gets clearer.
 */
export const DEFAULT_CLUSTER_WEIGHTS: ClusterWeights = { seed: 3, explicit: 3, cause: 1, component: 1, contributing: 0 };
const DEFAULT_DAMPING = 0.5;

/** What a cluster's cases share most: its name, as slugs (the UI labels them). */
export interface ClusterName {
  rootCause?: string;
  components: string[];
}

export interface Cluster {
  /** Stable id from the name's slugs (`config-change.config-system`), deduplicated with `~2`… */
  id: string;
  name: ClusterName;
  /** Case positions in the library, in library order. */
  cases: number[];
  /** What the cases have, with how many of them have it, most frequent first (the cluster panel). */
  components: [string, number][];
  causes: [string, number][];
  contributing: [string, number][];
}

export interface Clustering {
  /** Biggest first; the "other" bucket, if any, last. */
  clusters: Cluster[];
  /** For each case (library position), the position of its cluster in `clusters`. */
  clusterOf: Int32Array;
  modularity: number;
  /** Size of the graph Louvain ran on (cases and attributes; ties): linear in cases. */
  graph: { nodes: number; edges: number };
}

export { OTHER_CLUSTER_ID } from '../core';
import { OTHER_CLUSTER_ID } from '../core';
/**
 * Above 1, Louvain prefers smaller communities. Measured on the bundled library: at 1, 13
 * clusters, two of them mixing root causes (config changes with operator errors; upgrades
 * with resource limits); at 1.6, 19 clusters, each named by a root cause most of its cases
 * have, and SRE-recognisable splits (CDN-edge config pushes apart from config-system changes,
 * telemetry-agent rollouts apart from pipeline deploys).
 */
export const DEFAULT_RESOLUTION = 1.6;

/** A name part is a slug shared by at least this share of the cluster's cases. */
const NAME_SHARE = 0.5;
const NAME_COMPONENTS = 2;
function ranked(counts: Map<string, number>): [string, number][] {
  return [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
}

function count(map: Map<string, number>, key: string) {
  map.set(key, (map.get(key) ?? 0) + 1);
}

/** The case positions sorted by id, and each case's rank in that order: file order must not matter. */
function idRanks(index: LibraryIndex): { order: number[]; rank: Int32Array } {
  const order = index.cases.map((_, i) => i);
  order.sort((a, b) => {
    const ia = index.cases[a]!.id;
    const ib = index.cases[b]!.id;
    return ia < ib ? -1 : ia > ib ? 1 : a - b;
  });
  const rank = new Int32Array(order.length);
  order.forEach((i, r) => (rank[i] = r));
  return { order, rank };
}

function sortedGroups(postings: Postings): [string, number[]][] {
  return [...postings].sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
}

function nameOf(size: number, causes: [string, number][], components: [string, number][]): ClusterName {
  const minCount = size === 1 ? 1 : Math.max(2, Math.ceil(size * NAME_SHARE));
  const name: ClusterName = { components: [] };
  // A root cause names the cluster only when most of its cases have it: a tie says nothing.
  const [cause, causeCount] = causes[0] ?? ['', 0];
  if (cause && causeCount > size * NAME_SHARE) name.rootCause = cause;
  for (const [slug, n] of components) {
    if (n < minCount || name.components.length >= NAME_COMPONENTS) break;
    name.components.push(slug);
  }
  // No component in half the cases: the most shared one still says most about the group.
  const [top, topCount] = components[0] ?? ['', 0];
  if (!name.components.length && top && topCount >= 2 && topCount >= size / 3) name.components.push(top);
  return name;
}

function idOf(name: ClusterName): string {
  const parts = [...(name.rootCause ? [name.rootCause] : []), ...name.components];
  return parts.length ? parts.join('.') : 'mixed';
}

function describe(index: LibraryIndex, cases: number[]): Omit<Cluster, 'id' | 'name'> {
  const components = new Map<string, number>();
  const causes = new Map<string, number>();
  const contributing = new Map<string, number>();
  for (const i of cases) {
    const c = index.cases[i]!;
    for (const comp of new Set(c.components)) count(components, comp);
    if (c.root_cause) count(causes, c.root_cause);
    for (const f of new Set(c.contributing)) count(contributing, f);
  }
  return { cases, components: ranked(components), causes: ranked(causes), contributing: ranked(contributing) };
}

/**
 * Above resolution 1 Louvain may leave a case alone in a community (always, in a library of
 * one tight group: its modularity would be negative). A case left alone joins the community of
 * its strongest attribute tie that holds another case; merges go through a union-find, so a
 * chain of lone cases ends in one community. `community` is indexed by node: case nodes
 * 0…size.length-1 (each standing for `size[v]` twin cases), then attributes.
 */
function joinSingletons(graph: UndirectedGraph, community: Int32Array, size: Int32Array) {
  const caseNodes = size.length;
  const cases = new Map<number, number>();
  for (let v = 0; v < caseNodes; v++) cases.set(community[v]!, (cases.get(community[v]!) ?? 0) + size[v]!);
  const parent = new Map<number, number>();
  const find = (c: number): number => {
    let root = c;
    while (parent.has(root)) root = parent.get(root)!;
    return root;
  };
  for (let v = 0; v < caseNodes; v++) {
    const own = community[v]!;
    if (cases.get(own) !== 1) continue;
    let best = -1;
    let bestW = 0;
    graph.forEachEdge(v, (_e, attrs, source, target) => {
      const other = Number(source) === v ? Number(target) : Number(source);
      if (other < caseNodes) return;
      const c = community[other]!;
      if (c === own || !cases.get(c)) return;
      const w = attrs.weight as number;
      if (w > bestW || (w === bestW && other < best)) [best, bestW] = [other, w];
    });
    if (best < 0) continue;
    const a = find(own);
    const b = find(community[best]!);
    if (a !== b) parent.set(a, b);
  }
  for (let v = 0; v < caseNodes; v++) community[v] = find(community[v]!);
}

/** Twin cases as one node each (./twins.ts); a case with a direct tie keeps its own. */
function mergedTwins(n: number, groups: readonly { members: number[] }[], direct: ReadonlyMap<number, ReadonlySet<number>>) {
  const linked = new Uint8Array(n);
  for (const [lo, his] of direct) {
    linked[lo] = 1;
    for (const hi of his) linked[hi] = 1;
  }
  return findTwins(
    n,
    groups.map((g) => g.members),
    (r) => linked[r] === 1,
  );
}

/**
 * Clusters every case of the library, each into exactly one cluster. Deterministic: the graph is
 * built in id order from groups in key order and Louvain walks it with a seeded generator, so
 * the same cases in any file order give the same clusters.
 */
export function clusterCases(index: LibraryIndex, options: ClusterOptions = {}): Clustering {
  const n = index.cases.length;
  const weights = { ...DEFAULT_CLUSTER_WEIGHTS, ...options.weights };
  const damping = options.damping ?? DEFAULT_DAMPING;
  const minSize = options.minSize ?? 2;
  const { order, rank } = idRanks(index);
  const groups: { members: number[]; weight: number }[] = [];
  const collect = (postings: Postings, weight: number) => {
    if (weight <= 0) return;
    for (const [, members] of sortedGroups(postings)) {
      if (members.length < 2) continue;
      groups.push({ members: members.map((i) => rank[i]!).sort((x, y) => x - y), weight: weight / Math.pow(members.length, damping) });
    }
  };
  collect(index.byCauseComponent, weights.seed);
  collect(index.byCause, weights.cause);
  collect(index.byComponent, weights.component);
  collect(index.byContributing, weights.contributing);
  // Direct ties by rank, each once: links are stored both ways, and a recurrence ties both cases.
  const direct = new Map<number, Set<number>>();
  const tie = (a: number, b: number) => {
    if (a === b) return;
    const [lo, hi] = a < b ? [a, b] : [b, a];
    let set = direct.get(lo);
    if (!set) direct.set(lo, (set = new Set()));
    set.add(hi);
  };
  if (weights.explicit > 0) {
    for (const [i, others] of index.explicit) for (const j of others) tie(rank[i]!, rank[j]!);
    for (const [i, earlier] of index.recurrenceOf) tie(rank[i]!, rank[earlier]!);
  }
  const twins = (options.twins ?? n >= TWINS_FROM) ? mergedTwins(n, groups, direct) : noTwins(n);
  // Case nodes 0…count-1 in order of their first case by id rank, attributes follow in key order:
  // file order cannot matter. Only a twin set's first case adds its ties, weighted by the set's size.
  const graph = new UndirectedGraph();
  const caseNodes = twins.count;
  for (let v = 0; v < caseNodes; v++) graph.addNode(v);
  let next = caseNodes;
  for (const { members, weight } of groups) {
    const node = next++;
    graph.addNode(node);
    for (const r of members) {
      const v = twins.nodeOf[r]!;
      if (twins.first[v] === r) graph.addEdge(v, node, { weight: weight * twins.size[v]! });
    }
  }
  for (const lo of [...direct.keys()].sort((x, y) => x - y)) {
    for (const hi of [...direct.get(lo)!].sort((x, y) => x - y)) graph.addEdge(twins.nodeOf[lo]!, twins.nodeOf[hi]!, { weight: weights.explicit });
  }

  const nodeCommunity = new Int32Array(next).map((_, v) => v);
  let modularity = 0;
  if (graph.size > 0) {
    const detailed = louvain.detailed(graph, { rng: seededRandom(options.seed ?? 1), resolution: options.resolution ?? DEFAULT_RESOLUTION });
    modularity = detailed.modularity;
    for (let v = 0; v < next; v++) nodeCommunity[v] = detailed.communities[v]!;
  }
  joinSingletons(graph, nodeCommunity, twins.size);
  const community = new Int32Array(n);
  for (let r = 0; r < n; r++) community[r] = nodeCommunity[twins.nodeOf[r]!]!;

  // Attribute nodes (after the case nodes) only carried ties: cases alone make the clusters.
  const members = new Map<number, number[]>();
  for (let r = 0; r < n; r++) {
    const list = members.get(community[r]!);
    if (list) list.push(order[r]!);
    else members.set(community[r]!, [order[r]!]);
  }
  const kept: (Omit<Cluster, 'id'> & { firstRank: number })[] = [];
  const other: number[] = [];
  for (const list of members.values()) {
    if (list.length < minSize) other.push(...list);
    else {
      list.sort((a, b) => a - b);
      const d = describe(index, list);
      let firstRank = n;
      for (const i of list) firstRank = Math.min(firstRank, rank[i]!);
      kept.push({ ...d, name: nameOf(list.length, d.causes, d.components), firstRank });
    }
  }
  kept.sort((a, b) => b.cases.length - a.cases.length || (idOf(a.name) < idOf(b.name) ? -1 : idOf(a.name) > idOf(b.name) ? 1 : a.firstRank - b.firstRank));

  const used = new Set<string>([OTHER_CLUSTER_ID]);
  const clusters: Cluster[] = kept.map(({ firstRank: _, ...c }) => {
    const base = idOf(c.name);
    let id = base;
    for (let k = 2; used.has(id); k++) id = `${base}~${k}`;
    used.add(id);
    return { id, ...c };
  });
  if (other.length) {
    other.sort((a, b) => a - b);
    clusters.push({ id: OTHER_CLUSTER_ID, name: { components: [] }, ...describe(index, other) });
  }
  const clusterOf = new Int32Array(n);
  clusters.forEach((c, k) => {
    for (const i of c.cases) clusterOf[i] = k;
  });
  return { clusters, clusterOf, modularity, graph: { nodes: graph.order, edges: graph.size } };
}
