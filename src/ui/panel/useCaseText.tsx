import { useEffect, useLayoutEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Case } from '../../model/core';
import type { CaseTexts, CaseTextState } from '../../state/caseTexts';
import { useCaseTextState } from '../../state/useCaseTexts';

/**
 * A case as the panel shows it: in a packed library, with its long texts once the worker has
 * read them from their shard (asked for when the case is shown, or earlier when it is the
 * highlighted search suggestion); meanwhile, or when its shard failed, the case as the index has
 * it (id, title, tags), with a note saying why.
 */
export function useCaseText(library: { texts?: CaseTexts | null }, c: Case): { c: Case; note: ReactNode } {
  const texts = library.texts;
  const state = useCaseTextState(texts, c.id);
  // Asked for before the panel is painted (a layout effect), not after: the worker has that much longer.
  useLayoutEffect(() => texts?.request(c.id), [texts, c.id]);
  // Before the first request (the effect runs after this render) a pack's case is already "loading".
  const shown = texts ? (state ?? LOADING) : undefined;
  return { c: shown?.status === 'ready' ? shown.case : c, note: shown && shown.status !== 'ready' ? <CaseTextNote state={shown} onRetry={() => texts?.retry(c.id)} /> : null };
}

const LOADING = { status: 'loading' } as const;
/** Less than a reader takes to choose a related case, more than the panel's own answers take to come. */
const READ_AHEAD_AFTER_MS = 300;

/**
 * In a packed library, once case `caseId`'s own text is in (its shard first), reads ahead the
 * texts of `next`, the cases the reader is likely to open from this panel, so that a click on one
 * shows its text with its panel (state/caseTexts.ts).
 */
export function useReadAhead(library: { texts?: CaseTexts | null }, caseId: string, next: readonly string[]): void {
  const texts = library.texts;
  const state = useCaseTextState(texts, caseId);
  const settled = state !== undefined && state.status !== 'loading';
  // A key, not the array: the list is rebuilt at each render.
  const key = next.join('\n');
  useEffect(() => {
    if (!texts || !settled || !key) return;
    // After the panel's own questions (its similar cases), which five shards read at once in the
    // worker can hold back (once ~80 ms at 10,000 cases, in a single noisy measurement).
    const timer = setTimeout(() => texts.readAhead(key.split('\n')), READ_AHEAD_AFTER_MS);
    return () => clearTimeout(timer);
  }, [texts, settled, key]);
}

function CaseTextNote({ state, onRetry }: { state: Exclude<CaseTextState, { status: 'ready' }>; onRetry: () => void }) {
  const { t } = useTranslation();
  if (state.status === 'loading') return <p className="muted" role="status" data-testid="case-text-loading">{t('pack.loadingText')}</p>;
  if (state.status === 'gone') return <p className="case-text-failed" data-testid="case-text-failed">{t('pack.textGone')}</p>;
  const f = state.failure;
  return (
    <p className="case-text-failed data-text" data-testid="case-text-failed">
      {t('pack.shardFailed', { file: f.file || '–', first: f.firstId, last: f.lastId, fault: t(`pack.fault.${f.fault}`) })}{' '}
      <button type="button" className="link-button" onClick={onRetry} data-testid="case-text-retry">{t('pack.retry')}</button>
    </p>
  );
}
