import type { Case } from '../core';
import type { RelationReason } from '../relations';
import { parseNodeId, type GraphEdge, type GraphModel, type GraphNode } from '../network';
import { shownLine } from '../guard';

/** The words the picture needs, in the reader's language (the UI supplies them from i18n). */
export interface PictureWording {
  draftNode: string;
  hub: (kind: 'component' | 'cause', slug: string) => string;
  caseTitle: (c: Case) => string;
  date: (iso: string) => string;
  hubCases: (count: number) => string;
  reasons: (reasons: readonly RelationReason[]) => string[];
  /** A draft's link to a case (`target`, its node id), with the words they share, as the draft wrote them. */
  draftEdge: (terms: readonly string[], target: string) => string;
  coOccurs: (count: number, a: string, b: string) => string;
}

/** What the hover card says about a node: a heading and a few lines, all plain text. */
export interface NodeCard {
  heading: string;
  lines: string[];
}

export interface NodeText {
  node: (n: GraphNode) => string;
  edge: (e: GraphEdge) => string;
  /** The hover card's text for a node of `graph`. */
  card: (nodeId: string) => NodeCard | null;
}

/**
 * Every word drawn on the map for a node or an edge: a case's id and organisation, a hub's
 * name, an edge's reasons, a hover card. Worded lazily (per node drawn, per edge hovered).
 */
export function nodeText(graph: GraphModel, cases: readonly Case[], w: PictureWording): NodeText {
  const hubName = (id: string) => {
    const hub = parseNodeId(id);
    return !hub || hub.kind === 'case' ? id : w.hub(hub.kind === 'component' ? 'component' : 'cause', hub.key);
  };
  const node = (n: GraphNode): string => {
    if (n.kind === 'draft') return w.draftNode;
    if (n.kind === 'case') {
      const c = cases[n.caseIndex ?? -1];
      return c ? `${c.id}\n${shownLine(c.org)}` : n.key;
    }
    return w.hub(n.kind === 'component' ? 'component' : 'cause', n.key);
  };
  let byId: Map<string, GraphNode> | null = null;
  return {
    node,
    edge: (e) => {
      if (e.kind === 'draft-match') return w.draftEdge(e.reasons?.flatMap((r) => (r.kind === 'reads-alike' ? r.terms : [])) ?? [], e.target);
      if (e.reasons) return w.reasons(e.reasons).join('\n');
      if (e.kind === 'co-occurs') return w.coOccurs(e.weight ?? 0, hubName(e.source), hubName(e.target));
      return '';
    },
    card: (nodeId) => {
      byId ??= new Map(graph.nodes.map((n) => [n.id, n]));
      const n = byId.get(nodeId);
      if (!n) return null;
      if (n.kind === 'case') {
        const c = cases[n.caseIndex ?? -1];
        return c ? { heading: `${c.id} · ${c.org}`, lines: [w.date(c.date), w.caseTitle(c)] } : null;
      }
      return { heading: node(n), lines: [w.hubCases(n.weight)] };
    },
  };
}
