import type { GraphEdge, GraphModel } from '../network';
import type { Rect } from '../layout';
import { relationWeight, type RelationReason } from '../relations';
import { gridFor, labelBox, nodeAt, type CellSize, type Grid, type Slot } from './grid';

/**
 * The focus view: what the graph shows while something is selected, laid out for itself (not
 * as a zoom of the library-wide map). Pure: given the drawn model, the selection and the room
 * beside the panel, it says which nodes are in the picture, where each one goes (screen pixels
 * at zoom 1, around (0, 0)), which edges join them and where each label may go.
 */
export type FocusSelection =
  /** A case, a component or root cause (a hub), or the draft node. */
  | { kind: 'node'; nodeId: string }
  /** A failure pattern: its drawn cases (a cluster has no node of its own). */
  | { kind: 'cluster'; id: string; members: readonly string[] }
  /** "How is this related to…?": the path's node ids, in order from one end to the other. */
  | { kind: 'path'; nodeIds: readonly string[] };

/**
 * Why a node is in the picture. `centre`: the selection. `hub`: a component or root cause of the
 * selected case (a small named badge). `related`: related by the drawn relation rule. `chain`: a
 * recurrence of (or recurred as) the selection, in the centre row in date order. `similar`: reads
 * alike by text (kept apart, in the outermost cells, drawn dashed). `member`: a case of the selected
 * hub or pattern. `match`: a match of the draft. `step`: a node of a path. `more`: "N more".
 */
export type FocusRole = 'centre' | 'hub' | 'related' | 'chain' | 'similar' | 'member' | 'match' | 'step' | 'more';

export interface FocusItem {
  /** Node id of the model; `more` is FOCUS_MORE_ID; a selected cluster's centre is its region id. */
  id: string;
  role: FocusRole;
  x: number;
  y: number;
  /** Where its label may go (screen pixels at zoom 1). */
  label: Rect;
  /** Hops from the selection (0 for the centre). */
  hops: number;
  /** The edge to the node it was reached from (its reason is this item's edge label). */
  via?: string;
  /** Draft matches: the score (0–1), and whether it is weak. */
  score?: number;
  weak?: boolean;
  /** `more`: how many are left out of this page. */
  hidden?: number;
  /** A related case linked by a relation the map draws only along its group's chain: the reasons of its own link. */
  reasons?: readonly RelationReason[];
}

/** An edge of the picture: a model edge, or (kind `similar`) one joining a case to a case that reads like it. */
export interface FocusEdge {
  id: string;
  source: string;
  target: string;
  kind: GraphEdge['kind'] | 'similar' | 'member' | 'via-hub';
  /** For `similar`: the shared words. */
  terms?: string[];
  weak?: boolean;
}

export interface FocusPicture {
  items: FocusItem[];
  edges: FocusEdge[];
  cell: CellSize;
  /** The box around every item and its label. */
  bounds: Rect;
  /** Where (0, 0) of the items lies in the room (room pixels from its top left corner). */
  origin: { x: number; y: number };
  /** Paging when more than fits: this page (0-based), the number of pages, and the total paged. */
  page: number;
  pages: number;
  total: number;
}

export const FOCUS_MORE_ID = 'focus:more';
/** A draft match below this score is weak (the text rule's own threshold for linking, similar.ts). */
export const WEAK_MATCH_SCORE = 0.2;

export interface FocusRequest {
  selection: FocusSelection;
  /** Hops of related cases (1–3). */
  depth: number;
  page?: number;
  /** Cases that read like the selected case, best first, with the words they share. */
  similar?: readonly { nodeId: string; terms: readonly string[] }[];
  /** Draft matches' scores by node id (the draft-match edges come in rank order). */
  scores?: ReadonlyMap<string, number>;
  /**
   * The selected case's related cases as the panel lists them (strongest, then newest first),
   * with each one's reasons. The map draws a group of more than CLIQUE_CAP cases as a chain in
   * date order, so its edges give a case of a big group only its two chain neighbours: these
   * give it every related case, each linked to it directly. Without them, the drawn edges.
   */
  related?: readonly { nodeId: string; reasons: readonly RelationReason[] }[];
}

