import { beginLayerFrame } from './canvasLayer';
import type { Core } from 'cytoscape';
import { LABEL_SIDES_AND_CORNERS, labelPriority, placeLabels, type Blocked, type LabelAlternative, type LabelCandidate, type LabelSide } from '../model/labelPlacement';
import type { NodeKind } from '../model/graph';
import type { Rect } from '../model/map/geometry';
import type { NodeCircle } from '../model/overview';
import { LABEL_LINE as LINE, labelLineTop } from '../model/labelLines';

/** A label to consider, in model coordinates; its text and rank change only with the model. */
export interface LabelSource {
  id: string;
  kind: NodeKind | 'region';
  text: string;
  x: number;
  y: number;
  /** The node's radius in model units (a region's label sits inside the top of its disc). */
  r: number;
  /** Hubs: shown case count. */
  weight: number;
  /** Cases: drawn relations. */
  degree: number;
  /** Cases: 0 (oldest) … 1 (newest). */
  recency: number;
  /** Regions: the disc's tint, and whether the pattern has no colour of its own (for the test hooks). */
  tint?: { fill: string; neutral: boolean };
}

/** A label drawn now, in canvas pixels. */
export interface DrawnLabel extends Rect {
  id: string;
  text: string;
  fontPx: number;
  compact: boolean;
  /** A hub's name in its narrower wrapping. */
  narrow: boolean;
  /** Drawn with a line to its node, which is this far from it (canvas pixels): from the node's centre and radius. */
  leader?: { x: number; y: number; r: number };
}

export interface LabelColours {
  text: string;
  outline: string;
  region: string;
}

interface Measured {
  lines: string[];
  width: number;
  height: number;
  fontPx: number;
  font: string;
}

export const LABEL_FAMILY = 'system-ui, "Noto Sans CJK KR", "Apple SD Gothic Neo", "Malgun Gothic", sans-serif';
/**
 * Case labels: readable at any zoom (the issue asks ≥ 10 px on screen). Measured on the bundled
 * library at 1440 × 900: 10 px instead of 11 draws about a tenth more case labels at the first view.
 */
const CASE_PX = 10;
const REGION_PX = 11;
const MAX_WIDTH = 130;
const HANGUL = /[\u1100-\u11ff\u3130-\u318f\uac00-\ud7af]/;
/** Above this many labels on screen a frame of a gesture moves the last placement instead of redoing it. */
const LIVE_LIMIT = 1500;
/**
 * Nor is a placement redone in a gesture's frames when the last one took longer than this: at
 * 1,000 cases a pass takes ~50 ms here, and redoing it every frame made a pan's p95 frame 67 ms
 * (the bench's pan row); the settled pass after the gesture still places them anew.
 */
const LIVE_BUDGET_MS = 6;
/** Measured labels kept before the cache starts afresh (a few per node: full, id alone, narrow). */
const MEASURED_LIMIT = 50_000;
/**
 * How long one slice of measuring labels ahead of a pass may run: under a long task (50 ms), and
 * not so short that the pass after a 4,000-case load is still waiting when a pan begins (with
 * 12 ms slices the bench's pan p95 at 4,000 cases was 33 ms in two runs, with 40 ms 17 ms).
 */
const MEASURE_SLICE_MS = 40;
/** Quiet time after a gesture before the labels are placed again. */
const SETTLE_MS = 120;
const CASE_SIDES: readonly LabelSide[] = LABEL_SIDES_AND_CORNERS;
/**
 * Failure patterns' names before every hub's and case's but the selected and hovered ones: a
 * pattern is told apart by its name (most have no colour of their own), and a hub's name can
 * still move out on a leader line where a pattern's has no room. Patterns with no colour of
 * their own (a source weight of 1) come first: their name is all that tells them apart.
 */
