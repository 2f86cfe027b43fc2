import { useMemo } from 'react';
import { applyMarks } from '../../model/feedback';
import type { SimilarMatch } from '../../model/similarity';
import { useMarks } from '../../state/feedback';
import { FeedbackButtons, useHiddenToggle } from '../draft/Feedback';
import { MatchCard } from '../draft/MatchCard';
import { useSimilarCases } from '../../state/answers';
import type { CaseView } from './types';
import '../draft/draft.css';

/** Similar cases listed in a panel. */
export const SIMILAR_SHOWN = 6;

/**
 * "Similar cases, by text similarity": the cases whose texts read most like this one, ranked by
 * the worker, kept apart from the rule's "Related cases" (which come from tags).
 */
export function SimilarBody({ view: { library, caseIndex, c, L } }: { view: CaseView }) {
  const { value, pending } = useSimilarCases(library, caseIndex, SIMILAR_SHOWN);
  // Readers' marks (issue #27): a confirmed pair first with its mark, a rejected one hidden unless asked for.
  const { marks, mark } = useMarks(library, { case: c.id });
  const ranked = useMemo(() => applyMarks(value ?? [], (m) => library.cases[m.other]?.id, marks), [value, library, marks]);
  const hidden = useHiddenToggle(ranked.hidden.length, L);
  const card = (m: SimilarMatch) => {
    const other = library.cases[m.other];
    return other ? (
      <MatchCard key={other.id} match={m} c={other} L={L} compareWith={c.id}>
        <FeedbackButtons id={other.id} mark={marks.get(other.id) ?? null} onMark={(v) => mark(other.id, v)} L={L} />
      </MatchCard>
    ) : null;
  };
  return (
    <div data-testid="similar-cases">
      <p className="muted similar-note">{L.t('similar.note')}</p>
      {pending && !value && <p className="muted" role="status">{L.t('similar.loading')}</p>}
      {value && value.length === 0 && <p className="muted">{L.t('similar.none')}</p>}
      {ranked.shown.length > 0 && <ol className="similar-list">{ranked.shown.map((s) => card(s.match))}</ol>}
      {hidden.toggle}
      {hidden.open && <ol className="similar-list hidden-matches" data-testid="hidden-matches">{ranked.hidden.map(card)}</ol>}
    </div>
  );
}
