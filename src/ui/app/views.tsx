import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useDerived } from '../../state/derived';
import { warmListView } from '../../state/listOrder';
import { useAppStore } from '../../state/store';
import { VIEW_TABLE, type ViewMode } from '../../model/view';
import { GraphView } from '../map/GraphView';
import { Legend } from '../map/Legend';

// The list and the matrix load when first opened: most visits start on the graph, and they
// bring a virtualiser and their own models that the first screen does not need.
const loadList = () => import('../list/ListView');
const LazyList = lazy(() => loadList().then((m) => ({ default: m.ListView })));
const LazyMatrix = lazy(() => import('../matrix/MatrixView').then((m) => ({ default: m.MatrixView })));
const LazyTrends = lazy(() => import('../trends/TrendsView').then((m) => ({ default: m.TrendsView })));

function lazyView(View: ComponentType) {
  return function LazyView() {
    return (
      <Suspense fallback={<p className="muted view-loading" aria-busy="true">…</p>}>
        <View />
      </Suspense>
    );
  };
}

/** One step in an idle moment of the page (a timer where there is no idle callback). */
function later(step: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(step, { timeout: 2000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(step, 50);
  return () => clearTimeout(id);
}

/**
 * While the map is shown, the list view's code, order, rows and first screen are made ready in
 * idle moments, so the click on "List" renders one screen of rows and nothing proportional to
 * the library (issue 30).
 */
function useListWarmUp() {
  const { library, mask } = useDerived();
  const rule = useAppStore((s) => s.view.rule);
  const sort = useAppStore((s) => s.view.sort);
  const lang = useTranslation().i18n.language === 'ko' ? 'ko' : 'en';
  useEffect(() => later(() => void loadList()), []);
  useEffect(() => warmListView(library, rule, sort, lang, mask, later), [library, rule, sort, lang, mask]);
}

function GraphStage() {
  useListWarmUp();
  return (
    <div className="graph-stage">
      <div className="graph-overlay-top">
        <Legend />
      </div>
      <GraphView />
    </div>
  );
}

/** Each view's component; the compiler holds this to `VIEW_TABLE` (src/model/view/viewKinds.ts), so no view renders empty. */
export const VIEW_COMPONENTS = {
  graph: GraphStage,
  list: lazyView(LazyList),
  matrix: lazyView(LazyMatrix),
  trends: lazyView(LazyTrends),
} satisfies Record<ViewMode, ComponentType>;

export { VIEW_TABLE };
