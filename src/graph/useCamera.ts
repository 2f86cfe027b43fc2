import type { Core } from 'cytoscape';
import { useEffect, useRef, type RefObject } from 'react';
import { neighbourhood, zoomAbout } from '../model/framing';
import type { GraphModel } from '../model/graph';
import type { CameraRequest } from '../state/camera';
import type { GraphHandle } from './useGraphLifecycle';
import { installCameraHooks } from './cameraHooks';
import { installWheelZoom } from './wheelZoom';
import { cameraTarget, fitVisible, moveTo, uncoveredCanvas } from './visibleArea';
import { fitMap } from './fitMap';

export interface CameraInput {
  /** The latest camera command; each sequence number is applied once, when the latest model is drawn. */
  request: CameraRequest | null;
  /** The model to draw, and the one drawn in full so far: the camera moves only when they agree. */
  model: GraphModel;
  drawn: GraphModel | null;
  /**
   * Changes exactly when what is shown was asked to change (filters, search filter, library):
   * the graph is then framed anew, unless the user has panned or zoomed by hand since the last framing.
   */
  shownKey: unknown;
  selectedId: string | null;
  /** Hops of the selection's neighbourhood that a selection frames. */
  depth: number;
  pathIds: readonly string[];
  /** When a cluster is selected, its drawn cases (framed together in its place). */
  selectionMembers?: readonly string[];
}

const SHOWN_PADDING = 30;
const NEIGHBOURHOOD_PADDING = 40;
const PATH_PADDING = 60;

/**
 * Frames a node with everything within `depth` hops of it on the drawn graph; a selected
 * cluster (a region, not a node) frames its drawn cases.
 */
function frameNeighbourhood(cy: Core, drawn: GraphModel, nodeId: string, depth: number, members?: readonly string[]): boolean {
  const ids = members && members.length > 0 ? members : neighbourhood(drawn, nodeId, depth);
  if (ids.length === 0) return false;
  const eles = cy.collection();
  for (const id of ids) eles.merge(cy.getElementById(id));
  fitVisible(cy, eles, NEIGHBOURHOOD_PADDING);
  return true;
}

function zoomBy(cy: Core, factor: number): void {
  const v = uncoveredCanvas(cy);
  const centre = { x: (v.x1 + v.x2) / 2, y: (v.y1 + v.y2) / 2 };
  // A press during the last press's move zooms from where that move was going.
  moveTo(cy, zoomAbout(cameraTarget(cy), factor, centre, cy.minZoom(), cy.maxZoom()));
}

/**
 * Every camera move. In order of precedence: a command (zoom, fit, frame a node); a new
 * selection, framed with its neighbourhood inside the canvas the panel leaves uncovered; a new
 * filter, search filter or library, framed whole unless the user has panned or zoomed by hand
 * since the camera last framed something: the selection's neighbourhood when a selection is
 * still shown, else the whole shown graph. A highlighted path is brought into view whole.
 */
export function useCamera(graph: RefObject<GraphHandle | null>, input: CameraInput): void {
  const { request, model, drawn, shownKey, selectedId, depth, pathIds, selectionMembers } = input;
  const applied = useRef(0);
  const byHand = useRef(false);
  const framedSelection = useRef<string | null>(null);
  // The first picture is framed as it is drawn (useElementSync); only later changes re-frame.
  const framedShown = useRef<unknown>(shownKey);

  useEffect(() => {
    const handle = graph.current;
    if (!handle) return;
    const { cy } = handle;
    const mark = () => {
      byHand.current = true;
    };
    cy.on('dragpan pinchzoom scrollzoom', mark);
    const uninstallWheel = installWheelZoom(cy, cy.container()!.parentElement!);
    const uninstallHooks = installCameraHooks(cy);
    return () => {
      cy.off('dragpan pinchzoom scrollzoom', mark);
      uninstallWheel();
      uninstallHooks();
    };
  }, [graph]);

  useEffect(() => {
    const cy = graph.current?.cy;
    if (!cy || pathIds.length === 0) return;
    const eles = cy.collection();
    for (const id of pathIds) eles.merge(cy.getElementById(id));
    if (eles.nonempty()) fitVisible(cy, eles, PATH_PADDING);
  }, [graph, pathIds]);

  useEffect(() => {
    const cy = graph.current?.cy;
    if (!cy || !drawn || drawn !== model) return;
    const command = request && request.seq !== applied.current ? request : null;
    if (command) applied.current = command.seq;
    const members = selectionMembers && selectionMembers.length > 0 ? selectionMembers : undefined;
    const selectionKey = selectedId && (members || drawn.nodes.some((n) => n.id === selectedId)) ? `${selectedId}|${members ? members.length : depth}` : null;
    if (!selectedId) framedSelection.current = null;
    const shownChanged = shownKey !== framedShown.current;
    framedShown.current = shownKey;

    const framed = () => {
      byHand.current = false;
      if (selectionKey) framedSelection.current = selectionKey;
    };
    if (command?.kind === 'zoom') {
      zoomBy(cy, command.factor);
      byHand.current = true;
    } else if (command?.kind === 'fit') {
      fitMap(cy, SHOWN_PADDING);
      framed();
    } else if ((command?.kind === 'focus' || command?.kind === 'frame') && frameNeighbourhood(cy, drawn, command.nodeId, depth)) {
      framed();
    } else if (selectionKey && selectionKey !== framedSelection.current && frameNeighbourhood(cy, drawn, selectedId!, depth, members)) {
      framed();
    } else if (shownChanged && !byHand.current) {
      // A filter changed under a selection that is still shown: its neighbourhood stays what is
      // looked at (re-framed, as the filter may have added or removed some of it).
      if (!selectionKey || !frameNeighbourhood(cy, drawn, selectedId!, depth, members)) fitMap(cy, SHOWN_PADDING);
      framed();
    }
  }, [graph, request, model, drawn, shownKey, selectedId, depth, selectionMembers]);
}
