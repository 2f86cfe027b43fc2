import type { Core } from 'cytoscape';

/**
 * Readies a canvas drawn over or under the graph for a new frame: sized to the graph's CSS
 * pixels times the device pixel ratio (resized only when that changed, as resizing clears it),
 * scaled so drawing is in CSS pixels, and cleared. Returns its context and size, or null.
 */
export function beginLayerFrame(canvas: HTMLCanvasElement, cy: Core, ctx: CanvasRenderingContext2D | null = canvas.getContext('2d')): { ctx: CanvasRenderingContext2D; w: number; h: number } | null {
  if (!ctx || cy.destroyed()) return null;
  const dpr = window.devicePixelRatio || 1;
  const w = cy.width();
  const h = cy.height();
  if (canvas.width !== Math.round(w * dpr) || canvas.height !== Math.round(h * dpr)) {
    canvas.width = Math.round(w * dpr);
    canvas.height = Math.round(h * dpr);
  }
  ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
  ctx.clearRect(0, 0, w, h);
  return { ctx, w, h };
}
