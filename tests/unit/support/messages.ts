import { en } from '../../../src/i18n/en';
import { ko } from '../../../src/i18n/ko';

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
