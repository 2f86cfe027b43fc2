import { lazy, Suspense, useCallback, useMemo } from 'react';
import type { GraphEdge, GraphNode } from '../model/network';
import { clusterMembers } from '../model/viewport';
import { parseNodeId, selectionNodeId } from '../model/network';
import { useCameraRequest } from '../state/camera';
import { useDerived } from '../state/derived';
import { useActions, useAppStore } from '../state/store';
import { usePathIds } from '../state/path';
import { THEME_BACKGROUNDS, OTHER_KEY } from '../model/view';
import { mixHex } from '../model/layout';
import { clusterName } from './clusterName';
import { useColorScheme } from './useColorScheme';
import { useDraftAnswer } from '../state/draftAnswer';
import { withDraftNode, withDraftPosition } from '../model/layout';
import { NearestCases } from './draft/NearestCases';
import { useLabels } from './useLabels';
import { useFocusText } from './focus/useFocusText';
import { useFocusSimilar } from './focus/useFocusSimilar';
import './focus/focus.css';
import { ZoomControls } from './ZoomControls';
import { useResolvedTheme } from './useTheme';
import { shownLine } from '../model/guard';

// cytoscape is the heaviest dependency; it loads after the first screen is up. Its download and
// compile start as soon as the app mounts (preloadGraph), alongside the worker's reading of the
// library, rather than after the library has arrived, which put them in series.
let graphModule: Promise<typeof import('../graph/CytoscapeGraph')> | null = null;
export const preloadGraph = () => (graphModule ??= import('../graph/CytoscapeGraph'));
const CytoscapeGraph = lazy(preloadGraph);

export function GraphView() {
  const pathIds = usePathIds();
  const { library, graph, drawn, mask } = useDerived();
  const depth = useAppStore((s) => s.view.depth);
  const selection = useAppStore((s) => s.view.selection);
  const hovered = useAppStore((s) => s.hovered);
  const camera = useCameraRequest();
  const actions = useActions();
  const L = useLabels(library.taxonomy);
  const theme = useResolvedTheme();
  // "Have we seen this before?": the draft drawn as a temporary node linked to its best matches.
  const draft = useDraftAnswer((s) => s.answer);
  const model = useMemo(() => (draft?.status === 'ok' ? withDraftNode(graph, library.index, draft.matches) : graph), [graph, library, draft]);
  const positions = useMemo(() => withDraftPosition(model, library.positionMap), [model, library]);
  const focusSimilar = useFocusSimilar(library, selection);
  const focusText = useFocusText(library, L, draft?.status === 'ok' ? draft.matches : null, focusSimilar);
  const selectionMembers = useMemo(() => {
    if (selection?.kind !== 'cluster') return undefined;
    const cluster = library.map.clusters.findIndex((c) => c.id === selection.key);
    return cluster < 0 ? undefined : clusterMembers(graph, library.map.clusterOf, cluster);
  }, [selection, library, graph]);

  const labels = useMemo(() => {
    const hubName = (id: string) => {
      const hub = parseNodeId(id);
      if (!hub || hub.kind === 'case') return id;
      return L.label(hub.kind === 'component' ? 'component' : 'root_cause', hub.key);
    };
    return {
      node: (n: GraphNode) => {
        if (n.kind === 'draft') return L.t('similar.draftNode');
        if (n.kind === 'case') {
          const c = library.cases[n.caseIndex ?? -1];
          return c ? `${c.id}\n${shownLine(c.org)}` : n.key;
        }
        return L.label(n.kind === 'component' ? 'component' : 'root_cause', n.key);
      },
      edge: (e: GraphEdge) => {
        if (e.kind === 'draft-match') return L.t('similar.draftEdge', { terms: e.reasons?.flatMap((r) => (r.kind === 'reads-alike' ? r.terms : [])).join(', ') ?? '' });
        if (e.reasons) return L.reasons(e.reasons).join('\n');
        if (e.kind === 'co-occurs') return L.t('graph.coOccurs', { count: e.weight ?? 0, a: hubName(e.source), b: hubName(e.target) });
        return '';
      },
    };
  }, [library, L]);
  const describeNode = useCallback((kind: string, label: string) => {
    const kindWord = kind === 'case' || kind === 'component' || kind === 'cause' ? L.t(`search.kind_${kind}`) : '';
    return L.t('trust.graphFocused', { name: `${kindWord} ${label}`.trim() });
  }, [L]);
  const onReady = useCallback(() => actions.setProgress(null), [actions]);
  const scheme = useColorScheme();
  const { looks, regions, recency, describe } = useMemo(() => {
    const { clusters, clusterOf, regions: discs } = library.map;
    const colours = new Map(scheme.legend.map((e) => [e.key, e.colour[theme]]));
    const neutral = new Set(scheme.legend.filter((e) => e.neutral).map((e) => e.key));
    const bg = THEME_BACKGROUNDS[theme];
    const caseLook = (i: number) => {
      const c = colours.get(scheme.keys[i] ?? OTHER_KEY) ?? colours.get(OTHER_KEY);
      return { fill: c?.fill ?? bg, stroke: c?.border ?? bg, cluster: clusters[clusterOf[i]!]?.id ?? '' };
    };
    const shown = new Set<number>();
    for (const n of graph.nodes) if (n.caseIndex !== undefined) shown.add(clusterOf[n.caseIndex]!);
    const selectedCluster = selection?.kind === 'cluster' ? selection.key : null;
    const { minYear, maxYear, years } = library.index;
    return {
      looks: (n: GraphNode) => (n.kind === 'case' && n.caseIndex !== undefined ? caseLook(n.caseIndex) : null),
      // Tinted in the cluster's colour when colouring by cluster, neutral otherwise.
      regions: discs.filter((r) => shown.has(r.cluster)).map((r) => {
        const base = scheme.mode === 'cluster' ? (colours.get(r.clusterId)?.fill ?? '#8b949e') : '#8b949e';
        const strong = r.clusterId === selectedCluster;
        return { id: r.clusterId, x: r.x, y: r.y, r: r.r, name: clusterName(L, r.clusterId, clusters[r.cluster]!.name), fill: mixHex(bg, base, strong ? 0.2 : 0.1), stroke: mixHex(bg, base, strong ? 0.9 : 0.35), ...(scheme.mode === 'cluster' && neutral.has(r.clusterId) ? { neutral: true } : {}) };
      }),
      recency: (i: number) => (maxYear > minYear ? ((years[i] ?? minYear) - minYear) / (maxYear - minYear) : 1),
      describe: (nodeId: string) => {
        const n = graph.nodes.find((x) => x.id === nodeId);
        if (!n) return null;
        if (n.kind === 'case') {
          const c = library.cases[n.caseIndex ?? -1];
          return c ? { heading: `${c.id} · ${c.org}`, lines: [L.date(c.date), L.text(c.title).text] } : null;
        }
        return { heading: labels.node(n), lines: [L.t('map.hubCases', { count: n.weight })] };
      },
    };
  }, [library, graph, scheme, theme, selection, L, labels]);

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
        looks={looks}
        lookVersion={`${scheme.mode}|${theme}`}
        regions={regions}
        recency={recency}
        describe={describe}
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
        onReady={onReady}
      />
      <ZoomControls />
    </Suspense>
  );
}
