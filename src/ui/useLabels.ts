import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { labelOf, textIn, type Taxonomy } from '../model/taxonomy';
import type { Lang, LocalText, TaxonomyKind } from '../model/types';
import { describeReasons, type RelationReason, type RelationWording } from '../model/relations';

/** Label and wording helpers bound to the current language. */
export function useLabels(taxonomy: Taxonomy) {
  const { t, i18n } = useTranslation();
  const lang = (i18n.language === 'ko' ? 'ko' : 'en') as Lang;
  return useMemo(() => {
    const label = (kind: TaxonomyKind, slug: string) => labelOf(taxonomy, kind, slug, lang);
    const listFormat = new Intl.ListFormat(lang, { style: 'short', type: 'conjunction' });
    const wording: RelationWording = {
      sameCauseSharedComponent: (components) => t('relation.sameCauseSharedComponent', { components }),
      sharedComponent: (components) => t('relation.sharedComponent', { components }),
      sameCause: () => t('relation.sameCause'),
      explicit: () => t('relation.explicit'),
      recurrenceOf: () => t('relation.recurrenceOf'),
      recurredAs: () => t('relation.recurredAs'),
      componentLabel: (slug) => label('component', slug),
      list: (items) => listFormat.format(items),
    };
    const dateFormat = new Intl.DateTimeFormat(lang === 'ko' ? 'ko-KR' : 'en-GB', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });
    return {
      lang,
      t,
      label,
      text: (value: LocalText | null | undefined) => textIn(value, lang),
      reasons: (reasons: readonly RelationReason[]) => describeReasons(reasons, wording),
      /** A case date in the reader's locale; partial dates (YYYY, YYYY-MM) stay as written. */
      date: (iso: string) => (iso.length === 10 ? dateFormat.format(new Date(`${iso}T00:00:00Z`)) : iso),
      number: (n: number) => n.toLocaleString(lang === 'ko' ? 'ko-KR' : 'en-US'),
    };
  }, [taxonomy, lang, t]);
}
