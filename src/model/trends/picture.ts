import { csvCell } from '../export';
import { escapeXml, svgNumber as num } from '../export';
import type { CrossMatrix, Trend, TrendSeries } from './count';

/**
 * The trend's small multiples as geometry (one panel per value, bars per period, one scale for
 * all panels so heights compare), shared by the view (React draws it) and the SVG export.
 */
export const PANEL_W = 240;
export const PANEL_H = 104;
const PAD = 8;
const TITLE_H = 20;
const AXIS_H = 14;

export interface TrendBar {
  period: number;
  count: number;
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface TrendPanel {
  series: TrendSeries;
  x: number;
  y: number;
  bars: TrendBar[];
  /** The chart area inside the panel (bars' baseline at y + h). */
  chart: { x: number; y: number; w: number; h: number };
}

export interface TrendLayout {
  width: number;
  height: number;
  columns: number;
  panels: TrendPanel[];
  /** The largest count of any bar: every panel's full height. */
  max: number;
}

export function layoutTrend(trend: Trend, width: number): TrendLayout {
  const all = trend.other ? [...trend.series, trend.other] : trend.series;
  const columns = Math.max(1, Math.floor(width / PANEL_W));
  const panelW = Math.max(120, Math.floor(width / columns));
  let max = 0;
  for (const s of all) for (const c of s.counts) if (c > max) max = c;
  const n = Math.max(1, trend.periods.length);
  const panels = all.map((series, k) => {
    const x = (k % columns) * panelW;
    const y = Math.floor(k / columns) * PANEL_H;
    const chart = { x: x + PAD, y: y + TITLE_H, w: panelW - 2 * PAD, h: PANEL_H - TITLE_H - AXIS_H - PAD / 2 };
    const slot = chart.w / n;
    const gap = slot > 4 ? Math.min(2, slot * 0.2) : 0;
    const bars = series.counts.map((count, period) => {
      const h = max > 0 ? (count / max) * chart.h : 0;
      return { period, count, x: chart.x + period * slot + gap / 2, y: chart.y + chart.h - h, w: Math.max(0.5, slot - gap), h };
    });
    return { series, x, y, bars, chart };
  });
  return { width: columns * panelW, height: Math.ceil(all.length / columns) * PANEL_H, columns, panels, max };
}

export interface PictureText {
  title: string;
  /** Each panel's title, by series key ('' for other). */
  label: (key: string) => string;
  /** Lines under the chart: what the scale means, then the library and date. */
  caption: readonly string[];
  colours: { background: string; text: string; muted: string; bar: string; other: string; grid: string };
}

const FONT = 'system-ui, -apple-system, "Segoe UI", "Noto Sans", "Noto Sans CJK KR", sans-serif';
const LINE = 18;

function frame(width: number, bodyHeight: number, text: PictureText, body: string[]): string {
  const band = 12 * 2 + LINE * text.caption.length;
  const h = bodyHeight + band;
  const out = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${num(width)}" height="${num(h)}" viewBox="0 0 ${num(width)} ${num(h)}" font-family="${escapeXml(FONT)}">`,
    `<title>${escapeXml(text.title)}</title>`,
    `<rect width="100%" height="100%" fill="${escapeXml(text.colours.background)}"/>`,
    ...body,
    `<g data-part="caption" font-size="12">`,
  ];
  text.caption.forEach((line, i) => {
    out.push(`<text x="12" y="${num(bodyHeight + 12 + LINE * i + 13)}" fill="${escapeXml(i === 0 ? text.colours.text : text.colours.muted)}"${i === 0 ? ' font-weight="600"' : ''}>${escapeXml(line)}</text>`);
  });
  out.push('</g></svg>');
  return out.join('\n');
}

