import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useActions } from '../state/store';

/** Drop a library file anywhere on the page to open it. */
export function DropZone({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const actions = useActions();
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
        const file = e.dataTransfer.files[0];
        if (file) actions.openLocal(file);
      }}
    >
      {children}
      {over && <div className="drop-overlay" aria-hidden="true">{t('toolbar.dropHere')}</div>}
    </div>
  );
}
