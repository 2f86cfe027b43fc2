import { lazy, Suspense, useCallback, useContext, useMemo } from 'react';
import { mapPicture, nodeText } from '../../model/picture';
import { clusterMembers } from '../../model/viewport';
import { selectionNodeId } from '../../model/network';
import { useCameraRequest } from '../../state/camera';
import { loadProgress } from '../../state/loadProgress';
import { useDerived } from '../../state/derived';
import { useActions, useAppStore } from '../../state/store';
import { usePathIds } from '../../state/path';
import { clusterName } from '../common/clusterName';
import { useColorScheme } from './useColorScheme';
import { useDraftAnswer } from '../../state/answers';
import { withDraftNode, withDraftPosition } from '../../model/layout';
import { NearestCases } from '../draft/NearestCases';
import { useLabels } from '../common/useLabels';
import { useDraftTerms, useFocusText } from '../focus/useFocusText';
import { useFocusSimilar } from '../focus/useFocusSimilar';
import '../focus/focus.css';
import { ZoomControls } from './ZoomControls';
import { currentTheme, useResolvedTheme } from '../common/useTheme';
import { GraphPictureContext } from '../share/graphPicture';
import { useHeldWhileHidden } from './mapShown';

// cytoscape is the heaviest dependency; it loads after the first screen is up. Its download and
// compile start as soon as the app starts (preloadGraph, from main.tsx), alongside the worker's
// reading of the library, rather than after the library has arrived, which put them in series;
// and once loaded it makes the map's cytoscape, empty, so the first view only adds elements.
let graphModule: Promise<typeof import('../../graph/CytoscapeGraph')> | null = null;
export const preloadGraph = () =>
  (graphModule ??= import('../../graph/CytoscapeGraph').then((m) => {
    m.prepareGraph(currentTheme());
    return m;
  }));
const CytoscapeGraph = lazy(preloadGraph);

export function GraphView() {
  // While another view is shown the map is hidden and draws what it drew last (./mapShown.ts).
  const { pathIds, derived, depth, rule, selection, hovered, camera, theme, scheme } = useHeldWhileHidden({
    pathIds: usePathIds(),
    derived: useDerived(),
    depth: useAppStore((s) => s.view.depth),
    rule: useAppStore((s) => s.view.rule),
    selection: useAppStore((s) => s.view.selection),
    hovered: useAppStore((s) => s.hovered),
    camera: useCameraRequest(),
    theme: useResolvedTheme(),
    scheme: useColorScheme(),
  });
  const { library, graph, drawn, mask } = derived;
  const actions = useActions();
  const L = useHeldWhileHidden(useLabels(library.taxonomy));
  const pictureSlot = useContext(GraphPictureContext);
  // "Have we seen this before?": the draft drawn as a temporary node linked to its best matches.
  const draft = useHeldWhileHidden(useDraftAnswer(library).answer);
  const model = useMemo(() => (draft?.status === 'ok' ? withDraftNode(graph, library.index, draft.matches) : graph), [graph, library, draft]);
  const positions = useMemo(() => withDraftPosition(model, library.positionMap), [model, library]);
  const focusSimilar = useFocusSimilar(library, selection);
  const draftMatches = draft?.status === 'ok' ? draft.matches : null;
  const draftTerms = useDraftTerms(library, L, draftMatches);
  const focusText = useFocusText(library, L, draftMatches, focusSimilar, draftTerms, rule, derived.textVersion);
  const selectionMembers = useMemo(() => {
    if (selection?.kind !== 'cluster') return undefined;
    const cluster = library.map.clusters.findIndex((c) => c.id === selection.key);
    return cluster < 0 ? undefined : clusterMembers(graph, library.map.clusterOf, cluster);
  }, [selection, library, graph]);

  const text = useMemo(
    () =>
      nodeText(graph, library.cases, {
        draftNode: L.t('similar.draftNode'),
        hub: (kind, slug) => L.label(kind === 'component' ? 'component' : 'root_cause', slug),
        caseTitle: (c) => L.text(c.title).text,
        date: (iso) => L.date(iso),
        hubCases: (count) => L.t('map.hubCases', { count }),
        reasons: (reasons) => L.reasons(reasons),
        // The reader's words for what the draft shares (its own may be of the other language).
        draftEdge: (terms, target) => L.t('similar.draftEdge', { terms: (draftTerms.get(target) ?? terms).join(', ') }),
        coOccurs: (count, a, b) => L.t('graph.coOccurs', { count, a, b }),
      }),
    [graph, library, L, draftTerms],
  );
  const labels = useMemo(() => ({ node: text.node, edge: text.edge }), [text]);
  const describeNode = useCallback((kind: string, label: string) => {
    const kindWord = kind === 'case' || kind === 'component' || kind === 'cause' ? L.t(`search.kind_${kind}`) : '';
    return L.t('trust.graphFocused', { name: `${kindWord} ${label}`.trim() });
  }, [L]);
  const picture = useMemo(
    () =>
      mapPicture({
        graph,
        map: library.map,
        scheme,
        theme,
        selectedCluster: selection?.kind === 'cluster' ? selection.key : null,
        years: library.index,
        clusterName: (k) => clusterName(L, library.map.clusters[k]!.id, library.map.clusters[k]!.name),
      }),
    [library, graph, scheme, theme, selection, L],
  );

  return (
    <Suspense fallback={<div className="graph-loading">{L.t('status.loading')}</div>}>
      {graph.nodes.length === 0 && <div className="graph-empty">{L.t('graph.empty')}</div>}
      {graph.nodes.length === 0 && <NearestCases />}
      <CytoscapeGraph
        model={model}
        caseCount={library.cases.length}
        positions={positions}
        labels={labels}
        labelVersion={L.lang}
        looks={picture.look}
        lookVersion={`${scheme.mode}|${theme}`}
        regions={picture.regions}
        recency={picture.recency}
        describe={text.card}
        selectedId={selectionNodeId(selection)}
        hoveredId={hovered}
        pathIds={pathIds}
        theme={theme}
        camera={camera}
        shownKey={mask}
        depth={depth}
        selectionMembers={selectionMembers}
        focusText={focusText}
        ariaLabel={L.t('graph.label')}
        linksHint={L.t('graph.linksHint')}
        ariaDescription={`${L.t('graph.description', { cases: drawn.cases, components: drawn.components, causes: drawn.causes })} ${L.t('trust.graphKeys')}`}
        onSelect={(sel) => (sel?.kind === 'draft' ? undefined : actions.select(sel && { kind: sel.kind, key: sel.key }))}
        describeNode={describeNode}
        onHover={actions.hover}
        onReady={() => {
          loadProgress.drawn();
          library.viewDrawn?.();
        }}
        onPicture={(draw) => {
          if (pictureSlot) pictureSlot.current = draw;
        }}
      />
      <ZoomControls />
    </Suspense>
  );
}
