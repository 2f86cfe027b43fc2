import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Problem } from '../../model/core';
import { wordedParams, wordProblem, wordsOf, type Words } from '../../i18n/wording';
import type { I18nKey } from '../../i18n/keys';
import { LibraryFileError, WorkerFailure } from '../../state/loadErrors';
import { LibraryFileInput } from './LibraryFileInput';
import { useActions, useAppStore } from '../../state/store';
import { DownloadError } from '../../worker/download';
import { PackError } from '../../model/pack';

/** What the page says about a failure: a title, what is wrong, where (a file position), what to do. */
interface Explained {
  title: string;
  what: string;
  where: string | null;
  todo: string | null;
  /** The engine's own (English) words, for a bug report. */
  technical: string | null;
}

function adviceOf(p: Problem): I18nKey {
  if (p.code === 'badJson') return p.params.atEnd ? 'trust.adviceCutOff' : 'trust.adviceBadJson';
  if (p.code === 'emptyFile') return 'trust.adviceEmpty';
  return 'trust.adviceShape';
}

function explainFile(w: Words, p: Problem): Explained {
  const where = typeof p.params.line === 'number' ? w('trust.whereAt', { line: p.params.line, column: p.params.column ?? 1 }) : null;
  // The position has its own line, so a syntax error is worded without it.
  const what = p.code === 'badJson' ? w('trust.notJson', { detail: wordedParams(w, p.params).detail ?? '' }) : wordProblem(w, p);
  return { title: w('trust.fileTitle'), what, where, todo: w(adviceOf(p)), technical: null };
}

export function explainError(w: Words, error: unknown): Explained {
  if (error instanceof LibraryFileError) return explainFile(w, error.problem);
  if (error instanceof WorkerFailure) return { title: w('trust.workerTitle'), what: w('trust.workerWhat'), where: null, todo: w('trust.workerAdvice'), technical: error.detail };
  if (error instanceof DOMException && error.name === 'AbortError') return { title: w('error.title'), what: w('error.cancelled'), where: null, todo: null, technical: null };
  if (error instanceof PackError) return { title: w('error.title'), what: w('pack.openFailed', { file: error.file, fault: w(`pack.fault.${error.fault}`) }), where: null, todo: null, technical: null };
  if (error instanceof DownloadError) {
    const why = error.fault === 'status' ? w('trust.download_status', { status: error.status ?? 0 }) : error.fault === 'tooBig' ? w('trust.download_tooBig', { limit: error.status ?? 0 }) : w(`trust.download_${error.fault}`);
    return { title: w('error.title'), what: `${error.url}: ${why}`, where: null, todo: w('trust.adviceDownload'), technical: error.reason };
  }
  return { title: w('error.title'), what: error instanceof Error ? error.message : String(error), where: null, todo: null, technical: null };
}

/**
 * A library that could not be opened fills the page: what is wrong, where, what to do, and the
 * ways on (try again, another library, the bundled one). Never an empty explorer.
 */
export function ErrorPage({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const w = wordsOf(t);
  const actions = useActions();
  const elsewhere = useAppStore((s) => s.view.src !== null || s.local !== null);
  const fileInput = useRef<HTMLInputElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const e = explainError(w, error);
  // Keyboard and screen-reader users land on the message, not on the top of an emptied page.
  useEffect(() => heading.current?.focus(), [error]);
  // English-only texts (a server's reason, an address) are marked as such.
  const whatLang = (error instanceof Error && !(error instanceof DownloadError) && !(error instanceof LibraryFileError || error instanceof WorkerFailure)) ? 'en' : undefined;
  return (
    <div className="load-state load-error error-page" role="alert" data-testid="load-error">
      <h2 ref={heading} tabIndex={-1}>{e.title}</h2>
      <dl className="error-facts">
        <dt>{t('trust.what')}</dt>
        <dd className="data-text" lang={whatLang} data-testid="error-what">{e.what}</dd>
        {e.where && (
          <>
            <dt>{t('trust.where')}</dt>
            <dd data-testid="error-where">{e.where}</dd>
          </>
        )}
        {e.todo && (
          <>
            <dt>{t('trust.todo')}</dt>
            <dd data-testid="error-todo">{e.todo}</dd>
          </>
        )}
      </dl>
      {e.technical && (
        <details className="error-technical">
          <summary>{t('trust.technical')}</summary>
          <code lang="en" className="data-text">{e.technical}</code>
        </details>
      )}
      <div className="row">
        <button type="button" className="button" onClick={onRetry} data-testid="retry">{t('error.retry')}</button>
        <button type="button" className="button" onClick={() => fileInput.current?.click()} data-testid="open-another">{t('trust.openAnother')}</button>
        {elsewhere && <button type="button" className="button" onClick={() => actions.openUrl(null)}>{t('error.backToBundled')}</button>}
      </div>
      <LibraryFileInput ref={fileInput} label={t('trust.openAnother')} testId="error-file-input" />
    </div>
  );
}
