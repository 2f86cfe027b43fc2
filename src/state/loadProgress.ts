import { create } from 'zustand';
import { onPageReset } from './pageReset';
import type { LoadStage } from '../model/library';

export interface LoadProgress {
  stage: LoadStage;
  done: number;
  total: number;
}

/**
 * How far the current load is: transient status of the library query, kept apart from the app
 * state (view, selection, UI toggles) so that a progress tick re-renders only the loading line.
 * Only the events below write it, all from here: the worker's ticks, the library opened (the
 * drawing starts), the graph drawn, and a load that ended without a library.
 */
export const useLoadProgress = create<{ progress: LoadProgress | null }>()(() => ({ progress: null }));
onPageReset(() => useLoadProgress.setState(useLoadProgress.getInitialState(), true));

const set = (progress: LoadProgress | null) => useLoadProgress.setState({ progress });

export const loadProgress = {
  /** A tick from the worker: downloading, parsing, validating, indexing, laying out. */
  worker: (stage: LoadStage, done: number, total: number) => set({ stage, done, total }),
  /** The library is on the page; the graph of its `cases` is being drawn. */
  opened: (cases: number) => set({ stage: 'draw', done: 0, total: cases }),
  /** The graph is drawn: nothing is loading any more. */
  drawn: () => set(null),
  /** The load failed or was cancelled: the error page or the previous library shows instead. */
  ended: () => set(null),
};
