import { segmentSpanInBox } from '../network';
import type { DrawnLabel } from './labelCandidates';

export interface Segment {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

/** A placed label's leader line: from its node's edge to the nearest point of its box (null: none, or the box reaches the node). */
export function leaderLine(l: DrawnLabel): Segment | null {
  if (!l.leader) return null;
  const { x, y, r } = l.leader;
  const tx = Math.min(l.x2, Math.max(l.x1, x));
  const ty = Math.min(l.y2, Math.max(l.y1, y));
  const d = Math.hypot(tx - x, ty - y);
  if (!(d > r)) return null;
  return { x1: x + ((tx - x) * r) / d, y1: y + ((ty - y) * r) / d, x2: tx, y2: ty };
}

/**
 * The leader lines as drawn: each cut where it passes under another label's box (grown by
 * `pad`), so it never runs between a name's words, where "잠재된 | 소프트웨어 버그" read as two
 * names, or across its letters. Labels are placed apart, so a line meets at most a few boxes.
 */
export function leaderPieces(placed: readonly DrawnLabel[], pad = 1): Segment[] {
  const pieces: Segment[] = [];
  for (const l of placed) {
    const line = leaderLine(l);
    if (!line) continue;
    const hidden: [number, number][] = [];
    for (const o of placed) {
      if (o === l) continue;
      const span = segmentSpanInBox({ x: line.x1, y: line.y1 }, { x: line.x2, y: line.y2 }, { x1: o.x1 - pad, y1: o.y1 - pad, x2: o.x2 + pad, y2: o.y2 + pad });
      // A line that only touches a box's edge is not under it.
      if (span && span[1] > span[0]) hidden.push(span);
    }
    for (const [t0, t1] of visibleSpans(hidden)) {
      pieces.push({ x1: line.x1 + (line.x2 - line.x1) * t0, y1: line.y1 + (line.y2 - line.y1) * t0, x2: line.x1 + (line.x2 - line.x1) * t1, y2: line.y1 + (line.y2 - line.y1) * t1 });
    }
  }
  return pieces;
}

/** What of [0, 1] no hidden span covers, in order; pieces shorter than a hundredth are dropped. */
function visibleSpans(hidden: [number, number][]): [number, number][] {
  hidden.sort((a, b) => a[0] - b[0]);
  const out: [number, number][] = [];
  let at = 0;
  for (const [t0, t1] of hidden) {
    if (t0 > at + 0.01) out.push([at, t0]);
    at = Math.max(at, t1);
  }
  if (at < 0.99) out.push([at, 1]);
  return out;
}
