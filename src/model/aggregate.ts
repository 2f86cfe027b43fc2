import { buildGraph, causeNodeId, componentNodeId, type GraphEdge, type GraphModel, type GraphNode } from './graph';
import type { LibraryIndex } from './indexes';
import { relationsOf, type RelationRule } from './relations';
import type { Selection } from './urlState';

/**
 * Above this many shown cases the default view aggregates: hubs only, sized by case count, with
 * the cases of the selected hub (or the selected case and its relations) drawn on top. Measured:
 * see the README's performance section.
 */
export const AGGREGATE_ABOVE = 4000;
/** Co-occurrence edges kept per hub, strongest first, so the hub graph stays readable. */
const CO_OCCURRENCE_PER_HUB = 4;
/** Cases drawn for a selected hub in the aggregated view. */
export const FOCUS_CASE_CAP = 3000;

function hubsOf(index: LibraryIndex, i: number): string[] {
  const c = index.cases[i]!;
  const hubs = c.components.map(componentNodeId);
  if (c.root_cause) hubs.push(causeNodeId(c.root_cause));
  return hubs;
}

/** Which shown cases to draw in full around the focus. */
function focusMask(index: LibraryIndex, mask: Uint8Array, focus: Selection, rule: RelationRule): Uint8Array {
  const out = new Uint8Array(index.cases.length);
  if (!focus) return out;
  if (focus.kind === 'case') {
    const i = index.byId.get(focus.key);
    if (i === undefined || !mask[i]) return out;
    out[i] = 1;
    for (const r of relationsOf(index, i, rule)) if (mask[r.other]) out[r.other] = 1;
    return out;
  }
  const postings = (focus.kind === 'component' ? index.byComponent : index.byCause).get(focus.key) ?? [];
  let n = 0;
  for (const i of postings) {
    if (!mask[i]) continue;
    out[i] = 1;
    if (++n >= FOCUS_CASE_CAP) break;
  }
  return out;
}

/**
 * The aggregated graph of a big filtered set: every hub the shown cases touch (weight = shown
 * cases), hubs linked by how many shown cases they share, and the focus's cases in full.
 */
export function buildAggregateGraph(index: LibraryIndex, mask: Uint8Array, focus: Selection, rule: RelationRule = 'seed'): GraphModel {
  const weights = new Map<string, number>();
  const co = new Map<string, number>();
  for (let i = 0; i < mask.length; i++) {
    if (!mask[i]) continue;
    const hubs = hubsOf(index, i).sort();
    for (const h of hubs) weights.set(h, (weights.get(h) ?? 0) + 1);
    for (let a = 0; a < hubs.length; a++) for (let b = a + 1; b < hubs.length; b++) {
      const key = `${hubs[a]}\t${hubs[b]}`;
      co.set(key, (co.get(key) ?? 0) + 1);
    }
  }
  const inner = buildGraph(index, focusMask(index, mask, focus, rule), rule);
  const nodes: GraphNode[] = inner.nodes.filter((n) => n.kind === 'case');
  for (const [id, weight] of [...weights].sort((a, b) => (a[0] < b[0] ? -1 : 1))) {
    const sep = id.indexOf(':');
    nodes.push({ id, kind: id.startsWith('component:') ? 'component' : 'cause', key: id.slice(sep + 1), weight });
  }
  // Keep each hub's strongest links only.
  const perHub = new Map<string, [string, number][]>();
  for (const [key, n] of co) {
    const [a, b] = key.split('\t') as [string, string];
    for (const h of [a, b]) {
      const list = perHub.get(h) ?? [];
      list.push([key, n]);
      perHub.set(h, list);
    }
  }
  const kept = new Set<string>();
  for (const list of perHub.values()) {
    list.sort((x, y) => y[1] - x[1] || (x[0] < y[0] ? -1 : 1));
    for (const [key] of list.slice(0, CO_OCCURRENCE_PER_HUB)) kept.add(key);
  }
  const edges: GraphEdge[] = inner.edges.slice();
  for (const key of [...kept].sort()) {
    const [a, b] = key.split('\t') as [string, string];
    edges.push({ id: `${a}+${b}`, kind: 'co-occurs', source: a, target: b, weight: co.get(key) ?? 0 });
  }
  return { nodes, edges, chainedGroups: inner.chainedGroups, aggregated: true };
}
