import type { Core, EdgeSingular, NodeSingular, Position } from 'cytoscape';
import { labelLineTop, leaderPieces, type DrawnLabel } from '../model/viewport';
import { parseNodeId } from '../model/network';
import { arrowMarker, arrowSize, dashArray, edgePath, polylinePath, escapeXml, nodeShape, opacityAttr, pullBack, shapeElement, svgColour, svgNumber, svgOpacity, type Point } from '../model/export';
import { LABEL_FAMILY } from './labelMeasure';
import type { LabelColours } from './labelPaint';

/**
 * A cytoscape instance's current viewport as an SVG document, in rendered (canvas) pixels, the
 * way cytoscape-svg's `full: false` drew it: nodes and edges as cytoscape styles them now, cropped
 * to the canvas. Only the style properties this app's stylesheet uses are read; the label overlay
 * draws the labels (`svgOfLabels`), so cytoscape's own labels are not written.
 */

const n = svgNumber;

function root(width: number, height: number, inner: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${n(width)}" height="${n(height)}" viewBox="0 0 ${n(width)} ${n(height)}">${inner}</svg>`;
}

/** cytoscape's painting order: edges under nodes, then by z-index, then in the order added. */
function byZ<T extends NodeSingular | EdgeSingular>(eles: T[]): T[] {
  return eles
    .map((ele, i) => ({ ele, i, z: Number(ele.numericStyle('z-index')) || 0 }))
    .sort((a, b) => a.z - b.z || a.i - b.i)
    .map((e) => e.ele);
}

function nodeMarkup(node: NodeSingular, zoom: number, w: number, h: number): string | null {
  const p = node.renderedPosition();
  const width = node.width() * zoom;
  const height = node.height() * zoom;
  const border = (Number(node.numericStyle('border-width')) || 0) * zoom;
  const reach = Math.max(width, height) / 2 + border;
  if (p.x + reach < 0 || p.y + reach < 0 || p.x - reach > w || p.y - reach > h) return null;
  const opacity = node.effectiveOpacity();
  const fill = svgColour(node.style('background-color'));
  const stroke = border > 0 ? svgColour(node.style('border-color')) : 'none';
  const attrs =
    ` fill="${escapeXml(fill)}"${opacityAttr('fill-opacity', svgOpacity(node.numericStyle('background-opacity')))}` +
    (stroke === 'none' ? '' : ` stroke="${escapeXml(stroke)}" stroke-width="${n(border)}"${opacityAttr('stroke-opacity', svgOpacity(node.numericStyle('border-opacity')))}`) +
    opacityAttr('opacity', opacity);
  return shapeElement(nodeShape(String(node.style('shape')), p.x, p.y, width, height), attrs);
}

/** Arrow markers by size and colour: edges alike share one. */
type Arrows = Map<string, { id: string; markup: string }>;

function arrowRef(arrows: Arrows, prefix: string, size: number, colour: string): string {
  const key = `${n(size)}|${colour}`;
  let a = arrows.get(key);
  if (!a) {
    const id = `${prefix}arrow${arrows.size}`;
    a = { id, markup: arrowMarker(id, size, colour, 1) };
    arrows.set(key, a);
  }
  return a.id;
}

