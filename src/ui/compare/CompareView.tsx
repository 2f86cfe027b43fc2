import { useMemo } from 'react';
import { compareCases, termRarity } from '../../model/compare';
import type { Case } from '../../model/core';
import { useDerived } from '../../state/derived';
import { useActions } from '../../state/store';
import { useLabels } from '../common/useLabels';
import type { CaseView } from '../panel/types';
import { COMPARE_CELLS } from './cells';
import './compare.css';

/**
 * Two cases side by side (`compare=A,B`): one row per field, case A on the left and B on the
 * right (on a phone A then B within each row), slugs both have marked, words both texts use
 * highlighted. It takes the place of the current view; closing it returns there.
 */
export function CompareView({ pair }: { pair: readonly [string, string] }) {
  const { library } = useDerived();
  const L = useLabels(library.taxonomy);
  const actions = useActions();
  const ia = library.index.byId.get(pair[0]);
  const ib = library.index.byId.get(pair[1]);
  const a = ia === undefined ? undefined : library.cases[ia];
  const b = ib === undefined ? undefined : library.cases[ib];
  const cmp = useMemo(() => (a && b ? compareCases(a, b, L.lang, termRarity(library.cases, L.lang)) : null), [a, b, L.lang, library.cases]);
  // Ids the library lacks are dropped (and reported) once it is checked; nothing to draw until then.
  if (!a || !b || !cmp || ia === undefined || ib === undefined) return null;
  const views: [CaseView, 'a' | 'b'][] = [
    [{ kind: 'case', c: a, caseIndex: ia, library, L }, 'a'],
    [{ kind: 'case', c: b, caseIndex: ib, library, L }, 'b'],
  ];
  const t = L.t;
  const openCase = (c: Case) => actions.setCompare(null, { kind: 'case', key: c.id });
  return (
    <section className="compare-view" aria-labelledby="compare-title" data-testid="compare-view" data-view="compare">
      <div className="compare-head">
        <h2 id="compare-title">{t('compare.title')}</h2>
        <button type="button" className="button" onClick={() => actions.setCompare(null)} aria-label={t('compare.closeLabel')} data-testid="compare-close">
          {t('compare.close')}
        </button>
      </div>
      <div className="compare-pair compare-ids">
        {views.map(([{ c }, side]) => (
          <div key={side} className="compare-cell" data-side={side}>
            <button type="button" className="case-id compare-id" onClick={() => openCase(c)} title={t('compare.openPanel', { id: c.id })} data-case={c.id}>
              {c.id}
            </button>{' '}
            <span className="muted">{c.org}</span>
          </div>
        ))}
      </div>
      <p className="compare-terms" data-testid="compare-terms">
        {cmp.terms.length ? (
          <>
            {t('compare.sharedTerms')}{' '}
            {cmp.terms.map((w) => <mark key={w} className="compare-term data-text">{w}</mark>)}
          </>
        ) : (
          t('compare.noSharedTerms')
        )}
      </p>
      <p className="muted compare-legend">{t('compare.legend')}</p>
      {cmp.rows.map((row) => {
        const { label, Cell } = COMPARE_CELLS[row];
        return (
          <section key={row} className="compare-row" data-row={row} aria-label={t(label)}>
            <h3 className="compare-label">{t(label)}</h3>
            <div className="compare-pair">
              {views.map(([view, side]) => (
                <div key={side} className="compare-cell" data-side={side}>
                  <span className="compare-cell-id" aria-hidden="true">{view.c.id}</span>
                  <Cell view={view} side={side} cmp={cmp} />
                </div>
              ))}
            </div>
          </section>
        );
      })}
    </section>
  );
}
