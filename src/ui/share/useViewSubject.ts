import { useDerived } from '../../state/derived';
import { useAppStore } from '../../state/store';
import { useLabels } from '../common/useLabels';

/**
 * What the current view shows, in words: the selected case's id and title, the selected
 * component or root cause, else how many cases. The embed's heading, the iframe's title and the
 * exported picture's caption all say the same.
 */
export function useViewSubject(): string {
  const { library, shownCount } = useDerived();
  const selection = useAppStore((s) => s.view.selection);
  const L = useLabels(library.taxonomy);
  if (selection?.kind === 'case') {
    const i = library.index.byId.get(selection.key);
    const c = i === undefined ? undefined : library.cases[i];
    return c ? `${c.id} · ${L.text(c.title).text}` : selection.key;
  }
  if (selection) return L.label(selection.kind === 'component' ? 'component' : 'root_cause', selection.key);
  return shownCount === library.cases.length ? L.t('share.allCases') : L.t('share.shownCases', { count: shownCount });
}
