import { lazy, Suspense, useCallback, useMemo } from 'react';
import type { GraphEdge, GraphNode } from '../model/graph';
import { parseNodeId, selectionNodeId } from '../model/nodeId';
import { useCameraRequest } from '../state/camera';
import { useDerived } from '../state/derived';
import { useActions, useAppStore } from '../state/store';
import { usePathIds } from '../state/path';
import { useLabels } from './useLabels';
import { useResolvedTheme } from './useTheme';

// cytoscape is the heaviest dependency; it loads after the first screen is up.
const CytoscapeGraph = lazy(() => import('../graph/CytoscapeGraph'));

export function GraphView() {
  const pathIds = usePathIds();
  const { library, graph, drawn } = useDerived();
  const selection = useAppStore((s) => s.view.selection);
  const hovered = useAppStore((s) => s.hovered);
  const camera = useCameraRequest();
  const actions = useActions();
  const L = useLabels(library.taxonomy);
  const theme = useResolvedTheme();

  const labels = useMemo(() => {
    const hubName = (id: string) => {
      const hub = parseNodeId(id);
      if (!hub || hub.kind === 'case') return id;
      return L.label(hub.kind === 'component' ? 'component' : 'root_cause', hub.key);
    };
    return {
      node: (n: GraphNode) => {
        if (n.kind === 'case') {
          const c = library.cases[n.caseIndex ?? -1];
          return c ? `${c.id}\n${c.org}` : n.key;
        }
        return L.label(n.kind === 'component' ? 'component' : 'root_cause', n.key);
      },
      edge: (e: GraphEdge) => {
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

  return (
    <Suspense fallback={<div className="graph-loading">{L.t('status.loading')}</div>}>
      {graph.nodes.length === 0 && <div className="graph-empty">{L.t('graph.empty')}</div>}
      <CytoscapeGraph
        model={graph}
        caseCount={library.cases.length}
        positions={library.positionMap}
        labels={labels}
        labelVersion={L.lang}
        selectedId={selectionNodeId(selection)}
        hoveredId={hovered}
        pathIds={pathIds}
        theme={theme}
        camera={camera}
        ariaLabel={L.t('graph.label')}
        ariaDescription={`${L.t('graph.description', { cases: drawn.cases, components: drawn.components, causes: drawn.causes })} ${L.t('trust.graphKeys')}`}
        onSelect={(sel) => actions.select(sel)}
        describeNode={describeNode}
        onHover={actions.hover}
        onReady={onReady}
      />
    </Suspense>
  );
}
