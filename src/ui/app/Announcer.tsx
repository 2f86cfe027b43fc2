import { useDerived } from '../../state/derived';
import { useAppStore } from '../../state/store';
import { clusterById } from '../../model/layout';
import { clusterTitle } from '../common/clusterName';
import { useLabels } from '../common/useLabels';

/** Tells screen-reader users what got selected, since the canvas itself says nothing. */
export function Announcer() {
  const { library } = useDerived();
  const selection = useAppStore((s) => s.view.selection);
  const L = useLabels(library.taxonomy);
  let name = '';
  if (selection?.kind === 'case') {
    const c = library.cases[library.index.byId.get(selection.key) ?? -1];
    name = c ? `${c.id} ${c.org}: ${L.text(c.title).text}` : selection.key;
  } else if (selection?.kind === 'cluster') {
    const cluster = clusterById(library.map, selection.key);
    name = cluster ? clusterTitle(L, cluster) : selection.key;
  } else if (selection) {
    name = L.label(selection.kind === 'component' ? 'component' : 'root_cause', selection.key);
  }
  return (
    <div className="sr-only" aria-live="polite" aria-atomic="true" data-testid="announcer">
      {selection ? L.t('graph.selected', { name }) : ''}
    </div>
  );
}
