import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLoadProgress } from '../state/loadProgress';
import { useActions, useAppStore } from '../state/store';
import { DownloadError } from '../worker/download';
import { PackError } from '../model/pack/faults';

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

export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const actions = useActions();
  const cancelled = error instanceof DOMException && error.name === 'AbortError';
  const message = cancelled ? t('error.cancelled') : error instanceof PackError ? t('pack.openFailed', { file: error.file, fault: t(`pack.fault.${error.fault}`) }) : error instanceof DownloadError ? `${error.url}: ${error.reason}` : error instanceof Error ? error.message : String(error);
  return (
    <div className="load-state load-error" role="alert" data-testid="load-error">
      <h2>{t('error.title')}</h2>
      <p className="data-text">{message}</p>
      <div className="row">
        <button type="button" className="button" onClick={onRetry}>{t('error.retry')}</button>
        <button type="button" className="button" onClick={() => actions.openUrl(null)}>{t('error.backToBundled')}</button>
      </div>
    </div>
  );
}
