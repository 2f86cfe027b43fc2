import { useEffect, useRef, type ReactNode } from 'react';
import { useDerived } from '../../state/derived';
import { useActions, useAppStore } from '../../state/store';
import { useLabels } from '../common/useLabels';
import { clusterById } from '../../model/layout';
import { clusterTitle } from '../common/clusterName';
import { notePanelOrigin, returnFocus } from '../app/focusReturn';
import { CasePanel } from './CasePanel';
import { ClusterPanel } from './ClusterPanel';
import { HubPanel } from './HubPanel';
import { usePanelScroll } from './usePanelScroll';
import '../common/patterns.css';
import './panel.css';

/** The panel beside the graph for the selected case, component or root cause. */
export function DetailPanel() {
  const { library } = useDerived();
  const selection = useAppStore((s) => s.view.selection);
  const actions = useActions();
  const L = useLabels(library.taxonomy);
  // A newly selected case or hub is read from its top; Back and Forward return to where it was.
  const panel = useRef<HTMLElement>(null);
  usePanelScroll(panel, selection);
  const selectionKey = selection ? `${selection.kind}:${selection.key}` : '';
  const chosen = useAppStore((s) => s.chosen);
  // A selection made on the page (not the one a link opened with) takes the reader to its
  // heading, the open one chosen again too; closing the panel gives focus back (focusReturn.ts).
  const first = useRef(true);
  useEffect(() => {
    const opening = first.current;
    first.current = false;
    // A grid (the list view) keeps focus on the row that was chosen: moving on to the next row is its point.
    if (opening || !panel.current || document.activeElement?.closest('[role="grid"]')) return;
    notePanelOrigin(panel.current);
    panel.current.querySelector<HTMLElement>('#panel-title')?.focus({ preventScroll: true });
  }, [selectionKey, chosen]);
  if (!selection) return null;
  let body: ReactNode = null;
  let name = '';
  if (selection.kind === 'case') {
    const i = library.index.byId.get(selection.key);
    if (i !== undefined) body = <CasePanel key={selection.key} c={library.cases[i]!} caseIndex={i} />;
    name = L.t('panel2.caseName', { id: selection.key });
  } else if (selection.kind === 'cluster') {
    const cluster = clusterById(library.map, selection.key);
    if (cluster) body = <ClusterPanel key={selectionKey} cluster={cluster} />;
    name = cluster ? L.t('map.clusterName', { name: clusterTitle(L, cluster) }) : '';
  } else if (selection.kind === 'component' ? library.index.byComponent.has(selection.key) : library.index.byCause.has(selection.key)) {
    body = <HubPanel key={selectionKey} kind={selection.kind} slug={selection.key} />;
    const label = L.label(selection.kind === 'component' ? 'component' : 'root_cause', selection.key);
    name = L.t(selection.kind === 'component' ? 'panel2.componentName' : 'panel2.causeName', { name: label });
  }
  if (!body) return null;
  return (
    <aside ref={panel} className="detail-panel" data-covers-graph="" aria-label={name}>
      <button type="button" className="panel-close" onClick={() => {
        actions.select(null);
        returnFocus();
      }} aria-label={L.t('panel.close')}>×</button>
      {body}
    </aside>
  );
}