/** The trend as one SVG document: the small multiples, each titled with its value and total, and the caption. */
export function trendSvg(trend: Trend, text: PictureText, width = 960): string {
  const layout = layoutTrend(trend, width);
  const c = text.colours;
  const body: string[] = [`<g data-part="chart" font-size="12">`];
  const first = trend.periods[0]?.key ?? '';
  const last = trend.periods[trend.periods.length - 1]?.key ?? '';
  for (const p of layout.panels) {
    const fill = p.series.other ? c.other : c.bar;
    body.push(`<text x="${num(p.chart.x)}" y="${num(p.y + 14)}" fill="${escapeXml(c.text)}">${escapeXml(`${text.label(p.series.key)} (${p.series.total})`)}</text>`);
    body.push(`<line x1="${num(p.chart.x)}" y1="${num(p.chart.y + p.chart.h + 0.5)}" x2="${num(p.chart.x + p.chart.w)}" y2="${num(p.chart.y + p.chart.h + 0.5)}" stroke="${escapeXml(c.grid)}"/>`);
    for (const b of p.bars) if (b.h > 0) body.push(`<rect x="${num(b.x)}" y="${num(b.y)}" width="${num(b.w)}" height="${num(b.h)}" fill="${escapeXml(fill)}"><title>${escapeXml(`${trend.periods[b.period]!.key}: ${b.count}`)}</title></rect>`);
    body.push(`<text x="${num(p.chart.x)}" y="${num(p.chart.y + p.chart.h + 12)}" font-size="10" fill="${escapeXml(c.muted)}">${escapeXml(first)}</text>`);
    body.push(`<text x="${num(p.chart.x + p.chart.w)}" y="${num(p.chart.y + p.chart.h + 12)}" font-size="10" text-anchor="end" fill="${escapeXml(c.muted)}">${escapeXml(last)}</text>`);
  }
  body.push('</g>');
  return frame(Math.max(layout.width, 320), layout.height + 8, text, body);
}

/** A CSS colour as [r, g, b]: `#rgb`, `#rrggbb` or `rgb(…)` (what computed styles give); null otherwise. */
export function parseColour(c: string): [number, number, number] | null {
  const v = c.trim();
  let m = /^#([0-9a-f]{3})$/i.exec(v);
  if (m) return [...m[1]!].map((h) => parseInt(h + h, 16)) as [number, number, number];
  m = /^#([0-9a-f]{6})$/i.exec(v);
  if (m) {
    const n = parseInt(m[1]!, 16);
    return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
  }
  const rgb = /^rgba?\(\s*(\d+)[,\s]+(\d+)[,\s]+(\d+)/i.exec(v);
  return rgb ? [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])] : null;
}

/**
 * The matrix's five shades as hex colours: the accent over the background at the view's mix
 * (an SVG file opened outside the page may not know color-mix). Unreadable colours fall back to
 * the light theme's.
 */
export function resolvedShades(bg: string, accent: string): string[] {
  const b = parseColour(bg) ?? [255, 255, 255];
  const a = parseColour(accent) ?? [11, 92, 173];
  const hex = (p: number) => `#${a.map((x, k) => Math.round(x * p + b[k]! * (1 - p)).toString(16).padStart(2, '0')).join('')}`;
  return [hex(0), ...[0.12, 0.28, 0.45, 0.62, 0.9].map(hex)];
}

/** Shade 0–5 of a count against the largest (0: none). */
export function shadeOf(count: number, max: number): number {
  if (count <= 0 || max <= 0) return 0;
  return Math.max(1, Math.min(5, Math.ceil((count / max) * 5)));
}

export interface MatrixPictureText extends Omit<PictureText, 'label' | 'colours'> {
  rowLabel: (key: string) => string;
  colLabel: (key: string) => string;
  corner: string;
  totalLabel: string;
  /** The shade scale's two ends ("few", "many"). */
  scale: [string, string];
  colours: PictureText['colours'] & { shades: readonly string[] };
}

