import type { SimilarMatch } from '../../model/similarity/similar';
import { MatchCard } from '../draft/MatchCard';
import { useAnswer } from '../draft/useAnswer';
import type { CaseView } from './types';
import '../draft/draft.css';

/** Similar cases listed in a panel. */
export const SIMILAR_SHOWN = 6;

/**
 * "Similar cases, by text similarity": the cases whose texts read most like this one, ranked by
 * the worker, kept apart from the rule's "Related cases" (which come from tags).
 */
export function SimilarBody({ view: { library, caseIndex, c, L } }: { view: CaseView }) {
  const { value, pending } = useAnswer<SimilarMatch[]>(`${caseIndex}`, () => library.similarity.similar(caseIndex, SIMILAR_SHOWN, 'panel'));
  return (
    <div data-testid="similar-cases">
      <p className="muted similar-note">{L.t('similar.note')}</p>
      {pending && !value && <p className="muted" role="status">{L.t('similar.loading')}</p>}
      {value && value.length === 0 && <p className="muted">{L.t('similar.none')}</p>}
      {value && value.length > 0 && (
        <ol className="similar-list">
          {value.map((m) => {
            const other = library.cases[m.other];
            return other ? <MatchCard key={other.id} match={m} c={other} L={L} compareWith={c.id} /> : null;
          })}
        </ol>
      )}
    </div>
  );
}