const REGION_PRIORITY = labelPriority({ kind: 'component', hovered: true, weight: 0 }) - 2;
/** A region's name sits above or below its disc's centre, at the distances of `regionRadii`. */
const REGION_SIDES: readonly LabelSide[] = ['above', 'below'];
/** How many places a region's name has per form (`regionRadii`, then around the rim); the narrow form's follow the full form's among the alternatives. */
const REGION_FORMS = 8;
const SIDEWAYS: readonly LabelSide[] = ['left', 'right'];
/** How far beyond its disc's rim a pattern's name may sit on a leader line. */
const REGION_LEADER_STEPS = [14, 28];
/**
 * Distances from a disc's centre (radius `r`, screen pixels) for a name `height` tall, tried
 * above and below: just inside the rim, halfway in, at the centre, just outside the rim.
 */
function regionRadii(r: number, height: number): number[] {
  return [Math.max(0, r - 6 - height), Math.max(0, r / 2 - height / 2), 0, r + 2];
}
/** How much farther out (screen pixels) a hub's name may sit when no side next to its node is free. */
const HUB_STEPS = [8, 16, 28, 44, 64];
/** A hub's name at least this far (screen pixels) beyond its node's edge gets a leader line. */
const LEADER_FROM = 16;
/** A hub's name wrapped at this width is its second shape. */
const NARROW_WIDTH = 80;

function fontPxOf(s: LabelSource): number {
  // Hangul has more strokes per glyph than Latin: one pixel more keeps it as legible.
  const bump = HANGUL.test(s.text) ? 1 : 0;
  if (s.kind === 'case') return CASE_PX + bump;
  if (s.kind === 'region') return REGION_PX + bump;
  // Hubs: one size above the cases, a second for the biggest (measured: bigger names crowd each
  // other out; 11/12 instead of 12/13 left room for every hub name and more case labels).
  return (2 * s.r >= 70 ? 12 : 11) + bump;
}

/**
 * Draws node and region labels at a fixed screen size on a canvas above the graph (pointer
 * events pass through), choosing them with `placeLabels` whenever the viewport settles, and on
 * each frame of a pan or zoom while few labels are on screen.
 */
export class LabelOverlay {
  private readonly canvas: HTMLCanvasElement;
  private readonly ctx: CanvasRenderingContext2D | null;
  private sources: readonly LabelSource[] = [];
  /**
   * Measured labels by font, wrap width and text, kept across passes and models: measureText
   * of every label, cold, was most of a pass (at 1,000 cases the first pass after the graph was
   * drawn took 170–330 ms, then each filter or language change measured them all again).
   */
  private readonly measured = new Map<string, Measured>();
  /** Widths of single lines by font and text: a case's id line is shared by its two forms, an organisation's words by its cases. */
  private readonly lineWidths = new Map<string, number>();
  /** The font set on the context now (setting it parses it; measuring sets it only on a change). */
  private ctxFont = '';
  /** How many of the sources are measured ahead of the next pass (see `request`). */
  private warmed = 0;
  /** A pass asked for and not run yet (see `request`). */
  private pending = 0;
  private selected: string | null = null;
  private hovered: string | null = null;
  /** When the rest is veiled, only these may be labelled. */
  private only: ReadonlySet<string> | null = null;
  private colours: LabelColours;
  private placed: DrawnLabel[] = [];
  private placedSources = new Map<string, LabelSource>();
  private placedAt = { zoom: 1, x: 0, y: 0 };
  private frame = 0;
  private settle = 0;
  /** Placement passes run (for tests and the benchmark: work is counted, never timed). */
  passes = 0;
  private lastPassMs = 0;
  private readonly onViewport = () => {
    if (!this.frame) this.frame = requestAnimationFrame(() => this.live());
    clearTimeout(this.settle);
    this.settle = window.setTimeout(() => this.place(), SETTLE_MS);
  };

  constructor(private readonly cy: Core, wrap: HTMLElement, colours: LabelColours) {
    this.colours = colours;
    this.canvas = document.createElement('canvas');
    this.canvas.className = 'graph-labels';
    this.canvas.setAttribute('aria-hidden', 'true');
    wrap.appendChild(this.canvas);
    this.ctx = this.canvas.getContext('2d');
    cy.on('viewport resize', this.onViewport);
  }

