/**
 * Which edge is under the pointer, found through a uniform grid of straight segments.
 *
 * cytoscape's own hit test checks every interactive edge, arrows included, on every mouse move:
 * about 16 ms per move over 2,000 relation edges on this machine, which made hovering and
 * clicking a 1,000-case graph sluggish. Edges are therefore not interactive in cytoscape, and the
 * edges that carry a tooltip are found here instead. Positions are fixed (the layout is preset),
 * and an edge between two cases is the only edge of its pair, so it is drawn straight.
 */
export interface Segment {
  id: string;
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

export class EdgeHitIndex {
  private readonly cells = new Map<string, number[]>();
  private readonly segments: readonly Segment[];
  private readonly cell: number;

  constructor(segments: readonly Segment[], cell = 80) {
    this.segments = segments;
    this.cell = cell;
    segments.forEach((s, k) => {
      // Every cell the segment's bounding box touches: cheap, and exact enough for short edges;
      // long edges are rare (cases sit near their hubs).
      const [cx1, cx2] = [Math.floor(Math.min(s.x1, s.x2) / cell), Math.floor(Math.max(s.x1, s.x2) / cell)];
      const [cy1, cy2] = [Math.floor(Math.min(s.y1, s.y2) / cell), Math.floor(Math.max(s.y1, s.y2) / cell)];
      for (let cx = cx1; cx <= cx2; cx++) {
        for (let cy = cy1; cy <= cy2; cy++) {
          if (!segmentTouchesCell(s, cx * cell, cy * cell, cell)) continue;
          const key = `${cx},${cy}`;
          const list = this.cells.get(key);
          if (list) list.push(k);
          else this.cells.set(key, [k]);
        }
      }
    });
  }

  /** The id of the segment nearest to (x, y) within `radius`, or null. */
  nearest(x: number, y: number, radius: number): string | null {
    const c = this.cell;
    let best: string | null = null;
    let bestSq = radius * radius;
    const seen = new Set<number>();
    for (let cx = Math.floor((x - radius) / c); cx <= Math.floor((x + radius) / c); cx++) {
      for (let cy = Math.floor((y - radius) / c); cy <= Math.floor((y + radius) / c); cy++) {
        for (const k of this.cells.get(`${cx},${cy}`) ?? []) {
          if (seen.has(k)) continue;
          seen.add(k);
          const s = this.segments[k]!;
          const d = distanceSqToSegment(x, y, s);
          if (d <= bestSq) {
            bestSq = d;
            best = s.id;
          }
        }
      }
    }
    return best;
  }
}

export function distanceSqToSegment(x: number, y: number, s: Segment): number {
  const dx = s.x2 - s.x1;
  const dy = s.y2 - s.y1;
  const lengthSq = dx * dx + dy * dy;
  const t = lengthSq === 0 ? 0 : Math.max(0, Math.min(1, ((x - s.x1) * dx + (y - s.y1) * dy) / lengthSq));
  const px = s.x1 + t * dx - x;
  const py = s.y1 + t * dy - y;
  return px * px + py * py;
}

/** Whether the segment passes within the square cell (with a little slack for the hit radius). */
function segmentTouchesCell(s: Segment, left: number, top: number, size: number): boolean {
  const cx = left + size / 2;
  const cy = top + size / 2;
  // The distance from the cell's centre to the segment, against the cell's half-diagonal.
  return distanceSqToSegment(cx, cy, s) <= (size * size) / 2;
}
