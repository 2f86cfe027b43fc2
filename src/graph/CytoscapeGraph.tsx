import { useEffect, useMemo, useRef } from 'react';
import './linksHint.css';
import { awaitsSelection, type GraphModel } from '../model/network';
import type { Point } from '../model/layout';
import type { CameraRequest } from '../state/camera';
import type { CaseLooks, ElementLabels } from './elements';
import type { DrawPicture } from './exportView';
import { HoverCard, type CardText } from './hoverCard';
import { useLabelOverlay } from './labelsController';
import { useRegions } from './regionsController';
import type { RegionView } from './regionsUnderlay';
import { EdgeTooltip } from './EdgeTooltip';
import { useCamera } from './useCamera';
import { useElementSync } from './useElementSync';
import { useFocusHighlight } from './useFocusHighlight';
import { useMapHeld } from './useMapHeld';
import { useFocusView, type FocusText } from './useFocusView';
import { useGraphLifecycle } from './useGraphLifecycle';
import { useKeyboardNav } from './useKeyboardNav';
import { useLabelSync, useLookSync } from './useLabelSync';
import { useMinimap } from './useMinimap';
import { usePictureSlot } from './usePictureSlot';
import { usePointer, type GraphSelection } from './usePointer';

export type { GraphSelection };
// The graph's chunk makes its cytoscape while the library is read (src/ui/GraphView.tsx).
export { prepareGraph } from './useGraphLifecycle';

export interface CytoscapeGraphProps {
  model: GraphModel;
  /** Cases in the library (not only those drawn): decides how the canvas pans. */
  caseCount: number;
  /** Where each node is drawn (the library's layout). */
  positions: { get(nodeId: string): Point | undefined };
  labels: ElementLabels;
  /** Changes when the label language changes, so labels are rewritten without a rebuild. */
  labelVersion: string;
  /** Case colours (colour mode and theme) and clusters; `lookVersion` changes when they do. */
  looks: CaseLooks;
  lookVersion: string;
  /** The clusters' discs that hold shown cases. */
  regions: readonly RegionView[];
  /** A case's recency, 0 (oldest) … 1 (newest), by library position: ranks its label. */
  recency: (caseIndex: number) => number;
  /** The hover card's text for a node. */
  describe: (nodeId: string) => CardText | null;
  selectedId: string | null;
  hoveredId: string | null;
  pathIds: readonly string[];
  theme: 'light' | 'dark';
  camera: CameraRequest | null;
  /** Changes when what is shown was asked to change (filters, search filter, library): the camera frames it. */
  shownKey: unknown;
  /** Hops of a selection's related cases that the focus view shows. */
  depth: number;
  /** The focus view's wording and facts (./useFocusView.ts); without it no focus view is drawn. */
  focusText?: FocusText;
  /** A selected cluster's drawn cases: the focus view of a cluster shows them (it has no node of its own). */
  selectionMembers?: readonly string[];
  ariaLabel: string;
  /** Shown while the zoom leaves some links out (src/model/network/edgeDetail.ts). */
  linksHint: string;
  ariaDescription: string;
  onSelect: (selection: GraphSelection | null) => void;
  /** How a node is read out when it gets keyboard focus (its kind and label, worded). */
  describeNode: (kind: string, label: string) => string;
  onHover: (nodeId: string | null) => void;
  onReady: (info: { nodes: number; edges: number; ms: number }) => void;
  /** Receives, while the graph is mounted, what draws it as a picture for an export (null after). */
  onPicture?: (draw: DrawPicture | null) => void;
}

// Issue 29's first-view breakdown (scripts/first-view.ts): when the graph's chunk has run.
performance.mark('ig:graph-chunk');

const NOTHING_DRAWN: GraphModel = { nodes: [], edges: [], chainedGroups: [] };
const NO_IDS: readonly string[] = [];

/**
 * The only React component that touches cytoscape. One `cy` lives in a ref for the whole mount;
 * each concern is one controller hook around it, run in this order after every render.
 */
