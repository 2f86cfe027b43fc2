/**
 * The exported picture as the user sees it, as one SVG document: the graph's layers stacked
 * (the graph, the veil that dims it, the highlighted neighbourhood drawn over the veil), cropped
 * to the part of the canvas no panel covers, with a band below for the legend and a caption
 * (what is shown, the library's name, the date). Pure string work, so it is tested in Node; the
 * graph adapter supplies the layers (src/graph/exportView.ts).
 */

import { escapeXml, svgNumber } from './svgShapes';

export { escapeXml };

export interface PictureRect {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

/** One serialised SVG drawn over the whole canvas (the graph's SVG writer's output for one instance). */
export interface PictureLayer {
  svg: string;
  /** A translucent fill over the layers below (the veil), drawn before this layer. */
  veil?: string | null;
}

export type LegendShape = 'circle' | 'square' | 'diamond' | 'line';

export interface PictureInput {
  /** The canvas in CSS pixels; every layer covers it whole. */
  width: number;
  height: number;
  /** The part of the canvas kept (canvas pixels). */
  crop: PictureRect;
  layers: readonly PictureLayer[];
  background: string;
  text: string;
  muted: string;
  legend: readonly { label: string; colour: string; shape: LegendShape }[];
  /** Lines under the legend: what is shown, then library and date. */
  caption: readonly string[];
  /** The document's <title>, for screen readers and file browsers. */
  title: string;
}

const BAND_PADDING = 12;
const LINE = 18;
const FONT = 'system-ui, -apple-system, "Segoe UI", "Noto Sans", "Noto Sans CJK KR", sans-serif';

const num = svgNumber;

/** The size of a serialised SVG (its width and height attributes) and what lies inside its root. */
export function svgBody(svg: string): { width: number; height: number; inner: string } | null {
  const open = /<svg\b[^>]*>/.exec(svg);
  const close = svg.lastIndexOf('</svg>');
  if (!open || close < open.index) return null;
  const attr = (name: string) => {
    const m = new RegExp(`\\s${name}="([0-9.]+)`).exec(open[0]);
    return m ? Number(m[1]) : NaN;
  };
  const width = attr('width');
  const height = attr('height');
  if (!(width > 0 && height > 0)) return null;
  return { width, height, inner: svg.slice(open.index + open[0].length, close) };
}

function legendSwatch(shape: LegendShape, colour: string, x: number, y: number): string {
  const c = escapeXml(colour);
  switch (shape) {
    case 'circle':
      return `<circle cx="${num(x + 6)}" cy="${num(y)}" r="6" fill="${c}"/>`;
    case 'square':
      return `<rect x="${num(x)}" y="${num(y - 6)}" width="12" height="12" rx="3" fill="${c}"/>`;
    case 'diamond':
      return `<path d="M${num(x + 6)} ${num(y - 7)}L${num(x + 13)} ${num(y)}L${num(x + 6)} ${num(y + 7)}L${num(x - 1)} ${num(y)}Z" fill="${c}"/>`;
    case 'line':
      return `<rect x="${num(x - 2)}" y="${num(y - 1.5)}" width="16" height="3" fill="${c}"/>`;
  }
}

/** A rough width of a label, enough to space the legend (no text measuring in Node). */
const textWidth = (text: string) => [...text].reduce((w, ch) => w + (/[\u1100-\uFFDC]/.test(ch) ? 12 : 7), 0);

/** `text` cut with an ellipsis to about `width` pixels (a long title must not run off the picture). */
export function fitText(text: string, width: number): string {
  if (textWidth(text) <= width) return text;
  const chars = [...text];
  let w = textWidth('…');
  let n = 0;
  while (n < chars.length && w + textWidth(chars[n]!) <= width) w += textWidth(chars[n++]!);
  return `${chars.slice(0, n).join('').trimEnd()}…`;
}

/** The whole picture as an SVG document. */
export function composePicture(input: PictureInput): string {
  const cropW = Math.max(1, input.crop.x2 - input.crop.x1);
  const cropH = Math.max(1, input.crop.y2 - input.crop.y1);
  // The legend wraps onto as many rows as the picture's width needs.
  const rows: { label: string; colour: string; shape: LegendShape; x: number }[][] = [[]];
  let x = BAND_PADDING;
  for (const item of input.legend) {
    const w = 20 + textWidth(item.label) + 18;
    if (x + w > cropW - BAND_PADDING && rows[rows.length - 1]!.length) {
      rows.push([]);
      x = BAND_PADDING;
    }
    rows[rows.length - 1]!.push({ ...item, x });
    x += w;
  }
  const legendRows = input.legend.length ? rows.length : 0;
  const band = BAND_PADDING * 2 + LINE * (legendRows + input.caption.length);
  const total = cropH + band;
  const out: string[] = [];
  out.push(`<svg xmlns="http://www.w3.org/2000/svg" width="${num(cropW)}" height="${num(total)}" viewBox="0 0 ${num(cropW)} ${num(total)}" font-family="${escapeXml(FONT)}">`);
  out.push(`<title>${escapeXml(input.title)}</title>`);
  out.push(`<rect width="100%" height="100%" fill="${escapeXml(input.background)}"/>`);
  out.push(`<g data-part="graph">`);
  for (const layer of input.layers) {
    if (layer.veil) out.push(`<rect x="0" y="0" width="${num(cropW)}" height="${num(cropH)}" fill="${escapeXml(layer.veil)}"/>`);
    const body = svgBody(layer.svg);
    if (!body) continue;
    // Each layer is nested at canvas scale and shifted so the crop's corner is the picture's.
    out.push(`<svg x="${num(-input.crop.x1)}" y="${num(-input.crop.y1)}" width="${num(input.width)}" height="${num(input.height)}" viewBox="0 0 ${num(body.width)} ${num(body.height)}">${body.inner}</svg>`);
  }
  out.push('</g>');
  out.push(`<g data-part="legend" font-size="12" fill="${escapeXml(input.text)}">`);
  out.push(`<line x1="0" y1="${num(cropH + 0.5)}" x2="${num(cropW)}" y2="${num(cropH + 0.5)}" stroke="${escapeXml(input.muted)}" stroke-opacity="0.4"/>`);
  rows.forEach((row, r) => {
    const y = cropH + BAND_PADDING + LINE * r + LINE / 2;
    for (const item of row) out.push(`${legendSwatch(item.shape, item.colour, item.x, y)}<text x="${num(item.x + 20)}" y="${num(y + 4)}">${escapeXml(item.label)}</text>`);
  });
  out.push('</g>');
  out.push(`<g data-part="caption" font-size="12">`);
  input.caption.forEach((line, i) => {
    const y = cropH + BAND_PADDING + LINE * (legendRows + i) + LINE / 2 + 4;
    out.push(`<text x="${BAND_PADDING}" y="${num(y)}" fill="${escapeXml(i === 0 ? input.text : input.muted)}"${i === 0 ? ' font-weight="600"' : ''}>${escapeXml(fitText(line, cropW - 2 * BAND_PADDING))}</text>`);
  });
  out.push('</g></svg>');
  return out.join('\n');
}
