import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { labelOf, textIn, type Taxonomy } from '../../model/core';
import type { Lang, LocalText, TaxonomyKind } from '../../model/core';
import { describeReasons, type RelationReason, type RelationWording } from '../../model/relations';
import { boundText, MAX_SHOWN_TEXT, shownLine } from '../../model/guard';

/**
 * Intl formatters, made once per language and only when first used: building them costs tens of
 * milliseconds on a cold page (ICU data), and every component that words something asks for them.
 */
const formatters = new Map<Lang, { list?: Intl.ListFormat; date?: Intl.DateTimeFormat; number?: Intl.NumberFormat }>();
function formatter(lang: Lang) {
  let f = formatters.get(lang);
  if (!f) formatters.set(lang, (f = {}));
  return {
    list: () => (f.list ??= new Intl.ListFormat(lang, { style: 'short', type: 'conjunction' })),
    date: () => (f.date ??= new Intl.DateTimeFormat(lang === 'ko' ? 'ko-KR' : 'en-GB', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' })),
    number: () => (f.number ??= new Intl.NumberFormat(lang === 'ko' ? 'ko-KR' : 'en-US')),
  };
}

/**
 * A text as the page shows it: at most MAX_SHOWN_TEXT characters; `cut` says how many were left
 * out and `full` is the whole value (for "Copy the whole text").
 */
function shownText(t: { text: string; fallback: boolean }): { text: string; fallback: boolean; cut: number; full: string } {
  const bounded = boundText(t.text, MAX_SHOWN_TEXT);
  return { text: bounded.text, fallback: t.fallback, cut: bounded.cut, full: t.text };
}

/** Label and wording helpers bound to the current language. */
export function useLabels(taxonomy: Taxonomy) {
  const { t, i18n } = useTranslation();
  const lang = (i18n.language === 'ko' ? 'ko' : 'en') as Lang;
  return useMemo(() => {
    // Texts from the data are bounded where they are shown (model/guard): the data keeps the whole value.
    const label = (kind: TaxonomyKind, slug: string) => shownLine(labelOf(taxonomy, kind, slug, lang));
    const format = formatter(lang);
    const wording: RelationWording = {
      sameCauseSharedComponent: (components) => t('relation.sameCauseSharedComponent', { components }),
      sharedComponent: (components) => t('relation.sharedComponent', { components }),
      sameCause: () => t('relation.sameCause'),
      explicit: () => t('relation.explicit'),
      readsAlike: (terms) => t('similar.readsAlike', { terms }),
      recurrenceOf: () => t('relation.recurrenceOf'),
      recurredAs: () => t('relation.recurredAs'),
      componentLabel: (slug) => label('component', slug),
      list: (items) => format.list().format(items),
    };
    return {
      lang,
      t,
      label,
      text: (value: LocalText | null | undefined) => shownText(textIn(value, lang)),
      reasons: (reasons: readonly RelationReason[]) => describeReasons(reasons, wording),
      /** A case date in the reader's locale; partial dates (YYYY, YYYY-MM) stay as written. */
      date: (iso: string) => (iso.length === 10 ? format.date().format(new Date(`${iso}T00:00:00Z`)) : iso),
      number: (n: number) => format.number().format(n),
    };
  }, [taxonomy, lang, t]);
}
