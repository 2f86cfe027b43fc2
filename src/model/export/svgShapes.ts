/**
 * Style values turned into SVG markup, for the graph's own SVG writer (src/graph/svgOfCy.ts).
 * Pure string and geometry work, so it is tested in Node. Shapes follow cytoscape's definitions
 * (its unit polygons and corner radii) so the file shows what the canvas shows.
 */

export interface Point {
  x: number;
  y: number;
}

/** A number as SVG writes it: two decimals at most, never `-0`, never `NaN`. */
export function svgNumber(n: number): string {
  if (!Number.isFinite(n)) return '0';
  const r = Math.round(n * 100) / 100;
  return String(r === 0 ? 0 : r);
}

export function escapeXml(text: string): string {
  // Characters XML 1.0 forbids (controls, lone surrogates) are dropped: the file must parse.
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  const clean = text.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '');
  return clean.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

const COLOUR = /^(#[0-9a-f]{3,8}|rgba?\(\s*[0-9.]+%?\s*,\s*[0-9.]+%?\s*,\s*[0-9.]+%?\s*(,\s*[0-9.]+%?\s*)?\)|[a-z]{3,20})$/i;

/** A colour fit for an attribute, or `none`: a style value is never written into markup unchecked. */
export function svgColour(value: unknown): string {
  return typeof value === 'string' && COLOUR.test(value.trim()) ? value.trim() : 'none';
}

/** An opacity clamped to 0…1 (anything unreadable counts as opaque). */
export function svgOpacity(value: unknown): number {
  const n = typeof value === 'number' ? value : Number.parseFloat(String(value));
  if (!Number.isFinite(n)) return 1;
  return Math.min(1, Math.max(0, n));
}

/** ` name="value"` for an opacity below 1, else nothing (the default needs no attribute). */
export function opacityAttr(name: string, value: number): string {
  return value < 1 ? ` ${name}="${svgNumber(value)}"` : '';
}

/** cytoscape's regular polygons: `sides` corners on the unit circle, the first at the top. */
function ngon(sides: number): number[] {
  const out: number[] = [];
  const step = (2 * Math.PI) / sides;
  const start = sides % 2 === 0 ? Math.PI / 2 + step / 2 : Math.PI / 2;
  for (let i = 0; i < sides; i++) {
    const a = start + i * step;
    out.push(Math.cos(a), -Math.sin(a));
  }
  return out;
}

/** Unit polygons (x, y in −1…1) of the shapes SVG has no element for, as cytoscape defines them. */
const POLYGONS: Record<string, readonly number[]> = {
  diamond: [0, 1, 1, 0, 0, -1, -1, 0],
  triangle: ngon(3),
  pentagon: ngon(5),
  hexagon: ngon(6),
  heptagon: ngon(7),
  octagon: ngon(8),
  rhomboid: [-1, -1, 0.333, -1, 1, 1, -0.333, 1],
  vee: [-1, -1, 0, -0.333, 1, -1, 0, 1],
  // Five points on the unit circle and five between them, at the radius that keeps the edges straight.
  star: Array.from({ length: 10 }, (_, i) => {
    const r = i % 2 ? Math.cos((2 * Math.PI) / 5) / Math.cos(Math.PI / 5) : 1;
    const a = Math.PI / 2 + (i * Math.PI) / 5;
    return [r * Math.cos(a), -r * Math.sin(a)];
  }).flat(),
};

export type ShapeMarkup = { tag: 'ellipse'; cx: number; cy: number; rx: number; ry: number } | { tag: 'rect'; x: number; y: number; width: number; height: number; r: number } | { tag: 'polygon'; points: Point[] };

/**
 * The SVG element for a node of cytoscape shape `shape` centred on (cx, cy), `w` × `h` pixels.
 * Shapes with no case of their own are drawn as rectangles: a node must never go missing.
 */
export function nodeShape(shape: string, cx: number, cy: number, w: number, h: number): ShapeMarkup {
  if (shape === 'ellipse') return { tag: 'ellipse', cx, cy, rx: w / 2, ry: h / 2 };
  const unit = POLYGONS[shape.replace(/^round-/, '')];
  if (unit) {
    const points: Point[] = [];
    for (let i = 0; i < unit.length; i += 2) points.push({ x: cx + (unit[i]! * w) / 2, y: cy + (unit[i + 1]! * h) / 2 });
    return { tag: 'polygon', points };
  }
  // cytoscape's corner radius for round rectangles.
  const r = /round/.test(shape) ? Math.min(w / 4, h / 4, 8) : 0;
  return { tag: 'rect', x: cx - w / 2, y: cy - h / 2, width: w, height: h, r };
}

/** A shape as an element, with `attrs` (already escaped) appended. */
export function shapeElement(s: ShapeMarkup, attrs: string): string {
  const n = svgNumber;
  switch (s.tag) {
    case 'ellipse':
      return s.rx === s.ry ? `<circle cx="${n(s.cx)}" cy="${n(s.cy)}" r="${n(s.rx)}"${attrs}/>` : `<ellipse cx="${n(s.cx)}" cy="${n(s.cy)}" rx="${n(s.rx)}" ry="${n(s.ry)}"${attrs}/>`;
    case 'rect':
      return `<rect x="${n(s.x)}" y="${n(s.y)}" width="${n(s.width)}" height="${n(s.height)}"${s.r > 0 ? ` rx="${n(s.r)}"` : ''}${attrs}/>`;
    case 'polygon':
      return `<polygon points="${s.points.map((p) => `${n(p.x)},${n(p.y)}`).join(' ')}"${attrs}/>`;
  }
}

/** `to` moved `by` pixels back towards `from` (a line ends at its arrow's base, not its tip). */
export function pullBack(from: Point, to: Point, by: number): Point {
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  const len = Math.hypot(dx, dy);
  if (len === 0 || by <= 0) return to;
  const k = Math.max(0, len - by) / len;
  return { x: from.x + dx * k, y: from.y + dy * k };
}

/**
 * An edge's path through its control points as cytoscape draws it: straight with none, one
 * quadratic curve with one, and with more a chain of quadratics meeting halfway between them.
 */
export function edgePath(start: Point, controls: readonly Point[], end: Point): string {
  const n = svgNumber;
  let d = `M${n(start.x)} ${n(start.y)}`;
  if (!controls.length) return `${d}L${n(end.x)} ${n(end.y)}`;
  for (let i = 0; i < controls.length; i++) {
    const c = controls[i]!;
    const next = controls[i + 1];
    const to = next ? { x: (c.x + next.x) / 2, y: (c.y + next.y) / 2 } : end;
    d += `Q${n(c.x)} ${n(c.y)} ${n(to.x)} ${n(to.y)}`;
  }
  return d;
}

/** An SVG path through `points` in straight lines (a routed edge: cytoscape's `segments`). */
export function polylinePath(points: readonly Point[]): string {
  const n = svgNumber;
  return points.map((p, i) => `${i ? 'L' : 'M'}${n(p.x)} ${n(p.y)}`).join('');
}

/** cytoscape's arrow size for an edge `edgeWidth` wide (model units), times its arrow scale. */
export function arrowSize(edgeWidth: number, scale: number): number {
  return Math.max(Math.pow(edgeWidth * 13.37, 0.9), 29) * scale;
}

/**
 * A triangle arrowhead as a marker (cytoscape's triangle: 0.3 of the size long and wide), its base
 * on the path's end (which stops short of the node by its length, see `pullBack`) and pointing
 * away from the path at either end, in the drawing's pixels whatever the line's width.
 */
export function arrowMarker(id: string, size: number, colour: string, opacity: number): string {
  const n = svgNumber;
  const l = 0.3 * size;
  return `<marker id="${escapeXml(id)}" markerUnits="userSpaceOnUse" markerWidth="${n(l)}" markerHeight="${n(l)}" viewBox="0 0 ${n(l)} ${n(l)}" refX="0" refY="${n(l / 2)}" orient="auto-start-reverse"><path d="M0 0L${n(l)} ${n(l / 2)}L0 ${n(l)}Z" fill="${escapeXml(colour)}"${opacityAttr('fill-opacity', opacity)}/></marker>`;
}

/** SVG's dash pattern for cytoscape's `line-style` at `width` pixels (solid: none). */
export function dashArray(lineStyle: string, width: number): string {
  if (lineStyle === 'dashed') return ` stroke-dasharray="${svgNumber(width * 3)} ${svgNumber(width * 3)}"`;
  if (lineStyle === 'dotted') return ` stroke-dasharray="${svgNumber(width)} ${svgNumber(width)}"`;
  return '';
}
