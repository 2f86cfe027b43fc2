import type { I18nKey } from '../../i18n/keys';

/**
 * The views of the filtered cases. The key is the `view=` URL value; src/ui/app/views.tsx gives
 * each its component (checked against this table by the compiler), so a new view is an entry
 * here, its wording and its component.
 */
export const VIEW_TABLE = {
  graph: { labelKey: 'toolbar.view_graph' },
  list: { labelKey: 'toolbar.view_list' },
  matrix: { labelKey: 'toolbar.view_matrix' },
  trends: { labelKey: 'toolbar.view_trends' },
} satisfies Record<string, { labelKey: I18nKey }>;

export type ViewMode = keyof typeof VIEW_TABLE;
/** In tab order: the table's own order. */
export const VIEW_MODES = Object.keys(VIEW_TABLE) as ViewMode[];

export function isViewMode(value: string): value is ViewMode {
  return Object.hasOwn(VIEW_TABLE, value);
}
