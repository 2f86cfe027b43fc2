import type { DrawnLabel } from './labelsOverlay';

/**
 * The labels the overlay draws now, registered by the label hook, so an export shows the labels
 * the screen shows (they are painted on the overlay's own canvas, not by cytoscape).
 */
let current: (() => readonly DrawnLabel[]) | null = null;

export function registerDrawnLabels(source: (() => readonly DrawnLabel[]) | null): () => void {
  current = source;
  return () => {
    if (current === source) current = null;
  };
}

/** The labels on screen in canvas pixels, or null when no overlay draws any. */
export function drawnLabels(): readonly DrawnLabel[] | null {
  return current ? current() : null;
}
