import { caseNodeId, causeNodeId, CLIQUE_CAP, compareByDate, componentNodeId } from './graphModel';
import type { LibraryIndex } from '../core';
import { addReason, groupPostings, ruleEntry } from '../relations';
import type { RelationReason, RelationRule } from '../relations';
import { edgeId } from '../ids';

/**
 * "How are these two related?": the shortest chain between two cases in the graph as it is
 * drawn — cases, components and root causes, joined by case→component and case→root cause
 * edges and by the case–case relations of the rule (full cliques for small groups, date-ordered
 * chains for groups over CLIQUE_CAP, exactly as buildGraph draws them). So every node and edge of
 * a path is an element of `buildGraph(index, mask, rule)` and can be highlighted.
 *
 * Breadth-first over the inverted indexes: each case, hub and relation group is expanded at
 * most once, so the cost is linear in the postings it touches, never in the pairs of cases.
 */

export type PathNode =
  | { kind: 'case'; index: number; id: string; nodeId: string }
  | { kind: 'component' | 'cause'; key: string; nodeId: string };

/** One edge of the path, in the order walked (`from` is nearer the start). */
export interface PathEdge {
  id: string;
  kind: 'has-component' | 'has-cause' | 'relation';
  from: PathNode;
  to: PathNode;
  /** For relation edges: why the two cases are related (as the edge's tooltip says it). */
  reasons?: RelationReason[];
}

/**
 * Consecutive cases on the path and what joins them: a shared component or root cause (two
 * edges, through the hub) or a relation edge. A path always alternates this way, since hubs
 * only touch cases.
 */
export type PathLink =
  | { kind: 'hub'; from: number; to: number; hub: 'component' | 'cause'; key: string }
  | { kind: 'relation'; from: number; to: number; reasons: RelationReason[] };

export interface CasePath {
  nodes: PathNode[];
  edges: PathEdge[];
  links: PathLink[];
}

/**
 * Why there is no path: `unknown-case` (an id not in the library), `same-case`, `hidden` (one end
 * is hidden by the filters), `filtered` (a path exists only through cases the filters hide),
 * `disconnected` (the two lie in different connected parts of the graph).
 */
export type NoPathReason = 'unknown-case' | 'same-case' | 'hidden' | 'filtered' | 'disconnected';

export type PathResult = { found: true; path: CasePath } | { found: false; reason: NoPathReason };

export interface PathOptions {
  /** Shown cases (1 = shown); null: all of them. */
  mask?: Uint8Array | null;
  /** Groups up to this size are cliques, larger ones chains (as in buildGraph). */
  cliqueCap?: number;
}

/** A relation group as drawn among the shown cases: a clique, or a date-ordered chain. */
interface GroupView {
  members: readonly number[];
  chain: boolean;
  /** For chains: position of each member in date order. */
  position: Map<number, number> | null;
}

/** Each case's position in date order (compareByDate), computed once per library. */
const dateRanks = new WeakMap<LibraryIndex, Int32Array>();
function dateRank(index: LibraryIndex): Int32Array {
  let ranks = dateRanks.get(index);
  if (!ranks) {
    const order = index.cases.map((_, i) => i).sort((a, b) => compareByDate(index, a, b));
    ranks = new Int32Array(order.length);
    order.forEach((i, r) => (ranks![i] = r));
    dateRanks.set(index, ranks);
  }
  return ranks;
}

/** Neighbour lookups over the drawn graph, with per-search caches of the groups it opened. */
class Walker {
  private groups = new Map<string, GroupView>();

  constructor(
    readonly index: LibraryIndex,
    readonly rule: RelationRule,
    readonly mask: Uint8Array | null,
    readonly cap: number,
  ) {}

  shown(i: number): boolean {
    return !this.mask || this.mask[i] === 1;
  }

  group(key: string): GroupView {
    let view = this.groups.get(key);
    if (!view) {
      const postings = groupPostings(this.index, this.rule, key);
      let members = this.mask ? postings.filter((i) => this.shown(i)) : postings;
      const chain = members.length > this.cap;
      let position: Map<number, number> | null = null;
      if (chain) {
        const rank = dateRank(this.index);
        // Postings are shared with the index: sort a copy.
        members = (members === postings ? [...postings] : (members as number[])).sort((a, b) => rank[a]! - rank[b]!);
        position = new Map(members.map((m, p) => [m, p]));
      }
      view = { members, chain, position };
      this.groups.set(key, view);
    }
    return view;
  }

  /** Cases joined to case i by a drawn relation edge, through the groups of the rule. */
  groupNeighbours(i: number, visit: (j: number) => void) {
    for (const key of ruleEntry(this.rule).groupKeys(this.index, i)) {
      const g = this.group(key);
      if (g.members.length < 2) continue;
      if (!g.chain) {
        for (const j of g.members) if (j !== i) visit(j);
      } else {
        const p = g.position!.get(i);
        if (p === undefined) continue;
        if (p > 0) visit(g.members[p - 1]!);
        if (p < g.members.length - 1) visit(g.members[p + 1]!);
      }
    }
  }

  /** Every case joined to case i by a drawn relation edge. */
  caseNeighbours(i: number, visit: (j: number) => void) {
    this.groupNeighbours(i, visit);
    for (const j of this.index.explicit.get(i) ?? []) if (this.shown(j)) visit(j);
    const earlier = this.index.recurrenceOf.get(i);
    if (earlier !== undefined && this.shown(earlier)) visit(earlier);
    for (const j of this.index.recurredAs.get(i) ?? []) if (this.shown(j)) visit(j);
  }

