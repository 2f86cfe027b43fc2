import { pathElementIds, type CasePath } from '../../model/network';
import type { Library } from '../../state/libraryQuery';
import { useActions, useAppStore } from '../../state/store';
import type { HubKind, Labels } from './types';

/** A found path, one step per line, each case and hub a link that selects it. */
export function PathSteps({ path, from, to, library, L }: { path: CasePath; from: string; to: string; library: Library; L: Labels }) {
  const view = useAppStore((s) => s.view.view);
  const actions = useActions();
  const t = L.t;
  const caseButton = (i: number) => {
    const other = library.cases[i]!;
    return (
      <button type="button" className="path-case" title={L.text(other.title).text} onClick={() => actions.select({ kind: 'case', key: other.id }, true)} data-case={other.id}>
        {other.id}
      </button>
    );
  };
  const hubName = (kind: HubKind, key: string) => (
    <button type="button" className={`path-hub path-hub-${kind}`} onClick={() => actions.select({ kind, key }, true)}>
      {L.label(kind === 'component' ? 'component' : 'root_cause', key)}
    </button>
  );
  const hubVerb = (kind: HubKind) => t(kind === 'component' ? 'path.hasComponent' : 'path.hasCause');
  return (
    <>
      <p>{t('path.steps', { count: path.links.length, from, to })}</p>
      <ol className="path-steps" data-testid="path-steps" data-elements={pathElementIds(path).join(' ')}>
        {path.links.map((link, k) => (
          <li key={k} className="path-step">
            {link.kind === 'hub' ? (
              <>
                {caseButton(link.from)} <span className="path-arrow">—{hubVerb(link.hub)}→</span>{' '}
                {hubName(link.hub, link.key)}{' '}
                <span className="path-arrow">←{hubVerb(link.hub)}—</span> {caseButton(link.to)}
              </>
            ) : (
              <>
                {caseButton(link.from)} <span className="path-arrow path-arrow-relation">—{t('path.related')}→</span> {caseButton(link.to)}
                {L.reasons(link.reasons).map((line, n) => <div key={n} className="relation-reason">{line}</div>)}
              </>
            )}
          </li>
        ))}
      </ol>
      {view === 'graph' ? (
        <p className="muted">{t('path.highlighted')}</p>
      ) : (
        <button type="button" className="link-button" onClick={() => actions.setViewMode('graph')}>{t('path.seeGraph')}</button>
      )}
    </>
  );
}
