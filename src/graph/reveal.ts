import type { Collection, Core, ElementDefinition } from 'cytoscape';

/**
 * A big graph is added to cytoscape over several frames, nodes first, so no single frame blocks
 * the page for long. cytoscape computes an element's style, label size and edge geometry in the
 * frame that first draws it, and that frame also redraws everything added before; so the work of
 * a frame is the new step plus the redraw, and the step size follows the measured frame time.
 * The figures behind the constants are in docs/decisions.md ("Revealing a big graph").
 */
/** Tiny, because the first frames also run cytoscape's drawing code for the first time. */
export const FIRST_STEP = 20;
/**
 * A graph of at most this many elements (the reveal's and those drawn before it) adds all its
 * nodes in the first step, whatever the frame times; its edges follow in measured steps. The
 * first frame is dominated by cytoscape's first draw (~580 ms for the bundled library's first 20
 * elements on a quiet machine, see docs/decisions.md), which a small step does not shorten, and
 * on a busy machine the measured steps stayed at FIRST_STEP, so the bundled library's 251 nodes
 * took 5–13 frames before its labels could start. The edges stay in steps so that the label pass
 * runs between their frames (adding them in one more step made the labels later, measured).
 */
export const WHOLE_GRAPH = 1500;
/** The frame time the step size aims at (the goal is no task over 200 ms during a load). */
export const FRAME_BUDGET_MS = 150;
/**
 * The same once the page is in use (a filter that brings thousands of nodes back): no task over
 * 100 ms after the load; the reveal takes a few more frames for it.
 */
export const IN_USE_BUDGET_MS = 80;
/** What a new element costs in a frame, in redraws of an element already drawn. */
export const NEW_COST = 8;
/**
 * When the redraw alone fills the budget (thousands of nodes drawn), each frame still adds what
 * costs this share of the budget: smaller steps would only repeat the redraw more often, and
 * bigger ones make frames far over the budget.
 */
const NEW_SHARE = 0.4;
const MAX_GROWTH = 8;
/** Below this, the frame's time before the step is not cytoscape's drawing of the last step (see revealInSteps). */
const DREW_MS = 1;
const MAX_STEP = 8000;

/**
 * How long one task of a step's preparation may run (see prepareInSlices): the label pass's
 * slice, well inside the load's 200 ms and the page in use's 100 ms.
 */
export const PREPARE_SLICE_MS = 40;
/**
 * A step of fewer new elements is drawn as added: its frame is short anyway, and the bundled
 * library's first step of 251 nodes, prepared, had its labels ~70 ms later (docs/decisions.md).
 */
export const PREPARE_MIN = 600;
/** Elements prepared between two looks at the clock. */
const PREPARE_CHUNK = 16;

/** The last frame of a reveal: how many elements it added, how many were drawn before them, and its time. */
export interface RevealFrame {
  size: number;
  drawnBefore: number;
  frameMs: number;
}

/**
 * The next step's size. The last frame's time is read as u × (drawn + NEW_COST × added) for a
 * per-element cost u; the next step gets what the budget leaves after redrawing everything drawn
 * by then, at least NEW_SHARE of the budget, and grows at most eightfold per frame.
 */
export function nextStepSize({ size, drawnBefore, frameMs }: RevealFrame, budgetMs = FRAME_BUDGET_MS): number {
  if (!(frameMs > 0) || !Number.isFinite(frameMs)) return size;
  const unit = frameMs / (drawnBefore + NEW_COST * size);
  const redraw = unit * (drawnBefore + size);
  const forNew = Math.max(budgetMs - redraw, budgetMs * NEW_SHARE);
  const fitted = Math.floor(forNew / (unit * NEW_COST));
  return Math.min(MAX_STEP, size * MAX_GROWTH, Math.max(FIRST_STEP, fitted));
}

/** The first step's size: all the nodes of a graph of at most WHOLE_GRAPH elements (with those drawn before), else FIRST_STEP. */
export function firstStepSize(drawnBefore: number, nodes: number, edges: number): number {
  return drawnBefore + nodes + edges <= WHOLE_GRAPH && nodes > 0 ? nodes : FIRST_STEP;
}

