import type { Case } from '../../src/model/core';

/**
 * Libraries in one language only, made from the bundled one (issue #27), to measure matching
 * across languages: `english` drops every Korean text; `korean` keeps only the Korean texts
 * (written where the English would be, as a library written in Korean would have them; a text
 * with no Korean is dropped, a title kept as it is, since a case needs one).
 */
type Text = { en: string; ko?: string | null } | null | undefined;

function oneLanguage(c: Case, keep: 'en' | 'ko'): Case {
  const only = (t: Text): Text => (!t ? t : keep === 'en' ? { en: t.en } : t.ko ? { en: t.ko } : null);
  return {
    ...c,
    title: only(c.title) ?? c.title,
    summary: only(c.summary),
    symptoms_text: only(c.symptoms_text),
    trigger: only(c.trigger),
    detection: only(c.detection),
    lessons: only(c.lessons),
    action_items: c.action_items.flatMap((a) => {
      const text = only(a.text);
      return text ? [{ ...a, text }] : [];
    }),
  } as Case;
}

export const englishOnly = (cases: readonly Case[]): Case[] => cases.map((c) => oneLanguage(c, 'en'));
export const koreanOnly = (cases: readonly Case[]): Case[] => cases.map((c) => oneLanguage(c, 'ko'));
