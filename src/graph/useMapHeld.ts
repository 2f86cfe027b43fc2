import type { Core } from 'cytoscape';
import { useEffect, useRef, type RefObject } from 'react';
import type { GraphHandle } from './useGraphLifecycle';

/**
 * Holds the map's drawing while the focus view is open. The map then lies under a veil of 95% of
 * the background, yet every change to it (at 10,000 cases the aggregated map grows around the
 * selected case) was redrawn in full: frames of 85–135 ms for a second after a click, none of
 * which anyone could see (docs/decisions.md, "The map held under the focus view").
 *
 * cytoscape skips its frames while a batch is open, so one is held open meanwhile: elements are
 * still added and removed, and positions, ids and counts read as before; the picture catches up
 * in the frame after the focus closes. An element added meanwhile reads cytoscape's default style
 * until then, so a picture exported meanwhile asks for the styles first (syncHeldStyles).
 */
export function useMapHeld(graph: RefObject<GraphHandle | null>, held: boolean): void {
  const release = useRef<(() => void) | null>(null);
  // Released in the effect, not in its cleanup: React runs a commit's cleanups before any of its
  // effects, so a release there came before the element sync (an effect declared before this
  // hook) removed what left the model, and cytoscape styled and drew those elements first.
  useEffect(() => {
    const cy = graph.current?.cy;
    if (held && !release.current && cy && !cy.destroyed()) release.current = holdDrawing(cy);
    else if (!held && release.current) {
      release.current();
      release.current = null;
    }
  }, [graph, held]);
  useEffect(
    () => () => {
      release.current?.();
      release.current = null;
    },
    [],
  );
}

/** What a hold keeps for its cy: whether its batch is open yet. */
interface Hold {
  batched: boolean;
}

/**
 * The holds, by cy. Not in cytoscape's scratch: setting or removing a scratch value of the core
 * restyles every element (cytoscape updates the style of all elements on a change of the core's
 * data or scratch), twice a case opened and closed, ~80 ms of an Escape at 10,000 cases.
 */
const holds = new WeakMap<Core, Hold>();

/** Whether `cy`'s drawing is held (or about to be, once a camera move ends): a move started now would never be seen. */
export function isDrawingHeld(cy: Core): boolean {
  return holds.has(cy);
}

/**
 * Brings the styles of a held map up to date without drawing it: closing the batch gives its
 * elements their styles (cytoscape applies them when next read), and the batch open again at
 * the next frame means that frame is skipped too.
 */
export function syncHeldStyles(cy: Core): void {
  if (holds.get(cy)?.batched !== true) return;
  cy.endBatch();
  cy.startBatch();
}

/**
 * Holds `cy`'s drawing (see above) until the returned release is called; a camera move in flight
 * first ends as it would (cytoscape steps it in the frames a batch skips, so held it would stop
 * half-way until the release).
 */
export function holdDrawing(cy: Core): () => void {
  const state: Hold = { batched: false };
  holds.set(cy, state);
  let released = false;
  let frame = 0;
  const hold = () => {
    if (released || cy.destroyed()) return;
    if (cy.animated()) {
      frame = requestAnimationFrame(hold);
      return;
    }
    cy.startBatch();
    state.batched = true;
  };
  hold();
  return () => {
    released = true;
    cancelAnimationFrame(frame);
    if (cy.destroyed()) return;
    holds.delete(cy);
    if (!state.batched) return;
    state.batched = false;
    cy.endBatch();
  };
}
