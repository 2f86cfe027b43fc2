import { DEPTHS, parseDepth, type Depth } from '../viewport';
import { FACET_TABLE, FACETS, facetOfParam, postingsOf, type Facet } from '../core';
import { dateBound, emptyFilters, type Filters } from './filters';
import type { LibraryIndex } from '../core';
import { RELATION_RULES, type RelationRule } from '../relations';
import type { IgnoredCode, IgnoredParam } from './ignored';
import { COLOR_MODES, DEFAULT_COLOR_MODE, type ColorMode, type Theme } from './colorModes';
import type { Lang } from '../core';
import { isViewMode, VIEW_MODES, type ViewMode } from './viewKinds';
import { parseCompare } from '../compare';
import { caseIdIn } from './pathTargets';
import { MAX_DOWNLOAD_MB, MIN_DOWNLOAD_MB, parseDownloadMb } from '../guard';
import { DEFAULT_LIST_SORT, LIST_COLUMNS, listSortParam, parseListSort, type ListSort } from './listRows';
import { DEFAULT_TREND_BY, isMatrixAxis, isTrendBy, MATRIX_AXES, TREND_BYS, type MatrixAxisKey, type TrendBy } from '../trends';

/**
 * The whole view as it lives in the URL query. A pure codec: state → query → state round-trips,
 * and anything it cannot understand is listed, never thrown.
 */
import type { Selection, SelectionKind } from '../core';
export type { Selection, SelectionKind } from '../core';
export { VIEW_MODES, type ViewMode } from './viewKinds';
export type { Theme } from './colorModes';

export interface ViewState {
  selection: Selection;
  filters: Filters;
  q: string;
  /** The search text also filters the graph to its matches. */
  searchFilters: boolean;
  /** null: follow the browser. */
  lang: Lang | null;
  theme: Theme | null;
  view: ViewMode;
  rule: RelationRule;
  src: string | null;
  /** The download size limit the address set (`maxmb=`, read by the download); kept in every link the app writes. */
  maxmb: number | null;
  /** Two cases side by side (`compare=A,B`), over whichever view is set; null: none. */
  compare: readonly [string, string] | null;
  /** The graph alone, for an iframe on another page (`embed=1`). */
  embed: boolean;
  /** What case nodes are coloured by. */
  color: ColorMode;
  /** Hops a selection's highlight and framing reach. */
  depth: Depth;
  /** "Have we seen this before?": the draft's text when its panel is open ('' when empty), else null. */
  draft: string | null;
  /** The list view's order (`sort=date`, `sort=-date`); the default is left out of the link. */
  sort: ListSort;
  /** The trends view's facet (`by=`); the default is left out of the link. */
  by: TrendBy;
  /** The matrix's rows and columns (`rows=`, `cols=`); null: the default (components × root causes). */
  rows: MatrixAxisKey | null;
  cols: MatrixAxisKey | null;
}

export function defaultView(): ViewState {
  return { selection: null, filters: emptyFilters(), q: '', searchFilters: false, lang: null, theme: null, view: 'graph', rule: 'seed', src: null, maxmb: null, compare: null, embed: false, color: DEFAULT_COLOR_MODE, depth: 1, draft: null, sort: DEFAULT_LIST_SORT, by: DEFAULT_TREND_BY, rows: null, cols: null };
}

/** Facet → URL parameter, from the facet table. */
export const FACET_PARAMS = Object.fromEntries(FACETS.map((f) => [f, FACET_TABLE[f].param])) as Record<Facet, string>;
const SELECTION_PARAMS: readonly SelectionKind[] = ['case', 'component', 'cause', 'cluster'];
const KNOWN = new Set<string>([...SELECTION_PARAMS, ...Object.values(FACET_PARAMS), 'from', 'to', 'q', 'qf', 'lang', 'theme', 'view', 'rel', 'src', 'compare', 'embed', 'color', 'depth', 'draft', 'sort', 'by', 'rows', 'cols', 'maxmb']);

export type { IgnoredParam } from './ignored';

const NO_SUCH: Record<SelectionKind, IgnoredCode> = { case: 'noSuchCase', component: 'noSuchComponent', cause: 'noSuchCause', cluster: 'noSuchCluster' };

