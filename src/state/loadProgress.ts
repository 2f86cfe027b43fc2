import { create } from 'zustand';
import type { LoadStage } from '../model/library';

export interface LoadProgress {
  stage: LoadStage;
  done: number;
  total: number;
}

/**
 * How far the current load is: transient status of the library query, kept apart from the app
 * state (view, selection, UI toggles) so that a progress tick re-renders only the loading line.
 */
export const useLoadProgress = create<{ progress: LoadProgress | null }>()(() => ({ progress: null }));

export function setLoadProgress(progress: LoadProgress | null): void {
  useLoadProgress.setState({ progress });
}
