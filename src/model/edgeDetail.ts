import type { EdgeKind } from './graph';

/**
 * Which edges the main graph draws at which zoom.
 *
 * On a canvas without a GPU every frame redraws every drawn edge: at 1,000 cases the overview's
 * 5,000 edges (3,100 case → hub, 1,900 relations) made each full frame ~250 ms and the first
 * picture slower than a bare cytoscape drawing the same elements (`npm run bench`). At the
 * overview's zoom they are a grey mesh anyway; so a big graph draws its nodes (and regions and
 * labels) until the user zooms in, when the links appear: the relations first, then the case →
 * hub links. A hovered or selected node always shows its own links (the focus layer draws them
 * from the model, ./graph.ts), and a small library draws everything at every zoom.
 */
export type EdgeTier = 'membership' | 'relation' | 'always';

/** Graphs of at most this many drawn cases draw every edge at every zoom. */
export const ALL_EDGES_UP_TO_CASES = 500;
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
