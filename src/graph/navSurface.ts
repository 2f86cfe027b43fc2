import type { Core, NodeSingular } from 'cytoscape';
import type { PlacedNode } from '../model/viewport';
import type { GraphSelection } from './usePointer';

/** A node the arrow keys can reach, in canvas pixels, with what is read out for it. */
export interface NavNode extends PlacedNode {
  /** Drawn radius: the focus ring goes round it. */
  r: number;
  kind: string;
  label: string;
}

/**
 * What the keyboard moves over: the map, or the focus view drawn over it while a selection is
 * open. Both draw the same node ids, so a node focused in one is found again in the other.
 */
export interface NavSurface {
  nodes(): NavNode[];
  node(id: string): NavNode | null;
  neighbours(id: string): NavNode[];
  /** Enter or Space on a node: select it (or, on the focus's "N more", show the next page). */
  activate(id: string): void;
}

const navNode = (n: NodeSingular): NavNode => ({
  id: n.id(),
  ...n.renderedPosition(),
  r: Math.max(n.renderedOuterWidth(), n.renderedOuterHeight()) / 2,
  kind: String(n.data('kind')),
  label: String(n.data('label') ?? n.id()).replace(/\n/g, ' '),
});

/** The map as a keyboard surface. */
export function mapSurface(cy: Core, select: (selection: GraphSelection) => void): NavSurface {
  const nodeOf = (id: string) => {
    const n = cy.getElementById(id);
    return n.nonempty() && n.isNode() ? n : null;
  };
  return {
    nodes: () => cy.nodes().map(navNode),
    node: (id) => {
      const n = nodeOf(id);
      return n ? navNode(n) : null;
    },
    neighbours: (id) => nodeOf(id)?.neighborhood('node').map(navNode) ?? [],
    activate: (id) => {
      const n = nodeOf(id);
      const kind = n?.data('kind');
      if (n && (kind === 'case' || kind === 'component' || kind === 'cause')) select({ kind, key: String(n.data('key')) });
    },
  };
}