export interface FocusRoom {
  width: number;
  height: number;
  cell: CellSize;
  /** Room rectangles no cell may touch (controls drawn over the canvas). */
  blocked?: readonly Rect[];
}

/** A case's date (ISO) for ordering; '' when unknown. */
export type DateOf = (nodeId: string) => string;

interface Placed {
  id: string;
  role: FocusRole;
  hops: number;
  via?: string;
  score?: number;
  weak?: boolean;
  reasons?: readonly RelationReason[];
}

interface Adjacency {
  edges: Map<string, GraphEdge[]>;
}

const adjacency = new WeakMap<GraphModel, Adjacency>();

function adjacencyOf(model: GraphModel): Adjacency {
  let adj = adjacency.get(model);
  if (adj) return adj;
  const edges = new Map<string, GraphEdge[]>();
  const add = (id: string, e: GraphEdge) => {
    const list = edges.get(id);
    if (list) list.push(e);
    else edges.set(id, [e]);
  };
  for (const e of model.edges) {
    add(e.source, e);
    add(e.target, e);
  }
  adj = { edges };
  adjacency.set(model, adj);
  return adj;
}

const otherEnd = (e: { source: string; target: string }, id: string) => (e.source === id ? e.target : e.source);
const isHubId = (id: string) => id.startsWith('component:') || id.startsWith('cause:');
const newestFirst = (dateOf: DateOf) => (a: string, b: string) => {
  const da = dateOf(a);
  const db = dateOf(b);
  return da !== db ? (da < db ? 1 : -1) : a < b ? -1 : a > b ? 1 : 0;
};

/**
 * The selected case's related cases within `depth` hops over relation edges, strongest and newest
 * first per hop. `first`, when given, is the first hop (the case's own relations, which a chained
 * group's edges do not all draw); later hops follow the drawn edges from it.
 */
function relatedOf(model: GraphModel, centre: string, depth: number, dateOf: DateOf, first?: readonly Placed[]): Placed[] {
  const { edges } = adjacencyOf(model);
  const seen = new Set([centre]);
  const out: Placed[] = [];
  let frontier = [centre];
  const hops = Math.max(1, Math.min(3, Math.floor(Number.isFinite(depth) ? depth : 1)));
  const byNewest = newestFirst(dateOf);
  if (first) {
    for (const p of first) {
      if (seen.has(p.id)) continue;
      seen.add(p.id);
      out.push(p);
    }
    frontier = out.map((p) => p.id);
  }
  for (let d = first ? 2 : 1; d <= hops && frontier.length; d++) {
    const found = new Map<string, { via: GraphEdge; weight: number }>();
    for (const from of frontier) {
      for (const e of edges.get(from) ?? []) {
        if (e.kind !== 'relation') continue;
        const other = otherEnd(e, from);
        if (seen.has(other) || found.has(other)) continue;
        found.set(other, { via: e, weight: relationWeight(e.reasons ?? []) });
      }
    }
    const ids = [...found.keys()].sort((a, b) => found.get(b)!.weight - found.get(a)!.weight || byNewest(a, b));
    for (const id of ids) {
      seen.add(id);
      out.push({ id, role: 'related', hops: d, via: found.get(id)!.via.id });
    }
    frontier = ids;
  }
  return out;
}

/**
 * The first hop from the case's own relations: each drawn case, through the drawn edge between
 * the two where there is one, else through a `related:` edge of its own carrying its reasons.
 */
