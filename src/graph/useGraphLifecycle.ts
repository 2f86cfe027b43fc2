import cytoscape, { type Core } from 'cytoscape';
import { useEffect, useEffectEvent, useRef, type RefObject } from 'react';
import { FocusLayer } from './focusLayer';
import type { FocusScene } from './focusScene';
import type { Minimap } from './minimap';
import type { DrawnLabel } from '../model/viewport';
import { retireUnusedLayers } from './canvasLayer';
import { stylesheet } from './style';
import { installTestHooks } from './testHooks';
import { palettes, veilColour } from './theme';
import { WithheldEdges } from './withheldEdges';

/** The one cytoscape instance of a mounted graph, with the focus layer stacked over it. */
export interface GraphHandle {
  cy: Core;
  focus: FocusLayer;
  /** The model's edges left out of `cy` at this zoom (src/model/network/edgeDetail.ts). */
  withheld: WithheldEdges;
  /**
   * The labels the label overlay draws now, set while it is mounted: they are painted on the
   * overlay's own canvas, not by cytoscape, and an export shows the labels the screen shows.
   */
  drawnLabels: (() => readonly DrawnLabel[]) | null;
  /** The focus view drawn over this graph, set while it is mounted: an export draws it when it is open. */
  focusScene: Pick<FocusScene, 'picture' | 'isOpen'> | null;
  /** The minimap over this graph, set while it is mounted. */
  minimap: Pick<Minimap, 'refresh'> | null;
}

export interface LifecycleOptions {
  theme: 'light' | 'dark';
  /** Cases in the library (not only those drawn): decides how the canvas pans. */
  caseCount: number;
  /** Edges of the first model: decides whether edges hide while panning. */
  edgeCount: number;
}

const LARGE_EDGE_COUNT = 8000;
/** Libraries of more cases than this pan and zoom a snapshot of the canvas (`textureOnViewport`). */
const TEXTURE_PAN_ABOVE = 300;

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

/** The element cytoscape draws in: made here, not by React, so the graph can exist before the view does. */
function makeHost(): HTMLDivElement {
  const host = document.createElement('div');
  host.id = 'graph-widget';
  host.className = 'graph-canvas';
  host.setAttribute('role', 'application');
  host.tabIndex = 0;
  host.dataset.testid = 'graph';
  return host;
}

function createCy(host: HTMLDivElement, theme: 'light' | 'dark'): Core {
  const cy = cytoscape({
    container: host,
    layout: { name: 'preset' },
    style: stylesheet(palettes[theme]),
    minZoom: 0.02,
    maxZoom: 4,
    boxSelectionEnabled: false,
    // Selection and highlight live in the focus layer; cytoscape's own selection would
    // restyle, and so redraw, the whole graph on every click.
    autounselectify: true,
    autoungrabify: true,
  });
  disablePressState(cy);
  retireUnusedLayers(cy, host);
  performance.mark('ig:cy-created');
  return cy;
}

/** A graph made while the library is read (issue 29), taken by the first view that mounts. */
let early: { cy: Core; host: HTMLDivElement } | null = null;

/**
 * Creates the map's cytoscape, empty, with its style compiled, before the library has arrived, so
 * that the view that mounts when it has only adds elements. Called once the graph's code is loaded.
 */
export function prepareGraph(theme: 'light' | 'dark'): void {
  if (early || typeof document === 'undefined') return;
  const host = makeHost();
  early = { cy: createCy(host, theme), host };
}

function createGraph(wrap: HTMLDivElement, { theme, caseCount, edgeCount }: LifecycleOptions): GraphHandle & { host: HTMLDivElement } {
  const { cy, host } = early ?? (() => {
    const made = makeHost();
    return { cy: createCy(made, theme), host: made };
  })();
  early = null;
  wrap.prepend(host);
  performance.mark('ig:graph-mounted');
  // Options that depend on the library, set on the renderer (cytoscape reads them there on every frame).
  const renderer = (cy as unknown as { renderer(): { hideEdgesOnViewport: boolean; textureOnViewport: boolean } }).renderer();
  // Measured: with thousands of edges, hiding them while panning keeps frames short.
  renderer.hideEdgesOnViewport = edgeCount > LARGE_EDGE_COUNT;
  // Measured: on a 1,000-case graph a full frame costs ~250 ms here, so panning redrew at
  // 4 fps; moving a snapshot of the canvas while dragging or zooming holds 60 fps.
  renderer.textureOnViewport = caseCount > TEXTURE_PAN_ABOVE;
  cy.resize();
  const style = stylesheet(palettes[theme]);
  return { cy, host, focus: new FocusLayer(cy, wrap, style, veilColour(palettes[theme])), withheld: new WithheldEdges(), drawnLabels: null, focusScene: null, minimap: null };
}

/**
 * Creates the graph once per mount in `wrap` (the made or early graph's element first in it, set
 * as `container`) and destroys it on unmount; follows the theme.
 * The options other than the theme are read once, at creation (cytoscape takes them only then).
 */
export function useGraphLifecycle(wrap: RefObject<HTMLDivElement | null>, container: RefObject<HTMLDivElement | null>, options: LifecycleOptions): RefObject<GraphHandle | null> {
  const graph = useRef<GraphHandle | null>(null);
  const create = useEffectEvent((at: HTMLDivElement) => createGraph(at, options));

  useEffect(() => {
    const handle = create(wrap.current!);
    const { host } = handle;
    container.current = host;
    graph.current = handle;
    const uninstallHooks = installTestHooks(handle.cy, host, handle.focus);
    // cytoscape only notices window resizes; panels, drawers and wrapping toolbars resize the box too.
    // A hidden map (another view shown, src/ui/map/mapShown.ts) keeps its size: a camera asked of
    // a 0×0 canvas would be lost; it is resized when it shows again.
    const resizeObserver = new ResizeObserver(() => {
      if (host.clientWidth > 0 && host.clientHeight > 0) handle.cy.resize();
    });
    resizeObserver.observe(host);
    return () => {
      resizeObserver.disconnect();
      uninstallHooks();
      handle.focus.destroy();
      handle.cy.destroy();
      host.remove();
      graph.current = null;
      container.current = null;
    };
  }, [wrap, container]);

  const { theme } = options;
  useEffect(() => {
    const palette = palettes[theme];
    graph.current?.cy.style(stylesheet(palette));
    graph.current?.focus.restyle(stylesheet(palette), veilColour(palette));
  }, [theme]);

  return graph;
}
