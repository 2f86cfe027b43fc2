import type { TFunction } from 'i18next';
import type { IgnoredParam } from '../model/view';
import { ignoredKey } from '../model/view';
import { problemKey, type Problem } from '../model/core';
import { en } from './en';
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

/**
 * Placeholders that are themselves words (a type name, a taxonomy kind, a JSON syntax error)
 * are worded too; everything else (ids, slugs, numbers) is data and shown as it is.
 */
export function wordedParams(w: Words, params: Readonly<Record<string, string | number>>): Record<string, string | number> {
  const out: Record<string, string | number> = { ...params };
  for (const name of ['got', 'expected'] as const) {
    const v = params[name];
    if (has(en.jsonType, v)) out[name] = w(`jsonType.${v as keyof typeof en.jsonType}`);
  }
  if (has(en.pack.fault, params.fault)) out.fault = w(`pack.fault.${params.fault as keyof typeof en.pack.fault}`);
  if (has(en.taxonomyKind, params.kind)) out.kind = w(`taxonomyKind.${params.kind as keyof typeof en.taxonomyKind}`);
  if ('syntax' in params) {
    const syntax = has(en.jsonSyntax, params.syntax) ? (params.syntax as keyof typeof en.jsonSyntax) : 'unknown';
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
