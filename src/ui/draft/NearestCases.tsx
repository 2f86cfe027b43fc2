import { useMemo } from 'react';
import { FACET_TABLE } from '../../model/core';
import { filterDraftText } from '../../model/view';
import { labelOf } from '../../model/core';
import { useDerived } from '../../state/derived';
import { useActions, useAppStore } from '../../state/store';
import { CaseLink } from '../panel/parts';
import { useLabels } from '../common/useLabels';
import { useNearest } from '../../state/answers';
import './draft.css';

/** Nearest cases offered where a filter or a search found nothing. */
export const NEAREST_SHOWN = 5;

/** The nearest cases by text to `text`, one click each; nothing while there is nothing to offer. */
export function NearestList({ text, place, intro, minWords, onChosen }: { text: string; place: string; intro: string; minWords?: number; onChosen?: () => void }) {
  const { library } = useDerived();
  const L = useLabels(library.taxonomy);
  const actions = useActions();
  const key = text.trim() ? text : null;
  const value = useNearest(library, key, NEAREST_SHOWN, minWords);
  if (!key || !value || value.status !== 'ok') return null;
  return (
    <div className="nearest" data-testid={`nearest-${place}`}>
      <p className="muted">{intro}</p>
      <ul>
        {value.matches.map((m) => {
          const c = library.cases[m.other];
          if (!c) return null;
          return (
            <li key={c.id} onMouseDown={(e) => e.preventDefault()}>
              <CaseLink
                c={c}
                L={L}
                onClick={() => {
                  onChosen?.();
                  actions.select({ kind: 'case', key: c.id }, true);
                }}
              />
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/**
 * "No case matches" is no dead end: the cases that read closest to the filter values' labels
 * (both languages) and the search text. Clicking one clears nothing: it opens the case.
 */
export function NearestCases() {
  const { library } = useDerived();
  const filters = useAppStore((s) => s.view.filters);
  const q = useAppStore((s) => s.view.q);
  const searchFilters = useAppStore((s) => s.view.searchFilters);
  const L = useLabels(library.taxonomy);
  const text = useMemo(
    () =>
      filterDraftText(filters, searchFilters ? q : '', (facet, value) => {
        const kind = FACET_TABLE[facet].taxonomy;
        return kind ? [labelOf(library.taxonomy, kind, value, 'en'), labelOf(library.taxonomy, kind, value, 'ko')] : [];
      }),
    [filters, q, searchFilters, library],
  );
  return (
    <div className="graph-nearest">
      <NearestList text={text} place="filter" intro={L.t('similar.nearestFilter')} />
    </div>
  );
}
