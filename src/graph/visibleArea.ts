import type { Collection, Core, NodeCollection } from 'cytoscape';
import { DEFAULT_MAX_FRAME_ZOOM, fitBoxes, uncoveredRect, type Viewport } from '../model/framing';
import type { Rect } from '../model/map/geometry';

/**
 * The part of the canvas not under a panel or a bottom sheet (elements marked
 * `data-covers-graph`), in canvas pixels. Read from the layout as it is now, not from
 * cytoscape's cached size, so a panel that has just opened (and resized the canvas) counts.
 */
export function visibleRect(cy: Core): Rect {
  const box = cy.container()!.getBoundingClientRect();
  let cover: Rect | null = null;
  for (const el of document.querySelectorAll('[data-covers-graph]')) {
    const r = el.getBoundingClientRect();
    const local = { x1: r.left - box.left, y1: r.top - box.top, x2: r.right - box.left, y2: r.bottom - box.top };
    if (r.width > 0 && r.height > 0 && local.x1 < box.width && local.x2 > 0 && local.y1 < box.height && local.y2 > 0) {
      cover = local;
      break;
    }
  }
  return uncoveredRect({ width: box.width, height: box.height }, cover);
}

/** A camera move's length; none when the user asks for reduced motion. */
export const MOVE_MS = 300;

function reducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

const targets = new WeakMap<Core, Viewport>();

/** Where the camera is going: the end of a move under way, else where it is. */
export function cameraTarget(cy: Core): Viewport {
  const target = targets.get(cy);
  return cy.animated() && target ? target : { zoom: cy.zoom(), pan: cy.pan() };
}

/** Moves the viewport to `target`, briefly animated (or at once under reduced motion). */
export function moveTo(cy: Core, target: Viewport): void {
  cy.stop();
  targets.set(cy, target);
  if (reducedMotion()) cy.viewport(target);
  else cy.animate({ zoom: target.zoom, pan: target.pan }, { duration: MOVE_MS, easing: 'ease-in-out-cubic' });
}

/**
 * Frames `eles` (their boxes with labels) inside the uncovered canvas, zooming in no further
 * than `maxZoom`: far enough that labels are readable, not so far that a lone node fills the view.
 */
export function fitVisible(cy: Core, eles: Collection | NodeCollection, padding: number, maxZoom = DEFAULT_MAX_FRAME_ZOOM): void {
  if (eles.empty()) return;
  const bb = eles.boundingBox({ includeLabels: true, includeOverlays: false });
  const visible = visibleRect(cy);
  // A short canvas (a phone's, above its sheet) keeps less margin, so the nodes keep their room.
  const room = Math.min(visible.x2 - visible.x1, visible.y2 - visible.y1);
  const target = fitBoxes([bb], visible, { padding: Math.min(padding, room * 0.1), maxZoom: Math.min(maxZoom, cy.maxZoom()), minZoom: cy.minZoom() });
  if (target) moveTo(cy, target);
}
