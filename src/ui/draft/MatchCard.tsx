import { useMemo, type ReactNode } from 'react';
import { readerMatch } from '../../model/similarity';
import type { Case } from '../../model/core';
import type { SimilarMatch } from '../../model/similarity';
import type { ScoreBand } from '../../model/similarity';
import type { Segment } from '../../model/similarity';
import { useActions } from '../../state/store';
import { CaseLink } from '../panel/parts';
import { useTermPairs } from '../common/termPairs';
import type { Labels } from '../panel/types';
import { compareHref, openCompare } from './compareLink';

/** Text segments with the shared words marked: text nodes and <mark>, never HTML. */
export function Marked({ segments }: { segments: readonly Segment[] }) {
  return <>{segments.map((s, i) => (s.hit ? <mark key={i}>{s.text}</mark> : <span key={i}>{s.text}</span>))}</>;
}

export function ScoreBar({ score, L, band }: { score: number; L: Labels; band?: ScoreBand }) {
  const shown = Math.max(0, Math.min(1, score));
  return (
    <div className="score" data-testid="similar-score">
      <span className="score-bar" aria-hidden="true"><span style={{ width: `${Math.round(shown * 100)}%` }} /></span>
      {band && <span className={`score-band band-${band}`} data-testid="score-band" data-band={band}>{L.t(`verdict.band_${band}`)}</span>}
      <span className="score-text">{L.t('similar.score', { score: shown.toFixed(2) })}</span>
    </div>
  );
}

/**
 * One ranked match: the case (a link that selects it), its score as a bar and as text, and
 * why: the distinctive words both texts share, marked in a piece of the other case's text,
 * and the components, root cause and symptoms they share.
 */
export function MatchCard({ match, c, L, compareWith, band, children }: { match: SimilarMatch; c: Case; L: Labels; compareWith: string | null; band?: ScoreBand; children?: ReactNode }) {
  const actions = useActions();
  const pairs = useTermPairs();
  // The chips and the snippet in the reader's language, as the case's own text writes them (issue #27).
  const { chips, snippet } = useMemo(() => readerMatch(match.sharedTerms, c, L.lang, pairs), [match.sharedTerms, L.lang, c, pairs]);
  const { components, root_cause, symptoms } = match.sharedSlugs;
  return (
    <li className="similar-item" data-testid="similar-item" data-case={c.id}>
      <CaseLink c={c} L={L} onClick={() => actions.select({ kind: 'case', key: c.id }, true)} />
      <ScoreBar score={match.score} L={L} band={band} />
      {chips.length > 0 && (
        <div className="similar-why" data-testid="similar-terms">
          <span className="muted">{L.t('similar.sharedTerms')}</span>{' '}
          {chips.map((term) => <span key={term} className="shared-term">{term}</span>)}
        </div>
      )}
      {snippet && <p className="similar-snippet data-text"><Marked segments={snippet} /></p>}
      {components.length > 0 && <div className="similar-slugs">{L.t('similar.sharedComponents')} {components.map((s) => L.label('component', s)).join(', ')}</div>}
      {root_cause && <div className="similar-slugs">{L.t('similar.sharedCause')} {L.label('root_cause', root_cause)}</div>}
      {symptoms.length > 0 && <div className="similar-slugs">{L.t('similar.sharedSymptoms')} {symptoms.map((s) => L.label('symptom', s)).join(', ')}</div>}
      {compareWith && compareWith !== c.id && (
        <a
          className="button compare-button"
          href={compareHref(compareWith, c.id)}
          aria-label={L.t('similar.compareLabel', { a: compareWith, b: c.id })}
          onClick={(e) => {
            e.preventDefault();
            openCompare(compareWith, c.id);
          }}
        >
          {L.t('similar.compare')}
        </a>
      )}
      {children}
    </li>
  );
}