/** Elements in the order they can be added: nodes before the edges that need them. */
export function nodesFirst(elements: ElementDefinition[]): ElementDefinition[] {
  return [...elements.filter((e) => e.group === 'nodes'), ...elements.filter((e) => e.group !== 'nodes')];
}

/**
 * Computes the style and bounds of elements just added, in tasks of at most PREPARE_SLICE_MS,
 * then calls `then`. cytoscape would compute them all in the frame that first draws them (most
 * of a 1,000-case first frame: docs/decisions.md, "A step's style before its frame"); its render
 * loop skips every frame while a batch is open, so one is held open meanwhile, and that frame
 * finds them computed and only draws. Returns a cancel function, which closes the batch.
 */
export function prepareInSlices(cy: Core, added: Collection, then: () => void): () => void {
  // Without a container nothing is drawn (a headless cy), so there is no frame to shorten.
  if (!cy.container() || added.length < PREPARE_MIN) {
    then();
    return () => {};
  }
  let held = true;
  let next = 0;
  const channel = new MessageChannel();
  const release = () => {
    channel.port1.close();
    if (!held) return;
    held = false;
    if (!cy.destroyed()) cy.endBatch();
  };
  channel.port1.onmessage = () => {
    if (cy.destroyed()) return release();
    const deadline = performance.now() + PREPARE_SLICE_MS;
    while (next < added.length) {
      const end = Math.min(added.length, next + PREPARE_CHUNK);
      // A collection's bounding box computes each element's style, rendered style and bounds, and caches them.
      added.slice(next, end).boundingBox();
      next = end;
      if (performance.now() >= deadline) break;
    }
    if (next < added.length) return channel.port2.postMessage(0);
    release();
    then();
  };
  cy.startBatch();
  channel.port2.postMessage(0);
  return release;
}

/**
 * Adds `elements` to `cy` in steps, one per animation frame, then calls `done`; `nodesIn` once the
 * step that adds the last node is added (before the edges that follow). A big step is prepared
 * before its frame (prepareInSlices). Returns a cancel function (a newer model replaces this one).
 */
export function revealInSteps(cy: Core, elements: ElementDefinition[], done: () => void, nodesIn?: () => void, budgetMs = FRAME_BUDGET_MS): () => void {
  const ordered = nodesFirst(elements);
  const firstEdge = ordered.findIndex((e) => e.group !== 'nodes');
  let nodesAdded = false;
  const before = cy.elements().length;
  // A small graph's nodes at once (firstStepSize); then steps measured from the frames.
  const nodes = firstEdge < 0 ? ordered.length : firstEdge;
  let size = firstStepSize(before, nodes, ordered.length - nodes);
  let offset = 0;
  let last = 0;
  let handle = 0;
  let cancelled = false;
  let cancelPreparing = () => {};
  const afterPrepared = () => {
    if (offset < ordered.length) handle = requestAnimationFrame(step);
    else done();
  };
  const step = (now: number) => {
    if (cancelled || cy.destroyed()) return;
    // cytoscape's own frame callback runs before this one (it was registered first, and both
    // re-register in the same order), so the time this frame spent before here is its drawing of
    // the last step; the time between frames would be the drawing of the step before that.
    const drew = performance.now() - now;
    if (last) size = nextStepSize({ size, drawnBefore: before + offset - size, frameMs: drew >= DREW_MS ? drew : now - last }, budgetMs);
    last = now;
    performance.mark('ig:reveal-step', { detail: size });
    const added = cy.add(ordered.slice(offset, offset + size));
    offset += size;
    // The labels are placed from the model, not from cytoscape's style: their first batch can
    // run between the slices that prepare the step.
    if (!nodesAdded && offset >= nodes) {
      nodesAdded = true;
      nodesIn?.();
    }
    cancelPreparing = prepareInSlices(cy, added, () => !cancelled && afterPrepared());
  };
  handle = requestAnimationFrame(step);
  return () => {
    cancelled = true;
    cancelAnimationFrame(handle);
    cancelPreparing();
  };
}
