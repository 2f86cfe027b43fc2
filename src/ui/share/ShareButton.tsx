import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

// The dialog and its embed preview load when first opened, not with the first screen.
const ShareDialog = lazy(() => import('./ShareDialog'));

/** The toolbar's Share button and its dialog. */
export function ShareButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  return (
    <>
      <button
        type="button"
        className="button"
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
        aria-haspopup="dialog"
        data-testid="share"
      >
        {t('share.button')}
      </button>
      {used && (
        <Suspense fallback={null}>
          <ShareDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