const MAX_VALUE = 200;
/** The most values one facet parameter of a link carries (a longer list is cut, and said). */
export const MAX_LIST = 50;
/** The longest search text a link carries (and the search box takes). */
export const MAX_QUERY = 500;
/** A draft, in a link and as typed: a few paragraphs of symptoms (Korean triples in the encoded URL). */
export const MAX_DRAFT_PARAM = 4000;
// Any four-digit year, as the loader accepts dates from 0000 to 9999 (libraries with other years load).
const MIN_YEAR = 0;
const MAX_YEAR = 9999;

/** Keeps commas as list separators and the common slug characters readable. */
function encodeValue(v: string): string {
  // encodeURIComponent throws on a lone surrogate, which JSON data may hold; write U+FFFD instead.
  const wellFormed = v.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');
  return encodeURIComponent(wellFormed).replace(/%3A/gi, ':').replace(/%2F/gi, '/').replace(/%40/g, '@');
}

function decodeValue(raw: string): string | null {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    return null;
  }
}

export function encodeView(state: ViewState): string {
  const parts: string[] = [];
  const put = (k: string, v: string) => parts.push(`${k}=${encodeValue(v)}`);
  if (state.src) put('src', state.src);
  if (state.maxmb !== null) put('maxmb', String(state.maxmb));
  if (state.selection) put(state.selection.kind, state.selection.key);
  for (const facet of FACETS) {
    const values = state.filters[facet];
    if (values.length) parts.push(`${FACET_PARAMS[facet]}=${values.map(encodeValue).join(',')}`);
  }
  if (state.filters.from !== null) put('from', dateBound(state.filters.from, state.filters.fromMonth));
  if (state.filters.to !== null) put('to', dateBound(state.filters.to, state.filters.toMonth));
  // What goes into the link is what the link reads back: the same bounds as decodeView's.
  if (state.q) put('q', state.q.slice(0, MAX_QUERY));
  if (state.searchFilters && state.q) put('qf', '1');
  if (state.view !== 'graph') put('view', state.view);
  if (state.rule !== 'seed') put('rel', state.rule);
  if (state.compare) parts.push(`compare=${state.compare.map(encodeValue).join(',')}`);
  if (state.draft !== null) put('draft', state.draft.slice(0, MAX_DRAFT_PARAM));
  if (state.lang) put('lang', state.lang);
  if (state.theme) put('theme', state.theme);
  if (state.embed) put('embed', '1');
  if (state.color !== DEFAULT_COLOR_MODE) put('color', state.color);
  if (state.depth !== 1) put('depth', String(state.depth));
  const sort = listSortParam(state.sort);
  if (sort) put('sort', sort);
  if (state.by !== DEFAULT_TREND_BY) put('by', state.by);
  if (state.rows) put('rows', state.rows);
  if (state.cols) put('cols', state.cols);
  return parts.length ? `?${parts.join('&')}` : '';
}

function parseYear(raw: string): number | null {
  if (!/^\d{4}$/.test(raw)) return null;
  const y = Number(raw);
  return y >= MIN_YEAR && y <= MAX_YEAR ? y : null;
}

/** `2021` or `2021-04` (a bound to the month, as a quarter's point sets it); null otherwise. */
function parseYearMonth(raw: string): { year: number; month: number | null } | null {
  const m = /^(\d{4})(?:-(\d{2}))?$/.exec(raw);
  const year = m ? parseYear(m[1]!) : null;
  if (year === null) return null;
  const month = m![2] === undefined ? null : Number(m![2]);
  return month === null || (month >= 1 && month <= 12) ? { year, month } : null;
}


