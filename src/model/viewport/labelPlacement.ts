import { runToEnd } from '../core';
import type { NodeKind } from '../network';
import { overlaps, type Rect } from '../layout';
import { labelToNode, type NodeCircle } from '../overview';

/**
 * Which labels to draw: greedy by priority over a grid index of what is already taken. Optimal
 * label placement is NP-hard; greedy by priority is the practical approach (sigma.js keeps the
 * most important label per grid cell, Cosmograph a top-N). Each label tries its sides in order
 * and takes the first that overlaps no drawn label and no node but its own; a label with no
 * such side is not drawn. Everything is in screen pixels.
 */
export type LabelSide = 'below' | 'right' | 'above' | 'left' | 'below-right' | 'below-left' | 'above-right' | 'above-left';
export const LABEL_SIDES: readonly LabelSide[] = ['below', 'right', 'above', 'left'];
/** The four sides, then the four corners (a label touching its node at a corner). */
export const LABEL_SIDES_AND_CORNERS: readonly LabelSide[] = [...LABEL_SIDES, 'below-right', 'below-left', 'above-right', 'above-left'];

export interface LabelCandidate {
  id: string;
  /** The anchor: the node's centre. */
  x: number;
  y: number;
  width: number;
  height: number;
  priority: number;
  /** The node's radius: the label sits this far (plus the gap) from the anchor. */
  radius?: number;
  /** Sides this label may take, in order, instead of the pass's (a region's name: only inside its disc). */
  sides?: readonly LabelSide[];
  /**
   * Fallbacks tried in order, on every side, when the label fits nowhere: a shorter text (a
   * case's id without its organisation), or the same label a little farther from its node.
   */
  alternatives?: readonly LabelAlternative[];
  /**
   * Further alternatives, asked for only when none of `alternatives` fits (many places that
   * few labels need: a pattern's name anywhere in its disc, or out on a callout). They number
   * on after `alternatives`; the function should return the same list each time it is called.
   */
  more?: () => AlternativeList;
  /**
   * The priority `more` is tried at, when lower than the label's own: the label waits for the
   * labels ranked above that (a pattern's name out on a callout after the hubs' names by their nodes).
   */
  morePriority?: number;
  /**
   * A fuller form (a case's id with its organisation) tried once every label has its place,
   * highest priority first, on the side the label took: more labels are drawn short than
   * would be drawn full, and those with room around them still show the rest.
   */
  upgrade?: LabelAlternative;
  /** Not a node's label (a region's name): the nearest-node rule (`nodes`) does not apply. */
  free?: boolean;
}

/** Alternatives read in order by their number: an array, or one made as it is read (LazyAlternatives). */
export interface AlternativeList {
  at(k: number): LabelAlternative | undefined;
}

/**
 * A list of alternatives made a segment at a time, each only once the reader has tried every
 * alternative before it: a pattern's name usually finds its place in the first segments (inside
 * its disc), and its callouts all round the disc were a tenth of a first view's main-thread work.
 */
export class LazyAlternatives implements AlternativeList {
  private readonly made: LabelAlternative[] = [];
  private next = 0;
  constructor(private readonly segments: readonly (() => readonly LabelAlternative[])[]) {}

  at(k: number): LabelAlternative | undefined {
    while (k >= this.made.length && this.next < this.segments.length) {
      for (const a of this.segments[this.next++]!()) this.made.push(a);
    }
    return k >= 0 ? this.made[k] : undefined;
  }
}

export interface LabelAlternative {
  width: number;
  height: number;
  radius?: number;
  /** Sides for this form instead of the candidate's. */
  sides?: readonly LabelSide[];
  /**
   * Drawn with a leader line to its node (a hub's name pushed farther out): the line pairs
   * it with its node, so the nearest-node rule does not apply.
   */
  leader?: boolean;
  /** The anchor moved by this much (screen pixels): a place anywhere in a failure pattern's disc. */
  offset?: { dx: number; dy: number };
  /** What this form is, for whoever draws it (the placement ignores it): wrapped narrower or wider, in smaller type, a pattern's name in its short form. */
  form?: { maxWidth?: number; fontPx?: number; short?: boolean };
}

