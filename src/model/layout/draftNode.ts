import { caseNodeId, draftNodeId, type GraphModel } from '../network';
import type { LibraryIndex } from '../core';
import type { Point } from './layout';
import type { SimilarMatch } from '../similarity';
import { edgeId } from '../ids';

/** Matches the draft node is linked to. */
export const DRAFT_LINKS = 5;
/** How far above its matches' centre the draft is drawn, in layout units. */
const LIFT = 70;

/**
 * The graph with the draft drawn in it: one `draft` node linked to its best matches that the
 * graph shows (a match the filters hide gets no link; with none shown, no node). The graph's own
 * nodes and edges are the same objects, so nothing else is redrawn.
 */
export function withDraftNode(graph: GraphModel, index: LibraryIndex, matches: readonly SimilarMatch[]): GraphModel {
  const shown = new Set(graph.nodes.map((n) => n.id));
  const links = matches.slice(0, DRAFT_LINKS).flatMap((m) => {
    const c = index.cases[m.other];
    const target = c ? caseNodeId(c.id) : '';
    return c && shown.has(target) ? [{ target, terms: m.sharedTerms.slice(0, 3) }] : [];
  });
  if (!links.length) return graph;
  const key = links.map((l) => l.target.slice(l.target.indexOf(':') + 1)).join(',');
  const id = draftNodeId(key);
  return {
    ...graph,
    nodes: [...graph.nodes, { id, kind: 'draft', key, weight: 1 }],
    edges: [
      ...graph.edges,
      ...links.map(({ target, terms }) => ({ id: edgeId(id, '~', target), kind: 'draft-match' as const, source: id, target, reasons: [{ kind: 'reads-alike' as const, terms }] })),
    ],
  };
}

/** Positions with the draft node's: above the centre of the cases it links to. */
export function withDraftPosition<P extends { get(nodeId: string): Point | undefined }>(graph: GraphModel, positions: P): P | { get(nodeId: string): Point | undefined } {
  const node = graph.nodes.find((n) => n.kind === 'draft');
  if (!node) return positions;
  const at = draftPosition(graph, positions);
  return { get: (id: string) => (id === node.id ? at : positions.get(id)) };
}

function draftPosition(graph: GraphModel, positions: { get(nodeId: string): Point | undefined }): Point | undefined {
  let x = 0;
  let y = 0;
  let n = 0;
  for (const e of graph.edges) {
    if (e.kind !== 'draft-match') continue;
    const p = positions.get(e.target);
    if (!p) continue;
    x += p.x;
    y += p.y;
    n++;
  }
  return n ? { x: x / n, y: y / n - LIFT } : undefined;
}
