import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createI18n, detectLang, loadMessages, switchLanguage } from '../../src/i18n';
import { createI18nBoth } from '../../src/i18n/both';
import { en } from '../../src/i18n/en';
import { ko } from '../../src/i18n/ko';

function keys(obj: object, prefix = ''): string[] {
  return Object.entries(obj).flatMap(([k, v]) => (typeof v === 'object' && v !== null ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`]));
}

describe('message catalogues', () => {
  it('have exactly the same keys in English and Korean', () => {
    const enKeys = new Set(keys(en));
    const koKeys = new Set(keys(ko));
    expect([...enKeys].filter((k) => !koKeys.has(k))).toEqual([]);
    expect([...koKeys].filter((k) => !enKeys.has(k))).toEqual([]);
  });

  it('have no empty message and the same placeholders in both languages', () => {
    const flat = (obj: object) => new Map(keys(obj).map((k) => [k, k.split('.').reduce<unknown>((o, p) => (o as Record<string, unknown>)[p], obj) as string]));
    const e = flat(en);
    const k = flat(ko);
    for (const [key, text] of e) {
      expect(text.trim(), key).not.toBe('');
      const vars = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
      expect(vars(k.get(key) ?? ''), key).toEqual(vars(text));
    }
  });

  it('hold no key the code never names (literally, or as a `prefix${…}` template)', () => {
    const root = resolve(import.meta.dirname, '../../src');
    const files = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((d) => (d.isDirectory() ? files(join(dir, d.name)) : /\.tsx?$/.test(d.name) ? [join(dir, d.name)] : []));
    const catalogues = [join(root, 'i18n', 'en.ts'), join(root, 'i18n', 'ko.ts')];
    const code = files(root).filter((f) => !catalogues.includes(f)).map((f) => readFileSync(f, 'utf8')).join('\n');
    const unused = keys(en).filter((key) => {
      const base = key.replace(/_(zero|one|two|few|many|other)$/, '');
      if (code.includes(`'${base}'`) || code.includes(`'${key}'`)) return false;
      // Every prefix ending at the last dot or at any underscore after it (`aliases.kind_${kind}` names `aliases.kind_root_cause`).
      const dot = base.lastIndexOf('.') + 1;
      const prefixes = [base.slice(0, dot), ...[...base.slice(dot)].flatMap((ch, i) => (ch === '_' ? [base.slice(0, dot + i + 1)] : []))].filter((p) => p.length > 0);
      return !prefixes.some((p) => code.includes(`\`${p}\${`));
    });
    expect(unused).toEqual([]);
  });

  it('pluralise by language rules', () => {
    const i18n = createI18nBoth('en');
    expect(i18n.t('status.cases', { count: 1, n: '1' })).toBe('1 case');
    expect(i18n.t('status.cases', { count: 2, n: '2' })).toBe('2 cases');
    i18n.changeLanguage('ko');
    expect(i18n.t('status.cases', { count: 2, n: '2' })).toBe('사례 2건');
  });
});

describe('one language at a time on the page', () => {
  it("loads a language's strings once, and switches an instance to a language it has not got yet", async () => {
    expect(await loadMessages('ko')).toBe(ko);
    expect(loadMessages('ko')).toBe(loadMessages('ko'));
    const i18n = createI18n('en', { en });
    expect(i18n.hasResourceBundle('ko', 'translation')).toBe(false);
    expect(i18n.t('status.cases', { count: 2, n: '2' })).toBe('2 cases');
    await switchLanguage(i18n, 'ko');
    expect(i18n.language).toBe('ko');
    expect(i18n.t('status.cases', { count: 2, n: '2' })).toBe('사례 2건');
  });

  it('never bundles both languages into the page: only scripts and tests import i18n/both', () => {
    const root = resolve(import.meta.dirname, '../../src');
    const files = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((d) => (d.isDirectory() ? files(join(dir, d.name)) : /\.tsx?$/.test(d.name) ? [join(dir, d.name)] : []));
    const importers = files(root).filter((f) => /from '[./]*(i18n\/)?both'/.test(readFileSync(f, 'utf8')));
    expect(importers).toEqual([]);
    // Nor the catalogues themselves, but as types or through loadMessages' import().
    const statically = files(root).filter((f) => !f.includes(`${join('i18n', 'both.ts')}`) && /^import \{[^}]*\b(en|ko)\b[^}]*\} from '[./]*(i18n\/)?(en|ko)'/m.test(readFileSync(f, 'utf8')));
    expect(statically).toEqual([]);
  });
});

describe('detectLang', () => {
  it('prefers the link, then the browser, then English', () => {
    expect(detectLang('ko', ['en-US'])).toBe('ko');
    expect(detectLang(null, ['ko-KR', 'en'])).toBe('ko');
    expect(detectLang(null, ['fr-FR', 'en-GB'])).toBe('en');
    expect(detectLang(null, ['fr-FR'])).toBe('en');
    expect(detectLang(null, [])).toBe('en');
  });
});
