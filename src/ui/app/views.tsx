import { lazy, Suspense, type ComponentType } from 'react';
import { VIEW_TABLE, type ViewMode } from '../../model/view';
import { GraphView } from '../map/GraphView';
import { Legend } from '../map/Legend';

// The list and the matrix load when first opened: most visits start on the graph, and they
// bring a virtualiser and their own models that the first screen does not need.
const LazyList = lazy(() => import('../list/ListView').then((m) => ({ default: m.ListView })));
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

function GraphStage() {
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
