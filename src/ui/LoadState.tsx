import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLoadProgress } from '../state/loadProgress';
import { useActions, useAppStore } from '../state/store';
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
  return (
    <div className="load-state">
      <p role="status" data-testid="status">{text}</p>
      {progress && progress.total > 0 && <progress max={progress.total} value={progress.done} />}
      {elsewhere && <button type="button" className="button" onClick={cancel}>{t('progress.cancel')}</button>}
    </div>
  );
}

/** A failed load: the full-page error (kept under this name for the app shell). */
export const LoadError = ErrorPage;
