import type { Rect } from '../layout';
import type { DrawnLabel, LabelFocus, LabelSource, LabelView } from './labelCandidates';
import { sameLabelView } from './labelsOnScreen';

/**
 * The map's last full label placement and everything it was made from. Placing is deterministic,
 * so when the same sources, view, focus and covers come back (a case closed at 10,000 cases: the
 * map under the focus view is the one from before it) the placement is shown again instead of
 * made anew, which was most of the task that closed the case.
 */
export interface KeptPlacement {
  sources: readonly LabelSource[];
  view: LabelView;
  focus: LabelFocus;
  covers: readonly Rect[];
  placed: readonly DrawnLabel[];
  bySource: ReadonlyMap<string, LabelSource>;
  /** What making it cost (a gesture redoes only cheap passes). */
  ms: number;
}

/**
 * Whether `kept` is the placement a pass would make now for these inputs. Asked at the start of
 * every label slice, so the covers (read from the page's layout) are asked for only once the view
 * and the focus already fit.
 */
export function keptFits(kept: KeptPlacement, sources: readonly LabelSource[], view: LabelView, focus: LabelFocus, covers: () => readonly Rect[]): boolean {
  return sameLabelView(kept.view, view) && sameLabelFocus(kept.focus, focus) && sameRects(kept.covers, covers()) && sameLabelSources(kept.sources, sources);
}

/** Same ids in the same order with the same text, place, size and rank: a new model of the same map places the same labels. */
export function sameLabelSources(a: readonly LabelSource[], b: readonly LabelSource[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) {
    const s = a[i]!;
    const t = b[i]!;
    if (s.id !== t.id || s.kind !== t.kind || s.text !== t.text || s.x !== t.x || s.y !== t.y || s.r !== t.r) return false;
    if (s.weight !== t.weight || s.degree !== t.degree || s.recency !== t.recency || s.short !== t.short || s.tint?.fill !== t.tint?.fill) return false;
  }
  return true;
}

function sameLabelFocus(a: LabelFocus, b: LabelFocus): boolean {
  if (a.selected !== b.selected || a.hovered !== b.hovered) return false;
  if (!a.only || !b.only) return a.only === b.only;
  if (a.only.size !== b.only.size) return false;
  for (const id of a.only) if (!b.only.has(id)) return false;
  return true;
}

function sameRects(a: readonly Rect[], b: readonly Rect[]): boolean {
  return a.length === b.length && a.every((r, i) => r.x1 === b[i]!.x1 && r.y1 === b[i]!.y1 && r.x2 === b[i]!.x2 && r.y2 === b[i]!.y2);
}
