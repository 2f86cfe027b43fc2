import type { Core } from 'cytoscape';
import { minimapTransform, needsMinimap, panFromMinimap, toMinimap, viewportOnMinimap, type MinimapTransform } from '../model/viewport';
import type { Rect } from '../model/layout';
import { OVER_GRAPH, showWhenNeeded } from './canvasCovers';
import { nodesBox, visibleRect } from './visibleArea';

// Small, beside the zoom buttons in the same corner: the camera frames clear of both at once.
const WIDTH = 150;
const HEIGHT = 100;

/**
 * A small canvas in a corner of the graph: every drawn node as a dot, the uncovered viewport as
 * a rectangle; pressing or dragging on it pans the graph there. The dots are drawn once per
 * drawing into an offscreen canvas, so a viewport change costs one copy and one rectangle.
 * Shown only while some of the graph lies outside the view (and hidden by CSS on phones).
 */
export class Minimap {
  private readonly canvas: HTMLCanvasElement;
  private readonly dots: HTMLCanvasElement;
  private transform: MinimapTransform | null = null;
  private bounds: Rect | null = null;
  private frame = 0;
  private dragging = false;
  private readonly schedule = () => {
    if (!this.frame) this.frame = requestAnimationFrame(this.redraw);
  };

  constructor(private readonly cy: Core, host: HTMLElement) {
    this.canvas = document.createElement('canvas');
    this.canvas.className = 'graph-minimap';
    this.canvas.setAttribute('aria-hidden', 'true');
    // The camera frames clear of it (visibleArea.ts), wherever it would show.
    this.canvas.setAttribute(OVER_GRAPH, 'when-needed');
    showWhenNeeded(this.canvas, false);
    this.dots = document.createElement('canvas');
    host.appendChild(this.canvas);
    this.canvas.addEventListener('pointerdown', this.onDown);
    this.canvas.addEventListener('pointermove', this.onMove);
    this.canvas.addEventListener('pointerup', this.onUp);
    this.canvas.addEventListener('pointercancel', this.onUp);
    cy.on('viewport resize', this.schedule);
  }

  /** Takes the node positions of a newly drawn graph. */
  update(): void {
    const nodes = this.cy.nodes();
    if (nodes.empty()) {
      this.bounds = this.transform = null;
      this.schedule();
      return;
    }
    const bb = nodesBox(nodes) ?? nodes.boundingBox({ includeLabels: false, includeOverlays: false });
    this.bounds = { x1: bb.x1, y1: bb.y1, x2: bb.x2, y2: bb.y2 };
    const ratio = window.devicePixelRatio || 1;
    const t = minimapTransform(this.bounds, WIDTH, HEIGHT);
    this.transform = t;
    this.dots.width = WIDTH * ratio;
    this.dots.height = HEIGHT * ratio;
    const g = this.dots.getContext('2d');
    if (g) {
      g.setTransform(ratio, 0, 0, ratio, 0, 0);
      const style = getComputedStyle(this.canvas);
      const colours = { case: style.getPropertyValue('--case') || '#4a7bd0', hub: style.getPropertyValue('--fg-muted') || '#888' };
      nodes.forEach((n) => {
        const p = toMinimap(n.position(), t);
        const hub = n.data('kind') !== 'case';
        g.fillStyle = hub ? colours.hub : colours.case;
        g.fillRect(p.x - (hub ? 1.5 : 1), p.y - (hub ? 1.5 : 1), hub ? 3 : 2, hub ? 3 : 2);
      });
    }
    this.schedule();
  }

  private readonly redraw = () => {
    this.frame = 0;
    const t = this.transform;
    const viewport = { zoom: this.cy.zoom(), pan: this.cy.pan() };
    const visible = visibleRect(this.cy);
    // While dragging on it, it stays up even when the whole graph comes into view.
    const shown = !!t && (this.dragging || needsMinimap(this.bounds, viewport, visible));
    showWhenNeeded(this.canvas, shown);
    // Not displayed at all on a phone or beside a laptop's panel (CSS): nothing to draw.
    if (!t || !shown || this.canvas.clientWidth === 0) return;
    const ratio = window.devicePixelRatio || 1;
    if (this.canvas.width !== WIDTH * ratio) {
      this.canvas.width = WIDTH * ratio;
      this.canvas.height = HEIGHT * ratio;
    }
    const g = this.canvas.getContext('2d');
    if (!g) return;
    g.setTransform(1, 0, 0, 1, 0, 0);
    g.clearRect(0, 0, this.canvas.width, this.canvas.height);
    g.drawImage(this.dots, 0, 0);
    g.setTransform(ratio, 0, 0, ratio, 0, 0);
    const r = viewportOnMinimap(viewport, visible, t);
    const x1 = Math.max(0.5, r.x1);
    const y1 = Math.max(0.5, r.y1);
    g.strokeStyle = getComputedStyle(this.canvas).getPropertyValue('--accent') || '#2563eb';
    g.lineWidth = 1.5;
    g.strokeRect(x1, y1, Math.min(WIDTH - 0.5, r.x2) - x1, Math.min(HEIGHT - 0.5, r.y2) - y1);
  };

  private panTo(e: PointerEvent): void {
    if (!this.transform) return;
    const box = this.canvas.getBoundingClientRect();
    const q = { x: ((e.clientX - box.left) * WIDTH) / Math.max(1, box.width), y: ((e.clientY - box.top) * HEIGHT) / Math.max(1, box.height) };
    this.cy.stop();
    this.cy.viewport(panFromMinimap(q, { zoom: this.cy.zoom(), pan: this.cy.pan() }, visibleRect(this.cy), this.transform));
    // A pan by hand: the camera no longer re-frames on the next filter change.
    this.cy.emit('dragpan');
  }

  private readonly onDown = (e: PointerEvent) => {
    if (e.button !== 0) return;
    this.dragging = true;
    this.canvas.setPointerCapture(e.pointerId);
    e.preventDefault();
    this.panTo(e);
  };

  private readonly onMove = (e: PointerEvent) => {
    if (this.dragging) this.panTo(e);
  };

  private readonly onUp = (e: PointerEvent) => {
    if (!this.dragging) return;
    this.dragging = false;
    if (this.canvas.hasPointerCapture(e.pointerId)) this.canvas.releasePointerCapture(e.pointerId);
    this.schedule();
  };

  /** Shown or hidden for the canvas as it is now, not at the next frame (see labelsController). */
  refresh(): void {
    cancelAnimationFrame(this.frame);
    this.redraw();
  }

  destroy(): void {
    cancelAnimationFrame(this.frame);
    this.cy.off('viewport resize', this.schedule);
    this.canvas.remove();
  }
}
