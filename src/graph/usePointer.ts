import type { Core, EventObject, NodeSingular } from 'cytoscape';
import { useEffect, useEffectEvent, useMemo, useState, type RefObject } from 'react';
import type { GraphEdge, GraphModel, NodeKind } from '../model/network';
import type { Point } from '../model/layout';
import { EdgeHitIndex, type Segment } from './edgeHitIndex';
import type { ElementLabels } from './elements';
import type { GraphHandle } from './useGraphLifecycle';

export interface GraphSelection {
  kind: NodeKind | 'cluster';
  key: string;
}

export interface Tooltip {
  text: string;
  x: number;
  y: number;
}

export interface PointerInput {
  model: GraphModel;
  positions: { get(nodeId: string): Point | undefined };
  labels: ElementLabels;
  onSelect: (selection: GraphSelection | null) => void;
  onHover: (nodeId: string | null) => void;
  /** The cluster whose region lies under a model point, if any (a background tap selects it). */
  regionAt?: (x: number, y: number) => string | null;
}

/** How near (in screen pixels) the pointer must come to an edge to show its reasons. */
const EDGE_HIT_PX = 6;

const kindOf = (k: unknown): NodeKind | null => (k === 'case' || k === 'component' || k === 'cause' ? k : null);

/** The edges that carry a tooltip, as straight segments between their ends' positions. */
function edgeIndexOf(model: GraphModel, positions: PointerInput['positions']): EdgeHitIndex {
  const segments: Segment[] = [];
  for (const e of model.edges) {
    if (e.kind !== 'relation' && e.kind !== 'co-occurs' && e.kind !== 'draft-match') continue;
    const a = positions.get(e.source);
    const b = positions.get(e.target);
    if (a && b) segments.push({ id: e.id, x1: a.x, y1: a.y, x2: b.x, y2: b.y });
  }
  return new EdgeHitIndex(segments);
}

/** The model edge behind a drawn edge; the map is built on the first tooltip only. */
function edgeLookup(model: GraphModel): (id: string) => GraphEdge | undefined {
  let byId: Map<string, GraphEdge> | null = null;
  return (id) => (byId ??= new Map(model.edges.map((e) => [e.id, e]))).get(id);
}

/**
 * The drawn node whose centre is nearest `p` (model coordinates) among those whose disc, grown
 * by a finger's tolerance, holds it; `fallback` (cytoscape's pick) when none does.
 */
export function nearestNode(cy: Core, p: { x: number; y: number }, fallback: NodeSingular): NodeSingular {
  const slack = TAP_SLACK_PX / Math.max(1e-6, cy.zoom());
  let best = fallback;
  let bestD = Infinity;
  const pick = (n: NodeSingular) => {
    const q = n.position();
    const d = Math.hypot(q.x - p.x, q.y - p.y);
    const r = n.width() / 2 + slack;
    if (d <= r && d < bestD) {
      best = n;
      bestD = d;
    }
  };
  pick(fallback);
  // Only nodes near the tap: cytoscape's own box query, not every node.
  cy.nodes().filter((n) => {
    const b = n.boundingBox({ includeLabels: false });
    return b.x1 - slack <= p.x && b.x2 + slack >= p.x && b.y1 - slack <= p.y && b.y2 + slack >= p.y;
  }).forEach(pick);
  return best;
}

/** How far outside a node (screen pixels) a tap still counts for it. */
const TAP_SLACK_PX = 12;

/**
 * Taps select, hovering a node highlights it, and hovering near a relation edge shows its
 * reasons. Edge tooltips come from our own hit test (./edgeHitIndex.ts), once per frame at most.
 * Returns the tooltip to show.
 */
