/**
 * Edge ids, in a namespace of their own. Cytoscape keeps nodes and edges in one id space, and a
 * node id holds data verbatim (`case:<id>`), so an edge id made by joining two node ids could
 * equal a node id (a case named `A~case:B`) or another edge's id. Every edge id starts with
 * `edge:`, which no node id does (nodes start with `case:`, `component:`, `cause:`, `draft:`),
 * and its two ends are escaped so the one separator between them is unambiguous.
 */

/** The separator an edge's kind is joined with: `~` a relation or draft match, `>` case to hub, `+` two hubs. */
export type EdgeJoin = '~' | '>' | '+';

export const EDGE_ID_PREFIX = 'edge:';

/** A node id with `%` and the separators escaped (`%25`, `%7E`, `%3E`, `%2B`); plain ids stay as they are. */
function escapeEnd(nodeId: string): string {
  return /[%~>+]/.test(nodeId) ? nodeId.replace(/[%~>+]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`) : nodeId;
}

function unescapeEnd(text: string): string {
  return text.replace(/%(25|7E|3E|2B)/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The id of the edge from `source` to `target`: `edge:case:A~case:B`, `edge:case:A>component:dns`. */
export function edgeId(source: string, join: EdgeJoin, target: string): string {
  return `${EDGE_ID_PREFIX}${escapeEnd(source)}${join}${escapeEnd(target)}`;
}

/** The two ends of an id made by edgeId; null for any other id (a node's). */
export function parseEdgeId(id: string): { source: string; join: EdgeJoin; target: string } | null {
  if (!id.startsWith(EDGE_ID_PREFIX)) return null;
  const m = /^([^~>+]*)([~>+])([^~>+]*)$/.exec(id.slice(EDGE_ID_PREFIX.length));
  if (!m) return null;
  return { source: unescapeEnd(m[1]!), join: m[2] as EdgeJoin, target: unescapeEnd(m[3]!) };
}
