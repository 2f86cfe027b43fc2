import { useTranslation } from 'react-i18next';
import { SHORTCUTS } from './shortcuts';
import { useModalDialog } from '../common/useModalDialog';


/** The keyboard shortcuts, opened with `?`. */
export function ShortcutsHelp({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const dialog = useModalDialog(open);
  return (
    <dialog ref={dialog} className="shortcuts-dialog" aria-labelledby="shortcuts-title" onClose={onClose} data-testid="shortcuts">
      <h2 id="shortcuts-title">{t('shortcuts.title')}</h2>
      <dl className="shortcut-list">
        {SHORTCUTS.map(({ keys, labelKey }) => (
          <div key={keys}>
            <dt><kbd>{keys}</kbd></dt>
            <dd>{t(labelKey)}</dd>
          </div>
        ))}
      </dl>
      <form method="dialog">
        <button type="submit" className="button">{t('shortcuts.close')}</button>
      </form>
    </dialog>
  );
}
