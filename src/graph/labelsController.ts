import { useEffect, useLayoutEffect, useMemo, useRef, type RefObject, useEffectEvent } from 'react';
import type { GraphModel } from '../model/network';
import { clusterNodeId } from '../model/network';
import { shortPatternNames, type LabelSource } from '../model/viewport';
import type { Point } from '../model/layout';
import { nodeSize, type ElementLabels } from './elements';
import { LabelOverlay } from './labelsOverlay';
import { shownCovers } from './canvasCovers';
import type { RegionView } from './regionsUnderlay';
import { setLabelHook } from './testHooks';
import { installMapHook } from './mapHooks';
import { palettes } from './theme';
import type { GraphHandle } from './useGraphLifecycle';

export interface LabelInput {
  model: GraphModel;
  positions: { get(nodeId: string): Point | undefined };
  labels: ElementLabels;
  labelVersion: string;
  regions: readonly RegionView[];
  /** A case's recency, 0 (oldest) … 1 (newest), by library position. */
  recency: (caseIndex: number) => number;
  selectedId: string | null;
  hoveredId: string | null;
  /** The model drawn in full (the focus layer's copies follow it). */
  drawn: GraphModel | null;
  pathIds: readonly string[];
  theme: 'light' | 'dark';
  /** The map's drawing is held (./useMapHeld.ts): the focus view over it (which hides its labels, focus.css), or its next model on the way. */
  held: boolean;
}

/**
 * Above this many nodes a full label pass (~0.5 s at 1,000 cases on a loaded 2-core machine)
 * waits for the graph's edges to be drawn; below it, it follows the nodes at once.
 */
const HOLD_ABOVE_NODES = 600;

/** Every node and region that could carry a label, with what ranks it; rebuilt only with the model or language. */
function sourcesOf({ model, positions, labels, regions, recency }: LabelInput): LabelSource[] {
  const degree = new Map<string, number>();
  for (const e of model.edges) {
    if (e.kind !== 'relation') continue;
    degree.set(e.source, (degree.get(e.source) ?? 0) + 1);
    degree.set(e.target, (degree.get(e.target) ?? 0) + 1);
  }
  // A region's weight: 1 for a pattern told apart only by its name (placed before the coloured ones).
  // A long pattern name's shorter form, for where the whole one finds no place.
  const shorts = shortPatternNames(regions.map((r) => r.name));
  const out: LabelSource[] = regions.map((r, k) => ({ id: clusterNodeId(r.id), kind: 'region', text: r.name, x: r.x, y: r.y, r: r.r, weight: r.neutral ? 1 : 0, degree: 0, recency: 0, tint: { fill: r.fill, neutral: r.neutral === true }, ...(shorts[k] ? { short: shorts[k] } : {}) }));
  for (const n of model.nodes) {
    const p = positions.get(n.id);
    if (!p) continue;
    out.push({ id: n.id, kind: n.kind, text: labels.node(n), x: p.x, y: p.y, r: nodeSize(n) / 2, weight: n.weight, degree: degree.get(n.id) ?? 0, recency: n.caseIndex === undefined ? 0 : recency(n.caseIndex) });
  }
  return out;
}

/**
 * Node labels drawn by the label overlay instead of cytoscape: placed when the model, the
 * language, the focus or the viewport changes. While the focus layer veils the rest, only what
 * it shows is labelled (a label over the veil would name a dimmed node).
 */
