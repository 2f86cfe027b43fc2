import type { Rect } from '../layout';
import { segmentMeetsBox } from '../network';
import { nodeSizeOf } from './grid';
import type { FocusPicture } from './picture';

/**
 * Where the focus view's edges run (issue 25: no edge under a label that is not its end's). A
 * straight edge that would pass under another item's node or label (a related case two rows
 * away, behind the one between) runs instead along the gaps the grid keeps: up from its source to
 * the top edge of the source's cell, along that row's top edge to the column edge beside its
 * target, along that column edge to the target's row, along the row's top edge over the target
 * and down into it. A row's top edge lies 4 px below the row above's labels and 4 px above the
 * row's nodes (grid.ts: nodes near the top of their cells, labels inset from the cell's edges), a
 * column edge 4 px beside each column's labels, so such a route meets no other node or label.
 */
export interface RoutePoint {
  x: number;
  y: number;
}

/** Half an edge's width and a hair: how far a straight edge keeps from what it must not cross. */
const CLEAR = 2;

/** True when the segment a→b comes within `pad` of the rectangle (the network's clipping test on the grown box). */
export function segmentMeetsRect(a: RoutePoint, b: RoutePoint, r: Rect, pad = 0): boolean {
  return segmentMeetsBox(a, b, { x1: r.x1 - pad, y1: r.y1 - pad, x2: r.x2 + pad, y2: r.y2 + pad });
}

/** What an edge between `source` and `target` must not pass under: every other item's node and label. */
function obstaclesFor(picture: FocusPicture, source: string, target: string): Rect[] {
  const out: Rect[] = [];
  for (const i of picture.items) {
    if (i.id === source || i.id === target) continue;
    const half = nodeSizeOf(i, picture.cell) / 2;
    out.push({ x1: i.x - half, y1: i.y - half, x2: i.x + half, y2: i.y + half }, i.label);
  }
  return out;
}

/**
 * Each edge's bend points (its ends excluded), by edge id: none for an edge that runs straight
 * clear of the others' nodes and labels, else the route along the cells' edges described above.
 */
export function focusEdgeRoutes(picture: FocusPicture): Map<string, RoutePoint[]> {
  const { cell } = picture;
  const byId = new Map(picture.items.map((i) => [i.id, i]));
  // A node's cell top: nodeAt puts the node's centre node/2 + 4 below it.
  const top = (y: number) => y - cell.node / 2 - 4;
  const routes = new Map<string, RoutePoint[]>();
  for (const e of picture.edges) {
    const a = byId.get(e.source);
    const b = byId.get(e.target);
    if (!a || !b) continue;
    const obstacles = obstaclesFor(picture, e.source, e.target);
    if (!obstacles.some((r) => segmentMeetsRect(a, b, r, CLEAR))) {
      routes.set(e.id, []);
      continue;
    }
    const ya = top(a.y);
    const yb = top(b.y);
    // A draft's star or a pattern's disc reaches past its cell's top edge, so a route up from it
    // would start inside it, and cytoscape draws no edge whose first bend is inside its end.
    const big = nodeSizeOf(a, cell) / 2 >= a.y - ya ? a : nodeSizeOf(b, cell) / 2 >= b.y - yb ? b : null;
    if (big) {
      const other = big === a ? b : a;
      const points = sideways(big, other, top(other.y), cell.w);
      routes.set(e.id, big === a ? points : points.reverse());
      continue;
    }
    if (Math.abs(ya - yb) < 0.5) {
      routes.set(e.id, [{ x: a.x, y: ya }, { x: b.x, y: yb }]);
      continue;
    }
    // The column edge beside the target on the source's side (the right edge when they share a column).
    const xc = b.x > a.x ? b.x - cell.w / 2 : b.x + cell.w / 2;
    routes.set(e.id, [{ x: a.x, y: ya }, { x: xc, y: ya }, { x: xc, y: yb }, { x: b.x, y: yb }]);
  }
  return routes;
}

/**
 * From a big node: sideways at its centre's height to its cell's edge on the other's side, along
 * that column edge to the other's row (`otherTop`, its top edge), along it over the other.
 */
function sideways(big: RoutePoint, other: RoutePoint, otherTop: number, cellW: number): RoutePoint[] {
  const xs = other.x < big.x ? big.x - cellW / 2 : big.x + cellW / 2;
  return [
    { x: xs, y: big.y },
    { x: xs, y: otherTop },
    { x: other.x, y: otherTop },
  ];
}

/**
 * A route's bend points as cytoscape's `segments` edges take them (`edge-distances: node-position`):
 * each point's weight along source → target and its distance from that line (positive to the
 * left of the direction of travel in screen coordinates, y down: cytoscape's perpendicular).
 */
export function routeSegments(source: RoutePoint, target: RoutePoint, points: readonly RoutePoint[]): { weights: number[]; distances: number[] } {
  const dx = target.x - source.x;
  const dy = target.y - source.y;
  const len2 = dx * dx + dy * dy;
  if (!(len2 > 0)) return { weights: [], distances: [] };
  const len = Math.sqrt(len2);
  // cytoscape's perpendicular of (dx, dy)/len is (-dy, dx)/len.
  const nx = -dy / len;
  const ny = dx / len;
  const weights: number[] = [];
  const distances: number[] = [];
  for (const p of points) {
    const px = p.x - source.x;
    const py = p.y - source.y;
    weights.push((px * dx + py * dy) / len2);
    distances.push(px * nx + py * ny);
  }
  return { weights, distances };
}
