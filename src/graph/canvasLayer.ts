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
 * so the upper two only ever hold cleared pixels. Yet on a browser drawing without a GPU they cost
 * every instance a bitmap of the container's size, made at their first clearing (13–38 ms here at
 * 1440×900), and while shown, a copy and a blend into every frame that clears them (about 15 ms a
 * canvas). So they are not displayed, and kept at one pixel whenever cytoscape sizes its canvases
 * (its clearing then touches nothing). cytoscape finds its events on the container, not on them.
 * Measured in docs/decisions.md, "The canvases a frame blends".
 */
const UNUSED_LAYERS = ['layer0-selectbox', 'layer1-drag'];

type SizedRenderer = { matchCanvasSize?: (container: HTMLElement) => void };

export function retireUnusedLayers(cy: Core, container: HTMLElement): void {
  const unused: HTMLCanvasElement[] = [];
  container.querySelectorAll<HTMLCanvasElement>('canvas[data-id]').forEach((canvas) => {
    if (UNUSED_LAYERS.includes(canvas.dataset.id ?? '')) unused.push(canvas);
  });
  const shrink = () => {
    for (const canvas of unused) {
      canvas.style.display = 'none';
      if (canvas.width !== 1 || canvas.height !== 1) canvas.width = canvas.height = 1;
    }
  };
  shrink();
  const renderer = (cy as unknown as { renderer(): SizedRenderer | null }).renderer();
  const match = renderer?.matchCanvasSize;
  if (!renderer || typeof match !== 'function') return;
  renderer.matchCanvasSize = function (this: SizedRenderer, c: HTMLElement) {
    match.call(this, c);
    shrink();
  };
}
