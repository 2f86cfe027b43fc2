import type { ElementDefinition } from 'cytoscape';
import type { GraphEdge } from '../model/graph';
import { edgeElement } from './elements';

/**
 * The model's edges that the main graph leaves out at the current zoom (src/model/edgeDetail.ts),
 * by id and by end node, so that the focus layer can still draw a hovered or selected node's
 * links, and a zoom that brings them back can add them.
 */
export class WithheldEdges {
  private byId = new Map<string, GraphEdge>();
  private byNode = new Map<string, GraphEdge[]>();

  replace(edges: Iterable<GraphEdge>): void {
    this.byId.clear();
    this.byNode.clear();
    for (const e of edges) this.add(e);
  }

  add(edge: GraphEdge): void {
    if (this.byId.has(edge.id)) return;
    this.byId.set(edge.id, edge);
    for (const end of [edge.source, edge.target]) {
      const list = this.byNode.get(end);
      if (list) list.push(edge);
      else this.byNode.set(end, [edge]);
    }
  }

  /** Takes out and returns the withheld edges that `keep` now wants drawn. */
  take(keep: (edge: GraphEdge) => boolean): GraphEdge[] {
    const taken = [...this.byId.values()].filter(keep);
    if (taken.length === 0) return taken;
    const gone = new Set(taken.map((e) => e.id));
    for (const id of gone) this.byId.delete(id);
    for (const [node, list] of this.byNode) {
      const left = list.filter((e) => !gone.has(e.id));
      if (left.length) this.byNode.set(node, left);
      else this.byNode.delete(node);
    }
    return taken;
  }

  /** The withheld edges at `nodeId`. */
  at(nodeId: string): readonly GraphEdge[] {
    return this.byNode.get(nodeId) ?? [];
  }

  /** The definition of the withheld edge `id`, or null. */
  definition(id: string): ElementDefinition | null {
    const e = this.byId.get(id);
    return e ? edgeElement(e) : null;
  }

  get size(): number {
    return this.byId.size;
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