/** Something labels must not cover: a node (its own label may touch it), the panel… */
export interface Blocked extends Rect {
  /** The id of the label that may cover it (its node). */
  owner?: string;
  /**
   * Labels of at least this priority may cover it: a small case node yields to the hubs' names,
   * which must all be drawn, and never to another case's label.
   */
  yieldsTo?: number;
}

export interface PlacedLabel extends Rect {
  id: string;
  side: LabelSide;
  /** Which of the candidate's alternatives was placed (absent: the label itself). */
  alternative?: number;
  /** The candidate's `upgrade` was placed instead. */
  upgraded?: boolean;
}

export interface PlacementOptions {
  /** Sides to try, in order; default below only (where the stylesheet draws labels). */
  sides?: readonly LabelSide[];
  /** Labels must lie inside (the uncovered canvas). */
  bounds?: Rect;
  /** Space between a node and its label, and kept between two labels. */
  gap?: number;
  /**
   * More room kept between two labels side by side on one line, beside `gap`: two names a few
   * pixels apart read as one ("예상치 못한 트래픽 급증 잠재된 소프트웨어 버그").
   */
  apart?: number;
  /** Grid cell size; about a label's height or two works best. */
  cell?: number;
  /**
   * The nodes on screen: when given, a node's label (its candidate's id is the node's) is
   * placed only where it is nearer its own node than any other (overview/labelRules.ts), so a
   * label pushed out of a crowd never ends up beside someone else's node.
   */
  nodes?: readonly NodeCircle[];
}

/** Circles bucketed by grid cell, to ask whether another node is nearer a label than its own. */
class CircleGrid {
  private readonly cells = new Map<number, NodeCircle[]>();
  private readonly byId = new Map<string, NodeCircle>();
  constructor(circles: readonly NodeCircle[], private readonly cell: number) {
    for (const c of circles) {
      if (!finite(c.x, c.y, c.r)) continue;
      this.byId.set(c.id, c);
      this.each({ x1: c.x - c.r, y1: c.y - c.r, x2: c.x + c.r, y2: c.y + c.r }, (key) => {
        const list = this.cells.get(key);
        if (list) list.push(c);
        else this.cells.set(key, [c]);
        return false;
      });
    }
  }

  private each(r: Rect, f: (key: number) => boolean): boolean {
    const i1 = Math.floor(r.x1 / this.cell);
    const i2 = Math.floor(r.x2 / this.cell);
    const j1 = Math.floor(r.y1 / this.cell);
    const j2 = Math.floor(r.y2 / this.cell);
    // A box far off the cells in play (or huge) is not bucketed cell by cell.
    if (i2 - i1 > 4096 || j2 - j1 > 4096) return false;
    for (let j = j1; j <= j2; j++) for (let i = i1; i <= i2; i++) if (f(i * 65_537 + j)) return true;
    return false;
  }

  /** True when a node other than `id`'s is as near `r` as `id`'s own node (or `id` has none). */
  otherAsNear(r: Rect, id: string): boolean {
    const own = this.byId.get(id);
    if (!own) return false;
    const d = labelToNode(r, own);
    return this.each({ x1: r.x1 - d, y1: r.y1 - d, x2: r.x2 + d, y2: r.y2 + d }, (key) => (this.cells.get(key) ?? []).some((o) => o.id !== id && labelToNode(r, o) <= d));
  }
}

export interface Placement {
  /** The labels to draw, highest priority first. */
  placed: PlacedLabel[];
  /** Ids of the labels left out. */
  culled: string[];
  /** Rectangle comparisons made: the pass's work, for tests (no timers). */
  comparisons: number;
}

