import { describe, expect, it } from 'vitest';
import { loadLibrary } from '../../src/model/core';
import type { Case } from '../../src/model/core';
import { analyze, buildGlossary, buildSimilarityIndex, docFrequency, DRAFT_LIMITS, matchDraft, rankMatches, textQuery, TITLE_MARK } from '../../src/model/similarity';
import { bundledTaxonomy } from './support/library';

/**
 * Ranking that holds as the library grows (issue #27): words every write-up uses somewhere keep
 * their weight where they say what a case is about (its title, its tags); a translated term never
 * outweighs the draft's own; irregular past forms meet their verb.
 */
const taxonomy = bundledTaxonomy();
const lib = (records: object[]) => loadLibrary(records.map((r, i) => ({ date: '2020-01-01', ...r, id: `A-${i + 1}` })), taxonomy).cases;
const ids = (cases: readonly Case[], matches: { other: number }[]) => matches.map((m) => (cases[m.other] as Case).id);

describe('irregular past forms', () => {
  it('analyze as their verb, so a draft in the present finds a write-up in the past', () => {
    expect(analyze('withdrew')).toEqual(analyze('withdraw'));
    expect(analyze('withdrawn')).toEqual(analyze('withdraw'));
    expect(analyze('ran')).toEqual(analyze('run'));
    expect(analyze('broken')).toEqual(analyze('break'));
    // Words that are also words of their own stay as they are.
    expect(analyze('left')).toEqual(['left']);
  });
});

describe('title and tag twins', () => {
  // Forty cases that all mention a certificate somewhere in their text, one about it in its title.
  const filler = Array.from({ length: 40 }, (_, k) => ({ title: { en: `Queue backlog number ${k} grew slowly` }, summary: { en: 'The certificate was fine; the broker queue backlog grew for hours.' } }));
  const cases = lib([
    ...filler,
    { title: { en: 'An expired certificate locked users out' }, summary: { en: 'The queue broker backlog grew.' } },
    {
      title: { en: 'Backlog grew on the broker' },
      summary: { en: 'An expired certificate locked users out; the certificate had expired, users locked out.' },
      symptoms_text: { en: 'Users locked out: expired certificate. Users locked out again, the certificate expired.' },
      lessons: { en: 'An expired certificate locks users out.' },
    },
  ]);
  const index = buildSimilarityIndex(cases);

  it('index every title term a second time, apart, with its own document frequency', () => {
    const certificate = analyze('certificate')[0] as string;
    expect(docFrequency(index, certificate)).toBe(42);
    expect(docFrequency(index, TITLE_MARK + certificate)).toBe(1);
  });

  it('rank the case whose title names the draft\u2019s words above one that only repeats them in its text', () => {
    const matches = matchDraft(index, 'certificate expired, users locked out').matches;
    expect(ids(cases, matches).slice(0, 2)).toEqual(['A-41', 'A-42']);
    // Without twins the repetitions win: the difference is the twins'.
    const plain = textQuery(index, [['symptoms_text', 'certificate expired, users locked out']], { ...DRAFT_LIMITS, titles: 0 });
    expect(ids(cases, rankMatches(index, plain, null, 2))).toEqual(['A-42', 'A-41']);
  });

  it('name shared words as written, never a twin\u2019s mark, and keep scores within 0–1', () => {
    const matches = matchDraft(index, 'certificate expired, users locked out').matches;
    for (const m of matches) {
      expect(m.score).toBeGreaterThanOrEqual(0);
      expect(m.score).toBeLessThanOrEqual(1);
      for (const w of m.sharedTerms) expect(w).not.toMatch(/^[~^]/);
    }
    expect(matches[0]?.sharedTerms).toContain('certificate');
  });
});

describe('a translated term', () => {
  it('never weighs more than the draft\u2019s own term it stands for', () => {
    // "certificate" is in every case; its Korean translation in one case only (rare, so a high idf).
    const cases = lib([
      ...Array.from({ length: 30 }, (_, k) => ({ title: { en: `Certificate story ${k}` }, summary: { en: 'A certificate was rotated.' } })),
      { title: { en: 'Rotation', ko: '인증서 교체' } },
    ]);
    const index = buildSimilarityIndex(cases);
    const glossary = buildGlossary([{ en: 'certificate', ko: '인증서' }]);
    const query = textQuery(index, [['symptoms_text', 'certificate rotated']], { ...DRAFT_LIMITS, titles: 0 }, glossary);
    const own = query.terms.find((t) => t.term === analyze('certificate')[0]);
    const translated = query.terms.filter((t) => /[\uac00-\ud7a3]/.test(t.term));
    expect(own).toBeDefined();
    expect(translated.length).toBeGreaterThan(0);
    // The translation's weight is the reduced query frequency times at most the source's idf.
    for (const t of translated) expect(t.weight).toBeLessThanOrEqual((own as { weight: number }).weight);
  });
});
