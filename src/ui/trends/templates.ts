import type { I18nKey } from '../../i18n/keys';
import type { Labels } from '../panel/types';

/**
 * Many sentences of one shape (a chart's points, a matrix's cells) worded fast: the translation,
 * plural included, is looked up once per key and count with the other values left as marks
 * (`\0name\0`), and each sentence only puts its values in, in one pass (so a value that happens
 * to contain a mark is not read as one). Same words as `L.t(key, { ...fill, count })`.
 */
export function templates(L: Labels) {
  const cache = new Map<string, string>();
  return (key: I18nKey, count: number, fill: Record<string, string>): string => {
    const id = `${key}|${count}`;
    let template = cache.get(id);
    if (template === undefined) {
      const marks = Object.fromEntries(Object.keys(fill).map((name) => [name, `\0${name}\0`]));
      // The marks stand for the key's own parameters, which its typing cannot see through a record.
      const t = L.t as unknown as (k: I18nKey, options: Record<string, unknown>) => string;
      cache.set(id, (template = t(key, { ...marks, count })));
    }
    return template.replace(/\0(\w+)\0/g, (mark, name: string) => fill[name] ?? mark);
  };
}
