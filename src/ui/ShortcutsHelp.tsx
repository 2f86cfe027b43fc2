import { useTranslation } from 'react-i18next';
import { useModalDialog } from './useModalDialog';

const KEYS: [string, string][] = [
  ['/', 'shortcuts.search'],
  ['↑ ↓ Enter', 'shortcuts.results'],
  ['Tab', 'shortcuts.tab'],
  ['Esc', 'shortcuts.escape'],
  ['?', 'shortcuts.help'],
];

/** The keyboard shortcuts, opened with `?`. */
export function ShortcutsHelp({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const dialog = useModalDialog(open);
  return (
    <dialog ref={dialog} className="shortcuts-dialog" aria-labelledby="shortcuts-title" onClose={onClose} data-testid="shortcuts">
      <h2 id="shortcuts-title">{t('shortcuts.title')}</h2>
      <dl className="shortcut-list">
        {KEYS.map(([key, label]) => (
          <div key={key}>
            <dt><kbd>{key}</kbd></dt>
            <dd>{t(label)}</dd>
          </div>
        ))}
      </dl>
      <form method="dialog">
        <button type="submit" className="button">{t('shortcuts.close')}</button>
      </form>
    </dialog>
  );
}