  /** The reasons of the drawn edge between cases a and b, merged as buildGraph merges them. */
  reasons(a: number, b: number): RelationReason[] {
    const list: RelationReason[] = [];
    const add = (reason: RelationReason) => addReason(list, reason);
    const bKeys = new Set(ruleEntry(this.rule).groupKeys(this.index, b));
    for (const key of ruleEntry(this.rule).groupKeys(this.index, a)) {
      if (!bKeys.has(key)) continue;
      const g = this.group(key);
      if (g.members.length < 2) continue;
      if (g.chain && Math.abs(g.position!.get(a)! - g.position!.get(b)!) !== 1) continue;
      add(ruleEntry(this.rule).reason(key, this.index));
    }
    if ((this.index.explicit.get(a) ?? []).includes(b)) add({ kind: 'explicit' });
    if (this.index.recurrenceOf.get(a) === b || this.index.recurrenceOf.get(b) === a) add({ kind: 'recurrence-of' });
    return list;
  }
}

/** Search-space node ids: cases are their index; hubs are `c:` / `r:` + slug. */
type Key = number | string;

function bfs(w: Walker, from: number, to: number): Key[] | null {
  const { index } = w;
  const parent = new Map<Key, Key>();
  const seen = new Uint8Array(index.cases.length);
  const seenHub = new Set<string>();
  seen[from] = 1;
  let frontier: Key[] = [from];
  while (frontier.length) {
    const next: Key[] = [];
    for (const node of frontier) {
      const reach = (k: Key) => {
        if (typeof k === 'number') {
          if (seen[k] || !w.shown(k)) return;
          seen[k] = 1;
        } else {
          if (seenHub.has(k)) return;
          seenHub.add(k);
        }
        parent.set(k, node);
        next.push(k);
      };
      if (typeof node === 'number') {
        // Relation edges first: among equally short paths, the one with a relation edge wins.
        w.caseNeighbours(node, reach);
        if (seen[to]) break;
        const c = index.cases[node]!;
        for (const comp of c.components) reach(`c:${comp}`);
        if (c.root_cause) reach(`r:${c.root_cause}`);
      } else {
        const slug = node.slice(2);
        const postings = (node.startsWith('c:') ? index.byComponent : index.byCause).get(slug) ?? [];
        for (const j of postings) reach(j);
      }
      if (seen[to]) break;
    }
    if (seen[to]) {
      const keys: Key[] = [to];
      let k: Key = to;
      while (k !== from) {
        k = parent.get(k)!;
        keys.push(k);
      }
      return keys.reverse();
    }
    frontier = next;
  }
  return null;
}

function toNode(index: LibraryIndex, k: Key): PathNode {
  if (typeof k === 'number') {
    const id = index.cases[k]!.id;
    return { kind: 'case', index: k, id, nodeId: caseNodeId(id) };
  }
  const key = k.slice(2);
  return k.startsWith('c:') ? { kind: 'component', key, nodeId: componentNodeId(key) } : { kind: 'cause', key, nodeId: causeNodeId(key) };
}

function assemble(w: Walker, keys: Key[]): CasePath {
  const { index } = w;
  const nodes = keys.map((k) => toNode(index, k));
  const edges: PathEdge[] = [];
  const links: PathLink[] = [];
  for (let p = 1; p < nodes.length; p++) {
    const from = nodes[p - 1]!;
    const to = nodes[p]!;
    if (from.kind === 'case' && to.kind === 'case') {
      const [a, b] = compareByDate(index, from.index, to.index) <= 0 ? [from, to] : [to, from];
      const reasons = w.reasons(from.index, to.index);
      edges.push({ id: edgeId(a.nodeId, '~', b.nodeId), kind: 'relation', from, to, reasons });
      links.push({ kind: 'relation', from: from.index, to: to.index, reasons });
    } else {
      const [c, hub] = from.kind === 'case' ? [from, to] : [to, from];
      edges.push({ id: edgeId(c.nodeId, '>', hub.nodeId), kind: hub.kind === 'component' ? 'has-component' : 'has-cause', from, to });
      if (to.kind === 'case' && from.kind !== 'case') {
        const before = nodes[p - 2];
        if (before?.kind === 'case') links.push({ kind: 'hub', from: before.index, to: to.index, hub: from.kind, key: from.key });
      }
    }
  }
  return { nodes, edges, links };
}

/**
 * The shortest path between two cases (by id), or why there is none. With a mask, only shown
 * cases are walked; when that finds nothing but the whole library would, the reason is `filtered`.
 */
export function shortestPath(index: LibraryIndex, fromCase: string, toCase: string, rule: RelationRule = 'seed', options: PathOptions = {}): PathResult {
  const from = index.byId.get(fromCase);
  const to = index.byId.get(toCase);
  if (from === undefined || to === undefined) return { found: false, reason: 'unknown-case' };
  if (from === to) return { found: false, reason: 'same-case' };
  const mask = options.mask ?? null;
  const cap = options.cliqueCap ?? CLIQUE_CAP;
  if (mask && (mask[from] !== 1 || mask[to] !== 1)) return { found: false, reason: 'hidden' };
  const walker = new Walker(index, rule, mask, cap);
  const keys = bfs(walker, from, to);
  if (keys) return { found: true, path: assemble(walker, keys) };
  if (mask && bfs(new Walker(index, rule, null, cap), from, to)) return { found: false, reason: 'filtered' };
  return { found: false, reason: 'disconnected' };
}

/** Every graph element id on the path: its nodes, then its edges. */
export function pathElementIds(path: CasePath): string[] {
  return [...path.nodes.map((n) => n.nodeId), ...path.edges.map((e) => e.id)];
}
