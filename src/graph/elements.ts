import type { ElementDefinition, NodeSingular } from 'cytoscape';
import type { GraphEdge, GraphNode } from '../model/network';
import { hubDiameter, type Point } from '../model/layout';
import { relationWeight } from '../model/relations';

export interface ElementLabels {
  node: (node: GraphNode) => string;
  edge: (edge: GraphEdge) => string;
}

/** A case node's colours in the current colour mode and theme, and its cluster's id. */
export interface CaseLook {
  fill: string;
  stroke: string;
  cluster: string;
}

/** Each case's look, by library position (null for a node that is not a case). */
export type CaseLooks = (node: GraphNode) => CaseLook | null;


/** A node's drawn diameter: cases are all alike, hubs grow with their shown case count. */
export function nodeSize(node: GraphNode): number {
  return node.kind === 'case' ? 16 : hubDiameter(node.weight);
}

/**
 * Gives a drawn node its size, only when it changed: cytoscape restyles a node whose data is set,
 * even to the value it has (every hub of a 10,000-case map at each selection and Escape, where
 * the counts stay the same).
 */
export function resizeNode(el: NodeSingular, node: GraphNode): void {
  const size = nodeSize(node);
  if (el.data('size') !== size) el.data('size', size);
}

export function nodeElement(node: GraphNode, position: Point | undefined, labels: ElementLabels, looks: CaseLooks): ElementDefinition {
  // Colours are element data, not classes: a new colour mode rewrites data once, hover never.
  return {
    group: 'nodes',
    data: { id: node.id, kind: node.kind, key: node.key, label: labels.node(node), size: nodeSize(node), ...looks(node) },
    position: position ? { x: position.x, y: position.y } : { x: 0, y: 0 },
  };
}

/** An edge's element. Its wording (the tooltip) is looked up when shown, not stored. */
export function edgeElement(edge: GraphEdge): ElementDefinition {
  const weight = edge.reasons ? relationWeight(edge.reasons) : edge.kind === 'co-occurs' ? Math.log2(1 + (edge.weight ?? 1)) : 1;
  const directed = edge.reasons?.some((r) => r.kind === 'recurrence-of') ?? false;
  return {
    group: 'edges',
    data: {
      id: edge.id,
      kind: edge.kind,
      source: edge.source,
      target: edge.target,
      width: Math.min(8, 1.5 + weight),
      hlWidth: Math.min(10, 3 + weight),
    },
    classes: directed ? 'directed' : '',
  };
}
