import { useMemo } from 'react';
import { recurrenceChain } from '../../model/network';
import { useActions } from '../../state/store';
import { LocalizedText } from '../common/LocalizedText';
import { ActionItems } from './caseSections';
import { CaseLink } from './parts';
import type { CaseView } from './types';
import { useCaseText } from './useCaseText';

/** The case this one is a recurrence of, if any. */
export const earlierOf = ({ library, caseIndex }: CaseView) => {
  const i = library.index.recurrenceOf.get(caseIndex);
  return i === undefined ? null : (library.cases[i] ?? null);
};

/** The earlier case, the chain of recurrences, and what the earlier case learned. */
export function RecurrenceBody({ view }: { view: CaseView }) {
  const { library, caseIndex, L } = view;
  const actions = useActions();
  const chain = useMemo(() => recurrenceChain(library.index, caseIndex), [library, caseIndex]);
  const earlierLight = earlierOf(view);
  // In a packed library the earlier case's lessons are in its own shard.
  const earlier = useCaseText(library, earlierLight ?? view.c).c;
  if (!earlierLight) return null;
  const t = L.t;
  const go = (id: string) => actions.select({ kind: 'case', key: id }, true);
  return (
    <div className="recurrence">
      <p>{t('relation.recurrenceOf')}: <CaseLink c={earlier} L={L} onClick={() => go(earlier.id)} /></p>
      {chain.length > 2 && (
        <p data-testid="recurrence-chain">
          {t('path.chain')}:{' '}
          {chain.map((j, k) => {
            const link = library.cases[j]!;
            return (
              <span key={link.id}>
                {k > 0 && ' → '}
                {j === caseIndex ? <strong>{link.id}</strong> : <button type="button" className="link-button" onClick={() => go(link.id)}>{link.id}</button>}
              </span>
            );
          })}
        </p>
      )}
      <h4>{t('panel.earlierLessons', { id: earlier.id })}</h4>
      {earlier.lessons && <LocalizedText {...L.text(earlier.lessons)} />}
      {earlier.action_items.length > 0 && <ActionItems items={earlier.action_items} L={L} />}
    </div>
  );
}
