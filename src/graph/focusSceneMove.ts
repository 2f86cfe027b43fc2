import type { Core } from 'cytoscape';

/** One node's move in the focus picture, model coordinates. */
export interface NodeMove {
  id: string;
  from: { x: number; y: number };
  to: { x: number; y: number };
}

const easeInOutCubic = (t: number) => (t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2);

/**
 * Moves the focus picture's nodes from where they were to their places over `ms`, one position
 * update per animation frame; returns a cancel function. Not cytoscape's `animate`: its pool of
 * animated elements is keyed by id, so when a picture was shown again before the first frame
 * (the same ids removed and added anew), the new nodes never joined it and stayed where they
 * started, in a heap under labels drawn at their places.
 */
export function moveNodes(cy: Core, moves: readonly NodeMove[], ms: number, done: () => void): () => void {
  let handle = 0;
  let started: number | null = null;
  const step = (now: number) => {
    if (cy.destroyed()) return;
    started ??= now;
    const t = Math.min(1, (now - started) / ms);
    const k = easeInOutCubic(t);
    cy.batch(() => {
      for (const m of moves) cy.getElementById(m.id).position({ x: m.from.x + (m.to.x - m.from.x) * k, y: m.from.y + (m.to.y - m.from.y) * k });
    });
    if (t < 1) handle = requestAnimationFrame(step);
    else done();
  };
  handle = requestAnimationFrame(step);
  return () => cancelAnimationFrame(handle);
}
