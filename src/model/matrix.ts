import type { LibraryIndex } from './indexes';

/** What the columns of the pattern matrix are: root causes or symptoms (rows are components). */
export type MatrixMode = 'cause' | 'symptom';
export const MATRIX_MODES: readonly MatrixMode[] = ['cause', 'symptom'];

/** Rows and columns shown at most; the heaviest are kept. */
export const MATRIX_CAP = 40;

export interface MatrixAxis {
  key: string;
  /** Sum of the counts along this row or column (over all columns or rows, before the cap). */
  total: number;
}

export interface PatternMatrix {
  mode: MatrixMode;
  rows: MatrixAxis[];
  cols: MatrixAxis[];
  /** counts[r][c]: shown cases with component rows[r] and root cause / symptom cols[c]. */
  counts: number[][];
  /** The largest count in the shown cells (0 when there are none). */
  max: number;
  /** How many rows and columns there were before the cap. */
  totalRows: number;
  totalCols: number;
}

const byWeight = (a: MatrixAxis, b: MatrixAxis) => b.total - a.total || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);

/**
 * Components × root causes (or × symptoms) as case counts among the shown cases (`mask[i] === 1`;
 * null: all). Rows and columns are sorted heaviest first (ties by slug) and capped at `cap`.
 * Only components and columns with at least one shown case appear. Linear in the shown cases'
 * components × columns.
 */
export function buildMatrix(index: LibraryIndex, mask: Uint8Array | null, mode: MatrixMode = 'cause', cap = MATRIX_CAP): PatternMatrix {
  const cells = new Map<string, Map<string, number>>();
  const rowTotals = new Map<string, number>();
  const colTotals = new Map<string, number>();
  index.cases.forEach((c, i) => {
    if (mask && mask[i] !== 1) return;
    const columns = mode === 'cause' ? (c.root_cause ? [c.root_cause] : []) : c.symptoms;
    if (columns.length === 0) return;
    for (const comp of c.components) {
      let row = cells.get(comp);
      if (!row) cells.set(comp, (row = new Map()));
      for (const col of columns) {
        row.set(col, (row.get(col) ?? 0) + 1);
        rowTotals.set(comp, (rowTotals.get(comp) ?? 0) + 1);
        colTotals.set(col, (colTotals.get(col) ?? 0) + 1);
      }
    }
  });
  const allRows = [...rowTotals].map(([key, total]) => ({ key, total })).sort(byWeight);
  const allCols = [...colTotals].map(([key, total]) => ({ key, total })).sort(byWeight);
  const rows = allRows.slice(0, cap);
  const cols = allCols.slice(0, cap);
  let max = 0;
  const counts = rows.map((r) => {
    const row = cells.get(r.key)!;
    return cols.map((col) => {
      const n = row.get(col.key) ?? 0;
      if (n > max) max = n;
      return n;
    });
  });
  return { mode, rows, cols, counts, max, totalRows: allRows.length, totalCols: allCols.length };
}

/** Shade level 0–5 of a count: 0 for none, then five even steps up to the largest. */
export function shadeLevel(count: number, max: number): number {
  if (count <= 0 || max <= 0) return 0;
  return Math.max(1, Math.min(5, Math.ceil((count / max) * 5)));
}
