/**
 * What the loading indicator shows for a load's progress (issue 29): the stage, and how far
 * where the stage knows its total. Plain data in, plain data out; the UI words it.
 */
export type LoadViewStage = 'download' | 'parse' | 'validate' | 'index' | 'layout' | 'draw';

export interface LoadViewInput {
  stage: LoadViewStage;
  done: number;
  total: number;
}

export interface LoadView {
  /** null before the first report: the indicator says "loading" without a stage. */
  stage: LoadViewStage | null;
  /** A bar with a value only when the stage knows its total and has a sane count. */
  determinate: boolean;
  /** 0–100, whole numbers, never above 100 (0 when indeterminate). */
  percent: number;
  /** done clamped to 0..total (0 when indeterminate). */
  done: number;
  total: number;
}

/** Stages whose done/total count items the reader can follow (bytes or records). */
const COUNTED: ReadonlySet<LoadViewStage> = new Set(['download', 'validate']);

export function loadView(progress: LoadViewInput | null): LoadView {
  if (!progress) return { stage: null, determinate: false, percent: 0, done: 0, total: 0 };
  const { stage } = progress;
  const total = Number.isFinite(progress.total) && progress.total > 0 ? Math.floor(progress.total) : 0;
  const determinate = COUNTED.has(stage) && total > 0 && Number.isFinite(progress.done);
  if (!determinate) return { stage, determinate: false, percent: 0, done: 0, total };
  const done = Math.min(total, Math.max(0, Math.floor(progress.done)));
  return { stage, determinate: true, percent: Math.min(100, Math.floor((done / total) * 100)), done, total };
}
