import { useState } from 'react';
import { caseIdIn } from '../../model/pathTargets';
import { CompareButton } from './CompareWith';
import { usePath } from '../../state/path';
import { useActions, useAppStore } from '../../state/store';
import { PathSteps } from './PathSteps';
import type { CaseView } from './types';
import { usePathTargets } from './usePathTargets';

const PATH_OPTIONS_SHOWN = 100;

/** "How is this related to…?": pick another case; the shortest path to it, step by step. */
export function PathFinderBody({ view: { c, caseIndex, library, L } }: { view: CaseView }) {
  const pathTo = useAppStore((s) => s.pathTo);
  const actions = useActions();
  const result = usePath();
  const [text, setText] = useState(pathTo ?? '');
  const [unknown, setUnknown] = useState<string | null>(null);
  const options = usePathTargets(text, caseIndex, PATH_OPTIONS_SHOWN);
  const t = L.t;
  const idOf = (value: string) => caseIdIn(value, library.index.byId);
  const choose = (value: string) => {
    const id = idOf(value);
    setUnknown(id || !value.trim() ? null : value.trim());
    actions.setPathTo(id);
  };
  const clear = () => {
    setText('');
    setUnknown(null);
    actions.setPathTo(null);
  };
  return (
    <>
      <form
        className="path-form"
        onSubmit={(e) => {
          e.preventDefault();
          choose(text);
        }}
      >
        <label className="path-label">
          {t('path.pick')}{' '}
          <input
            type="text"
            list="path-options"
            value={text}
            placeholder={t('path.placeholder')}
            autoComplete="off"
            spellCheck={false}
            onChange={(e) => {
              setText(e.target.value);
              // Picking from the list fills in an exact id: search at once.
              if (idOf(e.target.value) && e.target.value.trim() !== (pathTo ?? '')) choose(e.target.value);
            }}
            data-testid="path-input"
          />
        </label>
        <datalist id="path-options">
          {options.map((i) => {
            const o = library.cases[i]!;
            return <option key={o.id} value={o.id}>{`${o.id} · ${o.org} · ${L.text(o.title).text}`}</option>;
          })}
        </datalist>
        <button type="submit" className="button button-small">{t('path.find')}</button>
        {(pathTo || text) && <button type="button" className="button button-small" onClick={clear} data-testid="path-clear">{t('path.clear')}</button>}
      </form>
      <div aria-live="polite" data-testid="path-result">
        {unknown && <p className="path-none">{t('path.noPath_unknown', { id: unknown ?? '' })}</p>}
        {!unknown && result && !result.found && (
          <p className="path-none" data-reason={result.reason}>
            {result.reason === 'unknown-case' ? t('path.noPath_unknown', { id: pathTo ?? '' }) : t(`path.noPath_${result.reason}`)}
          </p>
        )}
        {!unknown && result?.found && pathTo && <PathSteps path={result.path} from={c.id} to={pathTo} library={library} L={L} />}
        {!unknown && result?.found && pathTo && <CompareButton a={c.id} b={pathTo} L={L} />}
      </div>
    </>
  );
}
