import { useTranslation } from 'react-i18next';
import { wordIgnored, wordsOf } from '../../i18n/wording';
import { useActions, useAppStore } from '../../state/store';

/** One visible, dismissable line naming the link parameters that were not applied and why. */
export function IgnoredLine() {
  const { t } = useTranslation();
  const ignored = useAppStore((s) => s.ignored);
  const actions = useActions();
  if (ignored.length === 0) return null;
  const words = wordsOf(t);
  const list = ignored.map((i) => `${i.param}=${i.value} (${wordIgnored(words, i)})`).join('; ');
  return (
    <div className="ignored-line" role="alert" data-testid="ignored">
      <span className="data-text">{t('ignored.line', { list })}</span>
      <button type="button" className="link-button" onClick={actions.dismissIgnored}>{t('ignored.dismiss')}</button>
    </div>
  );
}
