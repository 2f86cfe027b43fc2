import type { Core, EventObject } from 'cytoscape';
import { wheelNotchFactor } from '../model/viewport';

/**
 * cytoscape zooms about 1.03× per mouse-wheel notch (ten notches ≈ 1.3×). Its own handler is
 * kept, because while it zooms the renderer moves a snapshot of the canvas instead of redrawing
 * every frame; after it, a notch is set to zoom by `wheelNotchFactor` from where it started.
 * Trackpad (small, precise) deltas keep cytoscape's zoom. Returns the uninstaller.
 */
export function installWheelZoom(cy: Core, host: HTMLElement): () => void {
  let before: number | null = null;
  // Capturing on the container's parent runs before cytoscape's own listener on the container.
  const onWheel = () => {
    before = cy.zoom();
  };
  const onZoomed = (e: EventObject) => {
    const wheel = e.originalEvent as WheelEvent | undefined;
    const start = before;
    before = null;
    if (!wheel || start === null || wheel.ctrlKey) return;
    const factor = wheelNotchFactor(wheel.deltaY, wheel.deltaMode);
    if (factor === null) return;
    const level = Math.min(cy.maxZoom(), Math.max(cy.minZoom(), start * factor));
    // The model point under the pointer stays under it.
    const p = e.position;
    cy.zoom({ level, renderedPosition: { x: p.x * cy.zoom() + cy.pan().x, y: p.y * cy.zoom() + cy.pan().y } });
  };
  host.addEventListener('wheel', onWheel, { capture: true, passive: true });
  cy.on('scrollzoom', onZoomed);
  return () => {
    host.removeEventListener('wheel', onWheel, { capture: true });
    cy.off('scrollzoom', onZoomed);
  };
}
