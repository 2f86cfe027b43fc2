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
import { useKeyboardNav } from './useKeyboardNav';
import { useLabelSync } from './useLabelSync';
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
  ariaLabel: string;
  ariaDescription: string;
  onSelect: (selection: GraphSelection | null) => void;
  /** How a node is read out when it gets keyboard focus (its kind and label, worded). */
  describeNode: (kind: string, label: string) => string;
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
  useFocusHighlight(graph, drawn, { selectedId, hoveredId, pathIds, labelVersion });
  // A command waits for the current model to be drawn in full (a new library is revealed in steps).
  useCamera(graph, { request: props.camera, ready: drawn === model, selectedId, pathIds });
  const ring = useRef<HTMLDivElement>(null);
  const spoken = useKeyboardNav(graph, container, ring, { selectedId, onSelect: props.onSelect, describe: props.describeNode });

  return (
    <div className="graph-canvas-wrap">
      <div
        ref={container}
        id="graph-widget"
        className="graph-canvas"
        role="application"
        tabIndex={0}
        aria-label={props.ariaLabel}
        aria-description={props.ariaDescription}
        data-testid="graph"
      />
      <div ref={ring} className="graph-focus-ring" hidden aria-hidden="true" data-testid="graph-focus-ring" />
      <div className="sr-only" aria-live="polite" data-testid="graph-focused">{spoken}</div>
      {tooltip && <EdgeTooltip tooltip={tooltip} />}
    </div>
  );
}
