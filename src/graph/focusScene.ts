import cytoscape, { type Core, type EventObject } from 'cytoscape';
import type { SceneInput, SceneNode } from './focusSceneTypes';
import type { DrawnLabel } from '../model/viewport';
import type { NavSurface } from './navSurface';
import { drawnEdgeReasons, focusNavSurface, nodesUnder, type FocusEdgeReason } from './focusSceneNav';
import { drawnFocusLabels, exportedFocusLabels, renderFocusLabels, type DrawnFocusLabel } from './focusSceneLabels';
import { applyVeil, sceneElements, sceneStyle } from './focusSceneStyle';
import { moveNodes } from './focusSceneMove';
import type { GraphPalette } from './theme';
import { retireUnusedLayers } from './canvasLayer';
import { whenIdle } from '../state/whenIdle';

/**
 * The focus view, drawn: its own small cytoscape instance over the map, behind a veil of the
 * background that leaves the library a faint context, with DOM labels placed in the cells the
 * layout reserved for them (src/model/focus). The map underneath is never moved or restyled, so
 * closing the focus shows the map exactly as it was. Draws at zoom 1: the layout's pixels are
 * the screen's.
 */

export type { SceneInput, SceneNode } from './focusSceneTypes';
export type { DrawnFocusLabel } from './focusSceneLabels';

const MOVE_MS = 350;

export class FocusScene {
  private readonly element: HTMLDivElement;
  private readonly canvas: HTMLDivElement;
  private readonly labelHost: HTMLDivElement;
  private cy: Core | null = null;
  private preparing = false;
  private destroyed = false;
  private palette: GraphPalette;
  private nodeSize = 20;
  private current: SceneInput | null = null;
  private labelsById = new Map<string, HTMLDivElement>();
  /** Cancels the nodes' move into the picture now under way (./focusSceneMove.ts). */
  private stopMove: () => void = () => {};
  private tapHandler: (node: SceneNode | null) => void = () => {};
  private hoverHandler: (id: string | null) => void = () => {};
  private readonly stopWheel = (e: WheelEvent) => e.stopPropagation();

  constructor(host: HTMLElement, palette: GraphPalette) {
    this.palette = palette;
    this.element = document.createElement('div');
    this.element.className = 'graph-focus-scene';
    this.element.hidden = true;
    this.element.dataset.testid = 'focus-scene';
    this.canvas = document.createElement('div');
    this.canvas.className = 'graph-focus-scene-canvas';
    this.labelHost = document.createElement('div');
    this.labelHost.className = 'graph-focus-scene-labels';
    this.labelHost.setAttribute('aria-hidden', 'true');
    this.element.append(this.canvas, this.labelHost);
    this.element.addEventListener('wheel', this.stopWheel, { passive: true });
    host.appendChild(this.element);
    this.applyVeil();
  }

  onTap(handler: (node: SceneNode | null) => void): void {
    this.tapHandler = handler;
  }

  /** A pointer over a node of the focus (not "N more"), and off it: the page shows its card. */
  onHover(handler: (id: string | null) => void): void {
    this.hoverHandler = handler;
  }

  private applyVeil() {
    applyVeil(this.element, this.palette);
  }

  /**
   * Makes the instance when the page is idle, so the first focus opened does not pay for it
   * (creating a cytoscape and parsing its stylesheet is a task of its own on a slow machine).
   */
  prepare(): void {
    if (this.cy || this.preparing) return;
    this.preparing = true;
    whenIdle(() => {
      if (!this.destroyed) this.instance();
    });
  }

  private instance(): Core {
    if (this.cy) return this.cy;
    const cy = cytoscape({
      container: this.canvas,
      layout: { name: 'preset' },
      style: sceneStyle(this.palette, this.nodeSize),
      userZoomingEnabled: false,
      userPanningEnabled: false,
      boxSelectionEnabled: false,
      autoungrabify: true,
      autounselectify: true,
    });
    retireUnusedLayers(cy, this.canvas);
    cy.on('tap', (e: EventObject) => {
      if (e.target === cy) this.tapHandler(null);
      else if (e.target.isNode?.()) this.tapHandler(this.current?.nodes.get(e.target.id()) ?? null);
    });
    cy.on('mouseover', 'node', (e: EventObject) => {
      const node = this.current?.nodes.get(e.target.id());
      this.hoverHandler(node && node.kind !== 'more' ? node.id : null);
    });
    cy.on('mouseout', 'node', () => this.hoverHandler(null));
    this.cy = cy;
    return cy;
  }

  /** The labels as lines of text in canvas pixels (for the exported SVG, which has no wrapping). */
  exportLabels(): DrawnLabel[] {
    return this.current ? exportedFocusLabels(this.labelsById, this.element, this.current.picture.cell) : [];
  }

  isOpen(): boolean {
    return this.current !== null;
  }

