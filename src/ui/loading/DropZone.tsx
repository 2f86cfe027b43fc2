import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { needsImport, useImportReview } from '../../state/importReview';
import { useActions } from '../../state/store';

/** Drop a library file anywhere on the page to open it (CSV and Markdown, several at once, go to the import review). */
export function DropZone({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const actions = useActions();
  const startImport = useImportReview((s) => s.start);
  const [over, setOver] = useState(false);
  const hasFiles = (e: React.DragEvent) => Array.from(e.dataTransfer.types).includes('Files');
  return (
    <div
      className="drop-zone"
      onDragOver={(e) => {
        if (!hasFiles(e)) return;
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={(e) => {
        if (e.currentTarget === e.target) setOver(false);
      }}
      onDrop={(e) => {
        if (!hasFiles(e)) return;
        e.preventDefault();
        setOver(false);
        const files = Array.from(e.dataTransfer.files);
        if (needsImport(files)) void startImport(files);
        else if (files[0]) actions.openLocal(files[0], files.slice(1));
      }}
    >
      {children}
      {over && <div className="drop-overlay" aria-hidden="true">{t('toolbar.dropHere')}</div>}
    </div>
  );
}
