import i18next, { type i18n as I18n } from 'i18next';
import { en } from './en';
import { ko } from './ko';
import type { Lang } from '../model/core';

export const catalogues = { en, ko };

/** One i18next instance for the app; plural rules and number formats come from Intl. */
export function createI18n(lang: Lang): I18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: lang,
    fallbackLng: 'en',
    resources: { en: { translation: en }, ko: { translation: ko } },
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  return instance;
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
