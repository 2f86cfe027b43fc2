import type { CollectionReturnValue, ElementDefinition } from 'cytoscape';
import { useEffect, type RefObject } from 'react';
import { neighbourhood } from '../model/viewport';
import type { GraphModel } from '../model/network';
import { clusterNodeId } from '../model/network';
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
 * Edges the main graph leaves out at this zoom come back as definitions (`extra`), so a hovered
 * or selected node shows its links at any zoom.
 */
function reach(handle: GraphHandle, drawn: GraphModel | null, nodeId: string, depth: number): { eles: CollectionReturnValue; extra: ElementDefinition[] } {
  const { cy, withheld } = handle;
  const node = cy.getElementById(nodeId);
  const collect = (ids: Iterable<string>) => {
    const eles = cy.collection();
    for (const id of ids) eles.merge(cy.getElementById(id));
    return eles;
  };
  if (depth <= 1 || !drawn) {
    const hood = node.closedNeighborhood();
    if (withheld.size === 0 || node.empty()) return { eles: hood, extra: [] };
    const ids = new Set([nodeId, ...withheld.at(nodeId).map((e) => (e.source === nodeId ? e.target : e.source))]);
    return { eles: hood.union(collect(ids)), extra: withheld.definitionsAmong([nodeId], ids) };
  }
  const outer = neighbourhood(drawn, nodeId, depth);
  const inner = neighbourhood(drawn, nodeId, depth - 1);
  const eles = collect(outer).union(collect(inner).connectedEdges());
  return { eles, extra: withheld.size === 0 ? [] : withheld.definitionsAmong(inner, new Set(outer)) };
}

/** What the focus layer shows: the elements, the classes of each, and whether the rest is dimmed. */
function highlightOf(handle: GraphHandle, drawn: GraphModel | null, { selectedId, hoveredId, pathIds, depth }: FocusInput) {
  const { cy } = handle;
  const classes = new Map<string, string>();
  const add = (id: string, cls: string) => {
    classes.set(id, classes.has(id) ? `${classes.get(id)} ${cls}` : cls);
  };
  let eles = cy.collection();
  let extra: ElementDefinition[] = [];
  let veiled = false;
  const focusId = hoveredId ?? selectedId;
  // A selected cluster (its region is no element) highlights its cases.
  const cluster = !hoveredId && selectedId?.startsWith(CLUSTER_PREFIX) ? selectedId.slice(CLUSTER_PREFIX.length) : null;
  const focus = cluster !== null ? cy.nodes().filter((n) => n.data('cluster') === cluster) : focusId ? cy.getElementById(focusId) : cy.collection();
  if (focus.nonempty()) {
    const hood = reach(handle, drawn, focusId!, hoveredId ? 1 : depth);
    veiled = hood.eles.length + hood.extra.length <= FOCUS_LIMIT;
    eles = veiled ? hood.eles : focus;
    extra = veiled ? hood.extra : [];
    eles.forEach((el) => add(el.id(), 'hl'));
    for (const def of extra) add(def.data.id!, 'hl');
  }
  const selected = selectedId ? cy.getElementById(selectedId) : cy.collection();
  if (selected.nonempty()) {
    eles = eles.union(selected);
    add(selected.id(), 'sel');
  }
  for (const id of pathIds) {
    const el = cy.getElementById(id);
    // A path's edge may be one this zoom leaves out of the main graph.
    const left = el.empty() ? handle.withheld.definition(id) : null;
    if (left) {
      extra = [...extra, left];
      add(id, 'path');
      veiled = true;
    }
    if (el.empty()) continue;
    eles = eles.union(el);
    add(id, 'path');
    veiled = true;
  }
  return { eles, extra, classesOf: (id: string) => classes.get(id) ?? '', veiled };
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
    if (drawn) handle.focus.prepare();
    const { eles, extra, classesOf, veiled } = highlightOf(handle, drawn, { selectedId, hoveredId, pathIds, labelVersion, depth });
    handle.focus.show(eles, classesOf, veiled, [drawn, labelVersion], extra);
  }, [graph, drawn, selectedId, hoveredId, pathIds, labelVersion, depth]);
}
