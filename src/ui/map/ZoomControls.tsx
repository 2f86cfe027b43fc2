import { useTranslation } from 'react-i18next';
import { ZOOM_STEP } from '../../model/viewport';
import { requestCamera } from '../../state/camera';
import './camera.css';

/** Zoom in, zoom out and fit, over a corner of the canvas; plain buttons, so Tab and Enter reach them. */
export function ZoomControls() {
  const { t } = useTranslation();
  return (
    <div className="zoom-controls" data-over-graph="" role="group" aria-label={t('camera.controls')}>
      <button type="button" className="zoom-button" aria-label={t('camera.zoomIn')} title={t('camera.zoomIn')} onClick={() => requestCamera({ kind: 'zoom', factor: ZOOM_STEP })}>
        +
      </button>
      <button type="button" className="zoom-button" aria-label={t('camera.zoomOut')} title={t('camera.zoomOut')} onClick={() => requestCamera({ kind: 'zoom', factor: 1 / ZOOM_STEP })}>
        −
      </button>
      <button type="button" className="zoom-button" aria-label={t('camera.fit')} title={t('camera.fit')} onClick={() => requestCamera({ kind: 'fit' })}>
        <span aria-hidden="true">⤢</span>
      </button>
    </div>
  );
}