function directRelated(model: GraphModel, centre: string, related: NonNullable<FocusRequest['related']>): Placed[] {
  const { edges } = adjacencyOf(model);
  const drawn = new Map<string, string>();
  for (const e of edges.get(centre) ?? []) if (e.kind === 'relation') drawn.set(otherEnd(e, centre), e.id);
  const present = presentIds(model);
  const out: Placed[] = [];
  for (const r of related) {
    if (r.nodeId === centre || !present.has(r.nodeId)) continue;
    const edge = drawn.get(r.nodeId);
    out.push(edge ? { id: r.nodeId, role: 'related', hops: 1, via: edge } : { id: r.nodeId, role: 'related', hops: 1, via: relatedEdgeId(centre, r.nodeId), reasons: r.reasons });
  }
  return out;
}

const presentIdsOf = new WeakMap<GraphModel, Set<string>>();
/** The model's node ids, made once per model (a focus is drawn again on each resize and page). */
function presentIds(model: GraphModel): ReadonlySet<string> {
  let ids = presentIdsOf.get(model);
  if (!ids) presentIdsOf.set(model, (ids = new Set(model.nodes.map((n) => n.id))));
  return ids;
}

/** The recurrence chain through the selected case over drawn recurrence edges, earliest first. */
function recurrenceChainOf(model: GraphModel, centre: string, dateOf: DateOf): { ids: string[]; via: Map<string, string> } {
  const { edges } = adjacencyOf(model);
  const seen = new Set([centre]);
  const via = new Map<string, string>();
  const stack = [centre];
  while (stack.length) {
    const id = stack.pop()!;
    for (const e of edges.get(id) ?? []) {
      if (e.kind !== 'relation' || !e.reasons?.some((r) => r.kind === 'recurrence-of' || r.kind === 'recurred-as')) continue;
      const other = otherEnd(e, id);
      if (seen.has(other)) continue;
      seen.add(other);
      via.set(other, e.id);
      stack.push(other);
    }
  }
  const ids = [...seen].sort((a, b) => -newestFirst(dateOf)(a, b));
  return { ids, via };
}

/** What a selection puts in the picture besides its centre: pinned items (always shown) and the rest in order. */
function contentsOf(model: GraphModel, request: FocusRequest, dateOf: DateOf): { centre: string | null; pinned: Placed[]; paged: Placed[]; chain: string[]; chainVia: Map<string, string> } {
  const { selection } = request;
  const { edges } = adjacencyOf(model);
  const none = { chain: [] as string[], chainVia: new Map<string, string>() };
  if (selection.kind === 'path') {
    const present = presentIds(model);
    const steps = selection.nodeIds.filter((id, i, all) => present.has(id) && all.indexOf(id) === i);
    return { centre: null, pinned: steps.map((id, i) => ({ id, role: 'step', hops: i })), paged: [], ...none };
  }
  if (selection.kind === 'cluster') {
    const present = presentIds(model);
    const members = [...new Set(selection.members)].filter((id) => present.has(id)).sort(newestFirst(dateOf));
    return { centre: `cluster:${selection.id}`, pinned: [], paged: members.map((id) => ({ id, role: 'member', hops: 1 })), ...none };
  }
  const centre = selection.nodeId;
  const node = model.nodes.find((n) => n.id === centre);
  if (!node) return { centre: null, pinned: [], paged: [], ...none };
  if (node.kind === 'component' || node.kind === 'cause') {
    const members: { id: string; via: string }[] = [];
    for (const e of edges.get(centre) ?? []) if (e.kind === 'has-component' || e.kind === 'has-cause') members.push({ id: otherEnd(e, centre), via: e.id });
    const order = newestFirst(dateOf);
    members.sort((a, b) => order(a.id, b.id));
    return { centre, pinned: [], paged: members.map((m) => ({ id: m.id, role: 'member', hops: 1, via: m.via })), ...none };
  }
  if (node.kind === 'draft') {
    const matches = (edges.get(centre) ?? []).filter((e) => e.kind === 'draft-match');
    const scored = matches.map((e, rank) => ({ e, rank, score: request.scores?.get(otherEnd(e, centre)) }));
    scored.sort((a, b) => (b.score ?? -1) - (a.score ?? -1) || a.rank - b.rank);
    const best = scored[0]?.score;
    return {
      centre,
      pinned: [],
      paged: scored.map(({ e, score }) => ({ id: otherEnd(e, centre), role: 'match', hops: 1, via: e.id, score, weak: score !== undefined && (score < WEAK_MATCH_SCORE || (best !== undefined && score < best / 2)) })),
      ...none,
    };
  }
  // A case: its hubs as badges, its recurrence chain in a row, its related cases around it.
  const hubs: Placed[] = [];
  for (const e of edges.get(centre) ?? []) if (e.kind === 'has-component' || e.kind === 'has-cause') hubs.push({ id: otherEnd(e, centre), role: 'hub', hops: 1, via: e.id });
  hubs.sort((a, b) => (a.id.startsWith('cause:') ? 0 : 1) - (b.id.startsWith('cause:') ? 0 : 1) || (a.id < b.id ? -1 : 1));
  const chain = recurrenceChainOf(model, centre, dateOf);
  const inChain = new Set(chain.ids);
  const first = request.related ? directRelated(model, centre, request.related) : undefined;
  const related = relatedOf(model, centre, request.depth, dateOf, first).filter((p) => !inChain.has(p.id));
  const taken = new Set([centre, ...inChain, ...related.map((p) => p.id)]);
  const similar: Placed[] = (request.similar ?? [])
    .filter((s) => !taken.has(s.nodeId) && !isHubId(s.nodeId) && model.nodes.some((n) => n.id === s.nodeId))
    .map((s) => ({ id: s.nodeId, role: 'similar', hops: 1, via: similarEdgeId(centre, s.nodeId) }));
  return { centre, pinned: hubs, paged: [...related, ...similar], chain: chain.ids.length > 1 ? chain.ids : [], chainVia: chain.via };
}

