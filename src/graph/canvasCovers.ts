import type { Rect } from '../model/layout';

/**
 * What lies beside or over the canvas, as the UI marks it: `data-covers-graph` on a panel or
 * bottom sheet that takes part of the canvas; `data-over-graph` on the controls drawn over it
 * ("legend" for the legend, "when-needed" for the minimap, shown only while some of the graph is
 * out of view, "note" for a passing note that labels keep clear of and framing ignores, any other
 * value for the rest). The one place the adapter asks the page what covers
 * the canvas: it knows the two attributes, no CSS class of the UI.
 */
export const COVERS_GRAPH = 'data-covers-graph';
export const OVER_GRAPH = 'data-over-graph';

export type CoverKind = 'beside' | 'over' | 'legend' | 'minimap' | 'note';

export interface CanvasCover {
  kind: CoverKind;
  /** In canvas pixels. */
  rect: Rect;
  /** A minimap hidden now, measured where it would show. */
  hidden: boolean;
}

function kindOf(el: Element): CoverKind {
  if (el.hasAttribute(COVERS_GRAPH)) return 'beside';
  const over = el.getAttribute(OVER_GRAPH);
  return over === 'legend' ? 'legend' : over === 'when-needed' ? 'minimap' : over === 'note' ? 'note' : 'over';
}

/**
 * Shows or hides a control that is over the canvas only when needed (the minimap), keeping its
 * box while hidden: invisible rather than not displayed, it is measured where it would show
 * (framing keeps clear of it) without being shown for the measurement, which cost the page two
 * layouts at each measure (canvasCovers runs on every label pass and minimap frame).
 */
export function showWhenNeeded(el: HTMLElement, shown: boolean): void {
  el.style.visibility = shown ? '' : 'hidden';
}

/** Every marked element with a box that reaches into the canvas `container`, in canvas pixels. */
export function canvasCovers(container: HTMLElement): CanvasCover[] {
  const box = container.getBoundingClientRect();
  const out: CanvasCover[] = [];
  for (const el of document.querySelectorAll<HTMLElement>(`[${COVERS_GRAPH}], [${OVER_GRAPH}]`)) {
    const kind = kindOf(el);
    const hidden = kind === 'minimap' && el.style.visibility === 'hidden';
    const r = el.getBoundingClientRect();
    if (r.width <= 0 || r.height <= 0 || r.right <= box.left || r.left >= box.right || r.bottom <= box.top || r.top >= box.bottom) continue;
    out.push({ kind, hidden, rect: { x1: r.left - box.left, y1: r.top - box.top, x2: r.right - box.left, y2: r.bottom - box.top } });
  }
  return out;
}

/** The rectangles a label must keep clear of now (a hidden minimap is not there). */
export function shownCovers(container: HTMLElement): Rect[] {
  return canvasCovers(container).filter((c) => !c.hidden).map((c) => c.rect);
}
