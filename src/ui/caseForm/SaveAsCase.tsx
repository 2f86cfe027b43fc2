import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The form and what it needs (the case schema, and with it zod) load when it is first opened:
 * they had made the page's first chunk 24 kB (gzip) heavier for a dialog most visits never open.
 */
const LazyCaseForm = lazy(() => import('./CaseForm').then((m) => ({ default: m.CaseForm })));

/** The new-case form, once opened; nothing before. */
export function CaseFormWhenOpen({ open, draft, onClose }: { open: boolean; draft: string; onClose: () => void }) {
  return open ? <Suspense fallback={null}><LazyCaseForm draft={draft} onClose={onClose} /></Suspense> : null;
}

/** "Save as a case" in "Have we seen this before?": opens the new-case form from the draft. */
export function SaveAsCase({ text }: { text: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="button" onClick={() => setOpen(true)} disabled={!text.trim()} data-testid="save-as-case">{t('caseForm.saveAsCase')}</button>
      <CaseFormWhenOpen open={open} draft={text.trim()} onClose={() => setOpen(false)} />
    </>
  );
}
