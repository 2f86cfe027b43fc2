import { useDeferredValue, useState } from 'react';
import { useActions } from '../../state/store';
import { CaseLink, Chip } from './parts';
import type { HubKind, HubView } from './types';

const HUB_CASES_SHOWN = 100;
/** Hub cases in the panel's first paint. */
const HUB_CASES_FIRST = 12;
const CO_OCCURRING_SHOWN = 30;

/** The hub's shown cases, newest first. */
export function HubCasesBody({ view: { slug, summary, library, L } }: { view: HubView }) {
  const actions = useActions();
  const [all, setAll] = useState(false);
  // The panel opens with the first few cases; the rest of the list follows in a deferred render
  // (measured: laying out 100 case links took ~50 ms of the click at 10,000 cases).
  const settled = useDeferredValue(slug, '') === slug;
  const shown = all ? summary.cases : summary.cases.slice(0, settled ? HUB_CASES_SHOWN : HUB_CASES_FIRST);
  return (
    <>
      <ul className="related">
        {shown.map((i) => {
          const c = library.cases[i]!;
          return <li key={c.id}><CaseLink c={c} L={L} onClick={() => actions.select({ kind: 'case', key: c.id }, true)} /></li>;
        })}
      </ul>
      {summary.cases.length > HUB_CASES_SHOWN && (
        <button type="button" className="link-button" onClick={() => setAll(!all)}>
          {all ? L.t('panel.showLess') : L.t('filters.showMore', { count: summary.cases.length })}
        </button>
      )}
    </>
  );
}

/** The components and root causes that occur in the hub's cases, most shared first. */
export function CoOccursBody({ view: { summary, L } }: { view: HubView }) {
  const actions = useActions();
  const list = (kind: HubKind, entries: readonly (readonly [string, number])[]) => (
    <div className="chips">
      {entries.length === 0 && <span className="muted">{L.t('panel.none')}</span>}
      {entries.slice(0, CO_OCCURRING_SHOWN).map(([s, n]) => (
        <Chip key={s} onClick={() => actions.select({ kind, key: s }, true)}>
          {L.label(kind === 'component' ? 'component' : 'root_cause', s)} <span className="count">{n}</span>
        </Chip>
      ))}
    </div>
  );
  return (
    <>
      <h4>{L.t('panel.coComponents')}</h4>
      {list('component', summary.components)}
      <h4>{L.t('panel.coCauses')}</h4>
      {list('cause', summary.causes)}
    </>
  );
}
