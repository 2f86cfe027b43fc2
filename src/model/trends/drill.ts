import type { Facet } from '../core';
import { TREND_AXIS_TABLE, type MatrixAxisKey } from './axes';
import type { PeriodRange } from './count';

/**
 * What a matrix cell's click shows: facet values to filter on, a date range, and a failure
 * pattern to select (patterns are a selection, not a filter). Merged over the filters already
 * set, it shows exactly the cell's cases.
 */
export interface CellDrill {
  facets: Partial<Record<Facet, string[]>>;
  range: Partial<PeriodRange> | null;
  cluster: string | null;
}

/** The cell (row value × column value) of a matrix drawn by `rowsBy` × `colsBy`, under `current` filters. */
export function crossCellDrill(rowsBy: MatrixAxisKey, row: string, colsBy: MatrixAxisKey, col: string, current: Partial<Record<Facet, readonly string[]>> & Partial<PeriodRange>): CellDrill {
  void current;
  const out: CellDrill = { facets: {}, range: null, cluster: null };
  for (const [axis, value] of [[rowsBy, row], [colsBy, col]] as const) {
    if (axis === 'year') out.range = { from: Number(value), to: Number(value) };
    else {
      const facet = TREND_AXIS_TABLE[axis].facet;
      if (!facet) out.cluster = value;
      else out.facets[facet] = [value];
    }
  }
  return out;
}
