import type { Rect } from '../layout';

/** A node as the label rules see it: its centre and radius, in screen pixels. */
export interface NodeCircle {
  id: string;
  x: number;
  y: number;
  r: number;
}

/** How far a label's box is from a node's edge (0 when it touches or covers it). */
export function labelToNode(label: Rect, node: { x: number; y: number; r: number }): number {
  const dx = Math.max(label.x1 - node.x, 0, node.x - label.x2);
  const dy = Math.max(label.y1 - node.y, 0, node.y - label.y2);
  return Math.max(0, Math.hypot(dx, dy) - Math.max(0, node.r));
}

/**
 * The rule a label of a node keeps on a crowded screen: it is nearer its own node than any
 * other (measured from the label's box to each node's edge), so a reader pairs it with the
 * right node without hovering. `others` may include the own node (skipped by id).
 */
export function nearestIsOwn(label: Rect, own: NodeCircle, others: Iterable<NodeCircle>): boolean {
  const d = labelToNode(label, own);
  for (const o of others) if (o.id !== own.id && labelToNode(label, o) <= d) return false;
  return true;
}