export default function CytoscapeGraph(props: CytoscapeGraphProps) {
  const { model, positions, labels, labelVersion, selectedId, hoveredId, pathIds } = props;
  const wrap = useRef<HTMLDivElement>(null);
  // The element cytoscape draws in (./useGraphLifecycle.ts makes it, or takes the early graph's).
  const container = useRef<HTMLDivElement>(null);
  const graph = useGraphLifecycle(wrap, container, { theme: props.theme, caseCount: props.caseCount, edgeCount: model.edges.length });
  const { ariaLabel, ariaDescription } = props;
  useEffect(() => {
    container.current?.setAttribute('aria-label', ariaLabel);
    container.current?.setAttribute('aria-description', ariaDescription);
  }, [ariaLabel, ariaDescription]);
  // Before the elements: the first picture is framed with the discs (./fitMap.ts).
  const regions = useRegions(graph, props.regions);
  const { drawn, nodesDrawn, withholding } = useElementSync(graph, { model, positions, labels, looks: props.looks, onReady: props.onReady });
  useLabelSync(graph, labelVersion, model, labels);
  useLookSync(graph, props.lookVersion, model, props.looks);
  const tooltip = usePointer(graph, { model, positions, labels, onSelect: props.onSelect, onHover: props.onHover, regionAt: (x, y) => regions.current?.regionAt(x, y) ?? null });
  const focus = useFocusView(graph, { model: drawn, selectedId, pathIds, depth: props.depth, selectionMembers: props.selectionMembers, labels, looks: props.looks, text: props.focusText, theme: props.theme, onSelect: props.onSelect, onHover: props.onHover });
  const focusOpen = focus.open;
  // Held too while the focus picture of the map now drawn is on its way, and while the map drawn
  // is grown around another selection than this one (a case opened or closed at 10,000 cases):
  // its labels wait as well, until the selection's own map is in.
  const held = focusOpen || focus.pending || (drawn !== null && awaitsSelection(drawn, selectedId));
  useMapHeld(graph, held);
  // Under the focus view the map is a faint context, and a held map is not the one the highlight
  // would be for: its own highlight would only cost (copying a 10,000-case map's neighbourhood of
  // a case into the focus layer, drawn there under the focus view, then removed at its close).
  useFocusHighlight(graph, drawn, { selectedId: held ? null : selectedId, hoveredId: held ? null : hoveredId, pathIds: held ? NO_IDS : pathIds, labelVersion: `${labelVersion}|${props.lookVersion}`, depth: props.depth });
  // Labels follow the model once its nodes are drawn (its edges may still be coming), with the
  // regions of the same change: the overlay places them in bounded slices from the next frame on
  // (./labelsOverlay.ts), the names of the map first.
  const labelled = useMemo(() => ({ model: nodesDrawn ?? NOTHING_DRAWN, regions: props.regions, drawn }), [nodesDrawn, drawn, props.regions]);
  useLabelOverlay(graph, { model: labelled.model, positions, labels, labelVersion, regions: labelled.regions, recency: props.recency, selectedId, hoveredId, drawn: labelled.drawn, pathIds, theme: props.theme, held });
  useCamera(graph, { request: props.camera, model, drawn, shownKey: props.shownKey, focusOpen });
  useMinimap(graph, drawn);
  usePictureSlot(graph, props.onPicture);
  const ring = useRef<HTMLDivElement>(null);
  const spoken = useKeyboardNav(graph, container, ring, { selectedId, onSelect: props.onSelect, describe: props.describeNode, focusSurface: focus.surface, focusKey: focus.drawnKey });

  return (
    <div ref={wrap} className="graph-canvas-wrap">
      {/* The canvas (#graph-widget, role application, labelled above) is put first in here by useGraphLifecycle. */}
      <div ref={ring} className="graph-focus-ring" hidden aria-hidden="true" data-testid="graph-focus-ring" />
      <div className="sr-only" aria-live="polite" data-testid="graph-focused">{spoken}</div>
      {withholding && !selectedId && !focusOpen && <div className="graph-links-hint" data-testid="links-hint" data-over-graph="note">{props.linksHint}</div>}
      {tooltip && <EdgeTooltip tooltip={tooltip} />}
      <HoverCard graph={graph} nodeId={hoveredId} describe={props.describe} focusPlace={focusOpen ? focus.place : null} />
    </div>
  );
}
