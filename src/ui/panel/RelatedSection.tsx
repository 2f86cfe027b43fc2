import { useMemo, useState } from 'react';
import { relationsOf } from '../../model/relations';
import { useDerived } from '../../state/derived';
import { useActions, useAppStore } from '../../state/store';
import { CaseLink } from './parts';
import type { CaseView } from './types';

const RELATED_SHOWN = 50;

/** The cases related to this one under the drawn rule, each with its reasons. */
export function RelatedBody({ view: { library, caseIndex, L } }: { view: CaseView }) {
  const rule = useAppStore((s) => s.view.rule);
  const actions = useActions();
  const [all, setAll] = useState(false);
  // textVersion: the text rule's groups arrive from the worker after the library.
  const { textVersion } = useDerived();
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const relations = useMemo(() => relationsOf(library.index, caseIndex, rule), [library, caseIndex, rule, textVersion]);
  const shown = all ? relations : relations.slice(0, RELATED_SHOWN);
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
