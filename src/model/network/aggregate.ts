import { buildGraph, causeNodeId, compareByDate, componentNodeId, type FocusCap, type GraphEdge, type GraphModel, type GraphNode } from './graphModel';
import type { LibraryIndex } from '../core';
import { relationsOf, type RelationRule } from '../relations';
import type { Selection } from '../core';
import { edgeId } from '../ids';
import { selectionNodeId } from './nodeId';

/**
 * Above this many shown cases the default view aggregates: hubs only, sized by case count, with
 * the cases of the selected hub (or the selected case and its relations) drawn on top. Measured:
 * see the README's performance section.
 */
export const AGGREGATE_ABOVE = 4000;
/** Co-occurrence edges kept per hub, strongest first, so the hub graph stays readable. */
const CO_OCCURRENCE_PER_HUB = 4;
/**
 * Cases drawn for a selection in the aggregated view: a hub's most recent, a case's closest
 * related ones (the panel's order). Measured: the biggest hub of a 10,000-case library drew 2,500
 * nodes and 15,700 edges at a 3,000 cap, and every full redraw of that (a pan animation, a
 * selection) took ~600 ms here; a case with 4,706 related cases of 100,000 drew them all, and
 * closing it removed them in one task of 430-900 ms.
 */
export const FOCUS_CASE_CAP = 500;
/** Up to this many hubs, pair counts live in a dense square table (≤ 1 M cells); beyond, in a Map. */
const DENSE_PAIRS_UP_TO = 1024;

/** The hub layer of the aggregated view: it depends on the filtered set only, not on the focus. */
export interface HubAggregate {
  nodes: GraphNode[];
  edges: GraphEdge[];
}

/** Each case's hubs as numbers, in compressed rows: case i's are `hubs[start[i]] … hubs[start[i + 1] - 1]`. */
interface CaseHubTable {
  /** Hub node ids, sorted: a hub's number is its place here. */
  ids: string[];
  start: Uint32Array;
  hubs: Uint32Array;
}

/** Built once per library (the index never changes), from the postings rather than the cases. */
const caseHubTables = new WeakMap<LibraryIndex, CaseHubTable>();

/**
 * The table is read off the hubs' posting lists, numbers only: looking each case's slugs up by
 * string cost ~75–150 ms at 100,000 cases on the page, on every filter change.
 */
function caseHubTable(index: LibraryIndex): CaseHubTable {
  const cached = caseHubTables.get(index);
  if (cached) return cached;
  const lists = new Map<string, readonly number[]>();
  for (const [slug, cases] of index.byComponent) lists.set(componentNodeId(slug), cases);
  for (const [slug, cases] of index.byCause) lists.set(causeNodeId(slug), cases);
  const ids = [...lists.keys()].sort();
  const n = index.cases.length;
  const start = new Uint32Array(n + 1);
  for (const id of ids) for (const i of lists.get(id)!) start[i + 1]!++;
  for (let i = 0; i < n; i++) start[i + 1]! += start[i]!;
  const hubs = new Uint32Array(start[n]!);
  const fill = start.slice(0, n);
  ids.forEach((id, k) => {
    for (const i of lists.get(id)!) hubs[fill[i]!++] = k;
  });
  const table = { ids, start, hubs };
  caseHubTables.set(index, table);
  return table;
}

/**
 * Every hub the shown cases touch (weight = shown cases) and the hubs' strongest co-occurrence
 * links (how many shown cases two hubs share). Hubs are numbered in id order, so a pair (a, b)
 * with a < b sorts like its `${a}\t${b}` key did; the result is the same for the same input.
 * Measured: string pair keys cost ~180 ms on a cold page at 10,000 cases; integers a few ms.
 */
