import type { i18n as I18n } from 'i18next';
import { en } from './en';
import { createI18n } from './index';
import { ko } from './ko';
import type { Lang } from '../model/core';

/**
 * An instance holding both languages' strings at once, for scripts and tests. The page never
 * imports this file: it loads one language at a time (./index.ts), so that its first chunk holds
 * no reader's other language.
 */
export function createI18nBoth(lang: Lang): I18n {
  return createI18n(lang, { en, ko });
}
