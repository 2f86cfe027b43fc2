import type { I18nKey } from '../../i18n/keys';

/**
 * Values in the data that are words of the format, not free text: the UI shows them in the
 * reader's language. Anything else is the library's own text and is shown as written.
 */
export const IMPACT_WORDS = ['unknown', 'global', 'none', 'all'] as const;
export const SOURCE_KINDS = ['postmortem', 'blog', 'news', 'report', 'status-page', 'talk', 'regulator'] as const;

const impactWords = new Set<string>(IMPACT_WORDS);
const sourceKinds = new Set<string>(SOURCE_KINDS);

/** The wording key of an impact value that is a format word ("unknown", "global"), else null. */
export function impactWordKey(value: string): I18nKey | null {
  const v = value.trim().toLowerCase();
  return impactWords.has(v) ? (`trust.impact_${v as (typeof IMPACT_WORDS)[number]}` as const) : null;
}

/** The wording key of a source kind ("postmortem", "status-page"), else null. */
export function sourceKindKey(kind: string): I18nKey | null {
  const k = kind.trim().toLowerCase();
  return sourceKinds.has(k) ? (`trust.sourceKind_${k as (typeof SOURCE_KINDS)[number]}` as const) : null;
}
