import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useCopy } from './useCopy';

/** A read-only text (a link, a snippet) with a Copy button; if copying is refused, the text is selected to copy by hand. */
export function CopyField({ label, text, multiline, testId }: { label: string; text: string; multiline?: boolean; testId: string }) {
  const { t } = useTranslation();
  const { state, copy } = useCopy();
  const field = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const onCopy = async () => {
    if ((await copy(text)) === 'refused') {
      field.current?.focus();
      field.current?.select();
    }
  };
  return (
    <div className="copy-field">
      <label className="copy-field-label">
        <span>{label}</span>
        {multiline ? (
          <textarea ref={field} readOnly value={text} rows={3} data-testid={testId} onFocus={(e) => e.currentTarget.select()} />
        ) : (
          <input ref={field} readOnly value={text} data-testid={testId} onFocus={(e) => e.currentTarget.select()} />
        )}
      </label>
      <div className="copy-field-actions">
        <button type="button" className="button" onClick={() => void onCopy()} data-testid={`${testId}-copy`}>{t('share.copy')}</button>
        <span className="copy-feedback" aria-live="polite">{state === 'copied' ? t('share.copied') : state === 'refused' ? t('share.copyRefused') : ''}</span>
      </div>
    </div>
  );
}
