import cytoscape, { type Core, type ElementDefinition, type EventObject } from 'cytoscape';
import { useEffect, useRef, useState } from 'react';
import type { GraphModel } from '../model/graph';
import type { Point } from '../model/layout';
import { edgeElement, nodeElement, type ElementLabels } from './elements';
import { stylesheet } from './style';
import { palettes } from './theme';
import { registerGraph } from './png';

export interface GraphSelection {
  kind: 'case' | 'component' | 'cause';
  key: string;
}

export interface CytoscapeGraphProps {
  model: GraphModel;
  positions: Map<string, Point>;
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

/** Elements added per frame while a big graph builds, so no single task blocks the page for long. */
const BATCH = 4000;
/** Graphs drawn in this page so far, across remounts (a newly opened library remounts the view). */
let drawCount = 0;
const LARGE_EDGE_COUNT = 8000;
const DIM_LIMIT = 4000;

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
  const latest = useRef(props);
  latest.current = props;
  const [tooltip, setTooltip] = useState<Tooltip | null>(null);
  const [buildVersion, setBuildVersion] = useState(0);

  // Create cy once.
  useEffect(() => {
    const cy = cytoscape({
      container: container.current,
      layout: { name: 'preset' },
      style: stylesheet(palettes[latest.current.theme]),
      minZoom: 0.02,
      maxZoom: 4,
      boxSelectionEnabled: false,
      selectionType: 'single',
      autoungrabify: true,
      // Measured: with thousands of edges, hiding them while panning keeps frames short.
      hideEdgesOnViewport: latest.current.model.edges.length > LARGE_EDGE_COUNT,
    });
    cyRef.current = cy;
    registerGraph(cy);
    const kindOf = (k: string): GraphSelection['kind'] | null => (k === 'case' || k === 'component' || k === 'cause' ? k : null);
    cy.on('tap', 'node', (e: EventObject) => {
      const kind = kindOf(e.target.data('kind'));
      if (kind) latest.current.onSelect({ kind, key: e.target.data('key') });
    });
    cy.on('tap', (e: EventObject) => {
      if (e.target === cy) latest.current.onSelect(null);
    });
    cy.on('mouseover', 'node', (e: EventObject) => latest.current.onHover(e.target.id()));
    cy.on('mouseout', 'node', () => latest.current.onHover(null));
    cy.on('mouseover', 'edge[kind = "relation"], edge[kind = "co-occurs"]', (e: EventObject) => {
      const mid = e.target.renderedMidpoint();
      setTooltip({ text: e.target.data('reasons'), x: mid.x, y: mid.y });
    });
    cy.on('mouseout', 'edge', () => setTooltip(null));
    cy.on('viewport', () => setTooltip(null));
    // Leaving the canvas in one jump fires no node mouseout; the highlight must not stick.
    const onLeave = () => {
      latest.current.onHover(null);
      setTooltip(null);
    };
    container.current?.addEventListener('mouseleave', onLeave);
    // cytoscape only notices window resizes; panels, drawers and wrapping toolbars resize the box too.
    const resizeObserver = new ResizeObserver(() => cy.resize());
    if (container.current) resizeObserver.observe(container.current);
    window.__incidentGraph = {
      nodePosition: (id) => {
        const n = cy.getElementById(id);
        if (n.empty()) return null;
        const p = n.renderedPosition();
        const r = container.current!.getBoundingClientRect();
        return { x: r.left + p.x, y: r.top + p.y };
      },
      edgeMidpoint: (id) => {
        const e = cy.getElementById(id);
        if (e.empty()) return null;
        const p = e.renderedMidpoint();
        const r = container.current!.getBoundingClientRect();
        return { x: r.left + p.x, y: r.top + p.y };
      },
      counts: () => ({ nodes: cy.nodes().length, edges: cy.edges().length }),
      relationEdges: () => cy.edges('[kind = "relation"]').map((e) => e.id()),
      viewport: () => ({ width: cy.width(), height: cy.height(), zoom: cy.zoom(), pan: cy.pan() }),
      nodesAt: (x, y) => {
        const r = container.current!.getBoundingClientRect();
        return cy.nodes().filter((n) => {
          const bb = n.renderedBoundingBox({ includeLabels: true });
          return x - r.left >= bb.x1 - 6 && x - r.left <= bb.x2 + 6 && y - r.top >= bb.y1 - 6 && y - r.top <= bb.y2 + 6;
        }).map((n) => n.id());
      },
      dimmed: () => cy.elements('.dim').length,
      get drawn() {
        return drawCount;
      },
    };
    return () => {
      resizeObserver.disconnect();
      registerGraph(null);
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
    const wanted = new Set<string>();
    for (const n of model.nodes) wanted.add(n.id);
    for (const e of model.edges) wanted.add(e.id);
    const isFirstBuild = cy.elements().empty();
    cy.batch(() => {
      cy.elements().filter((el) => !wanted.has(el.id())).remove();
    });
    const toAdd: ElementDefinition[] = [];
    for (const n of model.nodes) if (cy.getElementById(n.id).empty()) toAdd.push(nodeElement(n, positions.get(n.id), labels));
    for (const e of model.edges) if (cy.getElementById(e.id).empty()) toAdd.push(edgeElement(e, labels));
    // Hub sizes follow the shown case counts.
    cy.batch(() => {
      for (const n of model.nodes) {
        if (n.kind === 'case') continue;
        const el = cy.getElementById(n.id);
        if (el.nonempty()) el.data('size', nodeElement(n, undefined, labels).data.size);
      }
    });
    let cancelled = false;
    const finish = () => {
      if (cancelled) return;
      if (isFirstBuild) cy.fit(undefined, 30);
      drawCount++;
      setBuildVersion((v) => v + 1);
      latest.current.onReady({ nodes: cy.nodes().length, edges: cy.edges().length, ms: performance.now() - started });
    };
    if (toAdd.length <= BATCH) {
      cy.add(toAdd);
      finish();
      return () => { cancelled = true; };
    }
    // Nodes first (edges need their ends), a batch per frame.
    toAdd.sort((a, b) => (a.group === b.group ? 0 : a.group === 'nodes' ? -1 : 1));
    let offset = 0;
    let handle = 0;
    const step = () => {
      if (cancelled) return;
      cy.add(toAdd.slice(offset, offset + BATCH));
      offset += BATCH;
      if (offset < toAdd.length) handle = requestAnimationFrame(step);
      else finish();
    };
    handle = requestAnimationFrame(step);
    return () => {
      cancelled = true;
      cancelAnimationFrame(handle);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [props.model]);

  // Labels follow the language without touching the topology.
  useEffect(() => {
    const cy = cyRef.current;
    if (!cy) return;
    const byId = new Map(props.model.nodes.map((n) => [n.id, n]));
    const edgesById = new Map(props.model.edges.map((e) => [e.id, e]));
    cy.batch(() => {
      cy.nodes().forEach((el) => {
        const n = byId.get(el.id());
        if (n) el.data('label', props.labels.node(n));
      });
      cy.edges('[kind = "relation"], [kind = "co-occurs"]').forEach((el) => {
        const e = edgesById.get(el.id());
        if (e) el.data('reasons', props.labels.edge(e));
      });
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [props.labelVersion]);

  useEffect(() => {
    cyRef.current?.style(stylesheet(palettes[props.theme]));
  }, [props.theme]);

  // Selection and hover: highlight the neighbourhood, dim the rest.
  useEffect(() => {
    const cy = cyRef.current;
    if (!cy) return;
    cy.batch(() => {
      cy.elements('.dim').removeClass('dim');
      cy.elements('.hl').removeClass('hl');
      cy.elements(':selected').unselect();
      const selected = props.selectedId ? cy.getElementById(props.selectedId) : null;
      selected?.select();
      const focusId = props.hoveredId ?? props.selectedId;
      const focus = focusId ? cy.getElementById(focusId) : null;
      if (focus && focus.nonempty()) {
        // Dimming restyles every element; past a few thousand that takes longer than a hover
        // should, so big graphs only highlight the neighbourhood.
        if (cy.elements().length <= DIM_LIMIT) cy.elements().addClass('dim');
        focus.closedNeighborhood().removeClass('dim').addClass('hl');
      }
      cy.elements('.path').removeClass('path');
      if (props.pathIds.length) {
        for (const id of props.pathIds) cy.getElementById(id).addClass('path').removeClass('dim');
      }
    });
  }, [props.selectedId, props.hoveredId, props.pathIds, buildVersion]);

  // A newly highlighted path is brought into view whole.
  useEffect(() => {
    const cy = cyRef.current;
    if (!cy || props.pathIds.length === 0) return;
    const eles = cy.collection();
    for (const id of props.pathIds) eles.merge(cy.getElementById(id));
    if (eles.nonempty()) cy.animate({ fit: { eles, padding: 60 } }, { duration: 300 });
  }, [props.pathIds]);

  // Centre on the selection when asked to (a related-case link, a search hit, a deep link).
  useEffect(() => {
    const cy = cyRef.current;
    if (!cy || !props.selectedId || props.focusRequest === 0) return;
    const node = cy.getElementById(props.selectedId);
    if (node.empty()) return;
    cy.stop();
    cy.animate({ center: { eles: node }, zoom: Math.max(cy.zoom(), 1.1) }, { duration: 250 });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [props.focusRequest, buildVersion > 0]);

  useEffect(() => {
    if (props.fitRequest > 0) cyRef.current?.animate({ fit: { eles: cyRef.current.elements(), padding: 30 } }, { duration: 250 });
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
