import type { Core } from 'cytoscape';
import { useEffect, useRef, type RefObject } from 'react';
import type { CameraRequest } from '../state/camera';
import type { GraphHandle } from './useGraphLifecycle';
import { frameNeighbourhood } from './frameNeighbourhood';
import { centreOn, nudgeIntoView } from './viewport';
import { fitVisible, visibleRect } from './visibleArea';

export interface CameraInput {
  /** The latest camera command; each sequence number is applied once, after the first drawing. */
  request: CameraRequest | null;
  /** Whether a model has been drawn in full (commands wait for it). */
  ready: boolean;
  selectedId: string | null;
  pathIds: readonly string[];
}

/** Fitting a hub with few cases zooms in no further than this. */
const HUB_FIT_MAX_ZOOM = 1.5;

/** Centres on a node; a hub is shown with its cases around it (in the aggregated view, those drawn for it). */
function focusOn(cy: Core, nodeId: string): void {
  const node = cy.getElementById(nodeId);
  if (node.empty()) return;
  const cases = node.data('kind') === 'case' ? cy.collection() : node.neighborhood('node[kind = "case"]');
  if (cases.nonempty()) return fitVisible(cy, cases.union(node), 40, HUB_FIT_MAX_ZOOM);
  cy.stop();
  cy.animate(centreOn(node.position(), Math.max(cy.zoom(), 1.1), visibleRect(cy)), { duration: 250 });
}

/**
 * Every camera move: a command (focus a node, fit the drawing), a newly highlighted path brought
 * into view whole, and a node selected on the canvas kept out from under the panel that opens.
 */
export function useCamera(graph: RefObject<GraphHandle | null>, { request, ready, selectedId, pathIds }: CameraInput): void {
  const applied = useRef(0);

  useEffect(() => {
    const cy = graph.current?.cy;
    if (!cy || pathIds.length === 0) return;
    const eles = cy.collection();
    for (const id of pathIds) eles.merge(cy.getElementById(id));
    if (eles.nonempty()) fitVisible(cy, eles, 60);
  }, [graph, pathIds]);

  useEffect(() => {
    const cy = graph.current?.cy;
    if (!cy || !ready || !request || request.seq === applied.current) return;
    applied.current = request.seq;
    if (request.kind === 'focus') focusOn(cy, request.nodeId);
    else if (request.kind === 'frame') frameNeighbourhood(cy, request.nodeId);
    else fitVisible(cy, cy.elements(), 30);
  }, [graph, request, ready]);

  useEffect(() => {
    const cy = graph.current?.cy;
    const node = selectedId ? cy?.getElementById(selectedId) : undefined;
    if (!cy || !node || node.empty() || cy.animated()) return;
    const dx = nudgeIntoView(node.renderedPosition().x, visibleRect(cy), 60);
    if (dx !== 0) cy.animate({ panBy: { x: dx, y: 0 } }, { duration: 200 });
  }, [graph, selectedId]);
}
