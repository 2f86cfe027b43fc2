import type { Core, ElementDefinition } from 'cytoscape';
import { useEffect, useEffectEvent, useState, type RefObject } from 'react';
import type { GraphModel } from '../model/graph';
import type { Point } from '../model/layout';
import { edgeElement, nodeElement, nodeSize, type CaseLooks, type ElementLabels } from './elements';
import { FIRST_STEP, revealInSteps } from './reveal';
import { noteDrawn } from './testHooks';
import type { GraphHandle } from './useGraphLifecycle';
import { fitInto, discsBounds } from './viewport';
import { visibleRect } from './visibleArea';

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

/** Removes what left the model and updates hub sizes; returns the definitions still to add. */
function diff(cy: Core, { model, positions, labels, looks }: SyncInput): ElementDefinition[] {
  const wanted = new Set<string>();
  for (const n of model.nodes) wanted.add(n.id);
  for (const e of model.edges) wanted.add(e.id);
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
  for (const e of model.edges) if (cy.getElementById(e.id).empty()) toAdd.push(edgeElement(e));
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
 * graphs), so filtering never rebuilds or re-lays-out. Returns the model drawn in full so far
 * (null until the first one is), which the layers drawn over the graph follow.
 */
export function useElementSync(graph: RefObject<GraphHandle | null>, input: SyncInput): GraphModel | null {
  const [drawn, setDrawn] = useState<GraphModel | null>(null);
  // Positions and labels are read when a model arrives; a new language relabels in place (useLabelSync).
  const read = useEffectEvent(() => input);
  const ready = useEffectEvent((model: GraphModel, cy: Core, started: number) => {
    noteDrawn();
    setDrawn(model);
    input.onReady({ nodes: cy.nodes().length, edges: cy.edges().length, ms: performance.now() - started });
  });
  const { model } = input;

  useEffect(() => {
    const cy = graph.current?.cy;
    if (!cy) return;
    const started = performance.now();
    const current = { ...read(), model };
    const isFirstBuild = cy.elements().empty();
    const toAdd = diff(cy, current);
    if (isFirstBuild) frameFirstPicture(cy, current);
    let cancelled = false;
    const finish = () => {
      if (!cancelled) ready(model, cy, started);
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
  }, [graph, model]);

  return drawn;
}