function sideRect(c: LabelCandidate, side: LabelSide, gap: number): Rect {
  const r = c.radius ?? 0;
  const { x, y, width: w, height: h } = c;
  switch (side) {
    case 'below':
      return { x1: x - w / 2, y1: y + r + gap, x2: x + w / 2, y2: y + r + gap + h };
    case 'above':
      return { x1: x - w / 2, y1: y - r - gap - h, x2: x + w / 2, y2: y - r - gap };
    case 'right':
      return { x1: x + r + gap, y1: y - h / 2, x2: x + r + gap + w, y2: y + h / 2 };
    case 'left':
      return { x1: x - r - gap - w, y1: y - h / 2, x2: x - r - gap, y2: y + h / 2 };
    // Corners: the label's near corner on the node's bounding circle at 45°.
    case 'below-right':
      return { x1: x + r * Math.SQRT1_2 + gap, y1: y + r * Math.SQRT1_2 + gap, x2: x + r * Math.SQRT1_2 + gap + w, y2: y + r * Math.SQRT1_2 + gap + h };
    case 'below-left':
      return { x1: x - r * Math.SQRT1_2 - gap - w, y1: y + r * Math.SQRT1_2 + gap, x2: x - r * Math.SQRT1_2 - gap, y2: y + r * Math.SQRT1_2 + gap + h };
    case 'above-right':
      return { x1: x + r * Math.SQRT1_2 + gap, y1: y - r * Math.SQRT1_2 - gap - h, x2: x + r * Math.SQRT1_2 + gap + w, y2: y - r * Math.SQRT1_2 - gap };
    case 'above-left':
      return { x1: x - r * Math.SQRT1_2 - gap - w, y1: y - r * Math.SQRT1_2 - gap - h, x2: x - r * Math.SQRT1_2 - gap, y2: y - r * Math.SQRT1_2 - gap };
  }
}

const finite = (...v: number[]) => v.every(Number.isFinite);

/**
 * Rectangles bucketed by the cells of a dense grid over the area in play; each query looks only
 * at the cells it covers. Buckets are linked lists in typed arrays: a Map keyed by cell was
 * measured ~10× slower (cell keys beyond small integers hash as heap numbers).
 */
class RectGrid {
  private readonly head: Int32Array;
  private next = new Int32Array(1024);
  private item = new Int32Array(1024);
  private entries = 0;
  private readonly rects: Rect[] = [];
  private readonly owners: (string | undefined)[] = [];
  private readonly yields: number[] = [];
  /** Room kept at a rectangle's left and right against one on its line (a label's `apart`). */
  private readonly beside: number[] = [];
  private seen = new Uint32Array(1024);
  private stamp = 0;
  private readonly cols: number;
  private readonly rows: number;
  private readonly cell: number;
  comparisons = 0;

  constructor(private readonly area: Rect, cell: number) {
    const w = Math.max(1, area.x2 - area.x1);
    const h = Math.max(1, area.y2 - area.y1);
    // At most ~1M cells: a huge area gets coarser cells, not a huge table.
    this.cell = Math.max(cell, Math.sqrt((w * h) / 1_000_000));
    this.cols = Math.ceil(w / this.cell) + 1;
    this.rows = Math.ceil(h / this.cell) + 1;
    this.head = new Int32Array(this.cols * this.rows).fill(-1);
  }

  private col(x: number) {
    return Math.min(this.cols - 1, Math.max(0, Math.floor((x - this.area.x1) / this.cell)));
  }

  private row(y: number) {
    return Math.min(this.rows - 1, Math.max(0, Math.floor((y - this.area.y1) / this.cell)));
  }

