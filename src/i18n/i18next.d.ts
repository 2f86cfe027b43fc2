import 'i18next';
import type { en } from './en';

// Keys of `t()` are checked against the English catalogue: a typo fails to compile.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
  }
}