export const similarEdgeId = (a: string, b: string) => `similar:${a}~${b}`;
/** A selected case's link to a related case that the map's chained group draws no edge for. */
export const relatedEdgeId = (centre: string, other: string) => `related:${centre}~${other}`;
/** A path's link between two cases through a hub left out of the cells: `via:<case>~<hub>~<case>`. */
export const viaHubEdgeId = (a: string, hub: string, b: string) => `via:${a}~${hub}~${b}`;
/** The hub a `via-hub` edge names. */
export const hubOfViaEdge = (id: string): string | null => (id.startsWith('via:') ? (id.split('~')[1] ?? null) : null);

/**
 * The focus picture of a selection, or null when the selection is not drawn. Cells are handed
 * out nearest the centre first: pinned items (a case's hubs), then the rest in order (related
 * cases strongest and newest first, hop by hop; a hub's or pattern's cases newest first; a
 * draft's matches best first), so rank reads as distance; text-similar cases take the outermost
 * cells. A recurrence chain lies in the centre row, earliest left; a path fills rows left to
 * right. When more than fits, the last cell is "N more" and `page` chooses which ones are shown.
 */
export function focusPicture(model: GraphModel, request: FocusRequest, room: FocusRoom, dateOf: DateOf): FocusPicture | null {
  const { cell } = room;
  const grid = gridFor(room.width, room.height, cell, room.blocked);
  const contents = contentsOf(model, request, dateOf);
  const { selection } = request;
  if (selection.kind === 'path') return contents.pinned.length ? pathPicture(model, contents.pinned, gridFor(room.width, room.height, cell)) : null;
  if (!contents.centre) return null;
  const centre = contents.centre;

  const placed: { p: Placed; slot: Slot }[] = [{ p: { id: centre, role: 'centre', hops: 0 }, slot: grid.centre }];
  const free = grid.slots.slice(1);
  const take = (slot: Slot) => free.splice(free.indexOf(slot), 1);

  // The recurrence chain: the centre row, earliest on the left, if it fits.
  const k = contents.chain.indexOf(centre);
  if (k >= 0) {
    const first = grid.centre.col - k;
    const last = first + contents.chain.length - 1;
    if (first >= 0 && last < grid.cols) {
      contents.chain.forEach((id, i) => {
        if (id === centre) return;
        const slot = free.find((s) => s.row === grid.centre.row && s.col === first + i)!;
        take(slot);
        placed.push({ p: { id, role: 'chain', hops: 1, via: contents.chainVia.get(id) }, slot });
      });
    } else {
      // Too long for the row: its cases join the related ones, earliest first.
      contents.paged.unshift(...contents.chain.filter((id) => id !== centre).map((id): Placed => ({ id, role: 'chain', hops: 1, via: contents.chainVia.get(id) })));
    }
  }
  // Related cases (or a hub's cases, a draft's matches) nearest the centre, then the pinned
  // badges (a case's hubs), then "N more": rank reads as distance.
  // The hubs never push related cases off the page: they get what the cases leave, at most a
  // quarter of the cells when the cases need paging.
  // Text-similar cases take only the cells the rest leave: they never page the related cases or
  // push the hubs off (the panel lists them all). Only when the related cases page anyway do they
  // join the pages, after them.
  const base = contents.paged.filter((p) => p.role !== 'similar');
  const extra = contents.paged.filter((p) => p.role === 'similar');
  const baseFits = base.length + contents.pinned.length <= free.length;
  const baseOnPage = base.length <= free.length;
  const paged = baseFits ? [...base, ...extra.slice(0, free.length - base.length - contents.pinned.length)] : baseOnPage ? base : [...base, ...extra];
  // The hubs' share is decided by the related cases alone: similar ones never take a hub's cell.
  const pinnedCount = baseFits ? contents.pinned.length : baseOnPage ? free.length - base.length : Math.min(contents.pinned.length, Math.floor(free.length / 4));
  const pinned = contents.pinned.slice(0, pinnedCount);
  const list = paged;
  const capacity = free.length - pinned.length;
  const fitsAll = list.length <= capacity;
  const perPage = fitsAll ? Math.max(0, capacity) : Math.max(0, capacity - 1);
  const pages = perPage > 0 ? Math.max(1, Math.ceil(list.length / perPage)) : 1;
  const page = ((Math.floor(Number.isFinite(request.page) ? request.page! : 0) % pages) + pages) % pages;
  const shown = list.slice(page * perPage, page * perPage + perPage);
  // Text-similar cases go to the outermost of the cells this page's cases use: apart from the related ones.
  const near = shown.filter((p) => p.role !== 'similar');
  const far = shown.filter((p) => p.role === 'similar');
  const used = free.slice(0, shown.length);
  near.forEach((p, i) => placed.push({ p, slot: used[i]! }));
  far.forEach((p, i) => placed.push({ p, slot: used[used.length - far.length + i]! }));
  pinned.forEach((p, i) => placed.push({ p, slot: free[shown.length + i]! }));
  const moreSlot = fitsAll || perPage === 0 ? null : free[shown.length + pinned.length]!;

  const items = placed.map(({ p, slot }) => itemAt(p, slot, cell));
  if (moreSlot) items.push({ ...itemAt({ id: FOCUS_MORE_ID, role: 'more', hops: 1 }, moreSlot, cell), hidden: list.length - shown.length });
  return finish(model, items, cell, { page, pages, total: list.length }, centre, request, grid.origin);
}

