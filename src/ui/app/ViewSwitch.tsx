import { useTranslation } from 'react-i18next';
import { VIEW_MODES, VIEW_TABLE } from '../../model/view';
import { useActions, useAppStore } from '../../state/store';

/** Graph, list or matrix: the same filtered cases, three ways. Part of the deep link (`view=`). */
export function ViewSwitch() {
  const { t } = useTranslation();
  const view = useAppStore((s) => s.view.view);
  const actions = useActions();
  return (
    <div className="view-switch" role="tablist" aria-label={t('toolbar.view')}>
      {VIEW_MODES.map((mode) => (
        <button
          key={mode}
          type="button"
          role="tab"
          aria-selected={view === mode}
          className={view === mode ? 'view-tab active' : 'view-tab'}
          onClick={() => actions.setViewMode(mode)}
          data-testid={`view-${mode}`}
        >
          {t(VIEW_TABLE[mode].labelKey)}
        </button>
      ))}
    </div>
  );
}
