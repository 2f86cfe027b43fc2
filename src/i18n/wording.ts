import type { TFunction } from 'i18next';
import type { IgnoredParam } from '../model/view';
import { ignoredKey } from '../model/view';
import { problemKey, type Problem } from '../model/core';
import type { Messages } from './en';
import type { I18nKey } from './keys';

/**
 * A `t` that takes any catalogue key and placeholder values: problem codes pick their key at
 * run time, so i18next's per-key placeholder types cannot be checked here (the catalogue parity
 * test checks placeholders instead).
 */
export type Words = (key: I18nKey, params?: Readonly<Record<string, string | number>>) => string;

/** i18next's `t` as Words (the one place its per-key typing is set aside, for the reason above). */
export function wordsOf(t: TFunction): Words {
  return (key, params) => String(t(key as never, params as never));
}

const has = (section: object, key: string | number | undefined) => typeof key === 'string' && Object.hasOwn(section, key);

// The catalogue sections that word placeholder values, by their keys only: the page loads one
// language's strings when it needs them (./index.ts), so this file must not import them. Each
// list is a Record over the catalogue's keys, so the compiler checks it is complete and exact.
const JSON_TYPE: Record<keyof Messages['jsonType'], 1> = { string: 1, number: 1, boolean: 1, object: 1, array: 1, null: 1 };
const TAXONOMY_KIND: Record<keyof Messages['taxonomyKind'], 1> = { domain: 1, component: 1, root_cause: 1, symptom: 1, contributing: 1 };
const PACK_FAULT: Record<keyof Messages['pack']['fault'], 1> = { missing: 1, truncated: 1, 'other-pack': 1, 'wrong-type': 1, unreadable: 1, outside: 1, stalled: 1, 'wrong-cases': 1 };
const JSON_SYNTAX: Record<keyof Messages['jsonSyntax'], 1> = {
  endsEarly: 1, unknown: 1, InvalidSymbol: 1, InvalidNumberFormat: 1, PropertyNameExpected: 1, ValueExpected: 1, ColonExpected: 1, CommaExpected: 1, CloseBraceExpected: 1,
  CloseBracketExpected: 1, EndOfFileExpected: 1, InvalidCommentToken: 1, UnexpectedEndOfComment: 1, UnexpectedEndOfString: 1, UnexpectedEndOfNumber: 1, InvalidUnicode: 1,
  InvalidEscapeCharacter: 1, InvalidCharacter: 1,
};

/**
 * Placeholders that are themselves words (a type name, a taxonomy kind, a JSON syntax error)
 * are worded too; everything else (ids, slugs, numbers) is data and shown as it is.
 */
export function wordedParams(w: Words, params: Readonly<Record<string, string | number>>): Record<string, string | number> {
  const out: Record<string, string | number> = { ...params };
  for (const name of ['got', 'expected'] as const) {
    const v = params[name];
    if (has(JSON_TYPE, v)) out[name] = w(`jsonType.${v as keyof typeof JSON_TYPE}`);
  }
  if (has(PACK_FAULT, params.fault)) out.fault = w(`pack.fault.${params.fault as keyof typeof PACK_FAULT}`);
  if (has(TAXONOMY_KIND, params.kind)) out.kind = w(`taxonomyKind.${params.kind as keyof typeof TAXONOMY_KIND}`);
  if ('syntax' in params) {
    const syntax = has(JSON_SYNTAX, params.syntax) ? (params.syntax as keyof typeof JSON_SYNTAX) : 'unknown';
    const what = w(`jsonSyntax.${syntax}`);
    out.detail = params.atEnd ? w('jsonSyntax.endsEarly', { what }) : what;
  }
  return out;
}

export function wordProblem(w: Words, p: Problem): string {
  return w(problemKey(p.code), wordedParams(w, p.params));
}

export function wordIgnored(w: Words, i: IgnoredParam): string {
  return w(ignoredKey(i.code), i.params);
}
