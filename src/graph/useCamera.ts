import type { Core } from 'cytoscape';
import { useEffect, useRef, type RefObject } from 'react';
import { zoomAbout } from '../model/viewport';
import type { GraphModel } from '../model/network';
import type { CameraRequest } from '../state/camera';
import type { GraphHandle } from './useGraphLifecycle';
import { installCameraHooks } from './cameraHooks';
import { installWheelZoom } from './wheelZoom';
import { cameraTarget, moveTo, uncoveredCanvas } from './visibleArea';
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
  /**
   * While the focus view is open (./useFocusView.ts) the map's camera stays where it was, so
   * closing the focus shows the map exactly as it was left (a zoom command meanwhile is dropped).
   */
  focusOpen: boolean;
}

const SHOWN_PADDING = 30;

function zoomBy(cy: Core, factor: number): void {
  const v = uncoveredCanvas(cy);
  const centre = { x: (v.x1 + v.x2) / 2, y: (v.y1 + v.y2) / 2 };
  // A press during the last press's move zooms from where that move was going.
  moveTo(cy, zoomAbout(cameraTarget(cy), factor, centre, cy.minZoom(), cy.maxZoom()));
}

/**
 * Every camera move of the map. In order of precedence: a command (zoom, fit); a new filter,
 * search filter or library, framed whole unless the user has panned or zoomed by hand since the
 * camera last framed something. A selection, a path or a draft does not move the map: the focus
 * view (./useFocusView.ts) draws it as its own picture over the map.
 */
export function useCamera(graph: RefObject<GraphHandle | null>, input: CameraInput): void {
  const { request, model, drawn, shownKey, focusOpen } = input;
  const applied = useRef(0);
  const byHand = useRef(false);
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
    if (!cy || !drawn || drawn !== model) return;
    const command = request && request.seq !== applied.current ? request : null;
    if (command) applied.current = command.seq;
    const shownChanged = shownKey !== framedShown.current;
    framedShown.current = shownKey;
    if (command?.kind === 'zoom') {
      // The zoom buttons are hidden under the focus; a stray command does not move the map behind it.
      if (focusOpen) return;
      zoomBy(cy, command.factor);
      byHand.current = true;
    } else if (command?.kind === 'fit') {
      fitMap(cy, SHOWN_PADDING);
      byHand.current = false;
    } else if (shownChanged && !byHand.current) {
      fitMap(cy, SHOWN_PADDING);
      byHand.current = false;
    }
  }, [graph, request, model, drawn, shownKey, focusOpen]);
}
