import { useTranslation } from 'react-i18next';
import './guard.css';
import { useCopy } from '../share/useCopy';

/**
 * Said under a text from the data that is longer than the page shows (model/guard): how much is
 * left out, and a button that copies the whole value (which the data keeps) to read elsewhere.
 */
export function TextCut({ cut, full }: { cut: number; full: string }) {
  const { t, i18n } = useTranslation();
  const { state, copy } = useCopy();
  const count = new Intl.NumberFormat(i18n.language === 'ko' ? 'ko-KR' : 'en-US').format(cut);
  return (
    <span className="text-cut" data-testid="text-cut">
      {t('panel.textCut', { count: cut, shown: count })}{' '}
      <button type="button" className="link-button" onClick={() => void copy(full)} data-testid="text-cut-copy">
        {t('panel.copyWhole')}
      </button>
      <span aria-live="polite">{state === 'copied' ? ` ${t('panel.copyWholeDone')}` : state === 'refused' ? ` ${t('panel.copyWholeRefused')}` : ''}</span>
    </span>
  );
}
