import { useEffect, useRef, useState, useEffectEvent } from 'react';
import { MAX_DRAFT_PARAM } from '../../model/view';
import type { TagCount } from '../../model/similarity';
import { useDerived } from '../../state/derived';
import { useDraftAnswer } from '../../state/answers';
import { useActions, useAppStore } from '../../state/store';
import { useMarks } from '../../state/feedback';
import { Chip } from '../panel/parts';
import type { Labels } from '../panel/types';
import { useLabels } from '../common/useLabels';
import { DraftMatches } from './DraftMatches';
import { SaveAsCase } from '../caseForm/SaveAsCase';
import './draft.css';

/** Typing pauses this long before the draft is matched (and written into the address). */
const TYPING_PAUSE_MS = 400;
/** Suggested tags shown per kind, most used first. */
const TAGS_SHOWN = 6;

function TagList({ tags, kind, L }: { tags: TagCount[]; kind: 'component' | 'root_cause' | 'symptom'; L: Labels }) {
  return <dd>{tags.slice(0, TAGS_SHOWN).map((t) => <Chip key={t.slug}>{L.t('similar.tagCount', { label: L.label(kind, t.slug), count: t.count })}</Chip>)}</dd>;
}

/**
 * "Have we seen this before?": a draft (free text in English or Korean, or a draft case in the
 * library's JSON format) matched against the library by the worker. Its text lives in the view
 * (`?draft=`), so Copy link shares it; the graph draws it as a temporary node.
 */
export function DraftPanel() {
  const { library } = useDerived();
  const draft = useAppStore((s) => s.view.draft);
  const actions = useActions();
  const L = useLabels(library.taxonomy);
  const { answer, text: answered, pending } = useDraftAnswer(library);
  const [text, setText] = useState(draft ?? '');
  const [cut, setCut] = useState((draft ?? '').length >= MAX_DRAFT_PARAM);
  const area = useRef<HTMLTextAreaElement>(null);
  const open = draft !== null;
  // Readers' marks on this draft's matches (issue #27), kept with the library.
  const { marks, mark } = useMarks(library, answered ? { draft: answered } : null);

  // A draft opened from a link (or Back) replaces what is in the box.
  // Only the view's draft drives this; typing is written back after a pause.
  const takeDraft = useEffectEvent((d: string | null) => {
    if (d !== null && d !== text.trim()) setText(d);
  });
  useEffect(() => takeDraft(draft), [draft]);
  useEffect(() => {
    if (!open || text.trim() === (draft ?? '')) return;
    const timer = setTimeout(() => actions.setDraft(text.trim()), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [open, text, draft, actions]);
  useEffect(() => {
    if (open) area.current?.focus();
  }, [open]);
  if (!open) return null;

  const onInput = (value: string) => {
    // A pasted 100 KB draft is cut at once, never held or matched whole.
    setCut(value.length >= MAX_DRAFT_PARAM);
    setText(value.length > MAX_DRAFT_PARAM ? value.slice(0, MAX_DRAFT_PARAM) : value);
  };
  const shown = answered !== null && answer ? answer : null;
  return (
    <section
      className="draft-panel"
      role="dialog"
      aria-modal="false"
      aria-labelledby="draft-title"
      data-testid="draft-panel"
      data-covers-graph=""
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          e.stopPropagation();
          actions.setDraft(null);
        }
      }}
    >
      <button type="button" className="panel-close" onClick={() => actions.setDraft(null)} aria-label={L.t('similar.draftClose')}>×</button>
      <h2 id="draft-title">{L.t('similar.draftTitle')}</h2>
      <p className="muted">{L.t('similar.draftIntro')}</p>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          actions.setDraft(text.trim());
        }}
      >
        <label className="sr-only" htmlFor="draft-text">{L.t('similar.draftLabel')}</label>
        <textarea
          id="draft-text"
          ref={area}
          value={text}
          maxLength={MAX_DRAFT_PARAM}
          placeholder={L.t('similar.draftPlaceholder')}
          onChange={(e) => onInput(e.target.value.slice(0, MAX_DRAFT_PARAM))}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
              e.preventDefault();
              actions.setDraft(text.trim());
            }
          }}
          data-testid="draft-text"
        />
        {cut && <p className="muted draft-status" role="status">{L.t('similar.draftTruncated', { max: L.number(MAX_DRAFT_PARAM) })}</p>}
        <div className="draft-actions">
          <button type="submit" className="button" data-testid="draft-match">{L.t('similar.draftMatch')}</button>
          {pending && <span className="muted" role="status">{L.t('similar.loading')}</span>}
          <SaveAsCase text={text} />
        </div>
      </form>
      {shown && shown.status !== 'ok' && <p className="draft-status" role="status" data-testid="draft-status">{L.t(`similar.status_${shown.status}`)}</p>}
      {shown?.progress && (
        <p className="muted draft-status" role="status" data-testid="draft-progress">
          {L.t('similar.draftPartial', { indexed: L.number(shown.progress.indexed), total: L.number(shown.progress.total) })}
        </p>
      )}
      {shown?.truncated && <p className="muted draft-status">{L.t('similar.draftTruncated', { max: L.number(MAX_DRAFT_PARAM) })}</p>}
      {shown?.status === 'ok' && (
        <>
          <DraftMatches
            matches={shown.matches}
            cases={library.cases}
            L={L}
            marks={marks}
            onMark={mark}
            byId={library.index.byId}
            onOpen={(id) => actions.select({ kind: 'case', key: id }, true)}
            progress={shown.progress}
          />
          <div className="draft-tags" data-testid="draft-tags">
            <h3>{L.t('similar.suggested')}</h3>
            <dl>
              {shown.tags.components.length > 0 && <><dt>{L.t('similar.suggestedComponents')}</dt><TagList tags={shown.tags.components} kind="component" L={L} /></>}
              {shown.tags.root_cause.length > 0 && <><dt>{L.t('similar.suggestedCause')}</dt><TagList tags={shown.tags.root_cause} kind="root_cause" L={L} /></>}
              {shown.tags.symptoms.length > 0 && <><dt>{L.t('similar.suggestedSymptoms')}</dt><TagList tags={shown.tags.symptoms} kind="symptom" L={L} /></>}
            </dl>
          </div>
        </>
      )}
    </section>
  );
}
