import type { Core } from 'cytoscape';
import { LabelMeasurer } from './labelMeasure';
import { LabelCanvas, type LabelColours } from './labelPaint';
import { panLabels, type DrawnLabel, type KeptPlacement, type LabelSource } from '../model/viewport';

/**
 * The map's labels on the overlay's canvas now: what is drawn, for which zoom and pan, what
 * making it cost, and the last full placement kept to be shown again (see KeptPlacement).
 */
export class ShownLabels {
  private readonly canvas: LabelCanvas;
  /** Measures on this canvas's context, with the fonts the labels are painted in. */
  readonly measurer: LabelMeasurer;
  placed: readonly DrawnLabel[] = [];
  private bySource: ReadonlyMap<string, LabelSource> = new Map();
  private at = { zoom: 1, x: 0, y: 0 };
  /** What making the labels drawn cost (a gesture redoes only cheap passes). */
  ms = 0;
  kept: KeptPlacement | null = null;

  constructor(
    private readonly cy: Core,
    wrap: HTMLElement,
    private colours: LabelColours,
  ) {
    this.canvas = new LabelCanvas(wrap);
    this.measurer = new LabelMeasurer(this.canvas.ctx);
  }

  /** Draws a placement made now or kept; `keep`: a full one, to be shown again. */
  show(p: KeptPlacement, keep = false): void {
    if (keep) this.kept = p;
    this.placed = p.placed;
    this.bySource = p.bySource;
    this.at = { zoom: p.view.zoom, x: p.view.pan.x, y: p.view.pan.y };
    this.ms = p.ms;
    this.paint();
  }

  clear(): void {
    this.placed = [];
    this.paint();
  }

  /** A gesture's frame: the labels moved with the pan, or none once the zoom changed. */
  follow(zoom: number, pan: { x: number; y: number }): void {
    if (Math.abs(zoom - this.at.zoom) > 1e-9) this.placed = [];
    // Unmoved (a resize), the same labels: painted again for the canvas, still the kept ones.
    else if (pan.x !== this.at.x || pan.y !== this.at.y) {
      this.placed = panLabels(this.placed, pan.x - this.at.x, pan.y - this.at.y);
      this.at = { zoom, x: pan.x, y: pan.y };
    }
    this.paint();
  }

  setColours(colours: LabelColours): void {
    this.colours = colours;
    this.paint();
  }

  private paint(): void {
    this.measurer.fontChanged();
    this.canvas.paint(this.cy, this.placed, this.bySource, this.measurer.measure, this.colours);
  }

  remove(): void {
    this.canvas.remove();
  }
}
