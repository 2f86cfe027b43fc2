import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useDerived } from '../../state/derived';
import { saveShownJson } from '../common/exportFiles';
import { feedbackOf } from '../../state/feedback';
import { useDismiss } from './useMenu';

/**
 * Shown instead of "Link copied" when the library came from a local file: a link cannot carry
 * the file, and would silently open the bundled library. Says so, and offers what can travel.
 */
export function ShareWarning({ fileName, onClose, returnFocus }: { fileName: string; onClose: () => void; returnFocus: () => void }) {
  const { t } = useTranslation();
  const { library, mask, shownCount } = useDerived();
  const box = useRef<HTMLDivElement>(null);
  const first = useRef<HTMLButtonElement>(null);
  useEffect(() => first.current?.focus(), []);
  const dismiss = useCallback(
    (how: 'escape' | 'outside' | 'button') => {
      onClose();
      if (how !== 'outside') returnFocus();
    },
    [onClose, returnFocus],
  );
  useDismiss(box, true, dismiss);
  return (
    <div ref={box} className="share-warning" role="dialog" aria-labelledby="share-warning-title" data-testid="share-warning">
      <h2 id="share-warning-title">{t('trust.shareTitle')}</h2>
      <p>{t('trust.shareText', { name: fileName })}</p>
      <p>
        <button
          ref={first}
          type="button"
          className="button"
          disabled={shownCount === 0}
          onClick={() => {
            saveShownJson(library.cases, mask, feedbackOf(library));
            dismiss('button');
          }}
          data-testid="share-export"
        >
          {t('trust.shareExport')}
        </button>{' '}
        <span className="muted">{t('trust.shareExportHint')}</span>
      </p>
      <p>{t('trust.shareHost')}</p>
      <button type="button" className="button" onClick={() => dismiss('button')}>{t('trust.close')}</button>
    </div>
  );
}
