/** Axis-aligned rectangles, shared by the layout, the label pass and the framing arithmetic. */
export interface Rect {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

/** True when the two rectangles share area (touching edges do not count). */
export function overlaps(a: Rect, b: Rect): boolean {
  return a.x1 < b.x2 && b.x1 < a.x2 && a.y1 < b.y2 && b.y1 < a.y2;
}

export function contains(outer: Rect, inner: Rect): boolean {
  return inner.x1 >= outer.x1 && inner.y1 >= outer.y1 && inner.x2 <= outer.x2 && inner.y2 <= outer.y2;
}

export function union(rects: Iterable<Rect>): Rect | null {
  const u = { x1: Infinity, y1: Infinity, x2: -Infinity, y2: -Infinity };
  for (const r of rects) {
    if (r.x1 < u.x1) u.x1 = r.x1;
    if (r.y1 < u.y1) u.y1 = r.y1;
    if (r.x2 > u.x2) u.x2 = r.x2;
    if (r.y2 > u.y2) u.y2 = r.y2;
  }
  return Number.isFinite(u.x1) ? u : null;
}

export function inflate(r: Rect, by: number): Rect {
  return { x1: r.x1 - by, y1: r.y1 - by, x2: r.x2 + by, y2: r.y2 + by };
}