/** Reads a query string. Everything not understood lands in `ignored` with the reason. */
export function decodeView(search: string): { state: ViewState; ignored: IgnoredParam[] } {
  const state = defaultView();
  const ignored: IgnoredParam[] = [];
  const seen = new Set<string>();
  const query = search.startsWith('?') ? search.slice(1) : search;
  for (const part of query.split('&')) {
    if (!part) continue;
    const eq = part.indexOf('=');
    const rawKey = eq < 0 ? part : part.slice(0, eq);
    const rawValue = eq < 0 ? '' : part.slice(eq + 1);
    const key = decodeValue(rawKey) ?? rawKey;
    const shownValue = (decodeValue(rawValue) ?? rawValue).slice(0, 80);
    const ignore = (code: IgnoredCode, params: IgnoredParam['params'] = {}) => ignored.push({ param: key.slice(0, 40), value: shownValue, code, params });
    if (!KNOWN.has(key)) {
      ignore('unknownParam');
      continue;
    }
    if (seen.has(key)) {
      ignore('repeated');
      continue;
    }
    seen.add(key);
    const facet = facetOfParam(key);
    if (facet) {
      const values: string[] = [];
      for (const raw of rawValue.split(',')) {
        const v = decodeValue(raw)?.trim();
        if (v === undefined || v === null) ignored.push({ param: key, value: raw.slice(0, 80), code: 'badEscape', params: {} });
        else if (v === '') continue;
        else if (v.length > MAX_VALUE) ignored.push({ param: key, value: v.slice(0, 80), code: 'tooLong', params: { max: MAX_VALUE } });
        else if (!values.includes(v)) values.push(v);
      }
      if (values.length > MAX_LIST) ignored.push({ param: key, value: shownValue, code: 'tooManyValues', params: { max: MAX_LIST, count: values.length } });
      state.filters[facet] = values.slice(0, MAX_LIST);
      continue;
    }
    if (key === 'compare') {
      const parts = rawValue.split(',').map(decodeValue);
      const parsed = parts.includes(null) ? null : parseCompare(parts as string[]);
      if (!parsed) ignore('badEscape');
      else if ('pair' in parsed) state.compare = parsed.pair;
      else ignore(parsed.code, parsed.params);
      continue;
    }
    const value = decodeValue(rawValue);
    if (value === null) {
      ignore('badEscape');
      continue;
    }
    const v = value.trim();
    switch (key) {
      case 'case':
      case 'component':
      case 'cause':
      case 'cluster':
        if (!v) ignore('empty');
        else if (v.length > MAX_VALUE) ignore('tooLong', { max: MAX_VALUE });
        else if (state.selection) ignore('oneSelection', { used: `${state.selection.kind}=${state.selection.key}` });
        else state.selection = { kind: key, key: v };
        break;
      case 'from':
      case 'to': {
        const bound = parseYearMonth(v);
        if (bound === null) ignore('notYear', { min: MIN_YEAR, max: MAX_YEAR });
        else {
          state.filters[key] = bound.year;
          state.filters[key === 'from' ? 'fromMonth' : 'toMonth'] = bound.month;
        }
        break;
      }
      case 'q':
        state.q = v.slice(0, MAX_QUERY);
        if (v.length > MAX_QUERY) ignore('queryCut', { max: MAX_QUERY });
        break;
      case 'qf':
        if (v === '1' || v === 'true') state.searchFilters = true;
        else if (v !== '0' && v !== 'false') ignore('expectedOneOf', { options: '1, 0' });
        break;
      case 'lang':
        if (v === 'en' || v === 'ko') state.lang = v;
        else ignore('expectedOneOf', { options: 'en, ko' });
        break;
      case 'theme':
        if (v === 'light' || v === 'dark') state.theme = v;
        else ignore('expectedOneOf', { options: 'light, dark' });
        break;
      case 'view':
        if (isViewMode(v)) state.view = v;
        else ignore('expectedOneOf', { options: VIEW_MODES.join(', ') });
        break;
      case 'rel':
        if ((RELATION_RULES as readonly string[]).includes(v)) state.rule = v as RelationRule;
        else ignore('expectedOneOf', { options: RELATION_RULES.join(', ') });
        break;
      case 'color': {
        const mode = COLOR_MODES.find((m) => m === v);
        if (mode) state.color = mode;
        else ignore('expectedOneOf', { options: COLOR_MODES.join(', ') });
        break;
      }
      case 'src':
        if (!v) ignore('empty');
        else state.src = v;
        break;
      case 'embed':
        if (v === '1' || v === 'true') state.embed = true;
        else if (v !== '0' && v !== 'false') ignore('expectedOneOf', { options: '1, 0' });
        break;
      case 'depth': {
        const depth = parseDepth(v);
        if (depth === null) ignore('expectedOneOf', { options: DEPTHS.join(', ') });
        else state.depth = depth;
        break;
      }
      case 'draft':
        state.draft = v.slice(0, MAX_DRAFT_PARAM);
        if (v.length > MAX_DRAFT_PARAM) ignore('draftCut', { max: MAX_DRAFT_PARAM });
        break;
      case 'maxmb':
        // Read by the download (model/guard/limits.ts) from the opening address; checked here so a bad value is said.
        state.maxmb = parseDownloadMb(v);
        if (state.maxmb === null) ignore('expectedOneOf', { options: `${MIN_DOWNLOAD_MB}–${MAX_DOWNLOAD_MB}` });
        break;
      case 'sort': {
        const sort = parseListSort(v);
        if (sort) state.sort = sort;
        else ignore('notListSort', { options: LIST_COLUMNS.join(', ') });
        break;
      }
      case 'by':
        if (isTrendBy(v)) state.by = v;
        else ignore('expectedOneOf', { options: TREND_BYS.join(', ') });
        break;
      case 'rows':
      case 'cols':
        if (isMatrixAxis(v)) state[key] = v;
        else ignore('expectedOneOf', { options: MATRIX_AXES.join(', ') });
        break;
    }
  }
  if (state.rows !== null && state.rows === state.cols) {
    ignored.push({ param: 'cols', value: state.cols, code: 'sameAxes', params: {} });
    state.cols = null;
  }
  const { from, to, fromMonth, toMonth } = state.filters;
  if (from !== null && to !== null && from * 12 + (fromMonth ?? 1) > to * 12 + (toMonth ?? 12)) {
    ignored.push({ param: 'from', value: `${dateBound(from, fromMonth)}–${dateBound(to, toMonth)}`, code: 'swapped', params: {} });
    state.filters.from = to;
    state.filters.to = from;
    // Swapped whole: each bound keeps its own month, the start's as a start and the end's as an end.
    state.filters.fromMonth = toMonth;
    state.filters.toMonth = fromMonth;
  }
  return { state, ignored };
}