  /** Shows a picture (null closes the focus). */
  show(input: SceneInput | null): void {
    this.current = input;
    if (!input) {
      this.hoverHandler(null);
      this.element.hidden = true;
      this.stopMove();
      this.element.classList.remove('moving');
      this.cy?.elements().remove();
      this.labelHost.replaceChildren();
      this.labelsById.clear();
      return;
    }
    this.element.hidden = false;
    const { picture, nodes, room } = input;
    if (picture.cell.node !== this.nodeSize) {
      this.nodeSize = picture.cell.node;
      this.cy?.style(sceneStyle(this.palette, this.nodeSize));
    }
    const cy = this.instance();
    cy.resize();
    const pan = { x: Math.round(room.x1 + picture.origin.x), y: Math.round(room.y1 + picture.origin.y) };
    cy.stop();
    cy.viewport({ zoom: 1, pan });
    const items = picture.items;
    // A node already in the focus moves on from where it is drawn; a new one from its place on the
    // map (or the centre). The same picture again (a relabelling, a resize) does not move at all.
    const before = new Map<string, { x: number; y: number }>();
    cy.nodes().forEach((n) => {
      before.set(n.id(), n.renderedPosition());
    });
    const centre = items[0]!;
    const start = (id: string): { x: number; y: number } | null => {
      if (!input.animate) return null;
      const was = before.get(id) ?? nodes.get(id)?.from;
      return was ? { x: was.x - pan.x, y: was.y - pan.y } : { x: centre.x, y: centre.y };
    };
    const moves = items.some((i) => {
      const s0 = start(i.id);
      return !!s0 && Math.hypot(s0.x - i.x, s0.y - i.y) > 0.5;
    });
    cy.batch(() => {
      cy.elements().remove();
      cy.add(sceneElements(picture, nodes, start));
    });
    this.stopMove();
    if (input.animate && moves) {
      this.element.classList.add('moving');
      const steps = items.map((i) => ({ id: i.id, from: start(i.id) ?? i, to: i }));
      this.stopMove = moveNodes(cy, steps, MOVE_MS, () => this.element.classList.remove('moving'));
    } else this.element.classList.remove('moving');
    this.drawLabels(pan);
  }

  private drawLabels(pan: { x: number; y: number }) {
    const { picture, nodes } = this.current!;
    this.labelsById = renderFocusLabels(this.labelHost, picture, nodes, pan);
  }

  /** Where a node of the focus is drawn now, in canvas pixels; null when it is not in it. */
  nodePosition(id: string): { x: number; y: number } | null {
    if (!this.current || !this.cy) return null;
    const n = this.cy.getElementById(id);
    return n.empty() || !n.isNode() ? null : n.renderedPosition();
  }

  /** A node's drawn radius in pixels, for placing its hover card beside it. */
  nodeRadius(id: string): number {
    const n = this.cy?.getElementById(id);
    return n && n.nonempty() ? n.renderedWidth() / 2 : this.nodeSize / 2;
  }

  /** The focus as the arrow keys see it (./focusSceneNav.ts). */
  navSurface(): NavSurface {
    return focusNavSurface({
      shown: () => this.current,
      radius: (id) => this.nodeRadius(id),
      activate: (node) => this.tapHandler(node),
    });
  }

  ids(): string[] {
    return this.current && this.cy ? this.cy.elements().map((el) => el.id()) : [];
  }

  nodesAt(x: number, y: number): string[] {
    return this.current && this.cy ? nodesUnder(this.cy, x, y) : [];
  }

  /** The labels drawn, in page coordinates, as `labels()` reports them. */
  labels(): DrawnFocusLabel[] {
    return this.current ? drawnFocusLabels(this.labelsById, this.current.picture.cell.fontPx) : [];
  }

  /** Each drawn edge of the focus with the reason its label gives. */
  edgeLabels(): FocusEdgeReason[] {
    return this.current && this.cy ? drawnEdgeReasons(this.cy, this.canvas, this.current) : [];
  }

  /** Paging and motion, for tests. */
  state(): { open: boolean; moving: boolean; page: number; pages: number; total: number } {
    const p = this.current?.picture;
    return { open: !!p, moving: this.element.classList.contains('moving'), page: p?.page ?? 0, pages: p?.pages ?? 0, total: p?.total ?? 0 };
  }

  /** The scene's instance, veil and labels, for exporting what is seen; null while closed. */
  picture(): { cy: Core; veil: string; labels: DrawnLabel[] } | null {
    if (!this.current || !this.cy) return null;
    return { cy: this.cy, veil: this.element.style.background, labels: this.exportLabels() };
  }

  restyle(palette: GraphPalette): void {
    this.palette = palette;
    this.applyVeil();
    this.cy?.style(sceneStyle(palette, this.nodeSize));
  }

  destroy(): void {
    this.destroyed = true;
    this.stopMove();
    this.element.removeEventListener('wheel', this.stopWheel);
    this.cy?.destroy();
    this.element.remove();
  }
}