  add(r: Rect, owner?: string, yieldsTo = Infinity, beside = 0) {
    const n = this.rects.length;
    this.rects.push(r);
    this.owners.push(owner);
    this.yields.push(yieldsTo);
    this.beside.push(beside);
    if (n >= this.seen.length) this.seen = grow(this.seen);
    const i2 = this.col(r.x2 + beside);
    const j2 = this.row(r.y2);
    for (let j = this.row(r.y1); j <= j2; j++) {
      for (let i = this.col(r.x1 - beside); i <= i2; i++) {
        if (this.entries >= this.next.length) {
          this.next = grow(this.next);
          this.item = grow(this.item);
        }
        const c = j * this.cols + i;
        this.item[this.entries] = n;
        this.next[this.entries] = this.head[c]!;
        this.head[c] = this.entries++;
      }
    }
  }

  /** True when `r` overlaps a stored rectangle not owned by `self` that a label of `priority` may not cover. */
  hits(r: Rect, self: string, priority: number): boolean {
    const stamp = ++this.stamp;
    const i1 = this.col(r.x1);
    const i2 = this.col(r.x2);
    const j2 = this.row(r.y2);
    for (let j = this.row(r.y1); j <= j2; j++) {
      for (let i = i1; i <= i2; i++) {
        for (let e = this.head[j * this.cols + i]!; e >= 0; e = this.next[e]!) {
          const n = this.item[e]!;
          if (this.seen[n] === stamp) continue;
          this.seen[n] = stamp;
          if (this.owners[n] === self || priority >= this.yields[n]!) continue;
          this.comparisons++;
          const s = this.rects[n]!;
          if (overlaps(r, s)) return true;
          const beside = this.beside[n]!;
          if (beside > 0 && r.x1 < s.x2 + beside && r.x2 > s.x1 - beside && onOneLine(r, s)) return true;
        }
      }
    }
    return false;
  }
}

/**
 * Two boxes side by side read as one line when they share more than half the shorter one's
 * height: a label half a line higher or lower than its neighbour reads apart from it.
 */
function onOneLine(a: Rect, b: Rect): boolean {
  const shared = Math.min(a.y2, b.y2) - Math.max(a.y1, b.y1);
  return shared > Math.min(a.y2 - a.y1, b.y2 - b.y1) / 2;
}

function grow<T extends Int32Array | Uint32Array>(a: T): T {
  const b = new (a.constructor as new (n: number) => T)(a.length * 2);
  b.set(a);
  return b;
}

/** The area labels and obstacles can occupy: where the grid needs cells. */
function areaOf(candidates: readonly LabelCandidate[], blocked: readonly Blocked[], bounds: Rect | undefined): Rect {
  if (bounds) return bounds;
  const a = { x1: Infinity, y1: Infinity, x2: -Infinity, y2: -Infinity };
  for (const c of candidates) {
    const reach = (c.radius ?? 0) + c.width + c.height;
    if (!finite(c.x, c.y, reach)) continue;
    a.x1 = Math.min(a.x1, c.x - reach);
    a.y1 = Math.min(a.y1, c.y - reach);
    a.x2 = Math.max(a.x2, c.x + reach);
    a.y2 = Math.max(a.y2, c.y + reach);
  }
  for (const b of blocked) {
    if (!finite(b.x1, b.y1, b.x2, b.y2)) continue;
    a.x1 = Math.min(a.x1, b.x1);
    a.y1 = Math.min(a.y1, b.y1);
    a.x2 = Math.max(a.x2, b.x2);
    a.y2 = Math.max(a.y2, b.y2);
  }
  return Number.isFinite(a.x1) ? a : { x1: 0, y1: 0, x2: 1, y2: 1 };
}

export function placeLabels(candidates: readonly LabelCandidate[], blocked: readonly Blocked[] = [], options: PlacementOptions = {}): Placement {
  return runToEnd(placingLabels(candidates, blocked, options));
}

/** `apart`'s default: about half a label's height, clearly wider than a word space (~4 px). */
export const LABELS_APART = 6;
/** Candidates placed between two steps of `placingLabels`: a few milliseconds' work at most. */
const PLACED_PER_STEP = 64;
/**
 * Nor more places tested than this between two steps: on a crowded map a hub's or a pattern's
 * name tries a dozen places against thousands of nodes, and 64 such names were one step of
 * ~100 ms at 10,000 cases, past any slice's deadline.
 */
