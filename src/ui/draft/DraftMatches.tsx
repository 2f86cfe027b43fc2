import { useMemo, type ReactNode } from 'react';
import type { Case } from '../../model/core';
import type { SimilarMatch } from '../../model/similarity';
import { draftVerdict, scoreBand, VERDICT_THRESHOLDS, type Verdict, type VerdictProgress } from '../../model/similarity';
import { LocalizedText } from '../common/LocalizedText';
import { applyMarks, type Mark } from '../../model/feedback';
import { CaseLink } from '../panel/parts';
import type { Labels } from '../panel/types';
import { FeedbackButtons, useHiddenToggle } from './Feedback';
import { MatchCard } from './MatchCard';

/** A case's lessons and action items; open for the first match (the actionable part). */
function Lessons({ c, L, open }: { c: Case; L: Labels; open: boolean }) {
  if (!c.lessons && c.action_items.length === 0) return null;
  return (
    <details open={open} data-testid="match-lessons">
      <summary>{L.t('similar.lessons')} · {L.t('similar.actionItems')}</summary>
      {c.lessons && <LocalizedText {...L.text(c.lessons)} />}
      {c.action_items.length > 0 && (
        <ul data-testid="match-actions">
          {c.action_items.map((a, i) => <li key={i} className="data-text">{L.text(a.text).text}</li>)}
        </ul>
      )}
    </details>
  );
}

/** Time to detect and to resolve, where the case has them. */
function Timing({ c, L }: { c: Case; L: Labels }) {
  const { detected_after, resolved_after } = c.timeline;
  if (detected_after === null && resolved_after === null) return null;
  const minutes = (n: number) => L.t('panel.minutes', { count: n });
  return (
    <p className="match-timing muted" data-testid="match-timing">
      {detected_after !== null && <span>{L.t('panel.detectedAfter', { value: minutes(detected_after) })}</span>}
      {resolved_after !== null && <span>{L.t('panel.resolvedAfter', { value: minutes(resolved_after) })}</span>}
    </p>
  );
}

/** The verdict's evidence in one line, in the reader's language. */
function evidence(v: Verdict, matches: readonly SimilarMatch[], cases: readonly Case[], L: Labels, read: Record<'indexed' | 'total', string>): string {
  const id = (k: number) => cases[matches[k]?.other ?? -1]?.id ?? '';
  const score = (n: number) => n.toFixed(2);
  const ids = (ks: readonly number[]) => ks.map(id).join(', ');
  switch (v.kind) {
    case 'seen':
      return v.curated ? L.t('verdict.evidence_curated', { id: id(v.lead[0] ?? 0) }) : L.t('verdict.evidence_seen', { id: id(0), score: score(v.best), lead: score(v.lead2) });
    case 'recurring':
      return L.t('verdict.evidence_recurring', {
        count: v.lead.length,
        cause: v.group ? L.label('root_cause', v.group.root_cause) : '',
        component: v.group ? L.label('component', v.group.component) : '',
        ids: ids(v.lead),
      });
    case 'possible':
      return L.t('verdict.evidence_possible', { ids: ids(v.lead) });
    case 'new':
      return L.t('verdict.evidence_new', { score: score(v.best), possible: score(VERDICT_THRESHOLDS.possible) });
    case 'pending':
      return L.t('verdict.evidence_pending', { score: score(v.best), ...read });
  }
}

export interface DraftMatchesProps {
  matches: readonly SimilarMatch[];
  cases: readonly Case[];
  L: Labels;
  /** Readers' marks on this draft's matches, by case id, and how to set one. */
  marks: ReadonlyMap<string, Mark>;
  onMark: (id: string, mark: Mark | null) => void;
  /** Opens a case (a curated match that is not among the computed ones). */
  onOpen: (id: string) => void;
  byId: ReadonlyMap<string, number>;
  /** Set while the matches are from part of the library: the verdict is then provisional. */
  progress?: VerdictProgress | null;
}

/**
 * The verdict on a draft (seen before / recurring pattern / possibly seen / looks new) with its
 * evidence, then the matches grouped under it: the ones the verdict is about, then the others
 * (called weak when they are). Each match shows its band in words; the first shown has its
 * lessons and action items open; time to detect and resolve where the case has them.
 */
