import { useTranslation } from 'react-i18next';
import { DEPTHS } from '../../model/viewport';
import { useActions, useAppStore } from '../../state/store';

/** How many hops of the selection the graph highlights and frames (`depth=` in the URL). */
export function DepthControl() {
  const { t } = useTranslation();
  const depth = useAppStore((s) => s.view.depth);
  const actions = useActions();
  return (
    <div className="depth-control" role="group" aria-label={t('camera.depth')} title={t('camera.depthHint')} data-testid="depth-control">
      <span className="depth-label" aria-hidden="true">{t('camera.depth')}</span>
      {DEPTHS.map((d) => (
        <button key={d} type="button" className="depth-option" aria-pressed={depth === d} onClick={() => actions.setDepth(d)}>
          {t('camera.hops', { count: d })}
        </button>
      ))}
    </div>
  );
}
