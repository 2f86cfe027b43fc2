import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { casesToCsv, exportFileName, shownCases } from '../model/exportCases';
import { download, saveShownJson } from './exportFiles';
import { useMenu } from './useMenu';
import { useDerived } from '../state/derived';
import { useAppStore } from '../state/store';
import './list.css';

/** The page background of the current theme, so the picture looks like the screen. */
const graphBackground = () => (document.documentElement.dataset.theme === 'dark' ? '#0f1419' : '#ffffff');

/** Export the shown cases as JSON (a library file) or CSV, and the graph as PNG. */
export function ExportMenu() {
  const { t } = useTranslation();
  const { library, mask, shownCount } = useDerived();
  const view = useAppStore((s) => s.view.view);
  const details = useRef<HTMLDetailsElement>(null);
  const { close } = useMenu(details);
  const [message, setMessage] = useState('');

  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(() => setMessage(''), 5000);
    return () => clearTimeout(timer);
  }, [message]);

  const save = (blob: Blob, name: string) => {
    download(blob, name);
    setMessage(t('export.saved', { name }));
    close();
  };

  const run = (work: () => Promise<void> | void) => async () => {
    try {
      await work();
    } catch (error) {
      setMessage(t('export.failed', { message: error instanceof Error ? error.message : String(error) }));
    }
  };

  const exportJson = run(() => {
    setMessage(t('export.saved', { name: saveShownJson(library.cases, mask) }));
    close();
  });
  // The byte order mark makes spreadsheet programs read the file as UTF-8 (Korean titles).
  const exportCsv = run(() => {
    save(new Blob(['\uFEFF', casesToCsv(shownCases(library.cases, mask))], { type: 'text/csv;charset=utf-8' }), exportFileName('csv'));
  });
  const exportPng = run(async () => {
    // Loaded on demand: the graph adapter stays out of the first bundle.
    const { currentGraphPng } = await import('../graph/png');
    const png = currentGraphPng(graphBackground());
    if (!png) {
      setMessage(t('export.graphNotReady'));
      return;
    }
    save(png, exportFileName('png'));
  });

  return (
    <span className="export-wrap">
      <details ref={details} className="export-menu" data-testid="export-menu">
        <summary className="button">{t('export.menu')}</summary>
        <div className="export-menu-body">
          <p className="export-scope">{t('export.scope', { count: shownCount })}</p>
          {view === 'graph' && (
            <button type="button" className="button" onClick={exportPng} title={t('export.pngHint')} data-testid="export-png">{t('export.png')}</button>
          )}
          <button type="button" className="button" onClick={exportJson} disabled={shownCount === 0} title={t('export.jsonHint')} data-testid="export-json">{t('export.json')}</button>
          <button type="button" className="button" onClick={exportCsv} disabled={shownCount === 0} title={t('export.csvHint')} data-testid="export-csv">{t('export.csv')}</button>
        </div>
      </details>
      <span className="export-feedback" aria-live="polite" data-testid="export-feedback">{message}</span>
    </span>
  );
}
