import type { LoadStage } from '../model/library';
import { create } from 'zustand';
import { emptyFilters, type Facet } from '../model/filters';
import type { RelationRule } from '../model/relations';
import type { Lang } from '../model/types';
import { defaultView, type IgnoredParam, type Selection, type Theme, type ViewMode, type ViewState } from '../model/urlState';

export interface LoadProgress {
  stage: LoadStage;
  done: number;
  total: number;
}

/** A library opened from a local file: it never leaves the browser, so it is not in the URL. */
export interface LocalLibrary {
  name: string;
  text: string;
  token: number;
}

export interface AppState {
  view: ViewState;
  /** URL parameters that were not applied, shown in one dismissable line. */
  ignored: IgnoredParam[];
  hovered: string | null;
  problemsOpen: boolean;
  progress: LoadProgress | null;
  local: LocalLibrary | null;
  /** Bumped when the graph should centre on the selection (a related-case link, a search hit). */
  focusRequest: number;  /** "How is this related to…?": the other case (id) of the path from the selected case; not in the URL. */
  pathTo: string | null;
}

export interface AppActions {
  select: (selection: Selection, focus?: boolean) => void;
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
  openUrl: (src: string | null) => void;
  openLocal: (name: string, text: string) => void;
  hover: (nodeId: string | null) => void;
  setProblemsOpen: (open: boolean) => void;
  setProgress: (progress: LoadProgress | null) => void;
  addIgnored: (ignored: IgnoredParam[]) => void;
  dismissIgnored: () => void;
  /** Replaces the view wholesale (from the URL on start and on Back/Forward). */
  replaceView: (view: ViewState) => void;
  setPathTo: (id: string | null) => void;
}

let localToken = 0;

export const useAppStore = create<AppState & { actions: AppActions }>()((set) => {
  const patchView = (patch: Partial<ViewState>) => set((s) => ({ view: { ...s.view, ...patch } }));
  const patchFilters = (patch: Partial<ViewState['filters']>) => set((s) => ({ view: { ...s.view, filters: { ...s.view.filters, ...patch } } }));
  return {
    view: defaultView(),
    ignored: [],
    hovered: null,
    problemsOpen: false,
    progress: null,
    local: null,
    focusRequest: 0,
    pathTo: null,
    actions: {
      select: (selection, focus = false) =>
        set((s) => ({ view: { ...s.view, selection }, focusRequest: focus ? s.focusRequest + 1 : s.focusRequest })),
      toggleFilter: (facet, value) =>
        set((s) => {
          const current = s.view.filters[facet];
          const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
          return { view: { ...s.view, filters: { ...s.view.filters, [facet]: next } } };
        }),
      setFilterValues: (facet, values) => patchFilters({ [facet]: values }),
      setYears: (from, to) => patchFilters({ from, to }),
      clearFilters: () => set((s) => ({ view: { ...s.view, filters: emptyFilters(), searchFilters: false } })),
      setQuery: (q) => patchView({ q }),
      setSearchFilters: (searchFilters) => patchView({ searchFilters }),
      setLang: (lang) => patchView({ lang }),
      setTheme: (theme) => patchView({ theme }),
      setViewMode: (view) => patchView({ view }),
      setRule: (rule) => patchView({ rule }),
      openUrl: (src) => set((s) => ({ local: null, view: { ...s.view, src, selection: null, filters: emptyFilters() } })),
      openLocal: (name, text) =>
        set((s) => ({ local: { name, text, token: ++localToken }, view: { ...s.view, src: null, selection: null, filters: emptyFilters() } })),
      hover: (hovered) => set({ hovered }),
      setProblemsOpen: (problemsOpen) => set({ problemsOpen }),
      setProgress: (progress) => set({ progress }),
      addIgnored: (ignored) => set((s) => ({ ignored: [...s.ignored, ...ignored] })),
      dismissIgnored: () => set({ ignored: [] }),
      replaceView: (view) => set({ view }),
      setPathTo: (pathTo) => set({ pathTo }),
    },
  };
});

export const useActions = () => useAppStore((s) => s.actions);
