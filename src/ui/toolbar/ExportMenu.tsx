import { useContext, useEffect, useEffectEvent, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { casesToCsv, exportFileName, shownCases } from '../../model/export';
import { download } from '../common/exportFiles';
import { FoldedNotesContext } from './foldedNotes';
import { useJsonExport } from './useJsonExport';
import { useMenu } from './useMenu';
import { useDerived } from '../../state/derived';
import { useAppStore } from '../../state/store';
import { PNG_SCALES, usePictureExport } from '../share/usePictureExport';
import '../list/list.css';

/** Export the shown cases as JSON (a library file) or CSV, and the graph as PNG. */
export function ExportMenu() {
  const { t } = useTranslation();
  const { library, mask, shownCount } = useDerived();
  const view = useAppStore((s) => s.view.view);
  const details = useRef<HTMLDetailsElement>(null);
  const { close } = useMenu(details);
  // A note stays for `ms` (a warning longer than a plain "Saved"; progress until the next note).
  const [note, setNote] = useState({ text: '', ms: 0 });
  const setMessage = (text: string, ms = 5000) => setNote({ text, ms });

  useEffect(() => {
    if (!note.text || note.ms === Infinity) return;
    const timer = setTimeout(() => setNote({ text: '', ms: 0 }), note.ms);
    return () => clearTimeout(timer);
  }, [note]);

  const save = (blob: Blob, name: string) => {
    download(blob, name);
    setMessage(t('export.saved', { name }));
    close();
  };

  // A click handler returns nothing: the work's failure is caught here and said, never left to an unhandled promise.
  const run = (work: () => Promise<void> | void) => () => {
    void (async () => {
      try {
        await work();
      } catch (error) {
        setMessage(t('export.failed', { message: error instanceof Error ? error.message : String(error) }));
      }
    })();
  };

  const json = useJsonExport(setMessage, close);
  // Folded into a closed "More tools", the note shows under that menu's button instead.
  const folded = useContext(FoldedNotesContext);
  const noteSlot = folded && !folded.open ? folded.slot : null;
  const exportJson = run(json.exportJson);
  // While a pack's texts are read the menu is closed: the keyboard's focus goes to Stop, and
  // back to the menu's button when the reading ends (Stop is gone then).
  const stopButton = useRef<HTMLButtonElement>(null);
  const wasReading = useRef(false);
  // Folded into a closed "More tools", the export's own button is hidden: that menu's takes the focus.
  const focusMenuButton = useEffectEvent(() => {
    const summary = details.current?.querySelector('summary');
    if (summary?.checkVisibility()) summary.focus();
    else folded?.focusMenu();
  });
  useEffect(() => {
    if (json.reading) stopButton.current?.focus();
    else if (wasReading.current && document.activeElement === document.body) focusMenuButton();
    wasReading.current = json.reading;
  }, [json.reading]);
  // The byte order mark makes spreadsheet programs read the file as UTF-8 (Korean titles).
  const exportCsv = run(() => {
    save(new Blob(['\uFEFF', casesToCsv(shownCases(library.cases, mask))], { type: 'text/csv;charset=utf-8' }), exportFileName('csv'));
  });
  const picture = usePictureExport();
  const exportPicture = (make: () => Promise<{ name: string; blob: Blob } | null>) =>
    run(async () => {
      const file = await make();
      if (!file) setMessage(t('export.graphNotReady'));
      else save(file.blob, file.name);
    });

  const feedback = (
    <span className="export-feedback" aria-live="polite" data-testid="export-feedback">
      {note.text}
      {json.reading && (
        <>
          {' '}
          <button ref={stopButton} type="button" className="button button-small" onClick={json.cancel} data-testid="export-cancel">{t('export.cancel')}</button>
        </>
      )}
    </span>
  );

  return (
    <span className="export-wrap">
      <details ref={details} className="export-menu" data-testid="export-menu">
        <summary className="button">{t('export.menu')}</summary>
        <div className="export-menu-body">
          <p className="export-scope">{t('export.scope', { count: shownCount })}</p>
          {view === 'graph' && (
            <>
              <button type="button" className="button" onClick={exportPicture(() => picture('svg'))} title={t('share.svgHint')} data-testid="export-svg">{t('share.svg')}</button>
              <span className="export-png-scales" role="group" aria-label={t('export.png')} title={t('export.pngHint')} data-testid="export-png">
                <span aria-hidden="true">{t('export.png')}</span>
                {PNG_SCALES.map((scale) => (
                  <button key={scale} type="button" className="button" onClick={exportPicture(() => picture('png', scale))} title={t('share.pngHint', { scale })} data-testid={`export-png-${scale}`}>{t('share.png', { scale })}</button>
                ))}
              </span>
            </>
          )}
          <button type="button" className="button" onClick={exportJson} disabled={shownCount === 0 || json.reading} title={t('export.jsonHint')} data-testid="export-json">{t('export.json')}</button>
          <button type="button" className="button" onClick={exportCsv} disabled={shownCount === 0} title={t('export.csvHint')} data-testid="export-csv">{t('export.csv')}</button>
        </div>
      </details>
      {noteSlot ? createPortal(feedback, noteSlot) : feedback}
    </span>
  );
}
