import cytoscape, { type Collection, type Core, type ElementDefinition, type EventObject } from 'cytoscape';
import { useEffect, useRef, useState } from 'react';
import type { GraphEdge, GraphModel } from '../model/graph';
import type { Point } from '../model/layout';
import { edgeElement, nodeElement, nodeSize, type ElementLabels } from './elements';
import { EdgeHitIndex, type Segment } from './edgeHitIndex';
import { FocusLayer } from './focusLayer';
import { FIRST_STEP, revealInSteps } from './reveal';
import { centreOn, discsBounds, fitInto, nudgeIntoView, uncovered, type Rect } from './viewport';
import { stylesheet } from './style';
import { palettes, veilColour } from './theme';
import { registerGraph } from './png';

export interface GraphSelection {
  kind: 'case' | 'component' | 'cause';
  key: string;
}

export interface CytoscapeGraphProps {
  model: GraphModel;
  /** Cases in the library (not only those drawn): decides how the canvas pans. */
  caseCount: number;
  /** Where each node is drawn (the library's layout). */
  positions: { get(nodeId: string): Point | undefined };
  labels: ElementLabels;
  /** Changes when the label language changes, so labels are rewritten without a rebuild. */
  labelVersion: string;
  selectedId: string | null;
  hoveredId: string | null;
  pathIds: readonly string[];
  theme: 'light' | 'dark';
  focusRequest: number;
  fitRequest: number;
  ariaLabel: string;
  ariaDescription: string;
  onSelect: (selection: GraphSelection | null) => void;
  onHover: (nodeId: string | null) => void;
  onReady: (info: { nodes: number; edges: number; ms: number }) => void;
}

/**
 * cytoscape marks a pressed node `:active`, which restyles it, and any restyle invalidates the
 * layered texture cache: on a canvas without a GPU, a full redraw of a 1,000-case graph (about
 * 250 ms) on every click. The app draws no press state (selection is drawn by the focus layer),
 * so pressing is made a no-op for its collections. Measured with `npm run bench`.
 */
function disablePressState(cy: Core): void {
  const proto = Object.getPrototypeOf(cy.collection()) as { activate?: unknown; unactivate?: unknown };
  if (typeof proto.activate !== 'function' || typeof proto.unactivate !== 'function') return;
  proto.activate = proto.unactivate = function (this: unknown) {
    return this;
  };
}

/** Up to this many new elements are added at once (a filter change); more are revealed in steps. */
const SYNC_ADD_LIMIT = FIRST_STEP;
/** Room below the lowest node for its label, in model units, when framing the first picture. */
const LABEL_ALLOWANCE = 40;
/** Graphs drawn in this page so far, across remounts (a newly opened library remounts the view). */
let drawCount = 0;
const LARGE_EDGE_COUNT = 8000;
/** Libraries of more cases than this pan and zoom a snapshot of the canvas (`textureOnViewport`). */
const TEXTURE_PAN_ABOVE = 300;
/**
 * A neighbourhood bigger than this (a hub of thousands of cases) is not copied into the focus
 * layer: only the focused node is highlighted, and nothing is dimmed.
 */
const FOCUS_LIMIT = 2000;
/** Fitting a hub with few cases zooms in no further than this. */
const HUB_FIT_MAX_ZOOM = 1.5;
/** How near (in screen pixels) the pointer must come to an edge to show its reasons. */
const EDGE_HIT_PX = 6;

interface Tooltip {
  text: string;
  x: number;
  y: number;
}

declare global {
  interface Window {
    /** Read-only hooks for end-to-end tests and benchmarks: where a node is on screen. */
    __incidentGraph?: {
      nodePosition: (id: string) => { x: number; y: number } | null;
      edgeMidpoint: (id: string) => { x: number; y: number } | null;
      counts: () => { nodes: number; edges: number };
      relationEdges: () => string[];
      viewport: () => { width: number; height: number; zoom: number; pan: { x: number; y: number } };
      nodesAt: (x: number, y: number) => string[];
      dimmed: () => number;
      focused: () => string[];
      readonly drawn: number;
    };
  }
}

/**
 * The only React component that touches cytoscape. One `cy` lives in a ref for the whole
 * session; model changes are diffed into it, so filtering never rebuilds or re-lays-out.
 */
