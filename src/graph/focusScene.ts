import cytoscape, { type Core, type EventObject, type StylesheetJson } from 'cytoscape';
import type { FocusEdge, FocusPicture } from '../model/focus';
import type { Rect } from '../model/layout';
import { LABEL_FAMILY, type DrawnLabel } from './labelsOverlay';
import { mix, type GraphPalette } from './theme';

/**
 * The focus view, drawn: its own small cytoscape instance over the map, behind a veil of the
 * background that leaves the library a faint context, with DOM labels placed in the cells the
 * layout reserved for them (src/model/focus). The map underneath is never moved or restyled, so
 * closing the focus shows the map exactly as it was. Draws at zoom 1: the layout's pixels are
 * the screen's.
 */

export interface SceneNode {
  id: string;
  /** What it is drawn as. */
  kind: 'case' | 'component' | 'cause' | 'draft' | 'cluster' | 'more';
  /** Selection key (case id, slug, cluster id). */
  key: string;
  role: string;
  fill?: string;
  stroke?: string;
  weak?: boolean;
  /** The label: its first line in bold, the rest under it, a reason (the edge's) muted. */
  head: string;
  body: string;
  reason?: string;
  /** Where the node starts its move, in screen pixels of the canvas (its place on the map), if drawn there. */
  from?: { x: number; y: number } | null;
}

export interface SceneInput {
  picture: FocusPicture;
  nodes: Map<string, SceneNode>;
  /** The canvas rectangle (beside the panel) the picture was laid out in. */
  room: Rect;
  animate: boolean;
}

export interface DrawnFocusLabel {
  id: string;
  text: string;
  x1: number;
  y1: number;
  x2: number;
  y2: number;
  fontPx: number;
}

const MOVE_MS = 350;

/** The focus view open now, if any, so an export can draw what is on screen. */
let openScene: FocusScene | null = null;
export const currentFocusScene = (): FocusScene | null => openScene;
const noteOpen = (scene: FocusScene, open: boolean) => {
  if (open) openScene = scene;
  else if (openScene === scene) openScene = null;
};

