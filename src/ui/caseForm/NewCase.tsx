import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CaseFormWhenOpen } from './SaveAsCase';

/** "New case…" in the library menu: the new-case form with nothing filled in but the next id and today. */
export function NewCase() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="button" onClick={() => setOpen(true)} data-testid="new-case">{t('caseForm.newCase')}</button>
      <CaseFormWhenOpen open={open} draft="" onClose={() => setOpen(false)} />
    </>
  );
}
