import type { GraphModel } from '../network';
import { contains, union, type Rect } from '../layout';

/**
 * Camera arithmetic: which zoom and pan put a set of nodes (their boxes, labels included) inside
 * the part of the canvas that the panel or the bottom sheet leaves uncovered. Screen point =
 * model point × zoom + pan, as in cytoscape. Pure: the graph adapter animates to the result.
 */
export interface Viewport {
  zoom: number;
  pan: { x: number; y: number };
}

export interface CanvasSize {
  width: number;
  height: number;
}

export interface FrameOptions {
  /** Screen pixels kept free around the framed boxes. */
  padding?: number;
  /** Never zoom in further: labels become readable well before (see DEFAULT_MAX_FRAME_ZOOM). */
  maxZoom?: number;
  minZoom?: number;
}

/**
 * At zoom 1 a case label (10 px) is readable (≥ 10 px on screen, see readableZoom); 1.6 still
 * shows a neighbourhood with some context around it rather than one node filling the view.
 */
export const DEFAULT_MAX_FRAME_ZOOM = 1.6;
export const DEFAULT_MIN_FRAME_ZOOM = 0.02;
export const DEFAULT_FRAME_PADDING = 24;

/** A cover that leaves less than this share of the canvas is ignored (better under it than in a sliver). */
const MIN_UNCOVERED_SHARE = 0.2;

/**
 * The biggest rectangle of the canvas beside the cover: left or right of a side panel, above a
 * bottom sheet. `cover` is in canvas pixels; null, or no overlap with the canvas, leaves it all.
 */
export function uncoveredRect(canvas: CanvasSize, cover: Rect | null): Rect {
  const all = { x1: 0, y1: 0, x2: Math.max(0, canvas.width), y2: Math.max(0, canvas.height) };
  if (!cover || !(cover.x1 < all.x2 && cover.x2 > 0 && cover.y1 < all.y2 && cover.y2 > 0)) return all;
  const strips: Rect[] = [
    { ...all, x2: Math.max(0, cover.x1) },
    { ...all, x1: Math.min(all.x2, cover.x2) },
    { ...all, y2: Math.max(0, cover.y1) },
    { ...all, y1: Math.min(all.y2, cover.y2) },
  ];
  const area = (r: Rect) => Math.max(0, r.x2 - r.x1) * Math.max(0, r.y2 - r.y1);
  let best = strips[0]!;
  for (const s of strips) if (area(s) > area(best)) best = s;
  return area(best) >= MIN_UNCOVERED_SHARE * area(all) ? best : all;
}

/** At most this many overlays are weighed (4ⁿ ways to clear them); more would be a layout bug. */
const MAX_OVERLAYS = 6;

/**
 * The biggest rectangle inside `rect` that no overlay (the legend, the zoom buttons, the minimap,
 * each in canvas pixels) touches: each overlay in the way is cleared by moving one side of the
 * rectangle past it (`gap` pixels beyond), and of every way of choosing those sides the one that
 * leaves the most area wins, or, given the `content` (model size) to frame, the one that shows it
 * at the biggest zoom. Overlays beside the rectangle cost nothing. When clearing them would
 * leave less than `minShare` of `rect` (a canvas too small for its controls), `rect` is kept:
 * better a node under a button than a neighbourhood squeezed into a sliver.
 */
