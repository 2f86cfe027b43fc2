import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { glossaryFor } from '../../src/data/glossary';
import { loadLibrary } from '../../src/model/core';
import type { Case } from '../../src/model/core';
import { analyze } from '../../src/model/similarity';
import { matchDraft } from '../../src/model/similarity';
import { buildGlossary, EXPANSION_WEIGHT, expandTerms, readGlossary, taxonomyPairs } from '../../src/model/similarity';
import { buildSimilarityIndex } from '../../src/model/similarity';
import { englishOnly, koreanOnly } from '../eval/crossLanguage';
import { EVAL_DRAFTS } from '../eval/drafts';
import { evaluate } from '../eval/metrics';
import { bundledRecords, bundledTaxonomy, DATA_DIR } from './support/library';

const file = JSON.parse(readFileSync(join(DATA_DIR, 'glossary.json'), 'utf8')) as { terms: { en: string; ko: string }[] };
const taxonomy = bundledTaxonomy();
const tf = (text: string) => ({ tf: new Map(analyze(text).map((t) => [t, 1])) });

describe('the bilingual glossary (data/glossary.json)', () => {
  it('has at least 80 valid pairs, each an English term and a Korean one, none repeated', () => {
    const { pairs, problems } = readGlossary(file);
    expect(problems).toEqual([]);
    expect(pairs.length).toBeGreaterThanOrEqual(80);
    const keys = pairs.map((p) => `${p.en.toLowerCase()}|${p.ko}`);
    expect(new Set(keys).size).toBe(keys.length);
    const hangul = pairs.filter((p) => /[\uac00-\ud7a3]/.test(p.ko));
    expect(hangul.length).toBeGreaterThanOrEqual(80);
    for (const [en, ko] of [['certificate', '인증서'], ['expired', '만료'], ['pod', '파드'], ['rollback', '롤백']]) expect(pairs).toContainEqual({ en, ko });
  });

  it('names what is wrong with a bad entry, by position and field', () => {
    expect(readGlossary({ terms: [{ en: 'disk', ko: '디스크' }, { en: '디스크', ko: 'disk' }, { en: 'disk', ko: 5 }, 'no'] }).problems).toEqual([
      { entry: 1, field: 'en' },
      { entry: 2, field: 'ko' },
      { entry: 3, field: '' },
    ]);
    expect(readGlossary(null)).toEqual({ pairs: [], problems: [] });
  });

  it('takes the taxonomy\u2019s labels and aliases as pairs too', () => {
    const pairs = taxonomyPairs(taxonomy);
    expect(pairs).toContainEqual({ en: 'certificate', ko: taxonomy.component['tls-certificates']!.ko });
    expect(pairs.length).toBeGreaterThan(50);
  });
});

describe('query expansion', () => {
  const glossary = buildGlossary([{ en: 'certificate', ko: '인증서' }, { en: 'expired', ko: '만료' }, { en: 'connection pool', ko: '커넥션 풀' }]);

  it('adds the other language\u2019s terms for a term of the draft, weighted below the draft\u2019s own', () => {
    const added = expandTerms(tf('인증서가 만료되었다'), glossary);
    expect([...added.keys()].sort()).toEqual([...analyze('certificate expired')].sort());
    expect([...added.values()].every((w) => w === EXPANSION_WEIGHT && w < 1)).toBe(true);
    expect([...expandTerms(tf('the certificate expired'), glossary).keys()].sort()).toEqual(analyze('인증서 만료').sort());
  });

  it('needs every term of a side (a phrase applies whole) and adds nothing the draft has', () => {
    expect(expandTerms(tf('the pool is full'), glossary).size).toBe(0);
    expect(expandTerms(tf('connection pool exhausted'), glossary).size).toBeGreaterThan(0);
    expect(expandTerms(tf('certificate 인증서'), glossary).size).toBe(0);
    expect(expandTerms(tf('인증서'), null).size).toBe(0);
  });

  it('ranks a direct match above a translated one', () => {
    const cases = loadLibrary([{ id: 'A-1', date: '2020', title: { en: 'The certificate expired' } }, { id: 'A-2', date: '2020', title: { en: 'x', ko: '인증서가 만료됨' } }], taxonomy).cases;
    const index = buildSimilarityIndex(cases);
    const ids = matchDraft(index, '인증서 만료 장애', { glossary }).matches.map((m) => (cases[m.other] as Case).id);
    expect(ids).toEqual(['A-2', 'A-1']);
  });
});

/**
 * The floor under matching across languages, measured by scripts/eval-similarity.ts: Korean
 * drafts against the bundled library with every Korean text removed, recall@3 94.4% with the
 * glossary (55.6% without); English drafts against its Korean texts alone, 88.5% (72.1% without).
 */
describe('recall@3 across languages', () => {
  const bundled = loadLibrary(bundledRecords(), taxonomy).cases;
  const recall = (cases: Case[], lang: 'ko' | 'en', withGlossary: boolean) => {
    const index = buildSimilarityIndex(cases);
    const g = withGlossary ? glossaryFor(taxonomy) : null;
    return evaluate(EVAL_DRAFTS.filter((d) => d.lang === lang), (text) => matchDraft(index, text, { limit: 10, glossary: g }).matches.map((m) => (cases[m.other] as Case).id)).recallAt3;
  };

  it('Korean drafts find their case in an English-only library (≥ 94%), far more than without the glossary', () => {
    const english = englishOnly(bundled);
    expect(english.every((c) => !/[\uac00-\ud7a3]/.test(JSON.stringify([c.title, c.summary, c.symptoms_text, c.lessons])))).toBe(true);
    const withIt = recall(english, 'ko', true);
    expect(withIt).toBeGreaterThanOrEqual(0.94);
    expect(withIt).toBeGreaterThan(recall(english, 'ko', false) + 0.2);
  });

  // 91.8% since the title and tag twins and the cap on translated terms (issue #27), 88.5% before.
  it('English drafts find their case in a Korean-only library (≥ 91%)', () => {
    expect(recall(koreanOnly(bundled), 'en', true)).toBeGreaterThanOrEqual(0.91);
  });
});
