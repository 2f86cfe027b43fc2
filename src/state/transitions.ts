import { emptyFilters, type Facet, type Filters } from '../model/view';
import type { Selection, ViewState } from '../model/view';

/**
 * The store's state changes as pure functions `(state, args) => new state`: the store only
 * wires them to `set`, and unit tests call them directly.
 */
export interface AppData {
  view: ViewState;
  /** A library opened from a local file: it never leaves the browser, so it is not in the URL. */
  local: LocalLibrary | null;
}

export interface LocalLibrary {
  /** The file itself: the worker reads it, so its text never sits in the store or on the page. */
  file: File;
  name: string;
  /** Further files opened with it as one library (a drop of several JSON/NDJSON files). */
  more?: File[];
  /** A new token per opening, so opening the same file again reloads it. */
  token: number;
}

const withView = <S extends AppData>(s: S, patch: Partial<ViewState>): S => ({ ...s, view: { ...s.view, ...patch } });
const withFilters = <S extends AppData>(s: S, patch: Partial<ViewState['filters']>): S => withView(s, { filters: { ...s.view.filters, ...patch } });

/** Centring the graph on the selection is a camera command (state/camera.ts), not store state. */
export function select<S extends AppData>(s: S, selection: Selection): S {
  return withView(s, { selection });
}

/**
 * Opens two cases side by side (a pair) or closes the comparison (null). Closing by one of its
 * case ids also selects that case, in the same step, so Back returns to the comparison.
 */
export function setCompare<S extends AppData>(s: S, compare: ViewState['compare'], selection?: Selection): S {
  return withView(s, selection === undefined ? { compare } : { compare, selection });
}

export function toggleFilter<S extends AppData>(s: S, facet: Facet, value: string): S {
  const current = s.view.filters[facet];
  return withFilters(s, { [facet]: current.includes(value) ? current.filter((v) => v !== value) : [...current, value] });
}

export function setFilterValues<S extends AppData>(s: S, facet: Facet, values: string[]): S {
  return withFilters(s, { [facet]: values });
}

/** Whole years (the timeline and the year pickers): a month a quarter's point set is dropped. */
export function setYears<S extends AppData>(s: S, from: number | null, to: number | null): S {
  return withFilters(s, { from, to, fromMonth: null, toMonth: null });
}

export function clearFilters<S extends AppData>(s: S): S {
  return withView(s, { filters: emptyFilters(), searchFilters: false });
}

export function patchView<S extends AppData>(s: S, patch: Partial<Pick<ViewState, 'q' | 'searchFilters' | 'lang' | 'theme' | 'view' | 'rule' | 'color' | 'depth' | 'draft' | 'sort' | 'by' | 'rows' | 'cols'>>): S {
  return withView(s, patch);
}

/**
 * A count in the trends or the matrix view chosen: the graph, filtered to exactly its cases (the
 * facet values and years given; other filters stay), and optionally a selection (a pattern).
 */
export function drillDown<S extends AppData>(s: S, filters: Partial<Filters>, selection?: Selection): S {
  const next = withView(s, { view: 'graph', filters: { ...s.view.filters, ...filters } });
  return selection === undefined ? next : withView(next, { selection });
}

/** Another library: the selection and filters of the old one mean nothing in it. */
export function openUrl<S extends AppData>(s: S, src: string | null): S {
  return { ...withView(s, { src, selection: null, filters: emptyFilters() }), local: null };
}

export function openLocal<S extends AppData>(s: S, file: File, token: number, more: File[] = []): S {
  const name = [file, ...more].map((f) => f.name).join(' + ');
  return { ...withView(s, { src: null, selection: null, filters: emptyFilters() }), local: more.length ? { file, name, more, token } : { file, name, token } };
}

/**
 * A search result picked: the selection, and the search text dropped from the view (and so
 * from the link) unless it also filters the graph, where it is part of what the user sees.
 */
export function pickResult<S extends AppData>(s: S, selection: Selection): S {
  return withView(s, { selection, q: s.view.searchFilters ? s.view.q : '' });
}