export function clearOfOverlays(rect: Rect, overlays: readonly Rect[], gap = 6, minShare = MIN_UNCOVERED_SHARE, content?: CanvasSize): Rect {
  const area = (r: Rect) => Math.max(0, r.x2 - r.x1) * Math.max(0, r.y2 - r.y1);
  // With the framed content's size known, the rectangle that shows it biggest wins (area breaks ties).
  const scale = (r: Rect) => (content ? Math.min(Math.max(0, r.x2 - r.x1) / Math.max(1e-9, content.width), Math.max(0, r.y2 - r.y1) / Math.max(1e-9, content.height)) : 0);
  const better = (r: Rect, than: Rect | null) => !than || scale(r) > scale(than) || (scale(r) === scale(than) && area(r) > area(than));
  const touches = (r: Rect, o: Rect) => o.x1 < r.x2 && o.x2 > r.x1 && o.y1 < r.y2 && o.y2 > r.y1;
  const list = overlays.filter((o) => o.x2 > o.x1 && o.y2 > o.y1 && touches(rect, o)).slice(0, MAX_OVERLAYS);
  let best: { rect: Rect | null } = { rect: null };
  const search = (r: Rect, from: number) => {
    // Clearing only ever shrinks the rectangle: a branch no better than the best ends here.
    if (best.rect && !better(r, best.rect)) return;
    const next = list.findIndex((o, i) => i >= from && touches(r, o));
    if (next < 0) {
      best = { rect: r };
      return;
    }
    const o = list[next]!;
    search({ ...r, x1: Math.max(r.x1, o.x2 + gap) }, next + 1);
    search({ ...r, x2: Math.min(r.x2, o.x1 - gap) }, next + 1);
    search({ ...r, y1: Math.max(r.y1, o.y2 + gap) }, next + 1);
    search({ ...r, y2: Math.min(r.y2, o.y1 - gap) }, next + 1);
  };
  search(rect, 0);
  const found = best.rect;
  return found && area(found) >= minShare * area(rect) ? found : rect;
}

/** The viewport putting all `boxes` (model coordinates) inside `visible` (screen), centred. */
export function fitBoxes(boxes: Iterable<Rect>, visible: Rect, options: FrameOptions = {}): Viewport | null {
  const bb = union(boxes);
  if (!bb) return null;
  const padding = options.padding ?? DEFAULT_FRAME_PADDING;
  const maxZoom = options.maxZoom ?? DEFAULT_MAX_FRAME_ZOOM;
  const minZoom = options.minZoom ?? DEFAULT_MIN_FRAME_ZOOM;
  const w = Math.max(1, visible.x2 - visible.x1 - 2 * padding);
  const h = Math.max(1, visible.y2 - visible.y1 - 2 * padding);
  const fit = Math.min(w / Math.max(1e-9, bb.x2 - bb.x1), h / Math.max(1e-9, bb.y2 - bb.y1));
  const zoom = Math.min(maxZoom, Math.max(minZoom, fit));
  const cx = (bb.x1 + bb.x2) / 2;
  const cy = (bb.y1 + bb.y2) / 2;
  return { zoom, pan: { x: (visible.x1 + visible.x2) / 2 - cx * zoom, y: (visible.y1 + visible.y2) / 2 - cy * zoom } };
}

/** `fitBoxes` inside what the cover leaves of the canvas. */
export function frame(boxes: Iterable<Rect>, canvas: CanvasSize, cover: Rect | null, options: FrameOptions = {}): Viewport | null {
  return fitBoxes(boxes, uncoveredRect(canvas, cover), options);
}

export function toScreen(r: Rect, v: Viewport): Rect {
  return { x1: r.x1 * v.zoom + v.pan.x, y1: r.y1 * v.zoom + v.pan.y, x2: r.x2 * v.zoom + v.pan.x, y2: r.y2 * v.zoom + v.pan.y };
}

/** True when the model box lies inside the screen rectangle at this viewport. */
export function isInside(box: Rect, v: Viewport, screen: Rect): boolean {
  const s = toScreen(box, v);
  const eps = 1e-6;
  return contains({ x1: screen.x1 - eps, y1: screen.y1 - eps, x2: screen.x2 + eps, y2: screen.y2 + eps }, s);
}

const adjacencies = new WeakMap<GraphModel, Map<string, string[]>>();

function adjacencyOf(graph: GraphModel): Map<string, string[]> {
  let adj = adjacencies.get(graph);
  if (adj) return adj;
  adj = new Map();
  for (const n of graph.nodes) adj.set(n.id, []);
  for (const e of graph.edges) {
    adj.get(e.source)?.push(e.target);
    adj.get(e.target)?.push(e.source);
  }
  adjacencies.set(graph, adj);
  return adj;
}

/**
 * The node and everything within `depth` hops of it on the drawn graph (a case's hubs and
 * related cases are one hop), in breadth-first order; empty for a node that is not drawn.
 */