export function usePointer(graph: RefObject<GraphHandle | null>, input: PointerInput): Tooltip | null {
  const [tooltip, setTooltip] = useState<Tooltip | null>(null);
  const { model, positions } = input;
  const edgeIndex = useMemo(() => edgeIndexOf(model, positions), [model, positions]);
  const edgeModel = useMemo(() => edgeLookup(model), [model]);
  const select = useEffectEvent((selection: GraphSelection | null) => input.onSelect(selection));
  const regionAt = useEffectEvent((x: number, y: number) => input.regionAt?.(x, y) ?? null);
  const hover = useEffectEvent((nodeId: string | null) => input.onHover(nodeId));
  // Worded when shown, in the current language: wording every edge up front cost ~100 ms.
  const word = useEffectEvent((id: string) => {
    const edge = edgeModel(id);
    return edge ? input.labels.edge(edge) : null;
  });
  const nearestEdge = useEffectEvent((x: number, y: number, radius: number) => edgeIndex.nearest(x, y, radius));

  useEffect(() => {
    const cy = graph.current?.cy;
    if (!cy) return;
    const host = cy.container()!;
    let overNode = false;
    // The node cytoscape last said the pointer is over, kept when the pointer leaves the map:
    // cytoscape keeps it too, so a pointer back straight onto that node gets no second mouseover.
    let under: string | null = null;
    let tooltipEdge: string | null = null;
    let pointer: { x: number; y: number } | null = null;
    let pending = 0;
    const hitTestEdges = () => {
      pending = 0;
      if (!pointer || overNode || cy.destroyed()) return;
      const zoom = cy.zoom();
      const pan = cy.pan();
      const id = nearestEdge((pointer.x - pan.x) / zoom, (pointer.y - pan.y) / zoom, EDGE_HIT_PX / zoom);
      if (id === tooltipEdge) return;
      tooltipEdge = id;
      const edge = id ? cy.getElementById(id) : null;
      const text = id ? word(id) : null;
      if (!edge || edge.empty() || text === null) return setTooltip(null);
      const mid = edge.renderedMidpoint();
      setTooltip({ text, x: mid.x, y: mid.y });
    };
    const onPointerMove = (e: MouseEvent) => {
      const box = host.getBoundingClientRect();
      pointer = { x: e.clientX - box.left, y: e.clientY - box.top };
      if (!pending) pending = requestAnimationFrame(hitTestEdges);
    };
    // Leaving the canvas in one jump fires no node mouseout; the highlight must not stick.
    const onLeave = () => {
      pointer = null;
      tooltipEdge = null;
      overNode = false;
      hover(null);
      setTooltip(null);
    };
    // Back over the map onto that node: highlight it again. Only if the pointer is on it: cytoscape
    // updates what it holds as hovered only on moves inside the map, so after time away (over a
    // panel or the focus view) it can name a node the pointer is no longer near.
    const onEnter = (e: MouseEvent) => {
      if (under === null || cy.destroyed()) return;
      const node = cy.getElementById(under);
      if (node.empty()) return;
      const box = host.getBoundingClientRect();
      const x = e.clientX - box.left;
      const y = e.clientY - box.top;
      const b = node.renderedBoundingBox({ includeLabels: false });
      if (x < b.x1 || x > b.x2 || y < b.y1 || y > b.y2) return;
      overNode = true;
      hover(under);
    };
    // cytoscape's touch hit test widens every node's box and takes the topmost node whose box
    // holds the finger, so on a phone a tap exactly on one case could open its neighbour drawn
    // over it (IL-0203 opened IL-0206). The node nearest the tap point wins instead.
    const onNodeTap = (e: EventObject) => {
      const node = nearestNode(cy, e.position, e.target);
      const kind = kindOf(node.data('kind'));
      if (kind) select({ kind, key: node.data('key') });
    };
    const onTap = (e: EventObject) => {
      if (e.target !== cy) return;
      const cluster = regionAt(e.position.x, e.position.y);
      select(cluster ? { kind: 'cluster', key: cluster } : null);
    };
    const onNodeOver = (e: EventObject) => {
      overNode = true;
      under = e.target.id();
      setTooltip(null);
      hover(under);
    };
    const onNodeOut = () => {
      overNode = false;
      under = null;
      hover(null);
    };
    const onViewport = () => {
      tooltipEdge = null;
      setTooltip(null);
    };
    cy.on('tap', 'node', onNodeTap);
    cy.on('tap', onTap);
    cy.on('mouseover', 'node', onNodeOver);
    cy.on('mouseout', 'node', onNodeOut);
    cy.on('viewport', onViewport);
    host.addEventListener('mousemove', onPointerMove);
    host.addEventListener('mouseleave', onLeave);
    host.addEventListener('mouseenter', onEnter);
    return () => {
      cancelAnimationFrame(pending);
      host.removeEventListener('mousemove', onPointerMove);
      host.removeEventListener('mouseleave', onLeave);
      host.removeEventListener('mouseenter', onEnter);
      if (cy.destroyed()) return;
      cy.off('tap', 'node', onNodeTap);
      cy.off('tap', onTap);
      cy.off('mouseover', 'node', onNodeOver);
      cy.off('mouseout', 'node', onNodeOut);
      cy.off('viewport', onViewport);
    };
  }, [graph]);

  return tooltip;
}
