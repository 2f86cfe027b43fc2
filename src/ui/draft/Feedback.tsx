import { useState } from 'react';
import type { Mark } from '../../model/feedback';
import type { Labels } from '../panel/types';

/**
 * "Same failure" / "Not related" on one match, or, once marked, the curated mark and Undo.
 * Shown apart from the computed score: a mark is a reader's word, not a measurement.
 */
export function FeedbackButtons({ id, mark, onMark, L }: { id: string; mark: Mark | null; onMark: (mark: Mark | null) => void; L: Labels }) {
  if (mark) {
    return (
      <div className={`feedback feedback-${mark}`} data-testid="feedback" data-mark={mark}>
        <span className="curated-mark" data-testid="curated-mark">{L.t(mark === 'same' ? 'feedback.markedSame' : 'feedback.markedUnrelated')}</span>
        <button type="button" className="link-button" onClick={() => onMark(null)} aria-label={L.t('feedback.undoLabel', { id })} data-testid="feedback-undo">{L.t('feedback.undo')}</button>
      </div>
    );
  }
  return (
    <div className="feedback" data-testid="feedback">
      <button type="button" className="button feedback-button" onClick={() => onMark('same')} aria-label={L.t('feedback.sameLabel', { id })} data-testid="feedback-same">{L.t('feedback.same')}</button>
      <button type="button" className="button feedback-button" onClick={() => onMark('unrelated')} aria-label={L.t('feedback.unrelatedLabel', { id })} data-testid="feedback-unrelated">{L.t('feedback.unrelated')}</button>
    </div>
  );
}

/** "Show N marked not related" / "Hide them": what a reader set aside stays one click away. */
export function useHiddenToggle(count: number, L: Labels) {
  const [open, setOpen] = useState(false);
  const toggle =
    count > 0 ? (
      <button type="button" className="link-button show-hidden" onClick={() => setOpen(!open)} aria-expanded={open} data-testid="show-hidden">
        {open ? L.t('feedback.hideHidden') : L.t('feedback.showHidden', { count })}
      </button>
    ) : null;
  return { open, toggle };
}