function itemAt(p: Placed, slot: Slot, cell: CellSize): FocusItem {
  const at = nodeAt(slot, cell);
  const item: FocusItem = { id: p.id, role: p.role, x: at.x, y: at.y, label: labelBox(at, cell), hops: p.hops };
  if (p.via) item.via = p.via;
  if (p.score !== undefined) item.score = p.score;
  if (p.weak) item.weak = true;
  if (p.reasons) item.reasons = p.reasons;
  return item;
}

/** A path: its nodes left to right in rows, in order, centred; beyond the grid's cells, paged. */
function pathPicture(model: GraphModel, path: Placed[], grid: Grid): FocusPicture {
  let steps = path;
  const { cell } = grid;
  const capacity = grid.cols * grid.rows;
  // Too long for the room (a phone's): the hubs leave the chain and name the link between the
  // two cases they join instead (an edge of kind `via-hub`).
  const hubVia = new Map<string, string>();
  if (steps.length > capacity) {
    const cases: Placed[] = [];
    steps.forEach((st, i) => {
      if (st.id.startsWith('case:') || i === 0) cases.push(st);
      else if (steps[i + 1]) hubVia.set(steps[i + 1]!.id, st.id);
    });
    steps = cases;
  }
  const n = Math.min(steps.length, capacity);
  const cols = Math.min(grid.cols, n);
  const rows = Math.ceil(n / cols);
  const byId = new Map(model.edges.map((e) => [`${e.source}|${e.target}`, e]));
  const items: FocusItem[] = [];
  for (let i = 0; i < n; i++) {
    const col = i % cols;
    const row = Math.floor(i / cols);
    const slot = { col, row, x: (col - (cols - 1) / 2) * cell.w, y: (row - (rows - 1) / 2) * cell.h };
    const prev = steps[i - 1];
    const e = prev ? (byId.get(`${prev.id}|${steps[i]!.id}`) ?? byId.get(`${steps[i]!.id}|${prev.id}`)) : undefined;
    const hub = hubVia.get(steps[i]!.id);
    items.push(itemAt({ ...steps[i]!, hops: i, via: hub && prev ? viaHubEdgeId(prev.id, hub, steps[i]!.id) : e?.id }, slot, cell));
  }
  // Centred in the room (a path's room is the canvas clear of its controls: no cells are blocked).
  return finish(model, items, cell, { page: 0, pages: 1, total: steps.length }, null, null, { x: (grid.cols * cell.w) / 2 + grid.origin.x - (grid.centre.col + 0.5) * cell.w, y: (grid.rows * cell.h) / 2 + grid.origin.y - (grid.centre.row + 0.5) * cell.h });
}

