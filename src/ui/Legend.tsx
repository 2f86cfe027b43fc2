import { useTranslation } from 'react-i18next';

export function Legend() {
  const { t } = useTranslation();
  return (
    <div className="legend" aria-label={t('legend.title')} role="group">
      <span className="legend-item"><span className="swatch swatch-case" aria-hidden="true" />{t('legend.case')}</span>
      <span className="legend-item"><span className="swatch swatch-component" aria-hidden="true" />{t('legend.component')}</span>
      <span className="legend-item"><span className="swatch swatch-cause" aria-hidden="true" />{t('legend.cause')}</span>
      <span className="legend-item"><span className="swatch swatch-relation" aria-hidden="true" />{t('legend.relation')}</span>
    </div>
  );
}
