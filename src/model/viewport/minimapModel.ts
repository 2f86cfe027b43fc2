import type { Viewport } from './framing';
import { centreOn, toModel } from './framing';
import type { Rect } from '../layout';

/**
 * The minimap's arithmetic: the drawn graph's model bounds scaled into a small canvas, the
 * viewport drawn as a rectangle in it, and a point of it turned back into the pan that centres
 * the uncovered canvas there. Pure; `src/graph/minimap.ts` draws and listens.
 */
export interface MinimapTransform {
  scale: number;
  /** Minimap point of model point (bounds.x1, bounds.y1). */
  ox: number;
  oy: number;
  bounds: Rect;
}

/** Fits `bounds` (model) into a `width` × `height` minimap with `pad` pixels around, centred. */
export function minimapTransform(bounds: Rect, width: number, height: number, pad = 6): MinimapTransform {
  const bw = Math.max(1e-6, bounds.x2 - bounds.x1);
  const bh = Math.max(1e-6, bounds.y2 - bounds.y1);
  const scale = Math.max(1e-9, Math.min((width - 2 * pad) / bw, (height - 2 * pad) / bh));
  return { scale, ox: (width - bw * scale) / 2, oy: (height - bh * scale) / 2, bounds };
}

export function toMinimap(p: { x: number; y: number }, t: MinimapTransform): { x: number; y: number } {
  return { x: t.ox + (p.x - t.bounds.x1) * t.scale, y: t.oy + (p.y - t.bounds.y1) * t.scale };
}

export function fromMinimap(q: { x: number; y: number }, t: MinimapTransform): { x: number; y: number } {
  return { x: t.bounds.x1 + (q.x - t.ox) / t.scale, y: t.bounds.y1 + (q.y - t.oy) / t.scale };
}

/** The part of the graph the uncovered canvas `visible` shows, as a minimap rectangle. */
export function viewportOnMinimap(v: Viewport, visible: Rect, t: MinimapTransform): Rect {
  const m = toModel(visible, v);
  const a = toMinimap({ x: m.x1, y: m.y1 }, t);
  const b = toMinimap({ x: m.x2, y: m.y2 }, t);
  return { x1: a.x, y1: a.y, x2: b.x, y2: b.y };
}

/** The viewport (same zoom) that centres the uncovered canvas on the model point under minimap point `q`. */
export function panFromMinimap(q: { x: number; y: number }, v: Viewport, visible: Rect, t: MinimapTransform): Viewport {
  return centreOn(fromMinimap(q, t), v.zoom, visible);
}

/** Whether the graph's screen box sticks out of the visible canvas, i.e. a minimap helps. */
export function needsMinimap(bounds: Rect | null, v: Viewport, visible: Rect, slack = 2): boolean {
  if (!bounds) return false;
  const m = toModel(visible, v);
  const s = slack / (v.zoom > 0 ? v.zoom : 1);
  return bounds.x1 < m.x1 - s || bounds.y1 < m.y1 - s || bounds.x2 > m.x2 + s || bounds.y2 > m.y2 + s;
}
