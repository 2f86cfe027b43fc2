import type { Core, ElementDefinition } from 'cytoscape';
import { useEffect, useEffectEvent, useRef, useState, type RefObject } from 'react';
import { drawnTiers, edgeTier, isTierDrawn, sameTiers, withholdsEdges, type DrawnTiers } from '../model/edgeDetail';
import type { GraphEdge, GraphModel } from '../model/graph';
import type { Point } from '../model/layout';
import { edgeElement, nodeElement, nodeSize, type CaseLooks, type ElementLabels } from './elements';
import { FIRST_STEP, revealInSteps } from './reveal';
import { noteDrawn } from './testHooks';
import type { GraphHandle } from './useGraphLifecycle';
import { fitInto, discsBounds } from './viewport';
import { visibleRect } from './visibleArea';
import type { WithheldEdges } from './withheldEdges';

/** Up to this many new elements are added at once (a filter change); more are revealed in steps. */
const SYNC_ADD_LIMIT = FIRST_STEP;
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

/**
 * Removes what left the model (and edges this zoom does not draw) and updates hub sizes; returns
 * the definitions still to add. The edges left out at this zoom go to `withheld`.
 */
function diff(cy: Core, { model, positions, labels, looks }: SyncInput, tiers: DrawnTiers, withheld: WithheldEdges): ElementDefinition[] {
  const wanted = new Set<string>();
  const drawnEdges: GraphEdge[] = [];
  const left: GraphEdge[] = [];
  for (const n of model.nodes) wanted.add(n.id);
  for (const e of model.edges) {
    if (isTierDrawn(edgeTier(e.kind), tiers)) {
      wanted.add(e.id);
      drawnEdges.push(e);
    } else left.push(e);
  }
  withheld.replace(left);
  const toAdd: ElementDefinition[] = [];
  cy.batch(() => {
    cy.elements().filter((el) => !wanted.has(el.id())).remove();
    for (const n of model.nodes) {
      const el = cy.getElementById(n.id);
      if (el.empty()) toAdd.push(nodeElement(n, positions.get(n.id), labels, looks));
      // Hub sizes follow the shown case counts.
      else if (n.kind !== 'case') el.data('size', nodeSize(n));
    }
  });
  for (const e of drawnEdges) if (cy.getElementById(e.id).empty()) toAdd.push(edgeElement(e));
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
  const legend = document.querySelector('.graph-overlay-top .legend')?.getBoundingClientRect();
  if (!legend || legend.width === 0 || legend.height < box.height * 0.3) return visible;
  const right = legend.right - box.left + 8;
  return right < (visible.x2 - visible.x1) * 0.4 ? { ...visible, x1: Math.max(visible.x1, right) } : visible;
}

function frameFirstPicture(cy: Core, { model, positions }: SyncInput): void {
  const discs = model.nodes.flatMap((n) => {
    const p = positions.get(n.id);
    return p ? [{ x: p.x, y: p.y, r: nodeSize(n) / 2 }] : [];
  });
  const bb = discsBounds(discs, LABEL_ALLOWANCE);
  if (bb) cy.viewport(fitInto(bb, besideLegend(cy), 30, cy.minZoom(), cy.maxZoom()));
}

/**
 * Diffs each new model into the graph: removes what left, adds what came (in steps for big
 * graphs), so filtering never rebuilds or re-lays-out. Which edges are drawn follows the zoom
 * (src/model/edgeDetail.ts): crossing a threshold adds or removes a tier of edges, never the
 * nodes. Returns the model drawn in full so far (null until the first one is), which the layers
 * drawn over the graph follow.
 */
export function useElementSync(graph: RefObject<GraphHandle | null>, input: SyncInput): { drawn: GraphModel | null; withholding: boolean } {
  const [drawn, setDrawn] = useState<GraphModel | null>(null);
  const [withholding, setWithholding] = useState(false);
  // What the graph draws now, for the zoom follower: the tiers, the drawn cases, and whether a
  // model is still being revealed (the follower waits for it).
  const detail = useRef<{ tiers: DrawnTiers; cases: number; revealing: boolean; cancel: () => void }>({
    tiers: { membership: true, relation: true },
    cases: 0,
    revealing: false,
    cancel: () => {},
  });
  // Positions and labels are read when a model arrives; a new language relabels in place (useLabelSync).
  const read = useEffectEvent(() => input);
  const ready = useEffectEvent((model: GraphModel, cy: Core, started: number) => {
    noteDrawn();
    setDrawn(model);
    input.onReady({ nodes: cy.nodes().length, edges: cy.edges().length, ms: performance.now() - started });
  });
  const { model } = input;

  /** Adds or removes the tiers of edges the current zoom changes (none while a model is revealed). */
  const followZoom = useEffectEvent(() => {
    const handle = graph.current;
    const state = detail.current;
    if (!handle || handle.cy.destroyed() || state.revealing) return;
    const { cy, withheld } = handle;
    const tiers = drawnTiers(cy.zoom(), state.cases);
    if (sameTiers(tiers, state.tiers)) return;
    state.tiers = tiers;
    setWithholding(withholdsEdges(tiers));
    state.cancel();
    const leaving = cy.edges().filter((e) => !isTierDrawn(edgeTier(e.data('kind')), tiers));
    if (leaving.nonempty()) {
      const byId = new Map(model.edges.map((e) => [e.id, e]));
      leaving.forEach((e) => {
        const edge = byId.get(e.id());
        if (edge) withheld.add(edge);
      });
      cy.remove(leaving);
    }
    const coming = withheld.take((e) => isTierDrawn(edgeTier(e.kind), tiers)).map(edgeElement);
    if (coming.length <= SYNC_ADD_LIMIT) cy.add(coming);
    else state.cancel = revealInSteps(cy, coming, () => {});
  });

  useEffect(() => {
    const cy = graph.current?.cy;
    if (!cy) return;
    let pending = 0;
    const onViewport = () => {
      if (!pending) pending = requestAnimationFrame(() => {
        pending = 0;
        followZoom();
      });
    };
    cy.on('viewport', onViewport);
    return () => {
      cancelAnimationFrame(pending);
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
    state.tiers = drawnTiers(cy.zoom(), state.cases);
    setWithholding(withholdsEdges(state.tiers));
    const toAdd = diff(cy, current, state.tiers, withheld);
    let cancelled = false;
    const finish = () => {
      if (cancelled) return;
      state.revealing = false;
      ready(model, cy, started);
      // The user may have zoomed while it was revealed.
      followZoom();
    };
    if (toAdd.length <= SYNC_ADD_LIMIT) {
      cy.add(toAdd);
      finish();
      return () => {
        cancelled = true;
      };
    }
    state.revealing = true;
    const cancelReveal = revealInSteps(cy, toAdd, finish);
    return () => {
      cancelled = true;
      state.revealing = false;
      cancelReveal();
    };
  }, [graph, model]);

  return { drawn, withholding };
}
