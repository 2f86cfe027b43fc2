import type { NodeKind } from './graph';
import { overlaps, type Rect } from './map/geometry';

/**
 * Which labels to draw: greedy by priority over a grid index of what is already taken. Optimal
 * label placement is NP-hard; greedy by priority is the practical approach (sigma.js keeps the
 * most important label per grid cell, Cosmograph a top-N). Each label tries its sides in order
 * and takes the first that overlaps no drawn label and no node but its own; a label with no
 * such side is not drawn. Everything is in screen pixels.
 */
export type LabelSide = 'below' | 'right' | 'above' | 'left';
export const LABEL_SIDES: readonly LabelSide[] = ['below', 'right', 'above', 'left'];

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
}

/** Something labels must not cover: a node (its own label may touch it), the panel… */
export interface Blocked extends Rect {
  /** The id of the label that may cover it (its node). */
  owner?: string;
}

export interface PlacedLabel extends Rect {
  id: string;
  side: LabelSide;
}

export interface PlacementOptions {
  /** Sides to try, in order; default below only (where the stylesheet draws labels). */
  sides?: readonly LabelSide[];
  /** Labels must lie inside (the uncovered canvas). */
  bounds?: Rect;
  /** Space between a node and its label, and kept between two labels. */
  gap?: number;
  /** Grid cell size; about a label's height or two works best. */
  cell?: number;
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
  }
}

const finite = (...v: number[]) => v.every(Number.isFinite);

/** Rectangles bucketed by grid cell; each query looks only at the cells it covers. */
class RectGrid {
  private readonly cells = new Map<number, number[]>();
  private readonly rects: Rect[] = [];
  private readonly owners: (string | undefined)[] = [];
  private seen = new Uint32Array(64);
  private stamp = 0;
  comparisons = 0;

  constructor(private readonly cell: number) {}

  private range(r: Rect, fn: (key: number) => void) {
    const i1 = Math.floor(r.x1 / this.cell);
    const i2 = Math.floor(r.x2 / this.cell);
    const j1 = Math.floor(r.y1 / this.cell);
    const j2 = Math.floor(r.y2 / this.cell);
    // A huge rectangle (the panel) is still only as many cells as it covers; cap absurd ones.
    if ((i2 - i1 + 1) * (j2 - j1 + 1) > 1_000_000) return;
    for (let i = i1; i <= i2; i++) for (let j = j1; j <= j2; j++) fn((i + 0x100000) * 0x200000 + (j + 0x100000));
  }

  add(r: Rect, owner?: string) {
    const n = this.rects.length;
    this.rects.push(r);
    this.owners.push(owner);
    if (n >= this.seen.length) {
      const grown = new Uint32Array(this.seen.length * 2);
      grown.set(this.seen);
      this.seen = grown;
    }
    this.range(r, (key) => {
      const list = this.cells.get(key);
      if (list) list.push(n);
      else this.cells.set(key, [n]);
    });
  }

  /** True when `r` overlaps a stored rectangle not owned by `self`. */
  hits(r: Rect, self: string): boolean {
    const stamp = ++this.stamp;
    let hit = false;
    this.range(r, (key) => {
      if (hit) return;
      for (const n of this.cells.get(key) ?? []) {
        if (this.seen[n] === stamp) continue;
        this.seen[n] = stamp;
        if (this.owners[n] === self) continue;
        this.comparisons++;
        if (overlaps(r, this.rects[n]!)) {
          hit = true;
          return;
        }
      }
    });
    return hit;
  }
}

export function placeLabels(candidates: readonly LabelCandidate[], blocked: readonly Blocked[] = [], options: PlacementOptions = {}): Placement {
  const sides = options.sides ?? ['below'];
  const gap = options.gap ?? 2;
  const grid = new RectGrid(options.cell ?? 48);
  const bounds = options.bounds;
  for (const b of blocked) if (finite(b.x1, b.y1, b.x2, b.y2)) grid.add(b, b.owner);

  const order: LabelCandidate[] = [];
  const culled: string[] = [];
  for (const c of candidates) {
    // Bad input (NaN from a node without a position…) is culled, never placed or thrown on.
    if (finite(c.x, c.y, c.width, c.height, c.priority, c.radius ?? 0) && c.width >= 0 && c.height >= 0) order.push(c);
    else culled.push(c.id);
  }
  order.sort((a, b) => b.priority - a.priority || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const placed: PlacedLabel[] = [];
  for (const c of order) {
    let done = false;
    for (const side of sides) {
      const r = sideRect(c, side, gap);
      if (bounds && (r.x1 < bounds.x1 || r.y1 < bounds.y1 || r.x2 > bounds.x2 || r.y2 > bounds.y2)) continue;
      // Two labels keep `gap` between them: test the label grown by it.
      const padded = { x1: r.x1 - gap, y1: r.y1 - gap, x2: r.x2 + gap, y2: r.y2 + gap };
      if (grid.hits(padded, c.id)) continue;
      grid.add(r);
      placed.push({ id: c.id, side, ...r });
      done = true;
      break;
    }
    if (!done) culled.push(c.id);
  }
  return { placed, culled, comparisons: grid.comparisons };
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
