import type { Rect } from '../layout';

/**
 * The focus view's slots: a grid of equal cells, each holding one node near its top and that
 * node's label under it, sized for the canvas beside the panel (above the phone's sheet) at
 * zoom 1. Nodes of two cells are at least one cell's height apart, and labels stay inside their
 * own cell, so no two labels can overlap whatever the texts: readable by construction.
 */
export interface CellSize {
  /** Cell width and height in screen pixels (the focus view draws at zoom 1). */
  w: number;
  h: number;
  /** Node diameter in the focus view (≥ 24 px on touch screens, WCAG 2.5.8). */
  node: number;
  /** The label's font size and line height. */
  fontPx: number;
  linePx: number;
}

/** Desktop: six lines of 11 px text under a 20 px node. */
export const DESKTOP_CELL: CellSize = { w: 184, h: 112, node: 20, fontPx: 11, linePx: 13 };
/** Phone: five lines of 10 px text under a 24 px node (a 24 × 24 tap target). */
export const PHONE_CELL: CellSize = { w: 124, h: 100, node: 24, fontPx: 10, linePx: 12 };

/** Gap kept between a label and its cell's edges. */
const LABEL_INSET = 4;

export interface Slot {
  col: number;
  row: number;
  x: number;
  y: number;
}

export interface Grid {
  cols: number;
  rows: number;
  cell: CellSize;
  /** Every free cell, the centre one first, then by distance from it (ties: clockwise from the top). */
  slots: Slot[];
  centre: Slot;
  /** Where the centre cell's point lies in the room (room pixels from its top left corner). */
  origin: { x: number; y: number };
}

const touches = (a: Rect, b: Rect) => a.x1 < b.x2 && a.x2 > b.x1 && a.y1 < b.y2 && a.y2 > b.y1;

/**
 * The grid that fits `width` × `height` pixels (at least one cell), centred in it, without the
 * cells that touch a `blocked` rectangle (room pixels: the legend and other controls drawn over
 * the canvas). The centre is the free cell nearest the room's centre.
 */
export function gridFor(width: number, height: number, cell: CellSize, blocked: readonly Rect[] = []): Grid {
  const W = Number.isFinite(width) ? Math.max(0, width) : 0;
  const H = Number.isFinite(height) ? Math.max(0, height) : 0;
  const cols = Math.max(1, Math.floor(W / cell.w));
  const rows = Math.max(1, Math.floor(H / cell.h));
  const left = (W - cols * cell.w) / 2;
  const top = (H - rows * cell.h) / 2;
  const cells: { col: number; row: number; cx: number; cy: number }[] = [];
  for (let row = 0; row < rows; row++) {
    for (let col = 0; col < cols; col++) {
      const box = { x1: left + col * cell.w, y1: top + row * cell.h, x2: left + (col + 1) * cell.w, y2: top + (row + 1) * cell.h };
      if (blocked.some((b) => touches(box, b))) continue;
      cells.push({ col, row, cx: (box.x1 + box.x2) / 2, cy: (box.y1 + box.y2) / 2 });
    }
  }
  // Everything blocked: the middle cell all the same (better under a control than nowhere).
  if (cells.length === 0) {
    const col = Math.floor((cols - 1) / 2);
    const row = Math.floor((rows - 1) / 2);
    cells.push({ col, row, cx: left + (col + 0.5) * cell.w, cy: top + (row + 0.5) * cell.h });
  }
  const mid = { x: W / 2, y: H / 2 };
  const dist = (c: { cx: number; cy: number }) => (c.cx - mid.x) ** 2 + (c.cy - mid.y) ** 2;
  const first = cells.reduce((best, c) => (dist(c) < dist(best) - 1e-9 ? c : best));
  const slots: (Slot & { d: number; a: number })[] = cells.map(({ col, row, cx, cy }) => {
    const x = cx - first.cx;
    const y = cy - first.cy;
    const angle = Math.atan2(x, -y);
    return { col, row, x, y, d: x * x + y * y, a: angle < 0 ? angle + 2 * Math.PI : angle };
  });
  slots.sort((p, q) => p.d - q.d || p.a - q.a || p.row - q.row || p.col - q.col);
  const out = slots.map(({ col, row, x, y }) => ({ col, row, x, y }));
  return { cols, rows, cell, slots: out, centre: out[0]!, origin: { x: first.cx, y: first.cy } };
}

/** A draft's star and a pattern's disc, at the centre, are drawn this many times a node's size. */
export const BIG_CENTRE = 1.5;

/** How wide an item's node is drawn: a node's size, the draft or pattern at the centre bigger. */
export function nodeSizeOf(item: { id: string; role: string }, cell: CellSize): number {
  return item.role === 'centre' && (item.id.startsWith('draft:') || item.id.startsWith('cluster:')) ? cell.node * BIG_CENTRE : cell.node;
}

/** The node's centre in a cell whose slot point is (x, y): near the cell's top. */
export function nodeAt(slot: { x: number; y: number }, cell: CellSize): { x: number; y: number } {
  return { x: slot.x, y: slot.y - cell.h / 2 + cell.node / 2 + 4 };
}

/** The box a node's label may fill (model = screen pixels at zoom 1), relative to its node. */
export function labelBox(node: { x: number; y: number }, cell: CellSize): Rect {
  const top = node.y + cell.node / 2 + 3;
  const cellBottom = node.y - cell.node / 2 - 4 + cell.h;
  return { x1: node.x - cell.w / 2 + LABEL_INSET, x2: node.x + cell.w / 2 - LABEL_INSET, y1: top, y2: cellBottom - LABEL_INSET };
}

/** How many label lines a cell holds. */
export function labelLines(cell: CellSize): number {
  const box = labelBox({ x: 0, y: 0 }, cell);
  return Math.max(1, Math.floor((box.y2 - box.y1) / cell.linePx));
}