/** `text` broken into lines no wider than `width` pixels in `font` (canvas metrics), at spaces where it can. */
function wrap(ctx: CanvasRenderingContext2D | null, text: string, width: number): string[] {
  if (!ctx) return [text];
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const next = line ? `${line} ${word}` : word;
    if (!line || ctx.measureText(next).width <= width) line = next;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

function sceneStyle(p: GraphPalette, node: number): StylesheetJson {
  const edge = mix(p.relation, p.background, 0.75);
  return [
    { selector: 'node', style: { width: node, height: node, 'border-width': 2, 'background-color': p.case, 'border-color': p.caseBorder, 'overlay-opacity': 0 } },
    { selector: 'node[fill]', style: { 'background-color': 'data(fill)', 'border-color': 'data(stroke)' } },
    { selector: 'node[kind = "component"]', style: { shape: 'round-rectangle', width: node * 0.8, height: node * 0.8, 'background-color': p.component, 'border-color': p.componentBorder } },
    { selector: 'node[kind = "cause"]', style: { shape: 'diamond', width: node, height: node, 'background-color': p.cause, 'border-color': p.causeBorder } },
    { selector: 'node[kind = "draft"]', style: { shape: 'star', width: node * 1.5, height: node * 1.5, 'background-color': p.background, 'border-color': p.selected, 'border-width': 3 } },
    { selector: 'node[kind = "cluster"]', style: { shape: 'ellipse', width: node * 1.5, height: node * 1.5, 'background-color': mix(p.regionLabel, p.background, 0.2), 'border-color': p.regionLabel, 'border-width': 2 } },
    { selector: 'node[kind = "more"]', style: { shape: 'round-rectangle', width: node * 1.6, height: node, 'background-color': p.background, 'border-color': p.regionLabel, 'border-style': 'dashed' } },
    { selector: 'node[role = "centre"]', style: { 'border-width': 4, 'border-color': p.selected } },
    { selector: 'node[role = "similar"]', style: { 'border-style': 'dashed' } },
    { selector: 'node[?weak]', style: { opacity: 0.55 } },
    { selector: 'edge', style: { width: 1.5, 'line-color': mix(p.hubEdge, p.background, 0.9), 'curve-style': 'unbundled-bezier', 'control-point-distances': 28, 'control-point-weights': 0.5, events: 'no' } },
    { selector: 'edge[kind = "relation"]', style: { width: 2.5, 'line-color': edge } },
    { selector: 'edge[kind = "similar"], edge[kind = "draft-match"]', style: { width: 2, 'line-color': p.selected, 'line-style': 'dashed' } },
    { selector: 'edge[?weak]', style: { width: 1, opacity: 0.5 } },
    { selector: 'edge[?adjacent]', style: { 'curve-style': 'straight' } },
  ];
}

export class FocusScene {
  private readonly element: HTMLDivElement;
  private readonly canvas: HTMLDivElement;
  private readonly labelHost: HTMLDivElement;
  private cy: Core | null = null;
  private palette: GraphPalette;
  private nodeSize = 20;
  private current: SceneInput | null = null;
  private labelsById = new Map<string, HTMLDivElement>();
  private moving = 0;
  private tapHandler: (node: SceneNode | null) => void = () => {};
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

  private applyVeil() {
    const [r, g, b] = [0, 1, 2].map((k) => parseInt(this.palette.background.slice(1 + 2 * k, 3 + 2 * k), 16));
    this.element.style.background = `rgba(${r}, ${g}, ${b}, 0.95)`;
    this.element.style.setProperty('--focus-label', this.palette.label);
    this.element.style.setProperty('--focus-label-bg', `rgba(${r}, ${g}, ${b}, 0.88)`);
    this.element.style.setProperty('--focus-muted', this.palette.regionLabel);
    this.element.style.setProperty('--focus-accent', this.palette.selected);
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
    cy.on('tap', (e: EventObject) => {
      if (e.target === cy) this.tapHandler(null);
      else if (e.target.isNode?.()) this.tapHandler(this.current?.nodes.get(e.target.id()) ?? null);
    });
    this.cy = cy;
    return cy;
  }

  /** The labels as lines of text in canvas pixels (for the exported SVG, which has no wrapping). */
  exportLabels(): DrawnLabel[] {
    if (!this.current) return [];
    const host = this.element.getBoundingClientRect();
    const { fontPx, linePx } = this.current.picture.cell;
    const ctx = document.createElement('canvas').getContext('2d');
    const out: DrawnLabel[] = [];
    for (const [id, div] of this.labelsById) {
      const r = div.getBoundingClientRect();
      const max = Math.max(1, Math.floor(parseFloat(div.style.maxHeight) / linePx));
      const lines: string[] = [];
      for (const span of div.children) {
        if (ctx) ctx.font = `${span.classList.contains('focus-label-head') ? 600 : 400} ${fontPx}px ${LABEL_FAMILY}`;
        lines.push(...wrap(ctx, span.textContent ?? '', r.width - 4));
      }
      out.push({ id, text: lines.slice(0, max).join('\n'), fontPx, compact: false, narrow: false, x1: r.left - host.left, y1: r.top - host.top, x2: r.right - host.left, y2: r.bottom - host.top });
    }
    return out;
  }

  isOpen(): boolean {
    return this.current !== null;
  }

  /** Shows a picture (null closes the focus). */
  show(input: SceneInput | null): void {
    this.current = input;
    noteOpen(this, input !== null);
    if (!input) {
      this.element.hidden = true;
      this.cy?.stop();
      this.cy?.elements().remove();
      this.labelHost.replaceChildren();
      this.labelsById.clear();
      this.moving = 0;
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
    const byId = new Map(items.map((i) => [i.id, i]));
    const adjacent = (e: FocusEdge) => {
      const a = byId.get(e.source);
      const c = byId.get(e.target);
      return !!a && !!c && Math.abs(a.x - c.x) <= picture.cell.w + 1 && Math.abs(a.y - c.y) <= picture.cell.h + 1 && (a.x === c.x || a.y === c.y);
    };
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
      cy.add(
        items.map((i) => {
          const n = nodes.get(i.id);
          const data: Record<string, unknown> = { id: i.id, kind: n?.kind ?? 'case', key: n?.key ?? i.id, role: i.role };
          if (n?.fill) data.fill = n.fill;
          if (n?.stroke) data.stroke = n.stroke;
          if (i.weak) data.weak = true;
          return { group: 'nodes' as const, data, position: start(i.id) ?? { x: i.x, y: i.y } };
        }),
      );
      cy.add(picture.edges.map((e) => ({ group: 'edges' as const, data: { id: `f:${e.id}`, source: e.source, target: e.target, kind: e.kind, ...(e.weak ? { weak: true } : {}), ...(adjacent(e) ? { adjacent: true } : {}) } })));
    });
    const run = ++this.moving;
    if (input.animate && moves) {
      this.element.classList.add('moving');
      for (const i of items) cy.getElementById(i.id).animate({ position: { x: i.x, y: i.y } }, { duration: MOVE_MS, easing: 'ease-in-out-cubic' });
      setTimeout(() => {
        if (this.moving === run) this.element.classList.remove('moving');
      }, MOVE_MS);
    } else this.element.classList.remove('moving');
    this.drawLabels(pan);
  }

  private drawLabels(pan: { x: number; y: number }) {
    const input = this.current!;
    const { picture, nodes } = input;
    const { fontPx, linePx } = picture.cell;
    this.labelHost.replaceChildren();
    this.labelsById.clear();
    for (const item of picture.items) {
      const n = nodes.get(item.id);
      if (!n) continue;
      const box = item.label;
      const div = document.createElement('div');
      div.className = `focus-label focus-label-${item.role}${item.weak ? ' weak' : ''}`;
      div.dataset.id = item.id;
      div.style.left = `${pan.x + box.x1}px`;
      div.style.top = `${pan.y + box.y1}px`;
      div.style.width = `${box.x2 - box.x1}px`;
      // Whole lines only: a line cut in half reads as a smudge.
      div.style.maxHeight = `${Math.max(linePx, Math.floor((box.y2 - box.y1) / linePx) * linePx)}px`;
      div.style.fontSize = `${fontPx}px`;
      div.style.lineHeight = `${linePx}px`;
      const head = document.createElement('span');
      head.className = 'focus-label-head';
      head.textContent = n.head;
      div.append(head);
      if (n.body) {
        const body = document.createElement('span');
        body.className = 'focus-label-body';
        body.textContent = n.body;
        div.append(body);
      }
      if (n.reason) {
        const reason = document.createElement('span');
        reason.className = 'focus-label-reason';
        reason.textContent = n.reason;
        div.append(reason);
      }
      this.labelHost.append(div);
      this.labelsById.set(item.id, div);
    }
  }

  /** Where a node of the focus is drawn now, in canvas pixels; null when it is not in it. */
  nodePosition(id: string): { x: number; y: number } | null {
    if (!this.current || !this.cy) return null;
    const n = this.cy.getElementById(id);
    return n.empty() || !n.isNode() ? null : n.renderedPosition();
  }

  ids(): string[] {
    return this.current && this.cy ? this.cy.elements().map((el) => el.id()) : [];
  }

  nodesAt(x: number, y: number): string[] {
    if (!this.current || !this.cy) return [];
    return this.cy
      .nodes()
      .filter((n) => {
        const bb = n.renderedBoundingBox({ includeLabels: false });
        return x >= bb.x1 && x <= bb.x2 && y >= bb.y1 && y <= bb.y2;
      })
      .map((n) => n.id());
  }

  /** The labels drawn, in page coordinates, as `labels()` reports them. */
  labels(): DrawnFocusLabel[] {
    if (!this.current) return [];
    const out: DrawnFocusLabel[] = [];
    for (const [id, div] of this.labelsById) {
      const r = div.getBoundingClientRect();
      out.push({ id, text: div.innerText.replace(/\n+/g, ' · ').trim() || (div.textContent ?? ''), x1: r.left, y1: r.top, x2: r.right, y2: r.bottom, fontPx: this.current.picture.cell.fontPx });
    }
    return out;
  }

  /** Each drawn edge of the focus with the reason its label gives. */
  edgeLabels(): { id: string; source: string; target: string; text: string }[] {
    if (!this.current) return [];
    const { picture, nodes } = this.current;
    return picture.edges.map((e) => {
      const item = picture.items.find((i) => i.via === e.id && (i.id === e.source || i.id === e.target));
      return { id: e.id, source: e.source, target: e.target, text: (item && nodes.get(item.id)?.reason) ?? '' };
    });
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
    noteOpen(this, false);
    this.element.removeEventListener('wheel', this.stopWheel);
    this.cy?.destroy();
    this.element.remove();
  }
}