const TESTS_PER_STEP = 256;

/**
 * `placeLabels` in steps: the generator stops after every few candidates and returns the
 * placement at its end, so a page can spread a big pass (thousands of labels) over several tasks.
 */
export function* placingLabels(candidates: readonly LabelCandidate[], blocked: readonly Blocked[] = [], options: PlacementOptions = {}): Generator<void, Placement, void> {
  const sides = options.sides ?? ['below'];
  const gap = options.gap ?? 2;
  const apart = options.apart ?? LABELS_APART;
  const bounds = options.bounds;
  const grid = new RectGrid(areaOf(candidates, blocked, bounds), options.cell ?? 48);
  const circles = options.nodes ? new CircleGrid(options.nodes, options.cell ?? 48) : null;
  for (const b of blocked) if (finite(b.x1, b.y1, b.x2, b.y2)) grid.add(b, b.owner, b.yieldsTo ?? Infinity);

  const order: LabelCandidate[] = [];
  const culled: string[] = [];
  for (const c of candidates) {
    // Bad input (NaN from a node without a position…) is culled, never placed or thrown on.
    if (finite(c.x, c.y, c.width, c.height, c.priority, c.radius ?? 0) && c.width >= 0 && c.height >= 0) order.push(c);
    else culled.push(c.id);
  }
  order.sort((a, b) => b.priority - a.priority || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const placed: PlacedLabel[] = [];
  const byId = new Map<string, LabelCandidate>();
  for (const c of order) if (c.upgrade) byId.set(c.id, c);
  let tests = 0;
  const tryPlace = (c: LabelCandidate, alternative: number): boolean => {
    for (const side of c.sides ?? sides) {
      tests++;
      const r = sideRect(c, side, gap);
      if (bounds && (r.x1 < bounds.x1 || r.y1 < bounds.y1 || r.x2 > bounds.x2 || r.y2 > bounds.y2)) continue;
      // Two labels keep `gap` between them: test the label grown by it.
      const padded = { x1: r.x1 - gap, y1: r.y1 - gap, x2: r.x2 + gap, y2: r.y2 + gap };
      if (grid.hits(padded, c.id, c.priority)) continue;
      if (circles && !c.free && circles.otherAsNear(r, c.id)) continue;
      // Owned by its label when it may grow: its upgrade may cover it (no owner otherwise, one
      // string comparison fewer per rectangle met). A label on its line keeps `apart` beside
      // it; nodes, placed before, keep just `gap`.
      grid.add(r, c.upgrade ? c.id : undefined, Infinity, apart);
      placed.push(alternative >= 0 ? { id: c.id, side, alternative, ...r } : { id: c.id, side, ...r });
      return true;
    }
    return false;
  };
  /** Tries `alts` in order (numbered from `first`); true once one is placed. */
  const tryAlternatives = (c: LabelCandidate, alts: AlternativeList, first: number): boolean => {
    for (let k = 0, a = alts.at(0); a !== undefined; a = alts.at(++k)) {
      const dx = a.offset?.dx ?? 0;
      const dy = a.offset?.dy ?? 0;
      if (!finite(a.width, a.height, a.radius ?? 0, dx, dy) || a.width < 0 || a.height < 0) continue;
      if (tryPlace({ ...c, x: c.x + dx, y: c.y + dy, width: a.width, height: a.height, radius: a.radius ?? c.radius, sides: a.sides ?? c.sides, free: c.free || a.leader }, first + k)) return true;
    }
    return false;
  };
  // Labels whose `more` waits for a lower priority, highest first.
  const waiting: LabelCandidate[] = [];
  const tryMore = (c: LabelCandidate) => {
    if (!c.more || !tryAlternatives(c, c.more(), (c.alternatives ?? []).length)) culled.push(c.id);
  };
  const waitsAbove = (priority: number) => waiting.length > 0 && waiting[0]!.morePriority! > priority;
  let tried = 0;
  for (const c of order) {
    if (++tried % PLACED_PER_STEP === 0 || tests >= TESTS_PER_STEP) {
      tests = 0;
      yield;
    }
    // A step each: a pattern's late places (callouts all round its disc) cost a millisecond or more.
    while (waitsAbove(c.priority)) {
      tryMore(waiting.shift()!);
      yield;
    }
    if (tryPlace(c, -1)) continue;
    if (tryAlternatives(c, c.alternatives ?? [], 0)) continue;
    if (c.more && c.morePriority !== undefined && c.morePriority < c.priority && Number.isFinite(c.morePriority)) {
      waiting.push(c);
      waiting.sort((a, b) => b.morePriority! - a.morePriority!);
    } else tryMore(c);
  }
  while (waitsAbove(-Infinity)) {
    tryMore(waiting.shift()!);
    yield;
  }
  let upgraded = 0;
  for (const [k, p] of placed.entries()) {
    if (++upgraded % PLACED_PER_STEP === 0) yield;
    const c = byId.get(p.id);
    const u = c?.upgrade;
    if (!c || !u || p.alternative !== undefined || !finite(u.width, u.height, u.radius ?? 0) || u.width < 0 || u.height < 0) continue;
    const r = sideRect({ ...c, width: u.width, height: u.height, radius: u.radius ?? c.radius }, p.side, gap);
    if (bounds && (r.x1 < bounds.x1 || r.y1 < bounds.y1 || r.x2 > bounds.x2 || r.y2 > bounds.y2)) continue;
    if (grid.hits({ x1: r.x1 - gap, y1: r.y1 - gap, x2: r.x2 + gap, y2: r.y2 + gap }, c.id, c.priority)) continue;
    if (circles && !c.free && circles.otherAsNear(r, c.id)) continue;
    // The short form's box lies inside the full one's (both hang from the same side of the
    // node), so leaving it in the grid changes nothing.
    grid.add(r, c.id, Infinity, apart);
    placed[k] = { id: p.id, side: p.side, upgraded: true, ...r };
  }
  return { placed, culled, comparisons: grid.comparisons };
}

/** A candidate's alternative by the number `placeLabels` gave it (its `more` numbering on after `alternatives`). */
export function alternativeOf(c: LabelCandidate, k: number | undefined): LabelAlternative | undefined {
  if (k === undefined) return undefined;
  const alts = c.alternatives ?? [];
  return k < alts.length ? alts[k] : c.more?.().at(k - alts.length);
}

export interface LabelRank {
  kind: NodeKind;
  selected?: boolean;
  hovered?: boolean;
  /** Hubs: shown case count. */
  weight?: number;
  /** Cases: drawn relations. */
  degree?: number;
  /** Cases: 0 (oldest) … 1 (newest). */
  recency?: number;
}

const TIER = 2 ** 40;
const PRIMARY = 2 ** 13;

/**
 * A label's priority as one number: selected, then hovered, then hubs by weight, then cases
 * by degree and then recency. Tiers never mix (a hub of weight 1 outranks any case).
 */
export function labelPriority(r: LabelRank): number {
  const tier = r.selected ? 4 : r.hovered ? 3 : r.kind === 'case' ? 1 : 2;
  const primary = Math.min(2 ** 26, Math.max(0, Math.floor((r.kind === 'case' ? r.degree : r.weight) ?? 0)));
  const secondary = r.kind === 'case' ? Math.round(Math.min(1, Math.max(0, r.recency ?? 0)) * (PRIMARY - 1)) : 0;
  return tier * TIER + primary * PRIMARY + secondary;
}

/** The zoom at which text of `fontPx` (model units) is `minScreenPx` tall on screen. */
export function readableZoom(fontPx: number, minScreenPx = 10): number {
  return fontPx > 0 && Number.isFinite(fontPx) ? minScreenPx / fontPx : Infinity;
}
