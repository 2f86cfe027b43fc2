import { useTranslation } from 'react-i18next';
import { useAppStore } from '../../state/store';

const focusById = (id: string) => (e: React.MouseEvent) => {
  // Focus moves without a #fragment: the view lives in the query string, and a hash would add a history entry.
  e.preventDefault();
  document.getElementById(id)?.focus();
};

/** The first things Tab reaches: straight to the graph, and to the open panel's heading. */
export function SkipLinks() {
  const { t } = useTranslation();
  const panelOpen = useAppStore((s) => s.view.selection !== null);
  const view = useAppStore((s) => s.view.view);
  return (
    <nav className="skip-links" aria-label={t('trust.skipLinks')}>
      {view === 'graph' && <a href="#graph-widget" className="skip-link" onClick={focusById('graph-widget')}>{t('trust.skipGraph')}</a>}
      {panelOpen && <a href="#panel-title" className="skip-link" onClick={focusById('panel-title')}>{t('trust.skipDetails')}</a>}
    </nav>
  );
}
