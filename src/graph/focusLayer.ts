import cytoscape, { type Collection, type Core, type ElementDefinition, type StylesheetJson } from 'cytoscape';
import { retireUnusedLayers } from './canvasLayer';
import { whenIdle } from '../state/whenIdle';

/**
 * Highlighting without restyling the graph.
 *
 * Restyling even a few elements of the main graph makes cytoscape redraw all of it, and on a
 * canvas without a GPU a full frame of 1,000 cases costs about 200 ms (`npm run bench`). So the
 * highlighted elements are copied into a second, small cytoscape instance stacked over the main
 * one, behind a veil of the background colour that dims everything else. A hover or a selection
 * then costs what its neighbourhood costs, whatever the size of the library; the main graph is
 * never touched and keeps its cached textures.
 */
export class FocusLayer {
  private layer: Core | null = null;
  private style: StylesheetJson;
  private readonly element: HTMLDivElement;
  private readonly base: Core;
  private shown = '';
  private shownFrom: readonly unknown[] = [];
  private veil: string;
  private veiled = false;
  private preparing = false;
  private destroyed = false;
  private copies = 0;
  private readonly syncViewport = () => this.layer?.viewport({ zoom: this.base.zoom(), pan: this.base.pan() });
  private readonly syncSize = () => {
    this.layer?.resize();
    this.syncViewport();
  };

  constructor(base: Core, host: HTMLElement, style: StylesheetJson, veil: string) {
    this.base = base;
    this.veil = veil;
    this.element = document.createElement('div');
    this.element.className = 'graph-focus-layer';
    this.element.setAttribute('aria-hidden', 'true');
    // Hidden while it shows nothing: an empty layer still costs every frame its three canvases'
    // blending when the browser draws without a GPU (./canvasLayer.ts). Hidden, not undisplayed,
    // so the instance keeps the size of the map it follows.
    this.element.style.visibility = 'hidden';
    host.appendChild(this.element);
    this.style = style;
    base.on('viewport', this.syncViewport);
    base.on('resize', this.syncSize);
  }

  /**
   * The layer's own instance, made when first needed: a second cytoscape costs a long task of its
   * own on a slow machine (parsing its stylesheet), which the first picture need not wait for.
   */
  private get cy(): Core {
    if (this.layer) return this.layer;
    this.layer = cytoscape({
      container: this.element,
      layout: { name: 'preset' },
      style: this.style,
      userZoomingEnabled: false,
      userPanningEnabled: false,
      boxSelectionEnabled: false,
      autoungrabify: true,
      autounselectify: true,
      minZoom: this.base.minZoom(),
      maxZoom: this.base.maxZoom(),
    });
    retireUnusedLayers(this.layer, this.element);
    this.syncViewport();
    return this.layer;
  }

  /** Makes the instance when the page is idle, so the first hover does not pay for it. */
  prepare(): void {
    if (this.layer || this.preparing) return;
    this.preparing = true;
    whenIdle(() => {
      if (!this.destroyed) void this.cy;
    });
  }

  /**
   * Shows `eles` (elements of the main graph) above the veil, each with the classes `classesOf`
   * gives it, dimming the rest when `veiled`. An empty collection lifts the veil. Showing the same
   * ids and classes from the same `sources` (what the copies depend on: the drawn model, the
   * label language) again is free. `extraEdges` are edges between shown nodes that the main graph
   * does not draw at this zoom (src/model/network/edgeDetail.ts).
   */
  show(eles: Collection, classesOf: (id: string) => string, veiled: boolean, sources: readonly unknown[], extraEdges: readonly ElementDefinition[] = []): void {
    // Nodes first: an edge needs both its ends in the layer.
    const nodes = eles.nodes();
    const inLayer = new Set<string>();
    nodes.forEach((n) => {
      inLayer.add(n.id());
    });
    const shown = [...nodes.toArray(), ...eles.edges().filter((e) => inLayer.has(e.source().id()) && inLayer.has(e.target().id())).toArray()];
    // Compared before anything is copied: hovering back and forth over one node is free.
    const extra = extraEdges.filter((d) => inLayer.has(String(d.data.source)) && inLayer.has(String(d.data.target)));
    const key = `${veiled ? 1 : 0}|${shown.map((el) => `${el.id()}:${classesOf(el.id())}`).join(',')}|${extra.map((d) => `${d.data.id}:${classesOf(String(d.data.id))}`).join(',')}`;
    const sameSources = sources.length === this.shownFrom.length && sources.every((s, i) => s === this.shownFrom[i]);
    if (key === this.shown && sameSources) return;
    // Nothing shown yet and nothing to show: no instance needed.
    if (!this.layer && shown.length === 0 && extra.length === 0) {
      this.shown = key;
      this.shownFrom = sources;
      return;
    }
    this.shown = key;
    this.shownFrom = sources;
    const defs = [
      ...shown.map((el) => ({ ...(el.json() as ElementDefinition), classes: classesOf(el.id()), selected: false })),
      ...extra.map((d) => ({ ...d, classes: classesOf(String(d.data.id)) })),
    ];
    this.veiled = veiled && defs.length > 0;
    this.element.style.background = this.veiled ? this.veil : 'transparent';
    this.element.style.visibility = defs.length > 0 ? '' : 'hidden';
    this.cy.batch(() => {
      this.cy.elements().remove();
      this.cy.add(defs);
    });
    if (defs.length > 0) this.copies++;
  }

  /** How many times elements were copied into the layer (for tests). */
  copiesMade(): number {
    return this.copies;
  }

  /** How many elements of the main graph the veil is dimming now. */
  dimmedCount(): number {
    if (!this.veiled) return 0;
    return this.base.elements().length - (this.layer?.elements().length ?? 0);
  }

  /** Ids drawn in the layer now (for tests). */
  ids(): string[] {
    return this.layer?.elements().map((el) => el.id()) ?? [];
  }

  /** The layer's instance and its veil (null when nothing is dimmed), for exporting what is seen. */
  picture(): { cy: Core; veil: string | null } {
    return { cy: this.cy, veil: this.veiled ? this.veil : null };
  }

  restyle(style: StylesheetJson, veil: string): void {
    this.veil = veil;
    if (this.veiled) this.element.style.background = veil;
    this.style = style;
    this.layer?.style(style);
  }

  destroy(): void {
    this.base.off('viewport', this.syncViewport);
    this.base.off('resize', this.syncSize);
    this.destroyed = true;
    this.layer?.destroy();
    this.element.remove();
  }
}