export function aggregateHubs(index: LibraryIndex, mask: Uint8Array): HubAggregate {
  const { ids, start, hubs } = caseHubTable(index);
  const hubCount = ids.length;
  const weights = new Uint32Array(hubCount);
  const dense = hubCount <= DENSE_PAIRS_UP_TO ? new Uint32Array(hubCount * hubCount) : null;
  const sparse = dense ? null : new Map<number, number>();
  for (let i = 0; i < mask.length; i++) {
    if (!mask[i]) continue;
    const end = start[i + 1]!;
    for (let a = start[i]!; a < end; a++) {
      const ha = hubs[a]!;
      weights[ha]!++;
      for (let b = a + 1; b < end; b++) {
        const hb = hubs[b]!;
        const key = ha < hb ? ha * hubCount + hb : hb * hubCount + ha;
        if (dense) dense[key]!++;
        else sparse!.set(key, (sparse!.get(key) ?? 0) + 1);
      }
    }
  }
  const pairs: [key: number, count: number][] = [];
  if (dense) {
    for (let key = 0; key < dense.length; key++) if (dense[key]) pairs.push([key, dense[key]!]);
  } else {
    for (const entry of sparse!) pairs.push(entry);
  }
  // Each hub keeps its strongest links; ties go to the pair that sorts first.
  const perHub: [key: number, count: number][][] = Array.from({ length: hubCount }, () => []);
  for (const pair of pairs) {
    perHub[Math.floor(pair[0] / hubCount)]!.push(pair);
    perHub[pair[0] % hubCount]!.push(pair);
  }
  const kept = new Set<number>();
  for (const list of perHub) {
    list.sort((x, y) => y[1] - x[1] || x[0] - y[0]);
    for (let k = 0; k < Math.min(CO_OCCURRENCE_PER_HUB, list.length); k++) kept.add(list[k]![0]);
  }
  const nodes: GraphNode[] = [];
  ids.forEach((id, k) => {
    if (!weights[k]) return;
    const sep = id.indexOf(':');
    nodes.push({ id, kind: id.startsWith('component:') ? 'component' : 'cause', key: id.slice(sep + 1), weight: weights[k]! });
  });
  const edges: GraphEdge[] = [];
  for (const key of [...kept].sort((x, y) => x - y)) {
    const a = ids[Math.floor(key / hubCount)]!;
    const b = ids[key % hubCount]!;
    edges.push({ id: edgeId(a, '+', b), kind: 'co-occurs', source: a, target: b, weight: dense ? dense[key]! : sparse!.get(key)! });
  }
  return { nodes, edges };
}

/** Which shown cases to draw in full around the focus, and how many a hub focus left out. */
function focusMask(index: LibraryIndex, mask: Uint8Array, focus: Selection, rule: RelationRule): { mask: Uint8Array; capped: FocusCap | null } {
  const out = new Uint8Array(index.cases.length);
  if (!focus) return { mask: out, capped: null };
  if (focus.kind === 'case') {
    const i = index.byId.get(focus.key);
    if (i === undefined || !mask[i]) return { mask: out, capped: null };
    out[i] = 1;
    // Strongest and newest first, so the cases drawn are the ones its panel lists first.
    const related = relationsOf(index, i, rule).filter((r) => mask[r.other]);
    for (const r of related.slice(0, FOCUS_CASE_CAP)) out[r.other] = 1;
    return { mask: out, capped: related.length > FOCUS_CASE_CAP ? { of: 'related', shown: FOCUS_CASE_CAP, total: related.length } : null };
  }
  const shown = ((focus.kind === 'component' ? index.byComponent : index.byCause).get(focus.key) ?? []).filter((i) => mask[i]);
  // Newest first, in the hub panel's order, so the cases drawn are the ones it lists first.
  if (shown.length > FOCUS_CASE_CAP) shown.sort((a, b) => compareByDate(index, b, a));
  for (const i of shown.slice(0, FOCUS_CASE_CAP)) out[i] = 1;
  return { mask: out, capped: shown.length > FOCUS_CASE_CAP ? { of: 'cases', shown: FOCUS_CASE_CAP, total: shown.length } : null };
}

/**
 * The aggregated graph of a big filtered set: the hub layer (see aggregateHubs; pass it in when
 * only the focus changed) and the focus's cases in full.
 */
export function buildAggregateGraph(
  index: LibraryIndex,
  mask: Uint8Array,
  focus: Selection,
  rule: RelationRule = 'seed',
  hubs: HubAggregate = aggregateHubs(index, mask),
): GraphModel {
  const { mask: drawn, capped } = focusMask(index, mask, focus, rule);
  const inner = buildGraph(index, drawn, rule);
  const nodes: GraphNode[] = inner.nodes.filter((n) => n.kind === 'case').concat(hubs.nodes);
  const edges: GraphEdge[] = inner.edges.concat(hubs.edges);
  return { nodes, edges, chainedGroups: inner.chainedGroups, aggregated: true, focusCapped: capped, grownAround: focus };
}

/**
 * True when `model` is an aggregated map grown around another selection than the one whose node
 * is `selectedId` (null: none): the map for this one is on its way (derived a moment after the
 * selection, then drawn in steps), and the map holds its drawing until it is in. Drawn meanwhile,
 * a case opened at 10,000 cases had its neighbourhood drawn in a second of long frames under
 * the focus view that was about to cover it, and closing it styled and drew that neighbourhood
 * only to remove it (docs/decisions.md).
 */
export function awaitsSelection(model: GraphModel, selectedId: string | null): boolean {
  return model.aggregated === true && selectionNodeId(model.grownAround ?? null) !== selectedId;
}