export default function CytoscapeGraph(props: CytoscapeGraphProps) {
  const container = useRef<HTMLDivElement>(null);
  const cyRef = useRef<Core | null>(null);
  const focusRef = useRef<FocusLayer | null>(null);
  const edgeIndex = useRef<EdgeHitIndex | null>(null);
  const latest = useRef(props);
  latest.current = props;
  const edgeModels = useRef<Map<string, GraphEdge> | null>(null);
  /** The model edge behind a drawn edge (looked up only for a tooltip). */
  const edgeModel = (id: string): GraphEdge | undefined => {
    edgeModels.current ??= new Map(latest.current.model.edges.map((e) => [e.id, e]));
    return edgeModels.current.get(id);
  };
  const [tooltip, setTooltip] = useState<Tooltip | null>(null);
  const [buildVersion, setBuildVersion] = useState(0);

  // Create cy once.
  useEffect(() => {
    const host = container.current!;
    const cy = cytoscape({
      container: host,
      layout: { name: 'preset' },
      style: stylesheet(palettes[latest.current.theme]),
      minZoom: 0.02,
      maxZoom: 4,
      boxSelectionEnabled: false,
      // Selection and highlight live in the focus layer; cytoscape's own selection would
      // restyle, and so redraw, the whole graph on every click.
      autounselectify: true,
      autoungrabify: true,
      // Measured: with thousands of edges, hiding them while panning keeps frames short.
      hideEdgesOnViewport: latest.current.model.edges.length > LARGE_EDGE_COUNT,
      // Measured: on a 1,000-case graph a full frame costs ~250 ms here, so panning redrew at
      // 4 fps; moving a snapshot of the canvas while dragging or zooming holds 60 fps.
      textureOnViewport: latest.current.caseCount > TEXTURE_PAN_ABOVE,
    });
    cyRef.current = cy;
    disablePressState(cy);
    const palette = palettes[latest.current.theme];
    const focus = new FocusLayer(cy, host.parentElement!, stylesheet(palette), veilColour(palette));
    focusRef.current = focus;
    registerGraph(cy);
    const kindOf = (k: string): GraphSelection['kind'] | null => (k === 'case' || k === 'component' || k === 'cause' ? k : null);
    cy.on('tap', 'node', (e: EventObject) => {
      const kind = kindOf(e.target.data('kind'));
      if (kind) latest.current.onSelect({ kind, key: e.target.data('key') });
    });
    cy.on('tap', (e: EventObject) => {
      if (e.target === cy) latest.current.onSelect(null);
    });
    let overNode = false;
    cy.on('mouseover', 'node', (e: EventObject) => {
      overNode = true;
      setTooltip(null);
      latest.current.onHover(e.target.id());
    });
    cy.on('mouseout', 'node', () => {
      overNode = false;
      latest.current.onHover(null);
    });
    // Edge tooltips come from our own hit test (./edgeHitIndex.ts), once per frame at most.
    let tooltipEdge: string | null = null;
    let pointer: { x: number; y: number } | null = null;
    let pending = 0;
    const hitTestEdges = () => {
      pending = 0;
      const index = edgeIndex.current;
      if (!pointer || overNode || !index || cy.destroyed()) return;
      const zoom = cy.zoom();
      const pan = cy.pan();
      const id = index.nearest((pointer.x - pan.x) / zoom, (pointer.y - pan.y) / zoom, EDGE_HIT_PX / zoom);
      if (id === tooltipEdge) return;
      tooltipEdge = id;
      const edge = id ? cy.getElementById(id) : null;
      const model = id ? edgeModel(id) : undefined;
      if (!edge || edge.empty() || !model) return setTooltip(null);
      const mid = edge.renderedMidpoint();
      // Worded when shown, in the current language: wording every edge up front cost ~100 ms.
      setTooltip({ text: latest.current.labels.edge(model), x: mid.x, y: mid.y });
    };
    const onPointerMove = (e: MouseEvent) => {
      const box = host.getBoundingClientRect();
      pointer = { x: e.clientX - box.left, y: e.clientY - box.top };
      if (!pending) pending = requestAnimationFrame(hitTestEdges);
    };
    host.addEventListener('mousemove', onPointerMove);
    cy.on('viewport', () => {
      tooltipEdge = null;
      setTooltip(null);
    });
    // Leaving the canvas in one jump fires no node mouseout; the highlight must not stick.
    const onLeave = () => {
      pointer = null;
      tooltipEdge = null;
      overNode = false;
      latest.current.onHover(null);
      setTooltip(null);
    };
    host.addEventListener('mouseleave', onLeave);
    // cytoscape only notices window resizes; panels, drawers and wrapping toolbars resize the box too.
    const resizeObserver = new ResizeObserver(() => cy.resize());
    resizeObserver.observe(host);
    window.__incidentGraph = {
      nodePosition: (id) => {
        const n = cy.getElementById(id);
        if (n.empty()) return null;
        const p = n.renderedPosition();
        const r = host.getBoundingClientRect();
        return { x: r.left + p.x, y: r.top + p.y };
      },
      edgeMidpoint: (id) => {
        const e = cy.getElementById(id);
        if (e.empty()) return null;
        const p = e.renderedMidpoint();
        const r = host.getBoundingClientRect();
        return { x: r.left + p.x, y: r.top + p.y };
      },
      counts: () => ({ nodes: cy.nodes().length, edges: cy.edges().length }),
      relationEdges: () => cy.edges('[kind = "relation"]').map((e) => e.id()),
      viewport: () => ({ width: cy.width(), height: cy.height(), zoom: cy.zoom(), pan: cy.pan() }),
      nodesAt: (x, y) => {
        const r = host.getBoundingClientRect();
        return cy.nodes().filter((n) => {
          const bb = n.renderedBoundingBox({ includeLabels: true });
          return x - r.left >= bb.x1 - 6 && x - r.left <= bb.x2 + 6 && y - r.top >= bb.y1 - 6 && y - r.top <= bb.y2 + 6;
        }).map((n) => n.id());
      },
      dimmed: () => focus.dimmedCount(),
      focused: () => focus.ids(),
      get drawn() {
        return drawCount;
      },
    };
    return () => {
      resizeObserver.disconnect();
      cancelAnimationFrame(pending);
      host.removeEventListener('mousemove', onPointerMove);
      registerGraph(null);
      focus.destroy();
      focusRef.current = null;
      cy.destroy();
      cyRef.current = null;
      delete window.__incidentGraph;
    };
  }, []);

  // Diff the model into cy: remove what left, add what came, in batches for big graphs.
  useEffect(() => {
    const cy = cyRef.current;
    if (!cy) return;
    const started = performance.now();
    const { model, positions, labels } = props;
    const segments: Segment[] = [];
    for (const e of model.edges) {
      if (e.kind !== 'relation' && e.kind !== 'co-occurs') continue;
      const a = positions.get(e.source);
      const b = positions.get(e.target);
      if (a && b) segments.push({ id: e.id, x1: a.x, y1: a.y, x2: b.x, y2: b.y });
    }
    edgeIndex.current = new EdgeHitIndex(segments);
    edgeModels.current = null;
    const wanted = new Set<string>();
    for (const n of model.nodes) wanted.add(n.id);
    for (const e of model.edges) wanted.add(e.id);
    const isFirstBuild = cy.elements().empty();
    cy.batch(() => {
      cy.elements().filter((el) => !wanted.has(el.id())).remove();
    });
    const toAdd: ElementDefinition[] = [];
    for (const n of model.nodes) if (cy.getElementById(n.id).empty()) toAdd.push(nodeElement(n, positions.get(n.id), labels));
    for (const e of model.edges) if (cy.getElementById(e.id).empty()) toAdd.push(edgeElement(e));
    // Hub sizes follow the shown case counts.
    cy.batch(() => {
      for (const n of model.nodes) {
        if (n.kind === 'case') continue;
        const el = cy.getElementById(n.id);
        if (el.nonempty()) el.data('size', nodeSize(n));
      }
    });
    let cancelled = false;
    // The first picture is framed from the layout's positions before anything is drawn, so every
    // frame of a progressive build draws at its final zoom (and no bounding box of every element
    // with its label is needed up front).
    if (isFirstBuild) {
      const discs = model.nodes.flatMap((n) => {
        const p = positions.get(n.id);
        return p ? [{ x: p.x, y: p.y, r: nodeSize(n) / 2 }] : [];
      });
      const bb = discsBounds(discs, LABEL_ALLOWANCE);
      if (bb) cy.viewport(fitInto(bb, visibleRect(cy), 30, cy.minZoom(), cy.maxZoom()));
    }
    const finish = () => {
      if (cancelled) return;
      drawCount++;
      setBuildVersion((v) => v + 1);
      latest.current.onReady({ nodes: cy.nodes().length, edges: cy.edges().length, ms: performance.now() - started });
    };
    if (toAdd.length <= SYNC_ADD_LIMIT) {
      cy.add(toAdd);
      finish();
      return () => {
        cancelled = true;
      };
    }
    const cancelReveal = revealInSteps(cy, toAdd, finish);
    return () => {
      cancelled = true;
      cancelReveal();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [props.model]);

  // Labels follow the language without touching the topology.
  useEffect(() => {
    const cy = cyRef.current;
    if (!cy) return;
    const byId = new Map(props.model.nodes.map((n) => [n.id, n]));
    cy.batch(() => {
      cy.nodes().forEach((el) => {
        const n = byId.get(el.id());
        if (n) el.data('label', props.labels.node(n));
      });
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [props.labelVersion]);

  useEffect(() => {
    const palette = palettes[props.theme];
    cyRef.current?.style(stylesheet(palette));
    focusRef.current?.restyle(stylesheet(palette), veilColour(palette));
  }, [props.theme]);

  // Selection, hover and path: the focus layer draws them over a veil that dims the rest.
  useEffect(() => {
    const cy = cyRef.current;
    const layer = focusRef.current;
    if (!cy || !layer) return;
    const classes = new Map<string, string>();
    const add = (id: string, cls: string) => {
      classes.set(id, classes.has(id) ? `${classes.get(id)} ${cls}` : cls);
    };
    let eles = cy.collection();
    let veiled = false;
    const focusId = props.hoveredId ?? props.selectedId;
    const focus = focusId ? cy.getElementById(focusId) : cy.collection();
    if (focus.nonempty()) {
      const hood = focus.closedNeighborhood();
      eles = hood.length <= FOCUS_LIMIT ? hood : focus;
      veiled = hood.length <= FOCUS_LIMIT;
      eles.forEach((el) => add(el.id(), 'hl'));
    }
    const selected = props.selectedId ? cy.getElementById(props.selectedId) : cy.collection();
    if (selected.nonempty()) {
      eles = eles.union(selected);
      add(selected.id(), 'sel');
    }
    for (const id of props.pathIds) {
      const el = cy.getElementById(id);
      if (el.empty()) continue;
      eles = eles.union(el);
      add(id, 'path');
      veiled = true;
    }
    layer.show(eles, (id) => classes.get(id) ?? '', veiled, `${buildVersion}|${props.labelVersion}`);
  }, [props.selectedId, props.hoveredId, props.pathIds, props.labelVersion, buildVersion]);

  /** The part of the canvas not under a panel (elements marked `data-covers-graph`). */
  const visibleRect = (cy: Core): Rect => {
    const box = container.current!.getBoundingClientRect();
    const covers = [...document.querySelectorAll('[data-covers-graph]')]
      .map((el) => el.getBoundingClientRect())
      .filter((r) => r.width > 0 && r.top < box.bottom && r.bottom > box.top && r.left < box.right && r.right >= box.right - 1)
      .map((r) => r.left);
    return uncovered(cy.width(), cy.height(), box.left, covers);
  };

  const fitVisible = (cy: Core, eles: Collection, padding: number, maxZoom = cy.maxZoom()) => {
    const bb = eles.boundingBox();
    const target = fitInto(bb, visibleRect(cy), padding, cy.minZoom(), maxZoom);
    cy.stop();
    cy.animate(target, { duration: 300 });
  };

  // A newly highlighted path is brought into view whole.
  useEffect(() => {
    const cy = cyRef.current;
    if (!cy || props.pathIds.length === 0) return;
    const eles = cy.collection();
    for (const id of props.pathIds) eles.merge(cy.getElementById(id));
    if (eles.nonempty()) fitVisible(cy, eles, 60);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [props.pathIds]);

  // Centre on the selection when asked to (a related-case link, a search hit, a deep link).
  useEffect(() => {
    const cy = cyRef.current;
    if (!cy || !props.selectedId || props.focusRequest === 0) return;
    const node = cy.getElementById(props.selectedId);
    if (node.empty()) return;
    // A hub is shown with its cases around it (in the aggregated view, the ones drawn for it).
    const cases = node.data('kind') === 'case' ? cy.collection() : node.neighborhood('node[kind = "case"]');
    if (cases.nonempty()) return fitVisible(cy, cases.union(node), 40, HUB_FIT_MAX_ZOOM);
    cy.stop();
    cy.animate(centreOn(node.position(), Math.max(cy.zoom(), 1.1), visibleRect(cy)), { duration: 250 });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [props.focusRequest, buildVersion > 0]);

  // A node selected on the canvas must not end up under the panel that opens for it.
  useEffect(() => {
    const cy = cyRef.current;
    if (!cy || !props.selectedId) return;
    const node = cy.getElementById(props.selectedId);
    if (node.empty() || cy.animated()) return;
    const dx = nudgeIntoView(node.renderedPosition().x, visibleRect(cy), 60);
    if (dx !== 0) cy.animate({ panBy: { x: dx, y: 0 } }, { duration: 200 });
  }, [props.selectedId]);

  useEffect(() => {
    const cy = cyRef.current;
    if (cy && props.fitRequest > 0) fitVisible(cy, cy.elements(), 30);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [props.fitRequest]);

  return (
    <div className="graph-canvas-wrap">
      <div
        ref={container}
        className="graph-canvas"
        role="img"
        aria-label={props.ariaLabel}
        aria-description={props.ariaDescription}
        data-testid="graph"
      />
      {tooltip && (
        <div className="edge-tooltip" role="tooltip" data-testid="edge-tooltip" style={{ left: tooltip.x, top: tooltip.y }}>
          {tooltip.text.split('\n').map((line, i) => (
            <div key={i}>{line}</div>
          ))}
        </div>
      )}
    </div>
  );
}
