import type { Viewport } from '../viewport';
import { union, type Rect } from '../layout';

/**
 * The first view of the whole map: the biggest zoom at which every node lies inside the
 * uncovered canvas and under none of the controls drawn over it (the legend, the zoom
 * buttons), and the whole map (its discs too) lies inside the canvas. Unlike a frame of the
 * largest rectangle beside the controls, the map may reach under the legend's corner where it
 * has no nodes (discs are round; the corners of their packing are empty), so a landscape canvas
 * is used to its right edge and the area under the legend is not left empty.
 *
 * For one zoom, each node × control pair forbids a rectangle of pans; the pans left are found on
 * a grid with a summed-area table (O(nodes × controls + grid cells)), and the zoom by bisection.
 */
export interface MapFrameInput {
  /** Node boxes, model coordinates: these must stay clear of the overlays. */
  nodes: readonly Rect[];
  /** What must lie inside the canvas (node boxes and discs), model coordinates. */
  extent: readonly Rect[];
  /** The uncovered canvas (beside a panel), screen pixels. */
  visible: Rect;
  /** Controls over the canvas, screen pixels. */
  overlays: readonly Rect[];
  padding: number;
  minZoom: number;
  maxZoom: number;
  /** Kept between a node and a control. */
  gap?: number;
}

/** Pan samples per axis, at most. */
const STEPS = 96;
const BISECTIONS = 14;

/** A pan for `zoom` that keeps every node clear of the overlays, the nearest the centred one; null if none. */
function panAt(input: MapFrameInput, box: Rect, zoom: number): Viewport['pan'] | null {
  const { visible: v, padding, gap = 4 } = input;
  const lo = { x: v.x1 + padding - box.x1 * zoom, y: v.y1 + padding - box.y1 * zoom };
  const hi = { x: v.x2 - padding - box.x2 * zoom, y: v.y2 - padding - box.y2 * zoom };
  if (lo.x > hi.x + 1e-6 || lo.y > hi.y + 1e-6) return null;
  const nx = hi.x - lo.x < 1 ? 1 : STEPS;
  const ny = hi.y - lo.y < 1 ? 1 : STEPS;
  const sx = nx > 1 ? (hi.x - lo.x) / (nx - 1) : 0;
  const sy = ny > 1 ? (hi.y - lo.y) / (ny - 1) : 0;
  const at = (k: number, l: number, s: number) => l + k * s;
  // Difference array over the pan samples: +1 inside each forbidden rectangle.
  const diff = new Int32Array((nx + 1) * (ny + 1));
  const overlays = input.overlays.filter((o) => o.x2 > o.x1 && o.y2 > o.y1);
  for (const n of input.nodes) {
    for (const o of overlays) {
      // The node's screen box (n × zoom + pan) meets the overlay grown by `gap` for pans strictly inside:
      const ax = o.x1 - gap - n.x2 * zoom;
      const bx = o.x2 + gap - n.x1 * zoom;
      const ay = o.y1 - gap - n.y2 * zoom;
      const by = o.y2 + gap - n.y1 * zoom;
      const i1 = sx > 0 ? Math.max(0, Math.floor((ax - lo.x) / sx) + 1) : ax < lo.x ? 0 : 1;
      const i2 = sx > 0 ? Math.min(nx - 1, Math.ceil((bx - lo.x) / sx) - 1) : bx > lo.x ? 0 : -1;
      const j1 = sy > 0 ? Math.max(0, Math.floor((ay - lo.y) / sy) + 1) : ay < lo.y ? 0 : 1;
      const j2 = sy > 0 ? Math.min(ny - 1, Math.ceil((by - lo.y) / sy) - 1) : by > lo.y ? 0 : -1;
      if (i1 > i2 || j1 > j2) continue;
      diff[j1 * (nx + 1) + i1]!++;
      diff[j1 * (nx + 1) + i2 + 1]!--;
      diff[(j2 + 1) * (nx + 1) + i1]!--;
      diff[(j2 + 1) * (nx + 1) + i2 + 1]!++;
    }
  }
  // Prefix sums make each sample's count; the free sample nearest the centred pan wins.
  const cx = (lo.x + hi.x) / 2;
  const cy = (lo.y + hi.y) / 2;
  let best: { x: number; y: number } | null = null;
  let bestD = Infinity;
  const row = new Int32Array(nx + 1);
  for (let j = 0; j < ny; j++) {
    let run = 0;
    for (let i = 0; i < nx; i++) {
      run += diff[j * (nx + 1) + i]!;
      row[i] = row[i]! + run;
      if (row[i] !== 0) continue;
      const x = at(i, lo.x, sx);
      const y = at(j, lo.y, sy);
      const d = Math.hypot(x - cx, y - cy);
      if (d < bestD) [best, bestD] = [{ x, y }, d];
    }
  }
  return best;
}

/** The first view's viewport, or null when there is nothing to frame or no zoom keeps the nodes clear. */
export function frameMap(input: MapFrameInput): Viewport | null {
  const box = union([...input.extent, ...input.nodes]);
  if (!box) return null;
  const { visible: v, padding } = input;
  const w = Math.max(1, v.x2 - v.x1 - 2 * padding);
  const h = Math.max(1, v.y2 - v.y1 - 2 * padding);
  const clamp = (z: number) => Math.min(input.maxZoom, Math.max(input.minZoom, z));
  const top = clamp(Math.min(w / Math.max(1e-9, box.x2 - box.x1), h / Math.max(1e-9, box.y2 - box.y1)));
  const first = panAt(input, box, top);
  if (first) return { zoom: top, pan: first };
  // Bisection between a zoom that fails and the smallest allowed.
  let bad = top;
  let good = input.minZoom;
  let pan = panAt(input, box, good);
  if (!pan) return null;
  for (let k = 0; k < BISECTIONS; k++) {
    const mid = (good + bad) / 2;
    const p = panAt(input, box, mid);
    if (p) [good, pan] = [mid, p];
    else bad = mid;
  }
  return { zoom: good, pan };
}
