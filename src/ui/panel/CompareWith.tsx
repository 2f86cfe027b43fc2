import { useState } from 'react';
import { caseIdIn } from '../../model/pathTargets';
import { useActions } from '../../state/store';
import type { CaseView } from './types';
import { usePathTargets } from './usePathTargets';

const OPTIONS_SHOWN = 100;

/** "Compare with…": pick another case (the path finder's search-backed picker) and open both side by side. */
export function CompareWithBody({ view: { c, caseIndex, library, L } }: { view: CaseView }) {
  const actions = useActions();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<'unknown' | 'same' | null>(null);
  const options = usePathTargets(text, caseIndex, OPTIONS_SHOWN);
  const t = L.t;
  const open = (value: string) => {
    const id = caseIdIn(value, library.index.byId);
    if (!id) setProblem(value.trim() ? 'unknown' : null);
    else if (id === c.id) setProblem('same');
    else actions.setCompare([c.id, id]);
  };
  return (
    <form
      className="path-form"
      onSubmit={(e) => {
        e.preventDefault();
        open(text);
      }}
    >
      <label className="path-label">
        {t('compare.pick')}{' '}
        <input
          type="text"
          list="compare-options"
          value={text}
          placeholder={t('path.placeholder')}
          autoComplete="off"
          spellCheck={false}
          onChange={(e) => {
            setText(e.target.value);
            setProblem(null);
          }}
          data-testid="compare-input"
        />
      </label>
      <datalist id="compare-options">
        {options.map((i) => {
          const o = library.cases[i]!;
          return <option key={o.id} value={o.id}>{`${o.id} · ${o.org} · ${L.text(o.title).text}`}</option>;
        })}
      </datalist>
      <button type="submit" className="button button-small" data-testid="compare-open">{t('compare.open')}</button>
      <p aria-live="polite" className="path-none">
        {problem === 'unknown' && t('compare.unknown', { id: text.trim() })}
        {problem === 'same' && t('compare.same')}
      </p>
    </form>
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
