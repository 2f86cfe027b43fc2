import { causeComponentKey, type LibraryIndex, type Selection } from '../core';
import { addReason, ruleEntry } from '../relations';
import type { RelationReason, RelationRule } from '../relations';
import { edgeId } from '../ids';

/**
 * The graph as the app thinks of it: typed nodes and edges with stable ids, and nothing of
 * how it is drawn. src/graph turns it into cytoscape elements.
 */
/** `draft`: the "Have we seen this before?" draft, a temporary node (draftNode.ts), never persisted. */
export type NodeKind = 'case' | 'component' | 'cause' | 'draft';

export interface GraphNode {
  id: string;
  kind: NodeKind;
  /** Case id or slug. */
  key: string;
  /** For hubs: how many shown cases touch it. For cases: 1. */
  weight: number;
  /** For cases: position in the library. */
  caseIndex?: number;
}

/** `co-occurs` links two hubs in the aggregated view of a big library; `draft-match` the draft node to a match. */
export type EdgeKind = 'has-component' | 'has-cause' | 'relation' | 'co-occurs' | 'draft-match';

export interface GraphEdge {
  id: string;
  kind: EdgeKind;
  source: string;
  target: string;
  reasons?: RelationReason[];
  /** For `co-occurs`: how many shown cases have both hubs. */
  weight?: number;
}

export interface GraphModel {
  nodes: GraphNode[];
  edges: GraphEdge[];
  /** Relation groups too large to draw as full cliques; drawn as date-ordered chains instead. */
  chainedGroups: { key: string; size: number }[];
  /** True when cases are summarised by their hubs (big libraries). */
  aggregated?: boolean;
  /** In the aggregated view, when the selection has more shown cases than are drawn. */
  focusCapped?: FocusCap | null;
  /** In the aggregated view, the selection whose cases it draws (null: none); see `awaitsSelection`. */
  grownAround?: Selection;
}

export interface FocusCap {
  /** A hub's own cases, or a case's related ones. */
  of: 'cases' | 'related';
  shown: number;
  total: number;
}

export const caseNodeId = (id: string) => `case:${id}`;
export const componentNodeId = (slug: string) => `component:${slug}`;
export const causeNodeId = (slug: string) => `cause:${slug}`;
/** The draft node (draftNode.ts): keyed by the cases it links to, so new links draw it anew where they are. */
export const draftNodeId = (key: string) => `draft:${key}`;

/** Groups up to this size are drawn as full cliques; larger ones as a chain in date order. */
export const CLIQUE_CAP = 8;

/**
 * Builds the graph of the shown cases (`mask[i] === 1`), the hubs they touch and the relations
 * between them. Cost is linear in the shown cases and their group sizes: no pairwise comparison.
 */
export function buildGraph(index: LibraryIndex, mask: Uint8Array | null, rule: RelationRule = 'seed'): GraphModel {
  const nodes: GraphNode[] = [];
  const edges: GraphEdge[] = [];
  const hubWeight = new Map<string, GraphNode>();
  const shown = (i: number) => !mask || mask[i] === 1;

  const hub = (id: string, kind: NodeKind, key: string) => {
    let node = hubWeight.get(id);
    if (!node) {
      node = { id, kind, key, weight: 0 };
      hubWeight.set(id, node);
    }
    node.weight++;
  };

  index.cases.forEach((c, i) => {
    if (!shown(i)) return;
    const id = caseNodeId(c.id);
    nodes.push({ id, kind: 'case', key: c.id, weight: 1, caseIndex: i });
    for (const comp of c.components) {
      const target = componentNodeId(comp);
      hub(target, 'component', comp);
      edges.push({ id: edgeId(id, '>', target), kind: 'has-component', source: id, target });
    }
    if (c.root_cause) {
      const target = causeNodeId(c.root_cause);
      hub(target, 'cause', c.root_cause);
      edges.push({ id: edgeId(id, '>', target), kind: 'has-cause', source: id, target });
    }
  });
  // Hubs sorted by key so that node order (and so drawing order) is stable.
  nodes.push(...[...hubWeight.values()].sort((a, b) => (a.id < b.id ? -1 : 1)));

  // Keyed by the pair's numbers (x · n + y, exact below 2^53), not a string: this runs for every
  // pair of every group, about half of a 4,000-case filter's graph build with `${x}:${y}` keys.
  const pairs = new Map<number, { a: number; b: number; reasons: RelationReason[] }>();
  const n = index.cases.length;
  const pair = (a: number, b: number, reason: RelationReason) => {
    // Earlier case first, so recurrence edges point forward in time.
    const earlierFirst = compareByDate(index, a, b) <= 0;
    const x = earlierFirst ? a : b;
    const y = earlierFirst ? b : a;
    const key = x * n + y;
    let entry = pairs.get(key);
    if (!entry) pairs.set(key, (entry = { a: x, b: y, reasons: [] }));
    addReason(entry.reasons, reason);
  };

  const chainedGroups: { key: string; size: number }[] = [];
  const entry = ruleEntry(rule);
  for (const [key, members] of entry.groups(index)) {
    const visible = members.filter(shown);
    if (visible.length < 2) continue;
    const reason = entry.reason(key, index);
    if (visible.length <= CLIQUE_CAP) {
      for (let x = 0; x < visible.length; x++) for (let y = x + 1; y < visible.length; y++) pair(visible[x] as number, visible[y] as number, reason);
    } else {
      chainedGroups.push({ key, size: visible.length });
      visible.sort((a, b) => compareByDate(index, a, b));
      for (let x = 1; x < visible.length; x++) pair(visible[x - 1] as number, visible[x] as number, reason);
    }
  }
  for (const [i, others] of index.explicit) {
    if (!shown(i)) continue;
    for (const j of others) if (i < j && shown(j)) pair(i, j, { kind: 'explicit' });
  }
  for (const [later, earlier] of index.recurrenceOf) {
    if (shown(later) && shown(earlier)) pair(earlier, later, { kind: 'recurrence-of' });
  }

  for (const { a, b, reasons } of pairs.values()) {
    const source = caseNodeId(index.cases[a]!.id);
    const target = caseNodeId(index.cases[b]!.id);
    edges.push({ id: edgeId(source, '~', target), kind: 'relation', source, target, reasons });
  }
  chainedGroups.sort((a, b) => b.size - a.size);
  return { nodes, edges, chainedGroups };
}

/** How many nodes of each kind, and relation edges, a graph draws (the status line, the graph's description). */
export interface GraphCounts {
  cases: number;
  components: number;
  causes: number;
  relations: number;
}

export function countGraph(graph: GraphModel): GraphCounts {
  const counts: GraphCounts = { cases: 0, components: 0, causes: 0, relations: 0 };
  for (const n of graph.nodes) {
    if (n.kind === 'case') counts.cases++;
    else if (n.kind === 'component') counts.components++;
    else counts.causes++;
  }
  for (const e of graph.edges) if (e.kind === 'relation') counts.relations++;
  return counts;
}

export function compareByDate(index: LibraryIndex, a: number, b: number): number {
  const da = index.cases[a]?.date ?? '';
  const db = index.cases[b]?.date ?? '';
  if (da !== db) return da < db ? -1 : 1;
  return a - b;
}

export { causeComponentKey };
