import type { Rect } from '../map/geometry';

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

/** Desktop: five lines of 11 px text under a 20 px node. */
export const DESKTOP_CELL: CellSize = { w: 184, h: 100, node: 20, fontPx: 11, linePx: 13 };
/** Phone: four lines of 10 px text under a 24 px node (a 24 × 24 tap target). */
export const PHONE_CELL: CellSize = { w: 128, h: 92, node: 24, fontPx: 10, linePx: 12 };

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
  /** Every cell, the centre one first, then by distance from it (ties: clockwise from the top). */
  slots: Slot[];
  centre: Slot;
}

/** The grid that fits `width` × `height` pixels (at least one cell). */
export function gridFor(width: number, height: number, cell: CellSize): Grid {
  const cols = Math.max(1, Math.floor((Number.isFinite(width) ? width : 0) / cell.w));
  const rows = Math.max(1, Math.floor((Number.isFinite(height) ? height : 0) / cell.h));
  const cc = Math.floor((cols - 1) / 2);
  const rc = Math.floor((rows - 1) / 2);
  const slots: (Slot & { d: number; a: number })[] = [];
  for (let row = 0; row < rows; row++) {
    for (let col = 0; col < cols; col++) {
      const x = (col - cc) * cell.w;
      const y = (row - rc) * cell.h;
      const angle = Math.atan2(x, -y);
      slots.push({ col, row, x, y, d: x * x + y * y, a: angle < 0 ? angle + 2 * Math.PI : angle });
    }
  }
  slots.sort((p, q) => p.d - q.d || p.a - q.a || p.row - q.row || p.col - q.col);
  const out = slots.map(({ col, row, x, y }) => ({ col, row, x, y }));
  return { cols, rows, cell, slots: out, centre: out[0]! };
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