  setSources(sources: readonly LabelSource[]): void {
    this.sources = sources;
    // Bounded: texts of earlier models and languages are dropped only when they pile up.
    if (this.measured.size > MEASURED_LIMIT) {
      this.measured.clear();
      this.lineWidths.clear();
    }
    this.warmed = 0;
    this.request();
  }

  setFocus(selected: string | null, hovered: string | null, only: ReadonlySet<string> | null): void {
    this.selected = selected;
    this.hovered = hovered;
    this.only = only;
    this.request();
  }

  /**
   * One pass for every change of a task (a new model sets the sources and the focus together),
   * in a task of its own: a click's render and its label pass were one long task. Labels not
   * measured yet are measured first, in slices of their own tasks: at 4,000 cases measuring them
   * all, cold, was ~400 ms of an 850 ms pass.
   */
  private request(): void {
    if (this.pending) return;
    const run = () => {
      if (this.cy.destroyed()) return;
      if (!this.measureAhead(performance.now() + MEASURE_SLICE_MS)) {
        this.pending = window.setTimeout(run, 0);
        return;
      }
      this.pending = 0;
      this.place();
    };
    this.pending = window.setTimeout(run, 0);
  }

  /** Measures the sources' forms a pass may need until `deadline`; true when all are measured. */
  private measureAhead(deadline: number): boolean {
    while (this.warmed < this.sources.length) {
      const s = this.sources[this.warmed++]!;
      if (s.kind === 'case' && s.text.includes('\n')) this.measure(s, true);
      this.measure(s);
      if (s.kind !== 'case') this.measure(s, false, NARROW_WIDTH);
      if ((this.warmed & 31) === 0 && performance.now() > deadline) return this.warmed >= this.sources.length;
    }
    return true;
  }

  setColours(colours: LabelColours): void {
    this.colours = colours;
    this.paint();
  }

  /** The labels drawn now, in canvas pixels. */
  drawn(): readonly DrawnLabel[] {
    return this.placed;
  }

  /** Nodes (centre on the canvas) and regions (reaching into it) now, in canvas pixels, for the test hooks. */
  onScreen(): { nodes: NodeCircle[]; regions: (NodeCircle & { fill: string; neutral: boolean })[] } {
    const zoom = this.cy.zoom();
    const pan = this.cy.pan();
    const w = this.cy.width();
    const h = this.cy.height();
    const out = { nodes: [] as NodeCircle[], regions: [] as (NodeCircle & { fill: string; neutral: boolean })[] };
    for (const s of this.sources) {
      const c = { id: s.id, x: s.x * zoom + pan.x, y: s.y * zoom + pan.y, r: s.r * zoom };
      if (s.kind === 'region') {
        if (c.x + c.r > 0 && c.y + c.r > 0 && c.x - c.r < w && c.y - c.r < h) out.regions.push({ ...c, fill: s.tint?.fill ?? '', neutral: s.tint?.neutral ?? false });
      } else if (c.x >= 0 && c.y >= 0 && c.x <= w && c.y <= h) out.nodes.push(c);
    }
    return out;
  }

