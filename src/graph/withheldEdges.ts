import type { ElementDefinition } from 'cytoscape';
import type { GraphEdge } from '../model/network';
import { edgeElement } from './elements';

/**
 * The model's edges that the main graph leaves out at the current zoom and view
 * (src/model/network/edgeDetail.ts), so that the focus layer can still draw a hovered or selected node's
 * links. The indexes by id and by end node are built on the first question: at 4,000 cases the
 * overview withholds 23,000 edges, and building them up front was a long task of its own.
 */
export class WithheldEdges {
  private edges: readonly GraphEdge[] = [];
  private index: { byId: Map<string, GraphEdge>; byNode: Map<string, GraphEdge[]> } | null = null;

  replace(edges: readonly GraphEdge[]): void {
    this.edges = edges;
    this.index = null;
  }

  private indexed() {
    if (this.index) return this.index;
    const byId = new Map<string, GraphEdge>();
    const byNode = new Map<string, GraphEdge[]>();
    for (const edge of this.edges) {
      if (byId.has(edge.id)) continue;
      byId.set(edge.id, edge);
      for (const end of [edge.source, edge.target]) {
        const list = byNode.get(end);
        if (list) list.push(edge);
        else byNode.set(end, [edge]);
      }
    }
    this.index = { byId, byNode };
    return this.index;
  }

  /** The withheld edges at `nodeId`. */
  at(nodeId: string): readonly GraphEdge[] {
    if (this.edges.length === 0) return [];
    return this.indexed().byNode.get(nodeId) ?? [];
  }

  /** The definition of the withheld edge `id`, or null. */
  definition(id: string): ElementDefinition | null {
    if (this.edges.length === 0) return null;
    const e = this.indexed().byId.get(id);
    return e ? edgeElement(e) : null;
  }

  get size(): number {
    return this.edges.length;
  }

  /** cytoscape definitions of the withheld edges among `nodeIds` that touch one of `from`. */
  definitionsAmong(from: Iterable<string>, nodeIds: ReadonlySet<string>): ElementDefinition[] {
    const out = new Map<string, ElementDefinition>();
    for (const id of from) {
      for (const e of this.at(id)) if (!out.has(e.id) && nodeIds.has(e.source) && nodeIds.has(e.target)) out.set(e.id, edgeElement(e));
    }
    return [...out.values()];
  }
}
