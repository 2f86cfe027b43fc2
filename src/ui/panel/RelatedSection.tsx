import { useState } from 'react';
import { relationsOf } from '../../model/relations';
import { useDerived } from '../../state/derived';
import { useActions, useAppStore } from '../../state/store';
import { firstSentence } from '../../model/core';
import type { Case } from '../../model/core';
import { LocalizedText } from '../common/LocalizedText';
import { CaseLink } from './parts';
import { useReadAhead } from './useCaseText';
import type { CaseView, Labels } from './types';

const RELATED_SHOWN = 50;
/** The related cases whose texts are read ahead in a packed library: about those in view when the panel opens. */
const READ_AHEAD_RELATED = 5;

/** The first sentence of a related case's lessons: what it learned, without opening it. */
function RelatedLesson({ c, L }: { c: Case; L: Labels }) {
  const lessons = L.text(c.lessons);
  const sentence = lessons.text ? firstSentence(lessons.text) : '';
  if (!sentence) return null;
  return (
    <div className="relation-lesson">
      <span className="relation-lesson-label">{L.t('camera.lesson')}</span> <LocalizedText text={sentence} fallback={lessons.fallback} as="span" />
    </div>
  );
}

/** The cases related to this one under the drawn rule, each with its reasons and its first lesson. */
export function RelatedBody({ view: { library, caseIndex, L } }: { view: CaseView }) {
  const rule = useAppStore((s) => s.view.rule);
  const actions = useActions();
  const [all, setAll] = useState(false);
  // Asked at each render: the model keeps its last answers (relationsOf) and asks afresh when the
  // text rule's groups join the index after the library, which useDerived re-renders for.
  useDerived();
  const relations = relationsOf(library.index, caseIndex, rule);
  const shown = all ? relations : relations.slice(0, RELATED_SHOWN);
  useReadAhead(library, library.cases[caseIndex]!.id, relations.slice(0, READ_AHEAD_RELATED).map((r) => library.cases[r.other]!.id));
  const t = L.t;
  return (
    <>
      {relations.length === 0 && (
        <p className="muted">
          {t('panel.noRelated')}{' '}
          {/* No dead end: the cases that read alike are listed in the next section. */}
          <button type="button" className="link-button" data-testid="see-similar" onClick={() => document.querySelector('[data-testid="similar-section"]')?.scrollIntoView({ block: 'start' })}>
            {t('similar.seeSimilar')}
          </button>
        </p>
      )}
      <ul className="related" data-testid="related">
        {shown.map((r) => {
          const other = library.cases[r.other]!;
          return (
            <li key={other.id}>
              <CaseLink c={other} L={L} onClick={() => actions.select({ kind: 'case', key: other.id }, true)} />
              {L.reasons(r.reasons).map((line, i) => <div key={i} className="relation-reason">{line}</div>)}
              <RelatedLesson c={other} L={L} />
            </li>
          );
        })}
      </ul>
      {relations.length > RELATED_SHOWN && (
        <p className="muted">
          {t('panel.relatedMore', { shown: shown.length, count: relations.length })}{' '}
          <button type="button" className="link-button" onClick={() => setAll(!all)}>{all ? t('panel.showLess') : t('panel.showMore')}</button>
        </p>
      )}
    </>
  );
}
