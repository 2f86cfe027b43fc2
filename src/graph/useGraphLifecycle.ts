import cytoscape, { type Core } from 'cytoscape';
import { useEffect, useEffectEvent, useRef, type RefObject } from 'react';
import { FocusLayer } from './focusLayer';
import { registerGraph } from './png';
import { stylesheet } from './style';
import { installTestHooks } from './testHooks';
import { palettes, veilColour } from './theme';
import { WithheldEdges } from './withheldEdges';

/** The one cytoscape instance of a mounted graph, with the focus layer stacked over it. */
export interface GraphHandle {
  cy: Core;
  focus: FocusLayer;
  /** The model's edges left out of `cy` at this zoom (src/model/edgeDetail.ts). */
  withheld: WithheldEdges;
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

function createGraph(host: HTMLDivElement, { theme, caseCount, edgeCount }: LifecycleOptions): GraphHandle {
  const style = stylesheet(palettes[theme]);
  const cy = cytoscape({
    container: host,
    layout: { name: 'preset' },
    style,
    minZoom: 0.02,
    maxZoom: 4,
    boxSelectionEnabled: false,
    // Selection and highlight live in the focus layer; cytoscape's own selection would
    // restyle, and so redraw, the whole graph on every click.
    autounselectify: true,
    autoungrabify: true,
    // Measured: with thousands of edges, hiding them while panning keeps frames short.
    hideEdgesOnViewport: edgeCount > LARGE_EDGE_COUNT,
    // Measured: on a 1,000-case graph a full frame costs ~250 ms here, so panning redrew at
    // 4 fps; moving a snapshot of the canvas while dragging or zooming holds 60 fps.
    textureOnViewport: caseCount > TEXTURE_PAN_ABOVE,
  });
  disablePressState(cy);
  performance.mark('ig:cy-created');
  return { cy, focus: new FocusLayer(cy, host.parentElement!, style, veilColour(palettes[theme])), withheld: new WithheldEdges() };
}

/**
 * Creates the graph once per mount in `container` and destroys it on unmount; follows the theme.
 * The options other than the theme are read once, at creation (cytoscape takes them only then).
 */
export function useGraphLifecycle(container: RefObject<HTMLDivElement | null>, options: LifecycleOptions): RefObject<GraphHandle | null> {
  const graph = useRef<GraphHandle | null>(null);
  const create = useEffectEvent((host: HTMLDivElement) => createGraph(host, options));

  useEffect(() => {
    const host = container.current!;
    const handle = create(host);
    graph.current = handle;
    registerGraph(handle);
    const uninstallHooks = installTestHooks(handle.cy, host, handle.focus);
    // cytoscape only notices window resizes; panels, drawers and wrapping toolbars resize the box too.
    const resizeObserver = new ResizeObserver(() => handle.cy.resize());
    resizeObserver.observe(host);
    return () => {
      resizeObserver.disconnect();
      uninstallHooks();
      registerGraph(null);
      handle.focus.destroy();
      handle.cy.destroy();
      graph.current = null;
    };
  }, [container]);

  const { theme } = options;
  useEffect(() => {
    const palette = palettes[theme];
    graph.current?.cy.style(stylesheet(palette));
    graph.current?.focus.restyle(stylesheet(palette), veilColour(palette));
  }, [theme]);

  return graph;
}