/**
 * Drops what names nothing in the loaded library (an unknown case id, a component no case has)
 * and says so. Run once the library is loaded.
 */
export function checkAgainstLibrary(state: ViewState, index: LibraryIndex, clusterIds: ReadonlySet<string> = new Set()): { state: ViewState; ignored: IgnoredParam[] } {
  const ignored: IgnoredParam[] = [];
  let selection = state.selection;
  if (selection) {
    const exists =
      selection.kind === 'case' ? index.byId.has(selection.key)
      : selection.kind === 'component' ? index.byComponent.has(selection.key)
      : selection.kind === 'cluster' ? clusterIds.has(selection.key)
      : index.byCause.has(selection.key);
    if (!exists) {
      ignored.push({ param: selection.kind, value: selection.key, code: NO_SUCH[selection.kind], params: {} });
      selection = null;
    }
  }
  let compare = state.compare;
  if (compare) {
    const ids = compare.map((id) => caseIdIn(id, index.byId));
    compare.forEach((id, k) => ids[k] === null && ignored.push({ param: 'compare', value: id, code: 'compareNoSuchCase', params: {} }));
    compare = ids[0] && ids[1] ? [ids[0], ids[1]] : null;
  }
  const filters: Filters = { ...state.filters };
  for (const facet of FACETS) {
    const known = postingsOf(index, facet);
    const kept = state.filters[facet].filter((v) => {
      if (known.has(v)) return true;
      ignored.push({ param: FACET_PARAMS[facet], value: v, code: 'noCaseHasIt', params: {} });
      return false;
    });
    filters[facet] = kept;
  }
  return { state: { ...state, selection, filters, compare }, ignored };
}

/** Whether going from one view to another should push a history entry (a new selection) or replace. */
export function isNavigation(before: ViewState, after: ViewState): boolean {
  // Opening or closing a comparison is a step Back can undo, like a selection.
  if (before.compare?.join(',') !== after.compare?.join(',')) return true;
  const a = before.selection;
  const b = after.selection;
  if (a === null || b === null) return a !== b;
  return a.kind !== b.kind || a.key !== b.key || before.src !== after.src;
}
