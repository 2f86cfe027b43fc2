import { create } from 'zustand';
import { onPageReset } from './pageReset';
import type { ColorMode } from '../model/view';
import type { Facet, Filters } from '../model/view';
import type { Depth } from '../model/viewport';
import type { RelationRule } from '../model/relations';
import type { Lang } from '../model/core';
import { defaultView, type IgnoredParam, type Selection, type Theme, type ViewMode, type ViewState } from '../model/view';
import { selectionNodeId } from '../model/network';
import { requestCamera } from './camera';
import { pushNextView } from './historyIntent';
import * as T from './transitions';

/**
 * The zustand store: the view (what a link carries, synced with the address bar by ./urlSync.ts)
 * and the UI's toggles beside it, changed only through the pure transitions of ./transitions.ts.
 * The library and the worker's answers live in React Query (./libraryQuery.ts, ./answers.ts).
 */

export type { LoadProgress } from './loadProgress';
export type { LocalLibrary } from './transitions';

export interface AppState extends T.AppData {
  /** URL parameters that were not applied, shown in one dismissable line. */
  ignored: IgnoredParam[];
  hovered: string | null;
  problemsOpen: boolean;
  /** "How is this related to…?": the other case (id) of the path from the selected case; not in the URL. */
  pathTo: string | null;
  /**
   * How many times a case, hub or pattern was chosen on the page, the one already open included:
   * the panel takes focus on each (Enter on the open case's node in the graph moved it nowhere).
   */
  chosen: number;
}

export interface AppActions {
  select: (selection: Selection, focus?: boolean) => void;
  /** A search result chosen: selects it and leaves no stale search text in the link. */
  pickResult: (selection: NonNullable<Selection>) => void;
  toggleFilter: (facet: Facet, value: string) => void;
  setFilterValues: (facet: Facet, values: string[]) => void;
  setYears: (from: number | null, to: number | null) => void;
  clearFilters: () => void;
  setQuery: (q: string) => void;
  setSearchFilters: (on: boolean) => void;
  setLang: (lang: Lang) => void;
  setTheme: (theme: Theme) => void;
  setViewMode: (view: ViewMode) => void;
  setRule: (rule: RelationRule) => void;
  setColor: (color: ColorMode) => void;
  setDepth: (depth: Depth) => void;
  /** Opens "Have we seen this before?" with this text, or closes it (null). */
  setDraft: (draft: string | null) => void;
  /** The list view's order; it lives in the link, so a reload or a shared link keeps it. */
  setListSort: (sort: ViewState['sort']) => void;
  /** The trends view's facet. */
  setTrendBy: (by: ViewState['by']) => void;
  /** The matrix's rows and columns (null: the default). */
  setMatrixAxes: (rows: ViewState['rows'], cols: ViewState['cols']) => void;
  /** A count chosen in the trends or matrix view: the graph filtered to its cases, as a step Back undoes. */
  drillDown: (filters: Partial<Filters>, selection?: Selection) => void;
  openUrl: (src: string | null) => void;
  /** Opens a local file; the worker reads it. */
  openLocal: (file: File, more?: File[]) => void;
  hover: (nodeId: string | null) => void;
  setProblemsOpen: (open: boolean) => void;
  addIgnored: (ignored: IgnoredParam[]) => void;
  dismissIgnored: () => void;
  /** Replaces the view wholesale (from the URL on start and on Back/Forward). */
  replaceView: (view: ViewState) => void;
  setPathTo: (id: string | null) => void;
  /** Two cases side by side, or null to close; `selection` selects (and centres) one on closing. */
  setCompare: (compare: ViewState['compare'], selection?: Selection) => void;
}

let localToken = 0;

export function initialAppState(): AppState {
  return { view: defaultView(), ignored: [], hovered: null, problemsOpen: false, local: null, pathTo: null, chosen: 0 };
}

export const useAppStore = create<AppState & { actions: AppActions }>()((set) => ({
  ...initialAppState(),
  actions: {
    select: (selection, focus = false) => {
      set((s) => ({ ...T.select(s, selection), chosen: s.chosen + (selection ? 1 : 0) }));
      // A related-case link, a search hit: the graph centres on what was chosen.
      if (focus && selection) requestCamera({ kind: 'focus', nodeId: selectionNodeId(selection)! });
    },
    pickResult: (selection) => {
      set((s) => T.pickResult(s, selection));
      requestCamera({ kind: 'focus', nodeId: selectionNodeId(selection)! });
    },
    toggleFilter: (facet, value) => set((s) => T.toggleFilter(s, facet, value)),
    setFilterValues: (facet, values) => set((s) => T.setFilterValues(s, facet, values)),
    setYears: (from, to) => set((s) => T.setYears(s, from, to)),
    clearFilters: () => set((s) => T.clearFilters(s)),
    setQuery: (q) => set((s) => T.patchView(s, { q })),
    setSearchFilters: (searchFilters) => set((s) => T.patchView(s, { searchFilters })),
    setLang: (lang) => set((s) => T.patchView(s, { lang })),
    setTheme: (theme) => set((s) => T.patchView(s, { theme })),
    setViewMode: (view) => set((s) => T.patchView(s, { view })),
    setRule: (rule) => set((s) => T.patchView(s, { rule })),
    setColor: (color) => set((s) => T.patchView(s, { color })),
    setDepth: (depth) => set((s) => T.patchView(s, { depth })),
    setDraft: (draft) => set((s) => T.patchView(s, { draft })),
    setListSort: (sort) => set((s) => T.patchView(s, { sort })),
    setTrendBy: (by) => set((s) => T.patchView(s, { by })),
    setMatrixAxes: (rows, cols) => set((s) => T.patchView(s, { rows, cols })),
    drillDown: (filters, selection) => {
      pushNextView();
      set((s) => T.drillDown(s, filters, selection));
    },
    openUrl: (src) => set((s) => T.openUrl(s, src)),
    openLocal: (file, more) => set((s) => T.openLocal(s, file, ++localToken, more)),
    hover: (hovered) => set({ hovered }),
    setProblemsOpen: (problemsOpen) => set({ problemsOpen }),
    addIgnored: (ignored) => set((s) => ({ ignored: [...s.ignored, ...ignored] })),
    dismissIgnored: () => set({ ignored: [] }),
    replaceView: (view) => set({ view }),
    setPathTo: (pathTo) => set({ pathTo }),
    setCompare: (compare, selection) => {
      set((s) => T.setCompare(s, compare, selection));
      if (selection) requestCamera({ kind: 'focus', nodeId: selectionNodeId(selection)! });
    },
  },
}));

onPageReset(() => useAppStore.setState(useAppStore.getInitialState(), true));

export const useActions = () => useAppStore((s) => s.actions);
