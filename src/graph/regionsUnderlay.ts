import type { RegionPicture } from '../model/picture';
import { beginLayerFrame } from './canvasLayer';
import type { Core } from 'cytoscape';

/** A failure pattern's disc and name, as the picture stage (src/model/picture) made it. */
export type RegionView = RegionPicture;

/** The underlay of each graph, so the first view's framing can keep the discs on screen (./fitMap.ts). */
const underlays = new WeakMap<Core, RegionUnderlay>();

/** The discs drawn under `cy` now (model coordinates), none when it has no underlay. */
export function regionsUnder(cy: Core): readonly RegionView[] {
  return underlays.get(cy)?.drawnRegions() ?? [];
}

/**
 * The clusters' tinted discs, on a canvas under the graph's (whose background is transparent).
 * Drawing a score of circles per frame is cheap, and keeping them out of cytoscape means they
 * never join its hit tests, its z-order or the focus layer's copies. Clicks reach them through
 * `regionAt`, asked by the pointer controller when the background is tapped.
 */
export class RegionUnderlay {
  private readonly canvas: HTMLCanvasElement;
  private regions: readonly RegionView[] = [];
  private frame = 0;
  private readonly schedule = () => {
    if (!this.frame) this.frame = requestAnimationFrame(() => this.draw());
  };

  constructor(private readonly cy: Core, wrap: HTMLElement) {
    this.canvas = document.createElement('canvas');
    this.canvas.className = 'graph-regions';
    this.canvas.setAttribute('aria-hidden', 'true');
    wrap.insertBefore(this.canvas, wrap.firstChild);
    cy.on('viewport resize', this.schedule);
    underlays.set(cy, this);
  }

  drawnRegions(): readonly RegionView[] {
    return this.regions;
  }

  setRegions(regions: readonly RegionView[]): void {
    this.regions = regions;
    this.schedule();
  }

  /** The region under a model point; the smallest when discs nest (a later disc is never bigger). */
  regionAt(x: number, y: number): string | null {
    let best: RegionView | null = null;
    for (const r of this.regions) if (Math.hypot(x - r.x, y - r.y) <= r.r && (!best || r.r < best.r)) best = r;
    return best?.id ?? null;
  }

  private draw(): void {
    this.frame = 0;
    const frame = beginLayerFrame(this.canvas, this.cy);
    if (!frame) return;
    const { ctx, w, h } = frame;
    const zoom = this.cy.zoom();
    const pan = this.cy.pan();
    for (const r of this.regions) {
      const cx = r.x * zoom + pan.x;
      const cy = r.y * zoom + pan.y;
      const rr = r.r * zoom;
      if (cx + rr < 0 || cy + rr < 0 || cx - rr > w || cy - rr > h || rr < 1) continue;
      ctx.beginPath();
      ctx.arc(cx, cy, rr, 0, 2 * Math.PI);
      ctx.fillStyle = r.fill;
      ctx.fill();
      ctx.lineWidth = 1.5;
      ctx.strokeStyle = r.stroke;
      ctx.stroke();
    }
  }

  destroy(): void {
    cancelAnimationFrame(this.frame);
    if (underlays.get(this.cy) === this) underlays.delete(this.cy);
    if (!this.cy.destroyed()) this.cy.off('viewport resize', this.schedule);
    this.canvas.remove();
  }
}
