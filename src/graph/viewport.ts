/**
 * Viewport arithmetic for a canvas partly covered by a panel: centring and fitting happen in the
 * part the user can see, not under the panel. Pure functions, in rendered (canvas) pixels.
 */
import { centreOn } from '../model/viewport';

export { centreOn };

export interface Rect {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

export interface Viewport {
  zoom: number;
  pan: { x: number; y: number };
}

/** The viewport that shows the model box `bb` whole inside `visible`, with `padding` around it. */
export function fitInto(bb: Rect, visible: Rect, padding: number, minZoom: number, maxZoom: number): Viewport {
  const w = Math.max(1, visible.x2 - visible.x1 - 2 * padding);
  const h = Math.max(1, visible.y2 - visible.y1 - 2 * padding);
  const zoom = Math.min(maxZoom, Math.max(minZoom, Math.min(w / Math.max(1, bb.x2 - bb.x1), h / Math.max(1, bb.y2 - bb.y1))));
  return centreOn({ x: (bb.x1 + bb.x2) / 2, y: (bb.y1 + bb.y2) / 2 }, zoom, visible);
}

/**
 * The model box around discs at `points` (centre and radius), with `below` extra room under
 * the lowest for its label; null when there are none.
 */
export function discsBounds(points: Iterable<{ x: number; y: number; r: number }>, below: number): Rect | null {
  const bb = { x1: Infinity, y1: Infinity, x2: -Infinity, y2: -Infinity };
  for (const { x, y, r } of points) {
    bb.x1 = Math.min(bb.x1, x - r);
    bb.x2 = Math.max(bb.x2, x + r);
    bb.y1 = Math.min(bb.y1, y - r);
    bb.y2 = Math.max(bb.y2, y + r + below);
  }
  return Number.isFinite(bb.x1) ? bb : null;
}