function finish(model: GraphModel, items: FocusItem[], cell: CellSize, paging: { page: number; pages: number; total: number }, centre: string | null, request: FocusRequest | null, origin: { x: number; y: number }): FocusPicture {
  const ids = new Set(items.map((i) => i.id));
  const byId = new Map(model.edges.map((e) => [e.id, e]));
  const edges: FocusEdge[] = [];
  for (const item of items) {
    if (!item.via) continue;
    const e = byId.get(item.via);
    if (e && ids.has(e.source) && ids.has(e.target)) edges.push({ id: e.id, source: e.source, target: e.target, kind: e.kind, ...(item.weak ? { weak: true } : {}) });
    else if (item.via.startsWith('via:')) {
      const [, , b] = item.via.slice(4).split('~');
      const a = item.via.slice(4).split('~')[0]!;
      if (b && ids.has(a) && ids.has(b)) edges.push({ id: item.via, source: a, target: b, kind: 'via-hub' });
    } else if (item.reasons && centre) {
      edges.push({ id: item.via, source: centre, target: item.id, kind: 'relation' });
    } else if (item.role === 'similar' && centre) {
      const terms = request?.similar?.find((s) => s.nodeId === item.id)?.terms ?? [];
      edges.push({ id: item.via, source: centre, target: item.id, kind: 'similar', terms: [...terms] });
    }
  }
  if (centre?.startsWith('cluster:')) for (const item of items) if (item.role === 'member') edges.push({ id: `member:${centre}~${item.id}`, source: centre, target: item.id, kind: 'member' });
  const xs = items.flatMap((i) => [i.label.x1, i.label.x2, i.x - cell.node / 2, i.x + cell.node / 2]);
  const ys = items.flatMap((i) => [i.label.y1, i.label.y2, i.y - cell.node / 2, i.y + cell.node / 2]);
  const bounds = items.length ? { x1: Math.min(...xs), y1: Math.min(...ys), x2: Math.max(...xs), y2: Math.max(...ys) } : { x1: 0, y1: 0, x2: 0, y2: 0 };
  return { items, edges, cell, bounds, origin, ...paging };
}
