import { useState } from 'react';
import { caseIdIn } from '../../model/view';
import { CasePicker } from './CasePicker';
import { CompareButton } from './CompareWith';
import { usePath } from '../../state/path';
import { useActions, useAppStore } from '../../state/store';
import { PathSteps } from './PathSteps';
import type { CaseView } from './types';

/** "How is this related to…?": pick another case; the shortest path to it, step by step. */
export function PathFinderBody({ view }: { view: CaseView }) {
  const { c, library, L } = view;
  const pathTo = useAppStore((s) => s.pathTo);
  const actions = useActions();
  const result = usePath();
  const [text, setText] = useState(pathTo ?? '');
  const [unknown, setUnknown] = useState<string | null>(null);
  const t = L.t;
  const idOf = (value: string) => caseIdIn(value, library.index.byId);
  const choose = (value: string) => {
    const id = idOf(value);
    setUnknown(id || !value.trim() ? null : value.trim());
    actions.setPathTo(id);
  };
  const edit = (value: string) => {
    setText(value);
    // Picking from the list fills in an exact id: search at once.
    if (idOf(value) && value.trim() !== (pathTo ?? '')) choose(value);
  };
  const clear = () => {
    setText('');
    setUnknown(null);
    actions.setPathTo(null);
  };
  return (
    <>
      <CasePicker view={view} name="path" label={'path.pick'} submitLabel={'path.find'} text={text} onText={edit} onSubmit={choose}>
        {(pathTo || text) && <button type="button" className="button button-small" onClick={clear} data-testid="path-clear">{t('path.clear')}</button>}
      </CasePicker>
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