  /** The label's full form, and for a case of two lines its first line alone (the id). */
  private measure(s: LabelSource, compact = false, maxWidth = MAX_WIDTH): Measured {
    const fontPx = fontPxOf(s);
    const weight = s.kind === 'case' ? 400 : 600;
    const text = compact ? s.text.split('\n')[0]! : s.text;
    const key = `${weight}|${fontPx}|${maxWidth}|${text}`;
    let m = this.measured.get(key);
    if (m) return m;
    const font = `${weight} ${fontPx}px ${LABEL_FAMILY}`;
    const lines: string[] = [];
    let width = 0;
    if (this.ctx) {
      const ctx = this.ctx;
      const widthOf = (line: string) => {
        const key = `${font}|${line}`;
        let w = this.lineWidths.get(key);
        if (w === undefined) {
          if (this.ctxFont !== font) ctx.font = this.ctxFont = font;
          w = ctx.measureText(line).width;
          this.lineWidths.set(key, w);
        }
        return w;
      };
      for (const para of text.split('\n')) {
        // Greedy word wrap at maxWidth; one long word stays whole. Each line's width is the one
        // measured when it was last extended (no second measurement of the finished lines).
        let line = '';
        let lineWidth = 0;
        for (const word of para.split(' ')) {
          const next = line ? `${line} ${word}` : word;
          const nextWidth = widthOf(next);
          if (line && nextWidth > maxWidth) {
            lines.push(line);
            width = Math.max(width, lineWidth);
            line = word;
            lineWidth = widthOf(word);
          } else {
            line = next;
            lineWidth = nextWidth;
          }
        }
        lines.push(line);
        width = Math.max(width, lineWidth);
      }
    }
    m = { lines, width: Math.ceil(width), height: Math.ceil(lines.length * fontPx * LINE), fontPx, font };
    this.measured.set(key, m);
    return m;
  }

  /**
   * A case's id alone when its two lines fit nowhere; a hub's name a step farther out, where
   * the ring of sides around a crowded hub has room (it must be drawn: the issue asks for every hub).
   */
  private alternatives(s: LabelSource, m: Measured, r: number): LabelAlternative[] {
    if (s.kind === 'case') {
      if (!s.text.includes('\n') || !this.fullFirst(s)) return [];
      const short = this.measure(s, true);
      return [{ width: short.width, height: short.height }];
    }
    if (s.kind === 'region') return [];
    // Then the name wrapped narrower (taller), near and farther out: another shape fits another gap.
    const narrow = this.measure(s, false, NARROW_WIDTH);
    // Past LEADER_FROM pixels out the name is drawn with a line to its node (see `paint`).
    return [
      ...HUB_STEPS.map((step) => ({ width: m.width, height: m.height, radius: r + step, ...(step >= LEADER_FROM ? { leader: true } : {}) })),
      ...[0, ...HUB_STEPS].map((step) => ({ width: narrow.width, height: narrow.height, radius: r + step, ...(step >= LEADER_FROM ? { leader: true } : {}) })),
    ];
  }

  /** A region's name at its other places (regionRadii), in full and wrapped narrower. */
  private regionAlternatives(s: LabelSource, m: Measured, r: number): LabelAlternative[] {
    const narrow = this.measure(s, false, NARROW_WIDTH);
    const at = (x: Measured) => [
      ...regionRadii(r, x.height).map((radius) => ({ width: x.width, height: x.height, radius })),
      // Left or right of the centre, inside the disc.
      { width: x.width, height: x.height, radius: Math.max(0, r / 2 - x.width / 2), sides: SIDEWAYS },
      // Just outside the rim, all around: the gaps between discs are where the room is.
      { width: x.width, height: x.height, radius: r + 2, sides: LABEL_SIDES_AND_CORNERS },
      // Farther out, with a line to the rim.
      ...REGION_LEADER_STEPS.map((step) => ({ width: x.width, height: x.height, radius: r + step, sides: LABEL_SIDES_AND_CORNERS, leader: true })),
    ];
    return [...at(m).slice(1), ...at(narrow)];
  }

  /**
   * The selected and the hovered case try their full label first; the others are placed by
   * their id and grow to the full label afterwards where it fits (more are drawn that way).
   */
  private fullFirst(s: LabelSource): boolean {
    return s.id === this.selected || s.id === this.hovered;
  }

