import { useTranslation } from 'react-i18next';
import { EMBED_HEIGHT, embedUrl, fullViewUrl, iframeSnippet } from '../../model/view';
import { useAppStore } from '../../state/store';
import { useModalDialog } from '../common/useModalDialog';
import { CopyField } from './CopyField';
import { pageAddress } from './pageAddress';
import { useViewSubject } from './useViewSubject';
import './share.css';

/** The Share dialog: the link, the iframe snippet and a live preview of the embed. */
export default function ShareDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const dialog = useModalDialog(open);
  const view = useAppStore((s) => s.view);
  const subject = useViewSubject();
  const page = pageAddress();
  const embed = embedUrl(page, view);
  const frameTitle = t('share.frameTitle', { name: subject });
  return (
    <dialog ref={dialog} className="share-dialog" aria-labelledby="share-title" onClose={onClose} data-testid="share-dialog">
      <h2 id="share-title">{t('share.title')}</h2>
      {open && (
        <>
          <CopyField label={t('share.link')} text={fullViewUrl(page, view)} testId="share-link" />
          <h3>{t('share.embed')}</h3>
          <p className="muted">{t('share.embedHint')}</p>
          <CopyField label={t('share.snippet')} text={iframeSnippet(embed, frameTitle, EMBED_HEIGHT)} multiline testId="share-snippet" />
          <h3>{t('share.preview')}</h3>
          {/* The preview is the embed itself, so what is pasted elsewhere is what is seen here. */}
          <iframe className="share-preview" src={embed} title={frameTitle} height={EMBED_HEIGHT * 0.75} data-testid="share-preview" />
        </>
      )}
      <form method="dialog">
        <button type="submit" className="button">{t('share.close')}</button>
      </form>
    </dialog>
  );
}
