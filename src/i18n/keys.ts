import type { en } from './en';

/** i18next's plural suffixes: `cases_one` and `cases_other` are both reached as `t('cases', { count })`. */
type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

type WithoutPlural<K extends string> = K extends `${infer Base}_${PluralSuffix}` ? Base : K;

/**
 * Every key of the English catalogue as `t()` takes it (plural forms also by their base).
 * Plain TypeScript, so the model's tables can name their wording without importing i18next.
 */
export type I18nKey = Leaves<typeof en> | WithoutPlural<Leaves<typeof en>>;