function edgeMarkup(edge: EdgeSingular, zoom: number, pan: Position, w: number, h: number, arrows: Arrows, prefix: string): string | null {
  const toScreen = (p: Position): Point => ({ x: p.x * zoom + pan.x, y: p.y * zoom + pan.y });
  let start = toScreen(edge.sourceEndpoint());
  let end = toScreen(edge.targetEndpoint());
  // Straight and haystack edges have no control points (cytoscape returns undefined for them);
  // a routed focus edge (curve-style segments) has bend points instead, joined by straight lines.
  const bends = edge.style('curve-style') === 'segments' ? ((edge.segmentPoints() as Position[] | undefined) ?? []).map(toScreen) : null;
  const controls = bends ?? ((edge.controlPoints() as Position[] | undefined) ?? []).map(toScreen);
  const all = [start, ...controls, end];
  if (all.some((p) => !Number.isFinite(p.x) || !Number.isFinite(p.y))) return null;
  if (all.every((p) => p.x < 0) || all.every((p) => p.y < 0) || all.every((p) => p.x > w) || all.every((p) => p.y > h)) return null;
  const width = (Number(edge.numericStyle('width')) || 0) * zoom;
  if (width <= 0) return null;
  const colour = svgColour(edge.style('line-color'));
  let ends = '';
  for (const side of ['source', 'target'] as const) {
    if (edge.style(`${side}-arrow-shape`) === 'none') continue;
    const size = arrowSize(Number(edge.numericStyle('width')) || 0, Number(edge.numericStyle('arrow-scale')) || 1) * zoom;
    const id = arrowRef(arrows, prefix, size, svgColour(edge.style(`${side}-arrow-color`)));
    // The line stops at the arrow's base, as cytoscape draws it, so its width does not blunt the tip.
    if (side === 'target') end = pullBack(controls.at(-1) ?? start, end, 0.3 * size);
    else start = pullBack(controls[0] ?? end, start, 0.3 * size);
    ends += side === 'target' ? ` marker-end="url(#${id})"` : ` marker-start="url(#${id})"`;
  }
  return `<path d="${bends ? polylinePath([start, ...bends, end]) : edgePath(start, controls, end)}" fill="none" stroke="${escapeXml(colour)}" stroke-width="${n(width)}"${dashArray(String(edge.style('line-style')), width)}${opacityAttr('opacity', edge.effectiveOpacity())}${ends}/>`;
}

/**
 * The drawing of `cy`'s visible elements over its canvas, `cy.width()` × `cy.height()` pixels.
 * `idPrefix` keeps the ids of several drawings nested in one document apart.
 */
export function svgOfCy(cy: Core, idPrefix: string): string {
  const zoom = cy.zoom();
  const pan = cy.pan();
  const w = cy.width();
  const h = cy.height();
  const shown = (ele: NodeSingular | EdgeSingular) => ele.visible() && ele.effectiveOpacity() > 0;
  const arrows: Arrows = new Map();
  const body: string[] = [];
  for (const edge of byZ(cy.edges().filter(shown).toArray() as EdgeSingular[])) {
    const m = edgeMarkup(edge, zoom, pan, w, h, arrows, idPrefix);
    if (m) body.push(m);
  }
  for (const node of byZ(cy.nodes().filter(shown).toArray() as NodeSingular[])) {
    const m = nodeMarkup(node, zoom, w, h);
    if (m) body.push(m);
  }
  const defs = arrows.size ? `<defs>${[...arrows.values()].map((a) => a.markup).join('')}</defs>` : '';
  return root(w, h, `${defs}<g>${body.join('')}</g>`);
}

/** The label overlay's labels, as placed on screen, over a canvas `width` × `height` pixels. */
export function svgOfLabels(width: number, height: number, labels: readonly DrawnLabel[], colours: LabelColours): string {
  const out: string[] = [];
  for (const l of labels) {
    const region = l.id.startsWith('cluster:');
    const weight = !region && parseNodeId(l.id)?.kind === 'case' ? 400 : 600;
    const fill = svgColour(region ? colours.region : colours.text);
    const cx = (l.x1 + l.x2) / 2;
    // One text per line: a reader (and a search) sees each line as the screen shows it.
    l.text.split('\n').forEach((line, k) => {
      out.push(`<text x="${n(cx)}" y="${n(labelLineTop(l.y1, l.fontPx, k))}" font-size="${n(l.fontPx)}" font-weight="${weight}" fill="${escapeXml(fill)}">${escapeXml(line)}</text>`);
    });
  }
  const outline = escapeXml(svgColour(colours.outline));
  // The leader lines as the screen draws them (labelPaint.ts): under the names, cut under other names.
  const pieces = leaderPieces(labels);
  const leaders = pieces.length ? `<path d="${pieces.map((p) => `M${n(p.x1)} ${n(p.y1)}L${n(p.x2)} ${n(p.y2)}`).join('')}" fill="none" stroke="${escapeXml(svgColour(colours.text))}" stroke-opacity="0.6" stroke-width="1"/>` : '';
  return root(
    width,
    height,
    `${leaders}<g font-family="${escapeXml(LABEL_FAMILY)}" text-anchor="middle" dominant-baseline="text-before-edge" stroke="${outline}" stroke-width="3" stroke-linejoin="round" paint-order="stroke">${out.join('')}</g>`,
  );
}
