import type { Core, ElementDefinition } from 'cytoscape';
import { useEffect, useEffectEvent, useRef, useState, type RefObject } from 'react';
import { WINDOW_MARGIN, boxContains, drawnTiers, drawsByWindow, edgeTier, grownBox, isTierDrawn, sameTiers, segmentMeetsBox, withholdsEdges, type Box, type DrawnTiers } from '../model/network';
import type { GraphEdge, GraphModel } from '../model/network';
import type { Point } from '../model/layout';
import { edgeElement, nodeElement, nodeSize, resizeNode, type CaseLooks, type ElementLabels } from './elements';
import { FIRST_STEP, FRAME_BUDGET_MS, IN_USE_BUDGET_MS, revealInSteps } from './reveal';
import { noteDrawn } from './testHooks';
import type { GraphHandle } from './useGraphLifecycle';
import { fitInto, discsBounds } from './viewport';
import { visibleRect } from './visibleArea';
import { canvasCovers } from './canvasCovers';
import { firstMapView } from './fitMap';
import type { WithheldEdges } from './withheldEdges';

/** Up to this many new elements are added at once (a filter change); more are revealed in steps. */
const SYNC_ADD_LIMIT = FIRST_STEP;
/** Quiet time after a pan or zoom before the drawn edges follow the view. */
const VIEW_SETTLE_MS = 150;
/** Room below the lowest node for its label, in model units, when framing the first picture. */
const LABEL_ALLOWANCE = 40;

export interface SyncInput {
  model: GraphModel;
  positions: { get(nodeId: string): Point | undefined };
  labels: ElementLabels;
  looks: CaseLooks;
  onReady: (info: { nodes: number; edges: number; ms: number }) => void;
}

const caseCountOf = (model: GraphModel) => model.nodes.reduce((n, node) => n + (node.kind === 'case' ? 1 : 0), 0);

/** Which edges are in `cy`: the tiers this zoom draws and, for a big graph, the window around the view. */
interface EdgeChoice {
  tiers: DrawnTiers;
  window: Box | null;
}

function choiceAt(cy: Core, cases: number): EdgeChoice {
  const tiers = drawnTiers(cy.zoom(), cases);
  const windowed = drawsByWindow(cases) && (tiers.membership || tiers.relation);
  return { tiers, window: windowed ? grownBox(cy.extent(), WINDOW_MARGIN) : null };
}

/**
 * Takes out of `cy` the model's edges `choice` leaves out (they go to `withheld`); returns the
 * definitions of those it wants that `cy` lacks.
 */
function reconcileEdges(cy: Core, model: GraphModel, positions: SyncInput['positions'], choice: EdgeChoice, withheld: WithheldEdges): ElementDefinition[] {
  const { tiers, window } = choice;
  const wanted = new Set<string>();
  const left: GraphEdge[] = [];
  const toAdd: ElementDefinition[] = [];
  const empty = cy.edges().empty();
  for (const e of model.edges) {
    let wants = isTierDrawn(edgeTier(e.kind), tiers);
    if (wants && window) {
      const a = positions.get(e.source);
      const b = positions.get(e.target);
      wants = !!a && !!b && segmentMeetsBox(a, b, window);
    }
    if (!wants) {
      left.push(e);
      continue;
    }
    wanted.add(e.id);
    if (empty || cy.getElementById(e.id).empty()) toAdd.push(edgeElement(e));
  }
  withheld.replace(left);
  if (empty) return toAdd;
  const leaving = cy.edges().filter((el) => !wanted.has(el.id()));
  if (leaving.nonempty()) cy.remove(leaving);
  return toAdd;
}

/**
 * Removes what left the model (and the edges `choice` leaves out) and updates hub sizes; returns
 * the definitions still to add, nodes first.
 */
function diff(cy: Core, { model, positions, labels, looks }: SyncInput, choice: EdgeChoice, withheld: WithheldEdges): ElementDefinition[] {
  const wanted = new Set<string>();
  for (const n of model.nodes) wanted.add(n.id);
  const toAdd: ElementDefinition[] = [];
  // The first build looks nothing up: everything is new.
  const empty = cy.elements().empty();
  cy.batch(() => {
    if (!empty) cy.nodes().filter((el) => !wanted.has(el.id())).remove();
    for (const n of model.nodes) {
      const el = empty ? null : cy.getElementById(n.id);
      if (!el || el.empty()) toAdd.push(nodeElement(n, positions.get(n.id), labels, looks));
      // Hub sizes follow the shown case counts.
      else if (n.kind !== 'case') resizeNode(el, n);
    }
    toAdd.push(...reconcileEdges(cy, model, positions, choice, withheld));
  });
  return toAdd;
}

/**
 * The first picture is framed from the layout's positions before anything is drawn, so every
 * frame of a progressive build draws at its final zoom (and no bounding box of every element
 * with its label is needed up front).
 */
/** The legend lies over the canvas' left side: the first picture is framed to its right. */
function besideLegend(cy: Core) {
  const visible = visibleRect(cy);
  const box = cy.container()!.getBoundingClientRect();
  const legend = canvasCovers(cy.container()!).find((c) => c.kind === 'legend')?.rect;
  if (!legend || legend.y2 - legend.y1 < box.height * 0.3) return visible;
  const right = legend.x2 + 8;
  return right < (visible.x2 - visible.x1) * 0.4 ? { ...visible, x1: Math.max(visible.x1, right) } : visible;
}

