import type { Collection, Core } from 'cytoscape';
import { fitInto, uncovered, type Rect } from './viewport';

/** The part of the canvas not under a panel (elements marked `data-covers-graph`). */
export function visibleRect(cy: Core): Rect {
  const box = cy.container()!.getBoundingClientRect();
  const covers = [...document.querySelectorAll('[data-covers-graph]')]
    .map((el) => el.getBoundingClientRect())
    .filter((r) => r.width > 0 && r.top < box.bottom && r.bottom > box.top && r.left < box.right && r.right >= box.right - 1)
    .map((r) => r.left);
  return uncovered(cy.width(), cy.height(), box.left, covers);
}

/** Animates the viewport to show `eles` whole in the visible part of the canvas. */
export function fitVisible(cy: Core, eles: Collection, padding: number, maxZoom = cy.maxZoom()): void {
  const target = fitInto(eles.boundingBox(), visibleRect(cy), padding, cy.minZoom(), maxZoom);
  cy.stop();
  cy.animate(target, { duration: 300 });
}
