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
  private cells: Map<string, number[]> | null = null;
  private readonly segments: readonly Segment[];
  private readonly cell: number;

  /** The grid is built on the first query: a graph that is never hovered never pays for it. */
  constructor(segments: readonly Segment[], cell = 80) {
    this.segments = segments;
    this.cell = cell;
  }

  private grid(): Map<string, number[]> {
    if (this.cells) return this.cells;
    const cells = new Map<string, number[]>();
    this.segments.forEach((s, k) => {
      for (const key of cellsCrossed(s, this.cell)) {
        const list = cells.get(key);
        if (list) list.push(k);
        else cells.set(key, [k]);
      }
    });
    this.cells = cells;
    return cells;
  }

  /** The id of the segment nearest to (x, y) within `radius`, or null. */
  nearest(x: number, y: number, radius: number): string | null {
    const c = this.cell;
    let best: string | null = null;
    let bestSq = radius * radius;
    const seen = new Set<number>();
    const cells = this.grid();
    for (let cx = Math.floor((x - radius) / c); cx <= Math.floor((x + radius) / c); cx++) {
      for (let cy = Math.floor((y - radius) / c); cy <= Math.floor((y + radius) / c); cy++) {
        for (const k of cells.get(`${cx},${cy}`) ?? []) {
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

/**
 * The keys of the grid cells a segment passes through, walking along its longer axis: one column
 * (or row) at a time, the cells between where the segment enters and leaves it. Measured: testing
 * every cell of a long edge's bounding box took ~90 ms for the 560 hub links of a 10,000-case
 * library; this is linear in the segment's length.
 */
export function cellsCrossed(s: Segment, cell: number): string[] {
  const keys: string[] = [];
  const steep = Math.abs(s.y2 - s.y1) > Math.abs(s.x2 - s.x1);
  // Work in (u, v) with u the longer axis; swap back when naming cells.
  const [u1, v1, u2, v2] = steep ? [s.y1, s.x1, s.y2, s.x2] : [s.x1, s.y1, s.x2, s.y2];
  const [ua, va, ub, vb] = u1 <= u2 ? [u1, v1, u2, v2] : [u2, v2, u1, v1];
  const slope = ub === ua ? 0 : (vb - va) / (ub - ua);
  const vAt = (u: number) => va + (Math.min(ub, Math.max(ua, u)) - ua) * slope;
  for (let cu = Math.floor(ua / cell); cu <= Math.floor(ub / cell); cu++) {
    const from = vAt(cu * cell);
    const to = vAt((cu + 1) * cell);
    for (let cv = Math.floor(Math.min(from, to) / cell); cv <= Math.floor(Math.max(from, to) / cell); cv++) {
      keys.push(steep ? `${cv},${cu}` : `${cu},${cv}`);
    }
  }
  return keys;
}
