import type { Core } from 'cytoscape';
import { useEffect, type RefObject } from 'react';
import { neighbourhood } from '../model/framing';
import type { GraphModel } from '../model/graph';
import { clusterNodeId } from '../model/nodeId';
import type { GraphHandle } from './useGraphLifecycle';

export interface FocusInput {
  selectedId: string | null;
  hoveredId: string | null;
  pathIds: readonly string[];
  labelVersion: string;
  /** Hops the selection's highlight reaches (a hovered node shows its direct neighbours). */
  depth: number;
}

/**
 * A neighbourhood bigger than this (a hub of thousands of cases) is not copied into the focus
 * layer: only the focused node is highlighted, and nothing is dimmed.
 */
const FOCUS_LIMIT = 2000;
const CLUSTER_PREFIX = clusterNodeId('');

/**
 * A node and everything within `depth` hops on the drawn model, with the edges walked to reach
 * them (those of nodes fewer than `depth` hops away): at depth 1, cytoscape's closed neighbourhood.
 */
function reach(cy: Core, drawn: GraphModel | null, nodeId: string, depth: number) {
  const node = cy.getElementById(nodeId);
  if (depth <= 1 || !drawn) return node.closedNeighborhood();
  const collect = (ids: string[]) => {
    const eles = cy.collection();
    for (const id of ids) eles.merge(cy.getElementById(id));
    return eles;
  };
  return collect(neighbourhood(drawn, nodeId, depth)).union(collect(neighbourhood(drawn, nodeId, depth - 1)).connectedEdges());
}

/** What the focus layer shows: the elements, the classes of each, and whether the rest is dimmed. */
function highlightOf(cy: Core, drawn: GraphModel | null, { selectedId, hoveredId, pathIds, depth }: FocusInput) {
  const classes = new Map<string, string>();
  const add = (id: string, cls: string) => {
    classes.set(id, classes.has(id) ? `${classes.get(id)} ${cls}` : cls);
  };
  let eles = cy.collection();
  let veiled = false;
  const focusId = hoveredId ?? selectedId;
  // A selected cluster (its region is no element) highlights its cases.
  const cluster = !hoveredId && selectedId?.startsWith(CLUSTER_PREFIX) ? selectedId.slice(CLUSTER_PREFIX.length) : null;
  const focus = cluster !== null ? cy.nodes().filter((n) => n.data('cluster') === cluster) : focusId ? cy.getElementById(focusId) : cy.collection();
  if (focus.nonempty()) {
    const hood = reach(cy, drawn, focusId!, hoveredId ? 1 : depth);
    veiled = hood.length <= FOCUS_LIMIT;
    eles = veiled ? hood : focus;
    eles.forEach((el) => add(el.id(), 'hl'));
  }
  const selected = selectedId ? cy.getElementById(selectedId) : cy.collection();
  if (selected.nonempty()) {
    eles = eles.union(selected);
    add(selected.id(), 'sel');
  }
  for (const id of pathIds) {
    const el = cy.getElementById(id);
    if (el.empty()) continue;
    eles = eles.union(el);
    add(id, 'path');
    veiled = true;
  }
  return { eles, classesOf: (id: string) => classes.get(id) ?? '', veiled };
}

/**
 * Selection, hover and path: the focus layer draws them over a veil that dims the rest. Redrawn
 * when they change, and when a model has been drawn in full or relabelled (the layer holds copies).
 */
export function useFocusHighlight(graph: RefObject<GraphHandle | null>, drawn: GraphModel | null, input: FocusInput): void {
  const { selectedId, hoveredId, pathIds, labelVersion, depth } = input;
  useEffect(() => {
    const handle = graph.current;
    if (!handle) return;
    const { eles, classesOf, veiled } = highlightOf(handle.cy, drawn, { selectedId, hoveredId, pathIds, labelVersion, depth });
    handle.focus.show(eles, classesOf, veiled, [drawn, labelVersion]);
  }, [graph, drawn, selectedId, hoveredId, pathIds, labelVersion, depth]);
}
