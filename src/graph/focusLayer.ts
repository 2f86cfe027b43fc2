import cytoscape, { type Collection, type Core, type ElementDefinition, type StylesheetJson } from 'cytoscape';

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
  private readonly cy: Core;
  private readonly element: HTMLDivElement;
  private readonly base: Core;
  private shown = '';
  private shownFrom: readonly unknown[] = [];
  private veil: string;
  private veiled = false;
  private readonly syncViewport = () => this.cy.viewport({ zoom: this.base.zoom(), pan: this.base.pan() });
  private readonly syncSize = () => {
    this.cy.resize();
    this.syncViewport();
  };

  constructor(base: Core, host: HTMLElement, style: StylesheetJson, veil: string) {
    this.base = base;
    this.veil = veil;
    this.element = document.createElement('div');
    this.element.className = 'graph-focus-layer';
    this.element.setAttribute('aria-hidden', 'true');
    host.appendChild(this.element);
    this.cy = cytoscape({
      container: this.element,
      layout: { name: 'preset' },
      style,
      userZoomingEnabled: false,
      userPanningEnabled: false,
      boxSelectionEnabled: false,
      autoungrabify: true,
      autounselectify: true,
      minZoom: base.minZoom(),
      maxZoom: base.maxZoom(),
    });
    this.syncViewport();
    base.on('viewport', this.syncViewport);
    base.on('resize', this.syncSize);
  }

  /**
   * Shows `eles` (elements of the main graph) above the veil, each with the classes `classesOf`
   * gives it, dimming the rest when `veiled`. An empty collection lifts the veil. Showing the same
   * ids and classes from the same `sources` (what the copies depend on: the drawn model, the
   * label language) again is free.
   */
  show(eles: Collection, classesOf: (id: string) => string, veiled: boolean, sources: readonly unknown[]): void {
    // Nodes first: an edge needs both its ends in the layer.
    const nodes = eles.nodes();
    const inLayer = new Set<string>();
    nodes.forEach((n) => {
      inLayer.add(n.id());
    });
    const shown = [...nodes.toArray(), ...eles.edges().filter((e) => inLayer.has(e.source().id()) && inLayer.has(e.target().id())).toArray()];
    // Compared before anything is copied: hovering back and forth over one node is free.
    const key = `${veiled ? 1 : 0}|${shown.map((el) => `${el.id()}:${classesOf(el.id())}`).join(',')}`;
    const sameSources = sources.length === this.shownFrom.length && sources.every((s, i) => s === this.shownFrom[i]);
    if (key === this.shown && sameSources) return;
    this.shown = key;
    this.shownFrom = sources;
    const defs = shown.map((el) => ({ ...(el.json() as ElementDefinition), classes: classesOf(el.id()), selected: false }));
    this.veiled = veiled && defs.length > 0;
    this.element.style.background = this.veiled ? this.veil : 'transparent';
    this.cy.batch(() => {
      this.cy.elements().remove();
      this.cy.add(defs);
    });
  }

  /** How many elements of the main graph the veil is dimming now. */
  dimmedCount(): number {
    if (!this.veiled) return 0;
    return this.base.elements().length - this.cy.elements().length;
  }

  /** Ids drawn in the layer now (for tests). */
  ids(): string[] {
    return this.cy.elements().map((el) => el.id());
  }

  /** The layer's instance and its veil (null when nothing is dimmed), for exporting what is seen. */
  picture(): { cy: Core; veil: string | null } {
    return { cy: this.cy, veil: this.veiled ? this.veil : null };
  }

  restyle(style: StylesheetJson, veil: string): void {
    this.veil = veil;
    if (this.veiled) this.element.style.background = veil;
    this.cy.style(style);
  }

  destroy(): void {
    this.base.off('viewport', this.syncViewport);
    this.base.off('resize', this.syncSize);
    this.cy.destroy();
    this.element.remove();
  }
}