export function useLabelOverlay(graph: RefObject<GraphHandle | null>, input: LabelInput): void {
  const overlay = useRef<LabelOverlay | null>(null);
  const { model, labelVersion, regions, selectedId, hoveredId, drawn, pathIds, theme, held } = input;
  const colours = useMemo(() => {
    const p = palettes[theme];
    return { text: p.label, outline: p.labelOutline, region: p.regionLabel };
  }, [theme]);

  const currentColours = useEffectEvent(() => colours);
  /** What the sources were last computed for (see the layout effect below). */
  const sourcesFor = useRef<readonly unknown[]>([]);
  /** Whether the model labelled replaced one already on screen (a reader's filter), unlike the first view's. */
  const inUse = useRef(false);
  const giveSources = useEffectEvent((o: LabelOverlay) => {
    const before = sourcesFor.current[0] as GraphModel | undefined;
    if (before !== model) inUse.current = (before?.nodes.length ?? 0) > 0;
    sourcesFor.current = [model, labelVersion, regions];
    o.setSources(sourcesOf(input), inUse.current);
  });
  useEffect(() => {
    const handle = graph.current;
    if (!handle) return;
    const o = new LabelOverlay(handle.cy, handle.cy.container()!.parentElement!, currentColours(), () => shownCovers(handle.cy.container()!), () => handle.focusScene?.isOpen() ?? false);
    overlay.current = o;
    // The layout effects below ran before this one at mount, with no overlay yet.
    giveSources(o);
    const host = handle.cy.container()!;
    const uninstall = setLabelHook(() => {
      const box = host.getBoundingClientRect();
      return o.drawn().map((l) => ({ id: l.id, text: l.text, fontPx: l.fontPx, x1: box.left + l.x1, y1: box.top + l.y1, x2: box.left + l.x2, y2: box.top + l.y2 }));
    });
    handle.drawnLabels = () => o.drawn();
    const page = <T extends { x: number; y: number }>(list: readonly T[]): T[] => {
      const box = host.getBoundingClientRect();
      return list.map((n) => ({ ...n, x: box.left + n.x, y: box.top + n.y }));
    };
    const uninstallMap = installMapHook({ nodes: () => page(o.onScreen().nodes), regions: () => page(o.onScreen().regions), leaders: () => o.drawn().filter((l) => l.leader).map((l) => l.id) });
    return () => {
      uninstallMap();
      handle.drawnLabels = null;
      uninstall();
      o.destroy();
      overlay.current = null;
    };
    // Colours follow in their own effect; the overlay lives as long as the graph.
  }, [graph]);

  useEffect(() => overlay.current?.setColours(colours), [colours]);

  // While a big graph's edges are still added, only the first batch: its full pass would delay them.
  // Before the sources (below), so that a new model's passes know it.
  useLayoutEffect(() => overlay.current?.holdFullPass(drawn !== model && model.nodes.length > HOLD_ABOVE_NODES), [drawn, model]);

  // The input's functions are rebuilt every render; the model, the language and the regions say
  // when what they return changed. In the commit itself, not after the next paint: a map's nodes
  // come in a frame of the reveal, and each frame after it that passes before the labels hear of
  // them is one of the reveal's long frames of edges. Under the focus view (drawn, or about to
  // be told it is) nothing is placed, so they wait until it closes: computing them was ~16 ms
  // (profiled) of a click at 10,000 cases.
  useLayoutEffect(() => {
    const o = overlay.current;
    if (!o) return;
    // The minimap, which the names keep clear of, shows or hides with the panel that closed with
    // the focus view: settled first, so the names are placed (or the kept ones shown) for the
    // canvas as it is, not for the minimap of a frame before.
    if (!held && o.hidden) graph.current?.minimap?.refresh();
    o.setHidden(held);
    const key = [model, labelVersion, regions];
    if (held || graph.current?.focusScene?.isOpen() || key.every((k, i) => k === sourcesFor.current[i])) return;
    giveSources(o);
  }, [graph, held, model, labelVersion, regions]);

  useEffect(() => {
    const handle = graph.current;
    if (!handle) return;
    const veiled = handle.focus.dimmedCount() > 0;
    overlay.current?.setFocus(selectedId, hoveredId, veiled ? new Set(handle.focus.ids()) : null);
  }, [graph, selectedId, hoveredId, drawn, pathIds, labelVersion]);
}