export function neighbourhood(graph: GraphModel, nodeId: string, depth: number): string[] {
  const adj = adjacencyOf(graph);
  if (!adj.has(nodeId)) return [];
  const hops = Math.max(0, Math.floor(Number.isFinite(depth) ? depth : 0));
  const seen = new Set([nodeId]);
  let frontier = [nodeId];
  for (let d = 0; d < hops && frontier.length; d++) {
    const next: string[] = [];
    for (const id of frontier) {
      for (const other of adj.get(id)!) {
        if (seen.has(other)) continue;
        seen.add(other);
        next.push(other);
      }
    }
    frontier = next;
  }
  return [...seen];
}

/** The viewport that puts model point `p` at the centre of the screen rectangle `visible` at `zoom`. */
export function centreOn(p: { x: number; y: number }, zoom: number, visible: Rect): Viewport {
  return { zoom, pan: { x: (visible.x1 + visible.x2) / 2 - p.x * zoom, y: (visible.y1 + visible.y2) / 2 - p.y * zoom } };
}

/** The model rectangle that the screen rectangle `screen` shows at this viewport. */
export function toModel(screen: Rect, v: Viewport): Rect {
  const z = v.zoom > 0 ? v.zoom : 1;
  return { x1: (screen.x1 - v.pan.x) / z, y1: (screen.y1 - v.pan.y) / z, x2: (screen.x2 - v.pan.x) / z, y2: (screen.y2 - v.pan.y) / z };
}

/** The viewport zoomed by `factor` (clamped to [minZoom, maxZoom]) keeping screen point `at` still. */
export function zoomAbout(v: Viewport, factor: number, at: { x: number; y: number }, minZoom: number, maxZoom: number): Viewport {
  const f = Number.isFinite(factor) && factor > 0 ? factor : 1;
  const zoom = Math.min(maxZoom, Math.max(minZoom, v.zoom * f));
  const k = zoom / v.zoom;
  return { zoom, pan: { x: at.x - (at.x - v.pan.x) * k, y: at.y - (at.y - v.pan.y) * k } };
}

/** One zoom button press, and one wheel notch: ten notches zoom about 4× (1.15¹⁰ ≈ 4.05). */
export const ZOOM_STEP = 1.4;
export const WHEEL_NOTCH_FACTOR = 1.15;
/** Pixels of `deltaY` that browsers report for one wheel notch (`deltaMode` 0), and lines for mode 1. */
const NOTCH_PIXELS = 100;
const NOTCH_LINES = 3;
/** Smaller pixel deltas come from trackpads and smooth scrolling: cytoscape's own zoom is kept for them. */
const MIN_NOTCH_PIXELS = 50;

/**
 * The zoom factor of a wheel event that comes from a mouse wheel's notches, or null for a
 * precise (trackpad) delta. Out is positive `deltaY` (the browsers' convention: scroll down).
 */
export function wheelNotchFactor(deltaY: number, deltaMode: number): number | null {
  if (!Number.isFinite(deltaY) || deltaY === 0) return null;
  let notches: number;
  if (deltaMode === 1) notches = deltaY / NOTCH_LINES;
  else if (deltaMode === 2) notches = deltaY;
  else if (Math.abs(deltaY) >= MIN_NOTCH_PIXELS) notches = deltaY / NOTCH_PIXELS;
  else return null;
  // A coalesced burst still zooms at most a few notches at once.
  const bounded = Math.max(-5, Math.min(5, notches));
  return Math.pow(WHEEL_NOTCH_FACTOR, -bounded);
}

/** How many hops a selection's highlight and framing reach (`depth=` in the URL); 1 by default. */
export const DEPTHS = [1, 2, 3] as const;
export type Depth = (typeof DEPTHS)[number];

export function parseDepth(raw: string): Depth | null {
  return (DEPTHS as readonly number[]).includes(Number(raw)) && /^\d$/.test(raw) ? (Number(raw) as Depth) : null;
}

/**
 * The drawn cases of one cluster: what selecting the cluster frames. A cluster is a region, not
 * a node, so it has no neighbourhood of its own; its shown cases stand for it.
 */
export function clusterMembers(graph: GraphModel, clusterOf: ArrayLike<number>, cluster: number): string[] {
  const out: string[] = [];
  for (const n of graph.nodes) if (n.caseIndex !== undefined && clusterOf[n.caseIndex] === cluster) out.push(n.id);
  return out;
}
