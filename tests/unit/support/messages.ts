import { en } from '../../../src/i18n/en';
import { ko } from '../../../src/i18n/ko';
import { createI18nBoth } from '../../../src/i18n/both';
import { wordIgnored, wordProblem, wordsOf } from '../../../src/i18n/wording';
import type { IgnoredParam } from '../../../src/model/view';
import type { Problem } from '../../../src/model/core';
import type { Lang } from '../../../src/model/core';

/** The message a key names in a catalogue (a plural base resolves to its `_other` form), or undefined. */
export function messageOf(catalogue: object, key: string): string | undefined {
  const parts = key.split('.');
  const last = parts.pop()!;
  let node: unknown = catalogue;
  for (const p of parts) node = (node as Record<string, unknown> | undefined)?.[p];
  const leaves = node as Record<string, unknown> | undefined;
  const text = leaves?.[last] ?? leaves?.[`${last}_other`];
  return typeof text === 'string' ? text : undefined;
}

/** Both languages' wording of a key; a test fails on a missing or empty one. */
export function bothWordings(key: string): [string | undefined, string | undefined] {
  return [messageOf(en, key), messageOf(ko, key)];
}

const words = { en: wordsOf(createI18nBoth('en').t), ko: wordsOf(createI18nBoth('ko').t) };

/** A problem as the problems dialog words it. */
export function wordedProblem(p: Problem, lang: Lang = 'en'): string {
  return wordProblem(words[lang], p);
}

/** An ignored parameter as the ignored line shows it: parameter, value and the worded reason. */
export function wordedIgnored(i: IgnoredParam, lang: Lang = 'en'): { param: string; value: string; reason: string } {
  return { param: i.param, value: i.value, reason: wordIgnored(words[lang], i) };
}

/** A problem with its wording in place of code and params, as the dialog's row reads. */
export interface WordedProblem {
  severity: Problem['severity'];
  index: number | null;
  id: string | null;
  field: string;
  message: string;
}

export function wordedProblems(problems: readonly Problem[], lang: Lang = 'en'): WordedProblem[] {
  return problems.map((p) => ({ severity: p.severity, index: p.index, id: p.id, field: p.field, message: wordedProblem(p, lang) }));
}
