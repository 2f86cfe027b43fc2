import { caseNodeId, causeNodeId, componentNodeId, draftNodeId, type NodeKind } from './graphModel';
import type { Selection } from '../core';

/** What a graph node id names. */
export interface NodeRef {
  kind: NodeKind;
  key: string;
}

// The prefixes come from the id constructors themselves, so the two can never disagree.
const PREFIXES: readonly (readonly [NodeKind, string])[] = [
  ['case', caseNodeId('')],
  ['component', componentNodeId('')],
  ['cause', causeNodeId('')],
];

const MAKE: Record<NodeKind, (key: string) => string> = { case: caseNodeId, component: componentNodeId, cause: causeNodeId, draft: draftNodeId };

/** The graph node id of a kind and key. */
export function nodeIdOf(ref: NodeRef): string {
  return MAKE[ref.kind](ref.key);
}

/** Splits a graph node id into its kind and key; null for an id the graph never makes. */
export function parseNodeId(id: string): NodeRef | null {
  for (const [kind, prefix] of PREFIXES) {
    if (id.startsWith(prefix) && id.length > prefix.length) return { kind, key: id.slice(prefix.length) };
  }
  return null;
}

/** The id a cluster's region has on the map (regions are drawn under the graph, not as its nodes). */
export function clusterNodeId(id: string): string {
  return `cluster:${id}`;
}

/** The node that stands for a selection (for a cluster, its region), or null when nothing is selected. */
export function selectionNodeId(selection: Selection): string | null {
  if (!selection) return null;
  return selection.kind === 'cluster' ? clusterNodeId(selection.key) : nodeIdOf({ kind: selection.kind, key: selection.key });
}
