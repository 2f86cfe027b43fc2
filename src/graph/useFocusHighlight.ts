import type { Core } from 'cytoscape';
import { useEffect, type RefObject } from 'react';
import type { GraphModel } from '../model/graph';
import { clusterNodeId } from '../model/nodeId';
import type { GraphHandle } from './useGraphLifecycle';

export interface FocusInput {
  selectedId: string | null;
  hoveredId: string | null;
  pathIds: readonly string[];
  labelVersion: string;
}

/**
 * A neighbourhood bigger than this (a hub of thousands of cases) is not copied into the focus
 * layer: only the focused node is highlighted, and nothing is dimmed.
 */
const FOCUS_LIMIT = 2000;
const CLUSTER_PREFIX = clusterNodeId('');

/** What the focus layer shows: the elements, the classes of each, and whether the rest is dimmed. */
function highlightOf(cy: Core, { selectedId, hoveredId, pathIds }: FocusInput) {
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
    const hood = focus.closedNeighborhood();
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
  const { selectedId, hoveredId, pathIds, labelVersion } = input;
  useEffect(() => {
    const handle = graph.current;
    if (!handle) return;
    const { eles, classesOf, veiled } = highlightOf(handle.cy, { selectedId, hoveredId, pathIds, labelVersion });
    handle.focus.show(eles, classesOf, veiled, [drawn, labelVersion]);
  }, [graph, drawn, selectedId, hoveredId, pathIds, labelVersion]);
}
