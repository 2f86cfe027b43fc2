import type { EdgeKind } from './graphModel';

/**
 * Which edges the main graph draws at which zoom.
 *
 * On a canvas without a GPU every frame redraws every drawn edge: at 1,000 cases the overview's
 * 5,000 edges (3,100 case → hub, 1,900 relations) made each full frame ~250 ms and the first
 * picture slower than a bare cytoscape drawing the same elements (`npm run bench`). At the
 * overview's zoom they are a grey mesh anyway; so a big graph draws its nodes (and regions and
 * labels) until the user zooms in, when the links appear: the relations first, then the case →
 * hub links. A hovered or selected node always shows its own links (the focus layer draws them
 * from the model, ./graphModel.ts), and a small library draws everything at every zoom.
 */
export type EdgeTier = 'membership' | 'relation' | 'always';

/**
 * Graphs of at most this many drawn cases draw every edge at every zoom. At 500, a domain
 * filter on a 1,000-case library (~400 cases, 1,800 edges) took 750 ms to redraw, in one 250 ms
 * task (`npm run bench`, "tick a domain"); the bundled library (159 cases) is far below either.
 */
export const ALL_EDGES_UP_TO_CASES = 300;
/** From this zoom on, relation edges are drawn (a case is then ~6 px: a few hundred on screen). */
export const RELATION_ZOOM = 0.4;
/** From this zoom on, case → hub edges are drawn too. */
export const MEMBERSHIP_ZOOM = 0.7;

export function edgeTier(kind: EdgeKind): EdgeTier {
  if (kind === 'has-component' || kind === 'has-cause') return 'membership';
  if (kind === 'relation') return 'relation';
  // Hub links of the aggregated view and the draft's matches are few and always drawn.
  return 'always';
}

/** The tiers drawn at `zoom` in a graph of `caseCount` drawn cases. */
export interface DrawnTiers {
  membership: boolean;
  relation: boolean;
}

export function drawnTiers(zoom: number, caseCount: number): DrawnTiers {
  if (!(caseCount > ALL_EDGES_UP_TO_CASES)) return { membership: true, relation: true };
  const z = Number.isFinite(zoom) ? zoom : 0;
  return { membership: z >= MEMBERSHIP_ZOOM, relation: z >= RELATION_ZOOM };
}

export function isTierDrawn(tier: EdgeTier, tiers: DrawnTiers): boolean {
  return tier === 'always' || tiers[tier];
}

export function sameTiers(a: DrawnTiers, b: DrawnTiers): boolean {
  return a.membership === b.membership && a.relation === b.relation;
}

/** True when some edge kind is left out at this zoom (the legend says how to see them). */
export function withholdsEdges(tiers: DrawnTiers): boolean {
  return !tiers.membership || !tiers.relation;
}

/**
 * Zoomed in, a big graph draws only the edges that cross a window around the view: cytoscape
 * computes the style and geometry of every edge it holds, on screen or not, so adding all 23,000
 * edges of 4,000 cases to show a few hundred cost frames of half a second. The window is the
 * visible box grown by WINDOW_MARGIN of its size on each side, so a short pan needs no change.
 */
export const WINDOW_MARGIN = 0.5;

export interface Box {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

/** `box` grown by `share` of its width and height on each side. */
export function grownBox(box: Box, share: number): Box {
  const dx = (box.x2 - box.x1) * share;
  const dy = (box.y2 - box.y1) * share;
  return { x1: box.x1 - dx, y1: box.y1 - dy, x2: box.x2 + dx, y2: box.y2 + dy };
}

export function boxContains(outer: Box, inner: Box): boolean {
  return inner.x1 >= outer.x1 && inner.y1 >= outer.y1 && inner.x2 <= outer.x2 && inner.y2 <= outer.y2;
}

/** Whether the straight segment a → b meets `box`. */
export function segmentMeetsBox(a: { x: number; y: number }, b: { x: number; y: number }, box: Box): boolean {
  return segmentSpanInBox(a, b, box) !== null;
}

/**
 * The part of the segment a → b inside `box`, as fractions [t0, t1] of the way from a to b
 * (Liang–Barsky clipping); null when it misses.
 */
export function segmentSpanInBox(a: { x: number; y: number }, b: { x: number; y: number }, box: Box): [number, number] | null {
  let t0 = 0;
  let t1 = 1;
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const clips: [number, number][] = [
    [-dx, a.x - box.x1],
    [dx, box.x2 - a.x],
    [-dy, a.y - box.y1],
    [dy, box.y2 - a.y],
  ];
  for (const [p, q] of clips) {
    if (p === 0) {
      if (q < 0) return null;
      continue;
    }
    const t = q / p;
    if (p < 0) t0 = Math.max(t0, t);
    else t1 = Math.min(t1, t);
    if (t0 > t1) return null;
  }
  return [t0, t1];
}

/** Whether a graph of `caseCount` drawn cases draws only the edges near the view. */
export function drawsByWindow(caseCount: number): boolean {
  return caseCount > ALL_EDGES_UP_TO_CASES;
}
