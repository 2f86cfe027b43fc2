import { useState } from 'react';
import { caseIdIn } from '../../model/view';
import { useActions } from '../../state/store';
import { CasePicker } from './CasePicker';
import type { CaseView } from './types';

/** "Compare with…": pick another case (the path finder's search-backed picker) and open both side by side. */
export function CompareWithBody({ view }: { view: CaseView }) {
  const { c, library, L } = view;
  const actions = useActions();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<'unknown' | 'same' | null>(null);
  const open = (value: string) => {
    const id = caseIdIn(value, library.index.byId);
    if (!id) setProblem(value.trim() ? 'unknown' : null);
    else if (id === c.id) setProblem('same');
    else actions.setCompare([c.id, id]);
  };
  const edit = (value: string) => {
    setText(value);
    setProblem(null);
  };
  return (
    <CasePicker view={view} name="compare" label={'compare.pick'} submitLabel={'compare.open'} submitTestId="compare-open" text={text} onText={edit} onSubmit={open}>
      <p aria-live="polite" className="path-none">
        {problem === 'unknown' && L.t('compare.unknown', { id: text.trim() })}
        {problem === 'same' && L.t('compare.same')}
      </p>
    </CasePicker>
  );
}

/** From a path result: its two ends side by side. */
export function CompareButton({ a, b, L }: { a: string; b: string; L: CaseView['L'] }) {
  const actions = useActions();
  return (
    <button type="button" className="link-button" onClick={() => actions.setCompare([a, b])} data-testid="compare-from-path">
      {L.t('compare.fromPath', { from: a, to: b })}
    </button>
  );
}
