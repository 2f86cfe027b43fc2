import { useRef } from 'react';
import type { GraphModel } from '../model/graph';
import type { Point } from '../model/layout';
import type { CameraRequest } from '../state/camera';
import type { ElementLabels } from './elements';
import { EdgeTooltip } from './EdgeTooltip';
import { useCamera } from './useCamera';
import { useElementSync } from './useElementSync';
import { useFocusHighlight } from './useFocusHighlight';
import { useGraphLifecycle } from './useGraphLifecycle';
import { useLabelSync } from './useLabelSync';
import { useMinimap } from './useMinimap';
import { usePointer, type GraphSelection } from './usePointer';

export type { GraphSelection };

export interface CytoscapeGraphProps {
  model: GraphModel;
  /** Cases in the library (not only those drawn): decides how the canvas pans. */
  caseCount: number;
  /** Where each node is drawn (the library's layout). */
  positions: { get(nodeId: string): Point | undefined };
  labels: ElementLabels;
  /** Changes when the label language changes, so labels are rewritten without a rebuild. */
  labelVersion: string;
  selectedId: string | null;
  hoveredId: string | null;
  pathIds: readonly string[];
  theme: 'light' | 'dark';
  camera: CameraRequest | null;
  /** Changes when what is shown was asked to change (filters, search filter, library): the camera frames it. */
  shownKey: unknown;
  /** Hops of a selection's neighbourhood that are highlighted and framed. */
  depth: number;
  ariaLabel: string;
  ariaDescription: string;
  onSelect: (selection: GraphSelection | null) => void;
  onHover: (nodeId: string | null) => void;
  onReady: (info: { nodes: number; edges: number; ms: number }) => void;
}

/**
 * The only React component that touches cytoscape. One `cy` lives in a ref for the whole mount;
 * each concern is one controller hook around it, run in this order after every render.
 */
export default function CytoscapeGraph(props: CytoscapeGraphProps) {
  const { model, positions, labels, labelVersion, selectedId, hoveredId, pathIds } = props;
  const container = useRef<HTMLDivElement>(null);
  const graph = useGraphLifecycle(container, { theme: props.theme, caseCount: props.caseCount, edgeCount: model.edges.length });
  const drawn = useElementSync(graph, { model, positions, labels, onReady: props.onReady });
  useLabelSync(graph, labelVersion, model, labels);
  const tooltip = usePointer(graph, { model, positions, labels, onSelect: props.onSelect, onHover: props.onHover });
  useFocusHighlight(graph, drawn, { selectedId, hoveredId, pathIds, labelVersion, depth: props.depth });
  useCamera(graph, { request: props.camera, model, drawn, shownKey: props.shownKey, selectedId, depth: props.depth, pathIds });
  useMinimap(graph, drawn);

  return (
    <div className="graph-canvas-wrap">
      <div
        ref={container}
        className="graph-canvas"
        role="img"
        aria-label={props.ariaLabel}
        aria-description={props.ariaDescription}
        data-testid="graph"
      />
      {tooltip && <EdgeTooltip tooltip={tooltip} />}
    </div>
  );
}