  /** During a gesture: a full pass while cheap, else the last placement moved with the pan. */
  private live(): void {
    this.frame = 0;
    if (this.cy.destroyed()) return;
    if (this.lastPassMs <= LIVE_BUDGET_MS && this.onScreenCount() <= LIVE_LIMIT) return this.place();
    const zoom = this.cy.zoom();
    const pan = this.cy.pan();
    if (Math.abs(zoom - this.placedAt.zoom) > 1e-9) {
      this.placed = [];
    } else {
      const dx = pan.x - this.placedAt.x;
      const dy = pan.y - this.placedAt.y;
      this.placed = this.placed.map((l) => ({ ...l, x1: l.x1 + dx, x2: l.x2 + dx, y1: l.y1 + dy, y2: l.y2 + dy, ...(l.leader ? { leader: { ...l.leader, x: l.leader.x + dx, y: l.leader.y + dy } } : {}) }));
      this.placedAt = { zoom, x: pan.x, y: pan.y };
    }
    this.paint();
  }

  private onScreenCount(): number {
    const zoom = this.cy.zoom();
    const pan = this.cy.pan();
    const w = this.cy.width();
    const h = this.cy.height();
    let n = 0;
    for (const s of this.sources) {
      const x = s.x * zoom + pan.x;
      const y = s.y * zoom + pan.y;
      if (x >= 0 && y >= 0 && x <= w && y <= h) n++;
    }
    return n;
  }

  /** Panels, the bottom sheet, the legend, the minimap and the zoom buttons lying over the canvas, in canvas pixels. */
  private covers(): Rect[] {
    const box = this.canvas.getBoundingClientRect();
    return [...document.querySelectorAll('[data-covers-graph], .graph-overlay-top > *, .graph-minimap, .zoom-controls')].flatMap((el) => {
      const r = el.getBoundingClientRect();
      if (r.width <= 0 || r.height <= 0 || r.right <= box.left || r.left >= box.right || r.bottom <= box.top || r.top >= box.bottom) return [];
      return [{ x1: r.left - box.left, y1: r.top - box.top, x2: r.right - box.left, y2: r.bottom - box.top }];
    });
  }

  private place(): void {
    clearTimeout(this.settle);
    clearTimeout(this.pending);
    this.pending = 0;
    if (this.cy.destroyed()) return;
    this.passes++;
    const started = performance.now();
    const zoom = this.cy.zoom();
    const pan = this.cy.pan();
    const w = this.cy.width();
    const h = this.cy.height();
    const bounds = { x1: 0, y1: 0, x2: w, y2: h };
    const candidates: LabelCandidate[] = [];
    const blocked: Blocked[] = this.covers();
    const byId = new Map<string, LabelSource>();
    // Hub names never cover a node (at the first view of 1440 × 900 they lay on 27 case nodes):
    // they move out, wrap narrower, or are left for a closer zoom; every label stays nearer
    // its own node than any other (`nodes`).
    const nodes: NodeCircle[] = [];
    for (const s of this.sources) {
      const region = s.kind === 'region';
      const x = s.x * zoom + pan.x;
      const y = s.y * zoom + pan.y;
      const r = s.r * zoom;
      if (x + r < 0 || y + r < 0 || x - r > w || y - r > h) continue;
      if (!region) {
        blocked.push({ x1: x - r, y1: y - r, x2: x + r, y2: y + r, owner: s.id });
        nodes.push({ id: s.id, x, y, r });
      }
      if (this.only && !this.only.has(s.id)) continue;
      const short = s.kind === 'case' && s.text.includes('\n') && !this.fullFirst(s);
      const m = this.measure(s, short);
      const full = short ? this.measure(s) : null;
      byId.set(s.id, s);
      if (region) {
        // A region's name inside the top of its disc, else inside its bottom, nearer the
        // centre, just outside, and each again wrapped narrower: every pattern in view is named.
        candidates.push({ id: s.id, x, y, width: m.width, height: m.height, priority: REGION_PRIORITY + s.weight, radius: regionRadii(r, m.height)[0]!, sides: REGION_SIDES, free: true, alternatives: this.regionAlternatives(s, m, r) });
        continue;
      }
      const priority = labelPriority({ kind: s.kind as NodeKind, selected: s.id === this.selected, hovered: s.id === this.hovered, weight: s.weight, degree: s.degree, recency: s.recency });
      candidates.push({ id: s.id, x, y, width: m.width, height: m.height, priority, radius: r, ...(full ? { upgrade: { width: full.width, height: full.height } } : {}), alternatives: this.alternatives(s, m, r) });
    }
    const result = placeLabels(candidates, blocked, { sides: CASE_SIDES, bounds, gap: 2, nodes });
    const candidateOf = new Map(candidates.map((c) => [c.id, c]));
    this.placed = result.placed.map((p) => {
      const s = byId.get(p.id)!;
      const c = candidateOf.get(p.id);
      const leader = p.alternative !== undefined && c?.alternatives?.[p.alternative]?.leader ? { x: c.x, y: c.y, r: s.kind === 'region' ? s.r * zoom : (c.radius ?? 0) } : undefined;
      const compact = s.kind === 'case' && (this.fullFirst(s) ? p.alternative === 0 : !p.upgraded && s.text.includes('\n'));
      const narrow = s.kind === 'region' ? p.alternative !== undefined && p.alternative >= REGION_FORMS - 1 : s.kind !== 'case' && p.alternative !== undefined && p.alternative >= HUB_STEPS.length;
      const m = this.measure(s, compact, narrow ? NARROW_WIDTH : MAX_WIDTH);
      return { id: p.id, text: m.lines.join('\n'), compact, narrow, x1: p.x1, y1: p.y1, x2: p.x2, y2: p.y2, fontPx: m.fontPx, ...(leader ? { leader } : {}) };
    });
    this.placedSources = byId;
    this.placedAt = { zoom, x: pan.x, y: pan.y };
    this.lastPassMs = performance.now() - started;
    this.paint();
  }

