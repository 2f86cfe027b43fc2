import type { Facet } from '../core';
import { TREND_AXIS_TABLE, type MatrixAxisKey } from './axes';
import { rangeWithin, type DateBounds, type PeriodRange } from './count';

/** The filters a drill reads: the facet values already chosen and the date range. */
export type CurrentFilters = Partial<Record<Facet, readonly string[]>> & DateBounds;

/**
 * What a matrix cell's click shows: facet values to filter on, a date range, and a failure
 * pattern to select (patterns are a selection, not a filter). Merged over the filters already
 * set, it shows exactly the cell's cases, given a matrix whose filtered axes show only the
 * chosen values (`chosenOnly`): a value beside a filter on its own facet (a case with it AND one
 * of the chosen ones) is not something one list of values (OR) can say.
 */
export interface CellDrill {
  facets: Partial<Record<Facet, string[]>>;
  range: PeriodRange | null;
  cluster: string | null;
}

/** The cell (row value × column value) of a matrix drawn by `rowsBy` × `colsBy`, under the `current` filters. */
export function crossCellDrill(rowsBy: MatrixAxisKey, row: string, colsBy: MatrixAxisKey, col: string, current: CurrentFilters): CellDrill {
  const out: CellDrill = { facets: {}, range: null, cluster: null };
  for (const [axis, value] of [[rowsBy, row], [colsBy, col]] as const) {
    if (axis === 'year') {
      const y = Number(value);
      out.range = rangeWithin(current, { from: y, fromMonth: null, to: y, toMonth: null });
      continue;
    }
    const facet = TREND_AXIS_TABLE[axis].facet;
    if (!facet) out.cluster = value;
    else out.facets[facet] = [value];
  }
  return out;
}

/**
 * The values an axis keeps when its facet is filtered: the chosen ones (so each cell is a list
 * of values one filter can say), or null for all. A shown case has one of the chosen values, so
 * no shown case leaves the matrix.
 */
export function chosenOnly(axis: MatrixAxisKey, current: CurrentFilters): readonly string[] | null {
  if (axis === 'year') return null;
  const facet = TREND_AXIS_TABLE[axis].facet;
  const chosen = facet ? current[facet] : undefined;
  return chosen && chosen.length > 0 ? chosen : null;
}
