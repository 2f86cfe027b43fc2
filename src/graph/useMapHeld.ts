import type { Core } from 'cytoscape';
import { useEffect, type RefObject } from 'react';
import type { GraphHandle } from './useGraphLifecycle';

/**
 * Holds the map's drawing while the focus view is open. The map then lies under a veil of 95% of
 * the background, yet every change to it (at 10,000 cases the aggregated map grows around the
 * selected case) was redrawn in full: frames of 85–135 ms for a second after a click, none of
 * which anyone could see (docs/decisions.md, "The map held under the focus view").
 *
 * cytoscape skips its frames while a batch is open, so one is held open meanwhile: elements are
 * still added and removed, and positions, ids and counts read as before; styles of classes
 * changed meanwhile and the picture catch up in the frame after the focus closes.
 */
export function useMapHeld(graph: RefObject<GraphHandle | null>, held: boolean): void {
  useEffect(() => {
    const cy = graph.current?.cy;
    return held && cy && !cy.destroyed() ? holdDrawing(cy) : undefined;
  }, [graph, held]);
}

const HELD = '_incidentGraphMapHeld';

/** Whether `cy`'s drawing is held (or about to be, once a camera move ends): a move started now would never be seen. */
export function isDrawingHeld(cy: Core): boolean {
  return cy.scratch(HELD) === true;
}

/**
 * Holds `cy`'s drawing (see above) until the returned release is called; a camera move in flight
 * first ends as it would (cytoscape steps it in the frames a batch skips, so held it would stop
 * half-way until the release).
 */
export function holdDrawing(cy: Core): () => void {
  cy.scratch(HELD, true);
  let held = false;
  let released = false;
  let frame = 0;
  const hold = () => {
    if (released || cy.destroyed()) return;
    if (cy.animated()) {
      frame = requestAnimationFrame(hold);
      return;
    }
    cy.startBatch();
    held = true;
  };
  hold();
  return () => {
    released = true;
    cancelAnimationFrame(frame);
    if (!cy.destroyed()) cy.removeScratch(HELD);
    if (!held || cy.destroyed()) return;
    held = false;
    cy.endBatch();
  };
}
