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

/**
 * cytoscape stacks three canvases the size of its container: the elements, the elements being
 * dragged, and the box selection with a circle where the background is pressed. This app drags
 * nothing (autoungrabify), selects no box and draws no press (the focus layer shows selection),
 * so the upper two only ever hold cleared pixels; yet cytoscape clears them on every full redraw,
 * and a browser drawing without a GPU then copies each out and blends every visible canvas into
 * each frame: about 15 ms a canvas here at 1440×900 (docs/decisions.md, "The canvases a frame
 * blends"). Hidden, they cost neither; cytoscape finds its events on the container, not on them.
 */
const UNUSED_LAYERS = ['layer0-selectbox', 'layer1-drag'];

export function hideUnusedLayers(container: HTMLElement): void {
  container.querySelectorAll<HTMLCanvasElement>('canvas[data-id]').forEach((canvas) => {
    if (UNUSED_LAYERS.includes(canvas.dataset.id ?? '')) canvas.style.display = 'none';
  });
}
