import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { loadView } from '../../model/loadView';
import { useLoadProgress } from '../../state/loadProgress';
import { useActions, useAppStore } from '../../state/store';
import { ErrorPage } from './ErrorPage';

function bytes(n: number): string {
  if (n < 1024) return `${n} B`;
  if (n < 1024 * 1024) return `${(n / 1024).toFixed(0)} KB`;
  return `${(n / 1024 / 1024).toFixed(1)} MB`;
}

export function Loading() {
  const { t } = useTranslation();
  const progress = useLoadProgress((s) => s.progress);
  const queryClient = useQueryClient();
  const actions = useActions();
  const elsewhere = useAppStore((s) => s.view.src !== null || s.local !== null);
  const cancel = () => {
    void queryClient.cancelQueries({ queryKey: ['library'] });
    // A cancelled download falls back to the bundled library rather than an empty page.
    if (elsewhere) actions.openUrl(null);
  };
  let text: string = t('status.loading');
  if (progress) {
    if (progress.stage === 'download') text = t('progress.download', { done: progress.total ? `${bytes(progress.done)} / ${bytes(progress.total)}` : bytes(progress.done) });
    else text = t(`progress.${progress.stage}`, { total: progress.total, done: progress.done });
  }
  const view = loadView(progress);
  return (
    <div className="load-state" data-stage={view.stage ?? 'start'}>
      <p role="status" data-testid="status">{text}</p>
      {/* The bar has a value only where the stage knows how far it is; otherwise it is indeterminate. */}
      <div className="load-bar-row">
        {view.determinate ? (
          <progress data-testid="load-progress" aria-label={t('progress.label')} max={100} value={view.percent} />
        ) : (
          <progress data-testid="load-progress" aria-label={t('progress.label')} />
        )}
        {view.determinate && <span className="load-percent" aria-hidden="true">{view.percent}%</span>}
      </div>
      {elsewhere && <button type="button" className="button" onClick={cancel}>{t('progress.cancel')}</button>}
    </div>
  );
}

/** A failed load: the full-page error (kept under this name for the app shell). */
export const LoadError = ErrorPage;
