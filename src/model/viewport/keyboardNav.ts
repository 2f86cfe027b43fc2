/**
 * Moving through the graph with the arrow keys: from the focused node, the next node is the
 * nearest one lying in the arrow's direction, neighbours first (so Right walks along the node's
 * own edges when it can), then any drawn node in that direction. Screen geometry only: the
 * caller passes rendered positions, so what "right" means matches what the user sees.
 */
export type ArrowDirection = 'up' | 'down' | 'left' | 'right';

export interface PlacedNode {
  id: string;
  x: number;
  y: number;
}

const VECTORS: Record<ArrowDirection, [number, number]> = {
  up: [0, -1],
  down: [0, 1],
  left: [-1, 0],
  right: [1, 0],
};

/** Cost of moving to `to`: distance, stretched by how far off the arrow's axis it lies; null outside the 45° half-cone. */
function cost(from: PlacedNode, to: PlacedNode, dir: ArrowDirection): number | null {
  const [vx, vy] = VECTORS[dir];
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  const along = dx * vx + dy * vy;
  if (along <= 0) return null;
  const across = Math.abs(dx * vy - dy * vx);
  if (across > along) return null;
  return Math.hypot(dx, dy) * (1 + across / along);
}

function best(from: PlacedNode, candidates: Iterable<PlacedNode>, dir: ArrowDirection): PlacedNode | null {
  let pick: PlacedNode | null = null;
  let pickCost = Infinity;
  for (const c of candidates) {
    if (c.id === from.id) continue;
    const k = cost(from, c, dir);
    // Ties broken by id so the same picture always gives the same walk.
    if (k !== null && (k < pickCost || (k === pickCost && pick !== null && c.id < pick.id))) {
      pick = c;
      pickCost = k;
    }
  }
  return pick;
}

export function nextNodeInDirection(from: PlacedNode, neighbours: Iterable<PlacedNode>, all: Iterable<PlacedNode>, dir: ArrowDirection): string | null {
  return (best(from, neighbours, dir) ?? best(from, all, dir))?.id ?? null;
}

/** Where keyboard focus starts in a graph nobody has focused yet: the selection, else the node nearest the centre. */
export function startNode(nodes: Iterable<PlacedNode>, centre: { x: number; y: number }, selected: string | null): string | null {
  let pick: PlacedNode | null = null;
  let d = Infinity;
  for (const n of nodes) {
    if (n.id === selected) return n.id;
    const dn = Math.hypot(n.x - centre.x, n.y - centre.y);
    if (dn < d) {
      d = dn;
      pick = n;
    }
  }
  return pick?.id ?? null;
}

export function arrowOf(key: string): ArrowDirection | null {
  return key === 'ArrowUp' ? 'up' : key === 'ArrowDown' ? 'down' : key === 'ArrowLeft' ? 'left' : key === 'ArrowRight' ? 'right' : null;
}
