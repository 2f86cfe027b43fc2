import type { Core } from 'cytoscape';
import { DEFAULT_MAX_FRAME_ZOOM, type Viewport } from '../model/viewport';
import type { Rect } from '../model/layout';
import { frameMap } from '../model/overview';
import { regionsUnder } from './regionsUnderlay';
import { NODE_BORDER_WIDTH } from './style';
import { fitVisible, moveTo, overlaysOn, visibleRect } from './visibleArea';

/**
 * Frames the whole map for the first view (and "Fit graph"): every node clear of the legend and
 * the zoom buttons, the map and its discs inside the canvas, as big as that allows
 * (model/overview/mapFraming.ts). Falls back to the rectangle beside the controls when a node is
 * not a plain case or hub (a draft) or no zoom keeps the nodes clear.
 */
export function fitMap(cy: Core, padding: number): void {
  const target = mapTarget(cy, padding);
  if (target) moveTo(cy, target);
  else fitVisible(cy, cy.nodes(), padding);
}

/** The first picture's viewport from the layout's positions (nothing drawn yet), or null. */
export function firstMapView(cy: Core, discs: readonly { x: number; y: number; r: number }[], padding: number): Viewport | null {
  const nodes = discs.map((d) => {
    const r = d.r + NODE_BORDER_WIDTH / 2 + 1;
    return { x1: d.x - r, y1: d.y - r, x2: d.x + r, y2: d.y + r };
  });
  return nodes.length ? frameAround(cy, nodes, padding) : null;
}

function frameAround(cy: Core, nodes: Rect[], padding: number): Viewport | null {
  const discs = regionsUnder(cy).map((d) => ({ x1: d.x - d.r, y1: d.y - d.r, x2: d.x + d.r, y2: d.y + d.r }));
  const visible = visibleRect(cy);
  // A short canvas (a phone's, above its sheet) keeps less margin, as fitVisible does.
  const room = Math.min(visible.x2 - visible.x1, visible.y2 - visible.y1);
  return frameMap({ nodes, extent: discs, visible, overlays: overlaysOn(cy).always, padding: Math.min(padding, room * 0.1), minZoom: cy.minZoom(), maxZoom: Math.min(DEFAULT_MAX_FRAME_ZOOM, cy.maxZoom()) });
}

function mapTarget(cy: Core, padding: number): Viewport | null {
  const nodes: Rect[] = [];
  const all = cy.nodes();
  for (let k = 0; k < all.length; k++) {
    const n = all[k]!;
    const size: unknown = n.data('size');
    const kind: unknown = n.data('kind');
    if (typeof size !== 'number' || (kind !== 'case' && kind !== 'component' && kind !== 'cause')) return null;
    const p = n.position();
    const r = size / 2 + NODE_BORDER_WIDTH / 2 + 1;
    nodes.push({ x1: p.x - r, y1: p.y - r, x2: p.x + r, y2: p.y + r });
  }
  return nodes.length ? frameAround(cy, nodes, padding) : null;
}
