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

const NONE: readonly string[] = [];

function readValues(index: LibraryIndex, key: MatrixAxisKey, patterns: PatternTable | null): (i: number) => readonly string[] {
  if (key === 'year') return (i) => [String(index.years[i])];
  if (key === 'cluster') {
    return (i) => {
      const id = patterns?.clusters[patterns.clusterOf[i] ?? -1]?.id;
      return id ? [id] : NONE;
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
 * Each case's values on each axis, read once per library (and per pattern table for `cluster`):
 * switching the trend's facet or the matrix's axes then only counts, reading no record again.
 */
const valuesCache = new WeakMap<LibraryIndex, Map<MatrixAxisKey, readonly (readonly string[])[]>>();
const patternCache = new WeakMap<PatternTable, WeakMap<LibraryIndex, readonly (readonly string[])[]>>();
const noPatterns: PatternTable = { clusters: [], clusterOf: [] };

function cachedValues(index: LibraryIndex, key: MatrixAxisKey, patterns: PatternTable | null): readonly (readonly string[])[] {
  const n = index.cases.length;
  const fill = () => {
    const read = readValues(index, key, patterns);
    return Array.from({ length: n }, (_, i) => read(i));
  };
  if (key === 'cluster') {
    const table = patterns ?? noPatterns;
    let byIndex = patternCache.get(table);
    if (!byIndex) patternCache.set(table, (byIndex = new WeakMap()));
    let list = byIndex.get(index);
    if (!list || list.length !== n) byIndex.set(index, (list = fill()));
    return list;
  }
  let byKey = valuesCache.get(index);
  if (!byKey) valuesCache.set(index, (byKey = new Map()));
  let list = byKey.get(key);
  if (!list || list.length !== n) byKey.set(key, (list = fill()));
  return list;
}

/** Reads every axis's values of a library ahead (at an idle moment), so that the first switch to an axis only counts too. */
export function warmAxes(index: LibraryIndex, patterns: PatternTable | null): void {
  for (const key of MATRIX_AXES) cachedValues(index, key, patterns);
}

export function valuesOf(index: LibraryIndex, key: MatrixAxisKey, patterns: PatternTable | null): ValuesOf {
  const list = cachedValues(index, key, patterns);
  return (i) => list[i] ?? NONE;
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