/** The matrix as one SVG document: rows, columns, counts, totals and the shade legend. */
export function matrixSvg(m: CrossMatrix, text: MatrixPictureText): string {
  const c = text.colours;
  const labelW = 200;
  const cell = 34;
  const headH = 120;
  const width = labelW + cell * (m.cols.length + 1) + 16;
  const body: string[] = [`<g data-part="chart" font-size="11">`];
  const cut = (s: string, n: number) => ([...s].length > n ? `${[...s].slice(0, n - 1).join('')}…` : s);
  m.cols.forEach((col, k) => {
    const x = labelW + cell * k + cell / 2;
    body.push(`<text transform="translate(${num(x + 4)} ${num(headH - 6)}) rotate(-60)" fill="${escapeXml(c.text)}">${escapeXml(cut(text.colLabel(col.key), 22))}</text>`);
  });
  body.push(`<text transform="translate(${num(labelW + cell * m.cols.length + cell / 2 + 4)} ${num(headH - 6)}) rotate(-60)" font-weight="600" fill="${escapeXml(c.text)}">${escapeXml(text.totalLabel)}</text>`);
  body.push(`<text x="8" y="${num(headH - 6)}" font-weight="600" fill="${escapeXml(c.muted)}">${escapeXml(text.corner)}</text>`);
  m.rows.forEach((row, r) => {
    const y = headH + cell * r;
    body.push(`<text x="8" y="${num(y + cell / 2 + 4)}" fill="${escapeXml(c.text)}">${escapeXml(cut(text.rowLabel(row.key), 28))}</text>`);
    m.cols.forEach((_, k) => {
      const n = m.counts[r]![k]!;
      const x = labelW + cell * k;
      body.push(`<rect x="${num(x + 1)}" y="${num(y + 1)}" width="${cell - 2}" height="${cell - 2}" fill="${escapeXml(c.shades[shadeOf(n, m.max)] ?? c.background)}"/>`);
      if (n > 0) body.push(`<text x="${num(x + cell / 2)}" y="${num(y + cell / 2 + 4)}" text-anchor="middle" fill="${escapeXml(shadeOf(n, m.max) === 5 ? c.background : c.text)}">${n}</text>`);
    });
    body.push(`<text x="${num(labelW + cell * m.cols.length + cell / 2)}" y="${num(y + cell / 2 + 4)}" text-anchor="middle" font-weight="600" fill="${escapeXml(c.text)}">${row.total}</text>`);
  });
  const totalsY = headH + cell * m.rows.length;
  body.push(`<text x="8" y="${num(totalsY + cell / 2 + 4)}" font-weight="600" fill="${escapeXml(c.text)}">${escapeXml(text.totalLabel)}</text>`);
  m.cols.forEach((col, k) => body.push(`<text x="${num(labelW + cell * k + cell / 2)}" y="${num(totalsY + cell / 2 + 4)}" text-anchor="middle" font-weight="600" fill="${escapeXml(c.text)}">${col.total}</text>`));
  body.push(`<text x="${num(labelW + cell * m.cols.length + cell / 2)}" y="${num(totalsY + cell / 2 + 4)}" text-anchor="middle" font-weight="600" fill="${escapeXml(c.text)}">${m.total}</text>`);
  // The shade legend.
  const ly = totalsY + cell + 10;
  body.push(`<g data-part="legend"><text x="8" y="${num(ly + 12)}" fill="${escapeXml(c.muted)}">${escapeXml(text.scale[0])}</text>`);
  for (let s = 1; s <= 5; s++) body.push(`<rect x="${num(60 + (s - 1) * 20)}" y="${num(ly)}" width="18" height="16" fill="${escapeXml(c.shades[s] ?? c.text)}"/>`);
  body.push(`<text x="${num(166)}" y="${num(ly + 12)}" fill="${escapeXml(c.muted)}">${escapeXml(text.scale[1])}</text></g>`);
  body.push('</g>');
  return frame(Math.max(width, 360), ly + 24, { ...text, label: () => '' }, body);
}

const csv = (rows: readonly (readonly (string | number)[])[]) => `${rows.map((r) => r.map((v) => csvCell(String(v))).join(',')).join('\r\n')}\r\n`;

/** The trend as CSV: a row per value (and other), a column per period and a total; the last row sums shown cases. */
export function trendCsv(trend: Trend, head: { value: string; total: string; other: string; allCases: string }, label: (key: string) => string): string {
  const rows: (string | number)[][] = [[head.value, ...trend.periods.map((p) => p.key), head.total]];
  for (const s of trend.series) rows.push([label(s.key), ...s.counts, s.total]);
  if (trend.other) rows.push([head.other, ...trend.other.counts, trend.other.total]);
  rows.push([head.allCases, ...trend.totals, trend.shown]);
  return csv(rows);
}

/** The matrix as CSV: a header of columns and a total, a row per row value with its total, and the column totals. */
export function matrixCsv(m: CrossMatrix, head: { corner: string; total: string }, rowLabel: (key: string) => string, colLabel: (key: string) => string): string {
  const rows: (string | number)[][] = [[head.corner, ...m.cols.map((c) => colLabel(c.key)), head.total]];
  m.rows.forEach((r, k) => rows.push([rowLabel(r.key), ...m.counts[k]!, r.total]));
  rows.push([head.total, ...m.cols.map((c) => c.total), m.total]);
  return csv(rows);
}