export function DraftMatches({ matches: computed, cases, L, marks, onMark, onOpen, byId, progress = null }: DraftMatchesProps) {
  // Curated first: matches marked "same failure" lead, those marked "not related" are set apart.
  const ranked = useMemo(() => applyMarks(computed, (m) => cases[m.other]?.id, marks), [computed, cases, marks]);
  const matches = useMemo(() => ranked.shown.map((s) => s.match), [ranked]);
  const confirmed = useMemo(() => ranked.shown.flatMap((s, k) => (s.mark === 'same' ? [k] : [])), [ranked]);
  const verdict = useMemo(() => draftVerdict(matches, cases, { confirmed, progress }), [matches, cases, confirmed, progress]);
  const read = { indexed: L.number(progress?.indexed ?? 0), total: L.number(progress?.total ?? 0) };
  const title = L.t(`verdict.title_${verdict.kind}`);
  const hidden = useHiddenToggle(ranked.hidden.length, L);
  const feedback = (c: Case) => <FeedbackButtons id={c.id} mark={marks.get(c.id) ?? null} onMark={(m) => onMark(c.id, m)} L={L} />;
  const extra = (k: number): ReactNode => {
    const c = cases[matches[k]?.other ?? -1];
    return c ? feedback(c) : null;
  };
  const lead = new Set(verdict.lead);
  const rest = matches.map((_, k) => k).filter((k) => !lead.has(k));
  const firstShown = verdict.lead[0] ?? rest[0];
  const card = (k: number) => {
    const m = matches[k];
    const c = m && cases[m.other];
    if (!m || !c) return null;
    const top = cases[matches[firstShown ?? 0]?.other ?? -1];
    return (
      <MatchCard key={c.id} match={m} c={c} L={L} band={scoreBand(m.score)} compareWith={top && top.id !== c.id ? top.id : null}>
        <Timing c={c} L={L} />
        {extra?.(k)}
        <Lessons c={c} L={L} open={k === firstShown} />
      </MatchCard>
    );
  };
  const restTitle = verdict.kind === 'new' || verdict.kind === 'pending' || rest.every((k) => (matches[k]?.score ?? 0) < VERDICT_THRESHOLDS.possible) ? 'verdict.weak' : 'verdict.others';
  return (
    <div data-testid="draft-results">
      <div className={`verdict verdict-${verdict.kind}${verdict.provisional ? ' verdict-provisional' : ''}`} data-testid="verdict" data-kind={verdict.kind} data-provisional={verdict.provisional} role="status">
        <h3 className="verdict-title">{verdict.provisional ? L.t('verdict.provisional', { title, ...read }) : title}</h3>
        <p className="verdict-evidence" data-testid="verdict-evidence">{evidence(verdict, matches, cases, L, read)}</p>
      </div>
      {ranked.confirmedMissing.length > 0 && (
        <ul className="similar-list curated-list" data-testid="curated-missing">
          {ranked.confirmedMissing.map((id) => {
            const c = cases[byId.get(id) ?? -1];
            return c ? (
              <li key={id} className="similar-item" data-testid="similar-item" data-case={id}>
                <CaseLink c={c} L={L} onClick={() => onOpen(id)} />
                <p className="muted">{L.t('feedback.notInTop')}</p>
                {feedback(c)}
              </li>
            ) : null;
          })}
        </ul>
      )}
      {verdict.lead.length > 0 && (
        <section aria-label={L.t(`verdict.lead_${verdict.kind}`)}>
          <h4 className="verdict-group">{L.t(`verdict.lead_${verdict.kind}`)}</h4>
          <ol className="similar-list draft-match" data-testid="verdict-lead">{verdict.lead.map(card)}</ol>
        </section>
      )}
      {rest.length > 0 && (
        <section aria-label={L.t(restTitle)}>
          <h4 className="verdict-group">{L.t(restTitle)}</h4>
          <ol className="similar-list draft-match" data-testid="verdict-rest">{rest.map(card)}</ol>
        </section>
      )}
      {hidden.toggle}
      {hidden.open && (
        <ol className="similar-list draft-match hidden-matches" data-testid="hidden-matches">
          {ranked.hidden.map((m) => {
            const c = cases[m.other];
            return c ? (
              <MatchCard key={c.id} match={m} c={c} L={L} band={scoreBand(m.score)} compareWith={null}>
                {feedback(c)}
              </MatchCard>
            ) : null;
          })}
        </ol>
      )}
      <p className="muted verdict-note">{L.t('feedback.curatedNote')}</p>
      <p className="muted verdict-note">{L.t('verdict.bandNote', { strong: VERDICT_THRESHOLDS.strong.toFixed(2), possible: VERDICT_THRESHOLDS.possible.toFixed(2) })}</p>
    </div>
  );
}
