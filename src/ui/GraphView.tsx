import { lazy, Suspense, useCallback, useMemo } from 'react';
import type { GraphEdge, GraphNode } from '../model/graph';
import { parseNodeId, selectionNodeId } from '../model/nodeId';
import { useCameraRequest } from '../state/camera';
import { useDerived } from '../state/derived';
import { useActions, useAppStore } from '../state/store';
import { usePathIds } from '../state/path';
import { useDraftAnswer } from '../state/draftAnswer';
import { withDraftNode, withDraftPosition } from '../model/draftNode';
import { NearestCases } from './draft/NearestCases';
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
  // "Have we seen this before?": the draft drawn as a temporary node linked to its best matches.
  const draft = useDraftAnswer((s) => s.answer);
  const model = useMemo(() => (draft?.status === 'ok' ? withDraftNode(graph, library.index, draft.matches) : graph), [graph, library, draft]);
  const positions = useMemo(() => withDraftPosition(model, library.positionMap), [model, library]);

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
          return c ? `${c.id}\n${c.org}` : n.key;
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
  const onReady = useCallback(() => actions.setProgress(null), [actions]);

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
        selectedId={selectionNodeId(selection)}
        hoveredId={hovered}
        pathIds={pathIds}
        theme={theme}
        camera={camera}
        ariaLabel={L.t('graph.label')}
        ariaDescription={L.t('graph.description', { cases: drawn.cases, components: drawn.components, causes: drawn.causes })}
        onSelect={(sel) => (sel?.kind === 'draft' ? undefined : actions.select(sel && { kind: sel.kind, key: sel.key }))}
        onHover={actions.hover}
        onReady={onReady}
      />
    </Suspense>
  );
}
