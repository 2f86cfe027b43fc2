import type { I18nKey } from '../../i18n/keys';
import { FACET_TABLE, type Facet } from '../core';
import type { LibraryIndex } from '../core';
import type { Case } from '../core';
import type { TaxonomyKind } from '../core';

/**
 * What a trend is drawn by and what a matrix's rows and columns can be: a facet (by its URL key),
 * the failure pattern (`cluster`) or, for the matrix only, the year. One table: the URL codec,
 * the counting and the views' pickers read it.
 */
export interface TrendAxisEntry {
  /** The facet whose filter a click sets; null for the failure pattern (a selection, not a filter). */
  facet: Facet | null;
  /** The taxonomy that labels its values; null when shown as written (orgs, severities, patterns). */
  taxonomy: TaxonomyKind | null;
  labelKey: I18nKey;
}

const facetAxis = (facet: Facet): TrendAxisEntry => ({ facet, taxonomy: FACET_TABLE[facet].taxonomy, labelKey: FACET_TABLE[facet].labelKey });

export const TREND_AXIS_TABLE = {
  rc: facetAxis('cause'),
  comp: facetAxis('component'),
  domain: facetAxis('domain'),
  org: facetAxis('org'),
  severity: facetAxis('severity'),
  symptom: facetAxis('symptom'),
  factor: facetAxis('contributing'),
  cluster: { facet: null, taxonomy: null, labelKey: 'trends.axis_cluster' },
} satisfies Record<string, TrendAxisEntry>;

export type TrendBy = keyof typeof TREND_AXIS_TABLE;
/** A matrix axis: any trend key, or the year. */
export type MatrixAxisKey = TrendBy | 'year';

export const TREND_BYS = Object.keys(TREND_AXIS_TABLE) as TrendBy[];
export const MATRIX_AXES: readonly MatrixAxisKey[] = [...TREND_BYS, 'year'];
export const DEFAULT_TREND_BY: TrendBy = 'rc';
/** The matrix as it was before axes could be chosen: components × root causes. */
export const DEFAULT_MATRIX_ROWS: MatrixAxisKey = 'comp';
export const DEFAULT_MATRIX_COLS: MatrixAxisKey = 'rc';

export function isTrendBy(v: string): v is TrendBy {
  return Object.hasOwn(TREND_AXIS_TABLE, v);
}

export function isMatrixAxis(v: string): v is MatrixAxisKey {
  return v === 'year' || isTrendBy(v);
}

/** The URL key's facet table entry, checked against FACET_TABLE's parameters by the unit tests. */
export function axisFacet(key: MatrixAxisKey): Facet | null {
  return key === 'year' ? null : TREND_AXIS_TABLE[key].facet;
}

/** The failure patterns, as far as the counting needs them: each case's pattern id (or none). */
export interface PatternTable {
  clusters: readonly { id: string }[];
  clusterOf: ArrayLike<number>;
}

/** Reads a case's values on an axis, as strings (years too, so every axis keys the same way). */
export type ValuesOf = (i: number) => readonly string[];

function fieldValues(c: Case, facet: Facet): readonly string[] {
  const v = c[FACET_TABLE[facet].field];
  if (Array.isArray(v)) return v as string[];
  return typeof v === 'string' && v !== '' ? [v] : [];
}

export function valuesOf(index: LibraryIndex, key: MatrixAxisKey, patterns: PatternTable | null): ValuesOf {
  if (key === 'year') return (i) => [String(index.years[i])];
  if (key === 'cluster') {
    return (i) => {
      const id = patterns?.clusters[patterns.clusterOf[i] ?? -1]?.id;
      return id ? [id] : [];
    };
  }
  const facet = TREND_AXIS_TABLE[key].facet as Facet;
  return (i) => {
    const values = fieldValues(index.cases[i]!, facet);
    // A case listing a value twice counts once under it.
    return values.length > 1 && new Set(values).size !== values.length ? [...new Set(values)] : values;
  };
}

/**
 * The matrix's rows and columns as shown: the link's, or the default (components × root causes)
 * for one left out; never the same axis twice (the other default takes its place).
 */
export function matrixAxes(rows: MatrixAxisKey | null, cols: MatrixAxisKey | null): { rows: MatrixAxisKey; cols: MatrixAxisKey } {
  const other = (k: MatrixAxisKey) => (k === DEFAULT_MATRIX_COLS ? DEFAULT_MATRIX_ROWS : DEFAULT_MATRIX_COLS);
  if (rows && cols) return rows === cols ? { rows, cols: other(rows) } : { rows, cols };
  if (rows) return { rows, cols: rows === DEFAULT_MATRIX_COLS ? DEFAULT_MATRIX_ROWS : DEFAULT_MATRIX_COLS };
  if (cols) return { rows: cols === DEFAULT_MATRIX_ROWS ? DEFAULT_MATRIX_COLS : DEFAULT_MATRIX_ROWS, cols };
  return { rows: DEFAULT_MATRIX_ROWS, cols: DEFAULT_MATRIX_COLS };
}
