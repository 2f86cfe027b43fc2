import type { Core, ElementDefinition } from 'cytoscape';

/**
 * A big graph is added to cytoscape over several frames, nodes first, so no single frame blocks
 * the page for long. cytoscape computes an element's style, label size and edge geometry in the
 * frame that first draws it, and that frame also redraws everything added before; so the work of
 * a frame is the new step plus the redraw, and the step size follows the measured frame time.
 *
 * The first step is tiny because the first frames also run cytoscape's drawing code for the
 * first time (parsing and compiling it): measured on 2 cores without a GPU, the 703 elements of a
 * 10,000-case library's hub view took 450 ms as one frame on a fresh page (210 ms warm), a first
 * step of 150 elements still ~300 ms, and these steps ≤ 165 ms per frame.
 */
export const FIRST_STEP = 20;
/** The frame time the step size aims at. */
export const FRAME_BUDGET_MS = 90;
const MAX_STEP = 8000;

/**
 * The next step's size, from the last one, the time its frame took and how many elements are
 * already drawn (including those there before this reveal). It scales toward the frame budget
 * (at most fourfold up), but never below a third of what is already drawn: when the redraw of
 * those alone outlasts the budget (a 1,000-case graph drawn in full), smaller steps would only
 * repeat it, so the graph is finished in a few big ones.
 */
export function nextStepSize(size: number, frameMs: number, drawn: number): number {
  const scaled = frameMs > 0 ? Math.round((size * FRAME_BUDGET_MS) / frameMs) : size;
  const floor = Math.max(FIRST_STEP, Math.ceil(drawn / 3));
  return Math.min(MAX_STEP, Math.max(floor, Math.min(size * 4, scaled)));
}

/** Elements in the order they can be added: nodes before the edges that need them. */
export function nodesFirst(elements: ElementDefinition[]): ElementDefinition[] {
  return [...elements.filter((e) => e.group === 'nodes'), ...elements.filter((e) => e.group !== 'nodes')];
}

/**
 * Adds `elements` to `cy` in steps, one per animation frame, then calls `done`. Returns a cancel
 * function (a newer model replaces this one).
 */
export function revealInSteps(cy: Core, elements: ElementDefinition[], done: () => void): () => void {
  const ordered = nodesFirst(elements);
  const before = cy.elements().length;
  let offset = 0;
  let size = FIRST_STEP;
  let last = 0;
  let handle = 0;
  let cancelled = false;
  const step = (now: number) => {
    if (cancelled || cy.destroyed()) return;
    if (last) size = nextStepSize(size, now - last, before + offset);
    last = now;
    cy.add(ordered.slice(offset, offset + size));
    offset += size;
    if (offset < ordered.length) handle = requestAnimationFrame(step);
    else done();
  };
  handle = requestAnimationFrame(step);
  return () => {
    cancelled = true;
    cancelAnimationFrame(handle);
  };
}
