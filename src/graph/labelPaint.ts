import type { Core } from 'cytoscape';
import { MAX_WIDTH, NARROW_WIDTH, type DrawnLabel, type LabelSource, type MeasureLabel } from '../model/viewport';
import { labelLineTop, leaderPieces } from '../model/viewport';
import { beginLayerFrame } from './canvasLayer';

export interface LabelColours {
  text: string;
  outline: string;
  region: string;
}

/** Paints placed labels: leader lines first, under every name, then each name outlined for contrast. */
export function paintLabels(ctx: CanvasRenderingContext2D, placed: readonly DrawnLabel[], sources: ReadonlyMap<string, LabelSource>, measure: MeasureLabel, colours: LabelColours): void {
  ctx.textBaseline = 'top';
  ctx.textAlign = 'center';
  ctx.lineJoin = 'round';
  // From the node's edge to the nearest point of its label, cut under other labels.
  ctx.beginPath();
  for (const p of leaderPieces(placed)) {
    ctx.moveTo(p.x1, p.y1);
    ctx.lineTo(p.x2, p.y2);
  }
  ctx.lineWidth = 1;
  ctx.strokeStyle = colours.text;
  ctx.globalAlpha = 0.6;
  ctx.stroke();
  ctx.globalAlpha = 1;
  for (const l of placed) {
    const s = sources.get(l.id);
    if (!s) continue;
    const m = measure(l.short && s.short ? { ...s, text: s.short } : s, l.compact, l.wrap ?? (l.narrow ? NARROW_WIDTH : MAX_WIDTH), l.fontPx);
    ctx.font = m.font;
    ctx.lineWidth = 3;
    ctx.strokeStyle = colours.outline;
    ctx.fillStyle = s.kind === 'region' ? colours.region : colours.text;
    const cx = (l.x1 + l.x2) / 2;
    m.lines.forEach((line, k) => {
      const y = labelLineTop(l.y1, m.fontPx, k);
      ctx.strokeText(line, cx, y);
      ctx.fillText(line, cx, y);
    });
  }
}

/** The canvas the map's labels are painted on, above the graph (pointer events pass through). */
export class LabelCanvas {
  private readonly canvas: HTMLCanvasElement;
  readonly ctx: CanvasRenderingContext2D | null;

  constructor(wrap: HTMLElement) {
    this.canvas = document.createElement('canvas');
    this.canvas.className = 'graph-labels';
    this.canvas.setAttribute('aria-hidden', 'true');
    wrap.appendChild(this.canvas);
    this.ctx = this.canvas.getContext('2d');
  }

  /** Clears it to the graph's size and paints `placed`. */
  paint(cy: Core, placed: readonly DrawnLabel[], sources: ReadonlyMap<string, LabelSource>, measure: MeasureLabel, colours: LabelColours): void {
    const frame = beginLayerFrame(this.canvas, cy, this.ctx);
    if (frame) paintLabels(frame.ctx, placed, sources, measure, colours);
  }

  remove(): void {
    this.canvas.remove();
  }
}
