import type { I18nKey } from '../../i18n/keys';

/** Why a link parameter was not applied, as a code the UI words (`ignoredReason.<code>`). */
export const IGNORED_CODES = [
  'unknownParam',
  'repeated',
  'badEscape',
  'tooLong',
  'tooManyValues',
  'empty',
  'oneSelection',
  'notYear',
  'queryCut',
  'expectedOneOf',
  'swapped',
  'noSuchCase',
  'noSuchComponent',
  'noSuchCause',
  'noCaseHasIt',
  'compareNotTwo',
  'compareSame',
  'compareNoSuchCase',
  'noSuchCluster',
  'draftCut',
  'notListSort',
  'sameAxes',
] as const;
export type IgnoredCode = (typeof IGNORED_CODES)[number];

export interface IgnoredParam {
  param: string;
  value: string;
  code: IgnoredCode;
  params: Readonly<Record<string, string | number>>;
}

export function ignoredKey(code: IgnoredCode): I18nKey {
  return `ignoredReason.${code}`;
}
