import type { Core } from 'cytoscape';
import { DEFAULT_MAX_FRAME_ZOOM } from '../model/framing';
import { fitVisible } from './visibleArea';

/**
 * Frames a node with everything it links to (an embed shows "this case and its neighbourhood":
 * its components, root cause and related cases, wherever the layout put them).
 */
export function frameNeighbourhood(cy: Core, nodeId: string): void {
  const node = cy.getElementById(nodeId);
  if (node.empty()) return;
  fitVisible(cy, node.closedNeighborhood(), 40, DEFAULT_MAX_FRAME_ZOOM);
}