function frameFirstPicture(cy: Core, { model, positions }: SyncInput): void {
  const discs = model.nodes.flatMap((n) => {
    const p = positions.get(n.id);
    return p ? [{ x: p.x, y: p.y, r: nodeSize(n) / 2 }] : [];
  });
  // The whole canvas, the nodes clear of the legend and the zoom buttons (./fitMap.ts); the
  // rectangle beside the legend when that finds nothing.
  const mapView = firstMapView(cy, discs, 30);
  if (mapView) return void cy.viewport(mapView);
  const bb = discsBounds(discs, LABEL_ALLOWANCE);
  if (bb) cy.viewport(fitInto(bb, besideLegend(cy), 30, cy.minZoom(), cy.maxZoom()));
}

/**
 * Diffs each new model into the graph: removes what left, adds what came (in steps for big
 * graphs), so filtering never rebuilds or re-lays-out. Which edges are drawn follows the zoom
 * (src/model/network/edgeDetail.ts): crossing a threshold adds or removes a tier of edges, never the
 * nodes. Returns the model drawn in full so far (null until the first one is), which the layers
 * drawn over the graph follow.
 */
export function useElementSync(graph: RefObject<GraphHandle | null>, input: SyncInput): { drawn: GraphModel | null; nodesDrawn: GraphModel | null; withholding: boolean } {
  const [drawn, setDrawn] = useState<GraphModel | null>(null);
  // The model whose nodes are all in `cy` (its edges may still be coming): labels follow it.
  const [nodesDrawn, setNodesDrawn] = useState<GraphModel | null>(null);
  const [withholding, setWithholding] = useState(false);
  // What the graph draws now, for the view follower: which edges, the drawn cases, and whether a
  // model is still being revealed (the follower waits for it).
  // `inUse`: a model was drawn before (a reveal now is a filter's, held to the budget of a page in use).
  const detail = useRef<{ choice: EdgeChoice; cases: number; revealing: boolean; inUse: boolean; cancel: () => void }>({
    choice: { tiers: { membership: true, relation: true }, window: null },
    cases: 0,
    revealing: false,
    inUse: false,
    cancel: () => {},
  });
  // Positions and labels are read when a model arrives; a new language relabels in place (useLabelSync).
  const read = useEffectEvent(() => input);
  const ready = useEffectEvent((model: GraphModel, cy: Core, started: number) => {
    noteDrawn();
    detail.current.inUse = true;
    performance.mark('ig:drawn');
    setDrawn(model);
    setNodesDrawn(model);
    input.onReady({ nodes: cy.nodes().length, edges: cy.edges().length, ms: performance.now() - started });
  });
  const { model } = input;

  /**
   * Adds and removes edges when the zoom crosses a tier's threshold or the view leaves the window
   * (none while a model is revealed); nodes never change here.
   */
  const followView = useEffectEvent(() => {
    const handle = graph.current;
    const state = detail.current;
    if (!handle || handle.cy.destroyed() || state.revealing) return;
    const { cy, withheld } = handle;
    const tiers = drawnTiers(cy.zoom(), state.cases);
    const old = state.choice;
    const windowed = drawsByWindow(state.cases) && (tiers.membership || tiers.relation);
    if (sameTiers(tiers, old.tiers) && (!windowed || (old.window && boxContains(old.window, cy.extent())))) return;
    state.choice = choiceAt(cy, state.cases);
    setWithholding(withholdsEdges(tiers));
    state.cancel();
    const coming = reconcileEdges(cy, model, read().positions, state.choice, withheld);
    if (coming.length <= SYNC_ADD_LIMIT) cy.add(coming);
    else state.cancel = revealInSteps(cy, coming, () => {}, undefined, IN_USE_BUDGET_MS);
  });

  useEffect(() => {
    const cy = graph.current?.cy;
    if (!cy) return;
    // After the gesture: edges added mid-pan would cost a full redraw of a frame of it.
    let timer = 0;
    const onViewport = () => {
      clearTimeout(timer);
      timer = window.setTimeout(followView, VIEW_SETTLE_MS);
    };
    cy.on('viewport', onViewport);
    return () => {
      clearTimeout(timer);
      if (!cy.destroyed()) cy.off('viewport', onViewport);
    };
  }, [graph]);

  useEffect(() => {
    const handle = graph.current;
    if (!handle) return;
    const { cy, withheld } = handle;
    const started = performance.now();
    const current = { ...read(), model };
    const state = detail.current;
    state.cancel();
    if (cy.elements().empty()) frameFirstPicture(cy, current);
    state.cases = caseCountOf(model);
    state.choice = choiceAt(cy, state.cases);
    setWithholding(withholdsEdges(state.choice.tiers));
    const toAdd = diff(cy, current, state.choice, withheld);
    let cancelled = false;
    const finish = () => {
      if (cancelled) return;
      state.revealing = false;
      ready(model, cy, started);
      // The user may have zoomed or panned while it was revealed.
      followView();
    };
    if (toAdd.length <= SYNC_ADD_LIMIT) {
      cy.add(toAdd);
      finish();
      return () => {
        cancelled = true;
      };
    }
    state.revealing = true;
    const cancelReveal = revealInSteps(cy, toAdd, finish, () => !cancelled && setNodesDrawn(model), state.inUse ? IN_USE_BUDGET_MS : FRAME_BUDGET_MS);
    return () => {
      cancelled = true;
      state.revealing = false;
      cancelReveal();
    };
  }, [graph, model]);

  return { drawn, nodesDrawn, withholding };
}
