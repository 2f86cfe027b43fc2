import type { Core } from 'cytoscape';
import type { FocusLayer } from './focusLayer';
import { onPageReset } from '../state/pageReset';

declare global {
  interface Window {
    /** Read-only hooks for end-to-end tests and benchmarks: where a node is on screen. */
    __incidentGraph?: {
      nodePosition: (id: string) => { x: number; y: number } | null;
      edgeMidpoint: (id: string) => { x: number; y: number } | null;
      counts: () => { nodes: number; edges: number };
      relationEdges: () => string[];
      /** The draft node of "Have we seen this before?" and the cases it links to. */
      draftLinks: () => string[];
      viewport: () => { width: number; height: number; zoom: number; pan: { x: number; y: number } };
      nodesAt: (x: number, y: number) => string[];
      dimmed: () => number;
      /** Highlights the map has copied into its focus layer so far (none while the map is held). */
      highlights: () => number;
      /** The labels drawn now, in page coordinates. */
      labels: () => { id: string; text: string; x1: number; y1: number; x2: number; y2: number; fontPx: number; clipped?: boolean }[];
      focused: () => string[];
      /** The focus view's edges, each with the reason its label gives (empty while it is closed). */
      focusEdges: () => { id: string; source: string; target: string; text: string; points?: { x: number; y: number }[]; drawn?: boolean }[];
      /** Whether the focus view is open, moving, and its paging. */
      focusState: () => { open: boolean; moving: boolean; page: number; pages: number; total: number };
      readonly drawn: number;
      /** Frames the map has drawn (not the focus view's): none while the focus covers it. */
      mapFrames: () => number;
      /** From now on, the case nodes in the map at each of its frames (read with `watchedMapFrames`). */
      watchMapFrames: () => void;
      watchedMapFrames: () => number[];
    };
  }
}

/** Graphs drawn in this page so far, across remounts (a newly opened library remounts the view). */
let drawCount = 0;
// A reopened app (src/state/reopen.ts) counts its drawings from zero, as a new page does.
onPageReset(() => (drawCount = 0));

/** Counts one finished drawing of a model (tests wait for the count to grow). */
export function noteDrawn(): void {
  drawCount++;
}

type DrawnLabels = NonNullable<Window['__incidentGraph']>['labels'];
let labelHook: DrawnLabels = () => [];

/** The label overlay registers what it draws; returns the unregistration. */
export function setLabelHook(hook: DrawnLabels): () => void {
  labelHook = hook;
  return () => {
    if (labelHook === hook) labelHook = () => [];
  };
}

/** What the focus view (./useFocusView.ts) draws, in canvas pixels; it answers for the graph while open. */
export interface FocusHooks {
  open: () => boolean;
  nodePosition: (id: string) => { x: number; y: number } | null;
  nodesAt: (x: number, y: number) => string[];
  labels: DrawnLabels;
  ids: () => string[];
  edges: () => { id: string; source: string; target: string; text: string }[];
  state: () => { open: boolean; moving: boolean; page: number; pages: number; total: number };
}
let focusHooks: FocusHooks | null = null;

/** The focus view registers what it draws; returns the unregistration. */
export function setFocusHooks(hooks: FocusHooks): () => void {
  focusHooks = hooks;
  return () => {
    if (focusHooks === hooks) focusHooks = null;
  };
}

/** Exposes the live graph to tests on `window`; returns the uninstaller. */
export function installTestHooks(cy: Core, host: HTMLElement, focus: FocusLayer): () => void {
  const onPage = (p: { x: number; y: number }) => {
    const r = host.getBoundingClientRect();
    return { x: r.left + p.x, y: r.top + p.y };
  };
  let frames = 0;
  // Only while a test watches: a filter of the map's elements on every frame.
  let watched: number[] | null = null;
  const countFrame = () => {
    frames++;
    watched?.push(cy.nodes('[kind = "case"]').length);
  };
  cy.on('render', countFrame);
  window.__incidentGraph = {
    mapFrames: () => frames,
    watchMapFrames: () => void (watched = []),
    watchedMapFrames: () => [...(watched ?? [])],
    nodePosition: (id) => {
      if (focusHooks?.open()) {
        const p = focusHooks.nodePosition(id);
        return p ? onPage(p) : null;
      }
      const n = cy.getElementById(id);
      return n.empty() ? null : onPage(n.renderedPosition());
    },
    edgeMidpoint: (id) => {
      const e = cy.getElementById(id);
      return e.empty() ? null : onPage(e.renderedMidpoint());
    },
    counts: () => ({ nodes: cy.nodes().length, edges: cy.edges().length }),
    relationEdges: () => cy.edges('[kind = "relation"]').map((e) => e.id()),
    draftLinks: () => cy.edges('[kind = "draft-match"]').map((e) => e.target().id()),
    viewport: () => ({ width: cy.width(), height: cy.height(), zoom: cy.zoom(), pan: cy.pan() }),
    nodesAt: (x, y) => {
      const r = host.getBoundingClientRect();
      if (focusHooks?.open()) return focusHooks.nodesAt(x - r.left, y - r.top);
      return cy
        .nodes()
        .filter((n) => {
          const bb = n.renderedBoundingBox({ includeLabels: true });
          return x - r.left >= bb.x1 - 6 && x - r.left <= bb.x2 + 6 && y - r.top >= bb.y1 - 6 && y - r.top <= bb.y2 + 6;
        })
        .map((n) => n.id());
    },
    dimmed: () => focus.dimmedCount(),
    highlights: () => focus.copiesMade(),
    labels: () => (focusHooks?.open() ? focusHooks.labels() : labelHook()),
    focused: () => (focusHooks?.open() ? focusHooks.ids() : focus.ids()),
    focusEdges: () => focusHooks?.edges() ?? [],
    focusState: () => focusHooks?.state() ?? { open: false, moving: false, page: 0, pages: 0, total: 0 },
    get drawn() {
      return drawCount;
    },
  };
  return () => {
    cy.off('render', countFrame);
    delete window.__incidentGraph;
  };
}
