import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { useDerived } from '../../state/derived';
import { warmListView } from '../../state/listOrder';
import { whenIdle } from '../../state/whenIdle';
import { useAppStore } from '../../state/store';
import { VIEW_TABLE, type ViewMode } from '../../model/view';
import { GraphView } from '../map/GraphView';
import { Legend } from '../map/Legend';
import { MapShownContext, useMapShown } from '../map/mapShown';
import { useLabels } from '../common/useLabels';

// The list and the matrix load when first opened: most visits start on the graph, and they
// bring a virtualiser and their own models that the first screen does not need.
let listModule: typeof import('../list/ListView') | null = null;
const loadList = () => import('../list/ListView').then((m) => (listModule = m));
const LazyList = lazy(() => loadList().then((m) => ({ default: m.ListView })));
const SuspendedList = lazyView(LazyList);

/**
 * The list, rendered at once when its code is already here (loaded while the map was shown): a
 * lazy component suspends on its first render even then, which commits the fallback, waits a
 * frame and renders the list again in slices (issue 30: the click's first rows).
 */
function ListEntry() {
  const List = listModule?.ListView;
  return List ? <List /> : <SuspendedList />;
}
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

/**
 * While the map is shown, the list view's code, order, rows and first screen are made ready in
 * idle moments, so the click on "List" renders one screen of rows and nothing proportional to
 * the library (issue 30).
 */
function useListWarmUp(shown: boolean) {
  const { library, mask } = useDerived();
  const rule = useAppStore((s) => s.view.rule);
  const sort = useAppStore((s) => s.view.sort);
  const L = useLabels(library.taxonomy);
  const lang = L.lang;
  useEffect(() => whenIdle(() => void loadList()), []);
  // A row's first date and wording are the costly ones (the formatter's locale data, the wording's
  // first interpolation): done here once, so the first screen does not pay for them.
  useEffect(() => whenIdle(() => void L.t('listView.rowLabel', { id: '', title: L.date('2000-01-01') })), [L]);
  useEffect(() => (shown ? warmListView(library, rule, sort, lang, mask, whenIdle) : undefined), [shown, library, rule, sort, lang, mask]);
}

function GraphStage() {
  const shown = useMapShown();
  useListWarmUp(shown);
  return (
    <div className="graph-stage" hidden={!shown}>
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
  list: ListEntry,
  matrix: lazyView(LazyMatrix),
  trends: lazyView(LazyTrends),
} satisfies Record<ViewMode, ComponentType>;

export { VIEW_TABLE };

/**
 * The current view. The map, once shown, stays mounted (hidden) while another view is shown: the
 * click that leaves it tears nothing down, and it comes back with its camera and selection
 * (issue 30). A page opened on another view makes no map until it is asked for.
 */
export function ViewArea({ view }: { view: ViewMode }) {
  const [mapMade, setMapMade] = useState(view === 'graph');
  if (view === 'graph' && !mapMade) setMapMade(true);
  const View = VIEW_COMPONENTS[view];
  return (
    <>
      {mapMade && (
        <MapShownContext value={view === 'graph'}>
          <GraphStage />
        </MapShownContext>
      )}
      {view !== 'graph' && <View />}
    </>
  );
}
