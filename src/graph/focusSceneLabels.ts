import { fitLabel, type FocusPicture, type LineCount } from '../model/focus';
import type { DrawnLabel } from '../model/viewport';
import { LABEL_FAMILY } from './labelMeasure';
import { wrap } from './focusSceneStyle';
import type { SceneNode } from './focusScene';

/** The focus view's labels: DOM text in the cells the layout reserved, and how tests and exports read them. */

export interface DrawnFocusLabel {
  id: string;
  text: string;
  x1: number;
  y1: number;
  x2: number;
  y2: number;
  fontPx: number;
  /** True when some of its text is cut off by the cell's lines (it should never be: fitLabel cuts with "…"). */
  clipped: boolean;
}

/** Draws each item's label (head, body, reason) in its cell; returns the label elements by node id. */
export function renderFocusLabels(host: HTMLElement, picture: FocusPicture, nodes: ReadonlyMap<string, SceneNode>, pan: { x: number; y: number }): Map<string, HTMLDivElement> {
  const { fontPx, linePx } = picture.cell;
  const byId = new Map<string, HTMLDivElement>();
  host.replaceChildren();
  const measure = textWidths(document.createElement('canvas').getContext('2d'));
  for (const item of picture.items) {
    const n = nodes.get(item.id);
    if (!n) continue;
    const box = item.label;
    const div = document.createElement('div');
    div.className = `focus-label focus-label-${item.role}${item.weak ? ' weak' : ''}`;
    div.dataset.id = item.id;
    div.style.left = `${pan.x + box.x1}px`;
    div.style.top = `${pan.y + box.y1}px`;
    div.style.width = `${box.x2 - box.x1}px`;
    // Whole lines only: a line cut in half reads as a smudge.
    div.style.maxHeight = `${Math.max(linePx, Math.floor((box.y2 - box.y1) / linePx) * linePx)}px`;
    div.style.fontSize = `${fontPx}px`;
    div.style.lineHeight = `${linePx}px`;
    const part = (className: string, text: string) => {
      const span = document.createElement('span');
      span.className = className;
      span.textContent = text;
      div.append(span);
    };
    // Cut to the cell's whole lines at words, with "…" (model/focus/fit.ts): what happened keeps a line.
    const lines = Math.max(1, Math.floor((box.y2 - box.y1) / linePx));
    const fit = fitLabel({ head: n.head, body: n.body, reason: n.reason }, lines, lineCount(measure, fontPx, box.x2 - box.x1 - 6));
    part('focus-label-head', fit.head);
    if (fit.body) part('focus-label-body', fit.body);
    if (fit.reason) part('focus-label-reason', fit.reason);
    host.append(div);
    byId.set(item.id, div);
  }
  return byId;
}

/**
 * Text widths in a canvas font, each text measured once: fitting a label measures the same
 * prefixes again and again (a binary search over its words, each try wrapping from the first
 * word), and a focus of 40 labels spent ~20 ms of its first frame measuring at 10,000 cases.
 */
function textWidths(ctx: CanvasRenderingContext2D | null): ((font: string, text: string) => number) | null {
  if (!ctx) return null;
  const known = new Map<string, number>();
  let set = '';
  return (font, text) => {
    const key = `${font}\n${text}`;
    let w = known.get(key);
    if (w === undefined) {
      if (set !== font) ctx.font = set = font;
      w = ctx.measureText(text).width;
      known.set(key, w);
    }
    return w;
  };
}

/** How many lines a label part wraps to in `width` pixels, as the label's CSS wraps it (at spaces; a word wider than the line breaks anywhere). */
function lineCount(measure: ((font: string, text: string) => number) | null, fontPx: number, width: number): LineCount {
  return (text, part) => {
    if (!measure) return Math.max(1, Math.ceil((text.length * fontPx * 0.6) / width));
    const font = `${part === 'reason' ? 'italic ' : ''}${part === 'head' ? 600 : 400} ${fontPx}px ${LABEL_FAMILY}`;
    const widthOf = (t: string) => measure(font, t);
    return wrap(widthOf, text, width).reduce((sum, line) => sum + Math.max(1, Math.ceil(widthOf(line) / width)), 0);
  };
}

/** The labels as lines of text in canvas pixels (for the exported SVG, which has no wrapping). */
export function exportedFocusLabels(labels: ReadonlyMap<string, HTMLDivElement>, scene: HTMLElement, cell: FocusPicture['cell']): DrawnLabel[] {
  const host = scene.getBoundingClientRect();
  const { fontPx, linePx } = cell;
  const ctx = document.createElement('canvas').getContext('2d');
  const out: DrawnLabel[] = [];
  for (const [id, div] of labels) {
    const r = div.getBoundingClientRect();
    const max = Math.max(1, Math.floor(parseFloat(div.style.maxHeight) / linePx));
    const lines: string[] = [];
    for (const span of div.children) {
      if (ctx) ctx.font = `${span.classList.contains('focus-label-head') ? 600 : 400} ${fontPx}px ${LABEL_FAMILY}`;
      lines.push(...wrap(ctx ? (t) => ctx.measureText(t).width : null, span.textContent ?? '', r.width - 4));
    }
    out.push({ id, text: lines.slice(0, max).join('\n'), fontPx, compact: false, narrow: false, x1: r.left - host.left, y1: r.top - host.top, x2: r.right - host.left, y2: r.bottom - host.top });
  }
  return out;
}

/** The labels drawn, in page coordinates, as the test hook `labels()` reports them. */
export function drawnFocusLabels(labels: ReadonlyMap<string, HTMLDivElement>, fontPx: number): DrawnFocusLabel[] {
  const out: DrawnFocusLabel[] = [];
  for (const [id, div] of labels) {
    const r = div.getBoundingClientRect();
    out.push({ id, text: div.innerText.replace(/\n+/g, ' · ').trim() || (div.textContent ?? ''), x1: r.left, y1: r.top, x2: r.right, y2: r.bottom, fontPx, clipped: div.scrollHeight > div.clientHeight + 1 });
  }
  return out;
}
