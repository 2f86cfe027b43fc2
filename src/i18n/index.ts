import i18next, { type i18n as I18n } from 'i18next';
import type { Messages } from './en';
import type { Lang } from '../model/core';

export type { Messages };

/**
 * Each language's strings in a chunk of its own: a reader's page loads only theirs (~12 kB gzip
 * each), before React's first render (`main.tsx`), and another language when the reader switches
 * to it. Both in the first chunk had been half of i18next's share of the initial JavaScript.
 */
const LOADERS: Record<Lang, () => Promise<Messages>> = {
  en: () => import('./en').then((m) => m.en),
  ko: () => import('./ko').then((m) => m.ko),
};
const loading = new Map<Lang, Promise<Messages>>();

/** `lang`'s strings, fetched once (a failed fetch is tried again on the next call). */
export function loadMessages(lang: Lang): Promise<Messages> {
  let p = loading.get(lang);
  if (!p) {
    p = LOADERS[lang]();
    loading.set(lang, p);
    p.catch(() => loading.delete(lang));
  }
  return p;
}

/** One i18next instance for the app, in `lang`, with the strings given; plural rules and number formats come from Intl. */
export function createI18n(lang: Lang, messages: Partial<Record<Lang, Messages>>): I18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: lang,
    fallbackLng: 'en',
    resources: Object.fromEntries(Object.entries(messages).map(([l, m]) => [l, { translation: m }])),
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  return instance;
}

/** Switches `i18n` to `lang`, its strings fetched first when the page has not got them yet. */
export async function switchLanguage(i18n: I18n, lang: Lang): Promise<void> {
  if (!i18n.hasResourceBundle(lang, 'translation')) i18n.addResourceBundle(lang, 'translation', await loadMessages(lang));
  await i18n.changeLanguage(lang);
}

/** `?lang=` wins, then the browser's languages, then English. */
export function detectLang(explicit: Lang | null, languages: readonly string[] = typeof navigator === 'undefined' ? [] : navigator.languages ?? [navigator.language]): Lang {
  if (explicit) return explicit;
  for (const l of languages) {
    const base = l.toLowerCase().split('-')[0];
    if (base === 'ko') return 'ko';
    if (base === 'en') return 'en';
  }
  return 'en';
}
