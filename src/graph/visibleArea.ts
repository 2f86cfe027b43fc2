import type { Collection, Core, NodeCollection } from 'cytoscape';
import { clearOfOverlays, DEFAULT_MAX_FRAME_ZOOM, fitBoxes, uncoveredRect, type Viewport } from '../model/viewport';
import { needsMinimap } from '../model/viewport';
import type { Rect } from '../model/layout';
import { NODE_BORDER_WIDTH } from './style';
import { canvasCovers } from './canvasCovers';
import { isDrawingHeld } from './useMapHeld';

/**
 * The part of the canvas not under a panel or a bottom sheet, in canvas pixels. Read from the
 * layout as it is now, not from cytoscape's cached size, so a panel that has just opened (and
 * resized the canvas) counts.
 */
export function visibleRect(cy: Core): Rect {
  const box = cy.container()!.getBoundingClientRect();
  const cover = canvasCovers(cy.container()!).find((c) => c.kind === 'beside')?.rect ?? null;
  return uncoveredRect({ width: box.width, height: box.height }, cover);
}

interface Overlays {
  always: Rect[];
  /** Where the minimap is or would be, shown or not. */
  minimap: Rect | null;
  /** Whether the minimap shows now. */
  minimapShown: boolean;
}

export function overlaysOn(cy: Core): Overlays {
  const result: Overlays = { always: [], minimap: null, minimapShown: false };
  for (const c of canvasCovers(cy.container()!)) {
    if (c.kind === 'beside' || c.kind === 'note') continue;
    if (c.kind === 'minimap') {
      result.minimap = c.rect;
      result.minimapShown = !c.hidden;
    } else result.always.push(c.rect);
  }
  return result;
}

/**
 * The part of the canvas that nothing covers: beside the panel and clear of the controls drawn
 * over the canvas, the minimap counted while it is shown. Zooming about its centre keeps what
 * the user looks at in the middle of what they can see.
 */
export function uncoveredCanvas(cy: Core): Rect {
  const { always, minimap, minimapShown } = overlaysOn(cy);
  return clearOfOverlays(visibleRect(cy), minimap && minimapShown ? [...always, minimap] : always);
}

/**
 * The model box of `eles` when they are all plain nodes (a case or a hub, sized by their `size`
 * data), from positions and data alone; null otherwise (the caller asks cytoscape). cytoscape's
 * boundingBox() of the ~1,650 nodes left by a filter at 4,000 cases took 70–100 ms here. The
 * nodes carry no cytoscape label (./labelsOverlay.ts draws them).
 */
export function nodesBox(eles: Collection | NodeCollection): Rect | null {
  if (eles.empty()) return null;
  const bb = { x1: Infinity, y1: Infinity, x2: -Infinity, y2: -Infinity };
  for (let k = 0; k < eles.length; k++) {
    const n = eles[k]!;
    const size: unknown = n.data('size');
    const kind: unknown = n.data('kind');
    if (!n.isNode() || typeof size !== 'number' || (kind !== 'case' && kind !== 'component' && kind !== 'cause')) return null;
    const p = n.position();
    // As cytoscape's own box: half the border, and one unit it adds for antialiasing.
    const r = size / 2 + NODE_BORDER_WIDTH / 2 + 1;
    if (p.x - r < bb.x1) bb.x1 = p.x - r;
    if (p.x + r > bb.x2) bb.x2 = p.x + r;
    if (p.y - r < bb.y1) bb.y1 = p.y - r;
    if (p.y + r > bb.y2) bb.y2 = p.y + r;
  }
  return bb;
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

/**
 * Above this many drawn nodes a camera move jumps: each frame of a move redraws every node on
 * screen (cytoscape's snapshot panning is for gestures only), and after a filter, with the
 * canvas' cached layers gone, a frame of 1,650 nodes took 150–170 ms here at 4,000 cases.
 */
const ANIMATED_NODES = 1500;

/**
 * Moves the viewport to `target`, briefly animated, or at once: under reduced motion, for a big
 * graph, and while the map's drawing is held under the focus view (./useMapHeld.ts: no frame
 * would step the move, and no one would see it).
 */
export function moveTo(cy: Core, target: Viewport): void {
  cy.stop();
  targets.set(cy, target);
  if (reducedMotion() || isDrawingHeld(cy) || cy.nodes().length > ANIMATED_NODES) cy.viewport(target);
  else cy.animate({ zoom: target.zoom, pan: target.pan }, { duration: MOVE_MS, easing: 'ease-in-out-cubic' });
}

/**
 * Frames `eles` (their boxes with labels) inside the uncovered canvas, zooming in no further
 * than `maxZoom`: far enough that labels are readable, not so far that a lone node fills the view.
 */
export function fitVisible(cy: Core, eles: Collection | NodeCollection, padding: number, maxZoom = DEFAULT_MAX_FRAME_ZOOM): void {
  const target = frameTarget(cy, eles, padding, maxZoom);
  if (target) moveTo(cy, target);
}

/**
 * Where `fitVisible` moves to: framed clear of the legend and the zoom buttons, and of the
 * minimap too when that framing leaves some of the graph out of view (the minimap then shows,
 * where it would otherwise come up over the framed nodes). A framing of the whole graph hides
 * it, so its corner is free for nodes.
 */
export function frameTarget(cy: Core, eles: Collection | NodeCollection, padding: number, maxZoom = DEFAULT_MAX_FRAME_ZOOM): Viewport | null {
  if (eles.empty()) return null;
  const bb = nodesBox(eles) ?? eles.boundingBox({ includeLabels: true, includeOverlays: false });
  const panelFree = visibleRect(cy);
  const { always, minimap } = overlaysOn(cy);
  const fitIn = (visible: Rect) => {
    // A short canvas (a phone's, above its sheet) keeps less margin, so the nodes keep their room.
    const room = Math.min(visible.x2 - visible.x1, visible.y2 - visible.y1);
    return fitBoxes([bb], visible, { padding: Math.min(padding, room * 0.1), maxZoom: Math.min(maxZoom, cy.maxZoom()), minZoom: cy.minZoom() });
  };
  const content = { width: bb.x2 - bb.x1, height: bb.y2 - bb.y1 };
  const clear = (overlays: Rect[]) => clearOfOverlays(panelFree, overlays, undefined, undefined, content);
  const target = fitIn(clear(always));
  if (!target || !minimap) return target;
  const all = nodesBox(cy.nodes()) ?? cy.nodes().boundingBox({ includeLabels: false, includeOverlays: false });
  if (!needsMinimap({ x1: all.x1, y1: all.y1, x2: all.x2, y2: all.y2 }, target, panelFree)) return target;
  return fitIn(clear([...always, minimap]));
}
