/**
 * Patterns over time (issue 28): trends per facet value, any axis × any axis, recurrence and
 * recovery, and their exports. Pure TypeScript over the library index and the shown-case mask.
 */
export {
  TREND_AXIS_TABLE,
  TREND_BYS,
  MATRIX_AXES,
  DEFAULT_TREND_BY,
  DEFAULT_MATRIX_ROWS,
  DEFAULT_MATRIX_COLS,
  isTrendBy,
  isMatrixAxis,
  axisFacet,
  matrixAxes,
  valuesOf,
  warmAxes,
  type TrendAxisEntry,
  type TrendBy,
  type MatrixAxisKey,
  type PatternTable,
} from './axes';
export {
  QUARTERS_BELOW_YEARS,
  TREND_TOP,
  CROSS_CAP,
  monthOf,
  granularityOf,
  periodsOf,
  periodIndex,
  buildTrend,
  trendPointCases,
  periodRange,
  trendPointDrill,
  rangeWithin,
  buildCross,
  type Granularity,
  type Period,
  type Trend,
  type TrendSeries,
  type PeriodRange,
  type DateBounds,
  type PointDrill,
  type CrossAxis,
  type CrossMatrix,
  type CrossOrder,
} from './count';
export { crossCellDrill, chosenOnly, type CellDrill, type CurrentFilters } from './drill';
export { REPEAT_WINDOW_DAYS, dayNumber, repeatMask, figureStats, buildRecovery, recoveryOf, type FigureStats, type RecoveryRow } from './recovery';
export { parseColour, resolvedShades, layoutTrend, trendSvg, matrixSvg, trendCsv, matrixCsv, shadeOf, PANEL_W, PANEL_H, type TrendLayout, type TrendPanel, type TrendBar, type PictureText, type MatrixPictureText } from './picture';