  private paint(): void {
    const frame = beginLayerFrame(this.canvas, this.cy, this.ctx);
    if (!frame) return;
    const { ctx } = frame;
    // Painting sets fonts of its own (and resizing the canvas resets them).
    this.ctxFont = '';
    ctx.textBaseline = 'top';
    ctx.textAlign = 'center';
    ctx.lineJoin = 'round';
    // Leader lines first, under every name: from the node's edge to the nearest point of its label.
    for (const l of this.placed) {
      if (!l.leader) continue;
      const { x, y, r } = l.leader;
      const tx = Math.min(l.x2, Math.max(l.x1, x));
      const ty = Math.min(l.y2, Math.max(l.y1, y));
      const d = Math.hypot(tx - x, ty - y);
      if (d <= r) continue;
      ctx.beginPath();
      ctx.moveTo(x + ((tx - x) * r) / d, y + ((ty - y) * r) / d);
      ctx.lineTo(tx, ty);
      ctx.lineWidth = 1;
      ctx.strokeStyle = this.colours.text;
      ctx.globalAlpha = 0.6;
      ctx.stroke();
      ctx.globalAlpha = 1;
    }
    for (const l of this.placed) {
      const s = this.placedSources.get(l.id);
      if (!s) continue;
      const m = this.measure(s, l.compact, l.narrow ? NARROW_WIDTH : MAX_WIDTH);
      ctx.font = m.font;
      ctx.lineWidth = 3;
      ctx.strokeStyle = this.colours.outline;
      ctx.fillStyle = s.kind === 'region' ? this.colours.region : this.colours.text;
      const cx = (l.x1 + l.x2) / 2;
      m.lines.forEach((line, k) => {
        const y = labelLineTop(l.y1, m.fontPx, k);
        ctx.strokeText(line, cx, y);
        ctx.fillText(line, cx, y);
      });
    }
  }

  destroy(): void {
    cancelAnimationFrame(this.frame);
    clearTimeout(this.settle);
    clearTimeout(this.pending);
    if (!this.cy.destroyed()) this.cy.off('viewport resize', this.onViewport);
    this.canvas.remove();
  }
}
