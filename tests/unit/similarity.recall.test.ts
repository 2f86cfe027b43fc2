import { describe, expect, it } from 'vitest';
import { loadLibrary } from '../../src/model/core';
import type { Case } from '../../src/model/core';
import { matchDraft } from '../../src/model/similarity';
import { buildSimilarityIndex, type SimilarityIndex } from '../../src/model/similarity';
import { generateLibrary } from '../../scripts/synthetic';
import { EVAL_DRAFTS } from '../eval/drafts';
import { BLIND_DRAFTS } from '../eval/blind';
import { evaluate } from '../eval/metrics';
import { bundledRecords, bundledTaxonomy } from './support/library';
import { glossaryFor } from '../../src/data/glossary';

/**
 * The floor under the ranking's quality (issue #15): recall@3 of the evaluation set
 * (tests/eval/drafts.ts) over the bundled library, and with synthetic distractors mixed in.
 * First measured on 79 drafts over the bundled library's first edition (75 cases): recall@3 100%,
 * MRR 0.973. Raised to the level reached on its third edition (194 cases) once the ranking held at
 * scale (issue #27: title and tag twins, translated terms capped, irregular verbs, query idf to
 * the power 0.5), measured as the app matches drafts (through the glossary): bundled recall@1
 * 94.9%, recall@3 100% (79 of 79), MRR 0.975; 1,000 synthetic cases mixed in, recall@3 100%. Mixed
 * into 10,000 (`npm run eval`): recall@3 100%, as on the bundled library.
 */
const BUNDLED_RECALL_AT_1 = 0.94;
const BUNDLED_RECALL_AT_3 = 1;
const BUNDLED_MRR = 0.97;
const MIXED_RECALL_AT_3 = 1;
/**
 * The second set (tests/eval/blind.ts, 40 drafts written without reading the cases' texts, issue
 * #27): bundled recall@1 95.0%, recall@3 100% (40 of 40), MRR 0.967; 1,000 synthetic cases mixed
 * in, recall@3 97.5% (the Korean heat-wave draft of IL-0904 is 4th there); mixed into 10,000
 * (`npm run eval`) 100%.
 */
const BLIND_RECALL_AT_3 = 1;
const BLIND_MRR = 0.96;
const BLIND_MIXED_RECALL_AT_3 = 0.975;

const taxonomy = bundledTaxonomy();
const bundled = loadLibrary(bundledRecords(), taxonomy).cases;
// As the app matches a draft: expanded across languages through the glossary.
const glossary = glossaryFor(bundledTaxonomy());
const ranker = (index: SimilarityIndex) => (text: string) => matchDraft(index, text, { limit: 10, glossary }).matches.map((m) => (index.cases[m.other] as Case).id);

describe('the evaluation set', () => {
  it('has at least 36 drafts, at least 10 of them in Korean', () => {
    expect(EVAL_DRAFTS.length).toBeGreaterThanOrEqual(36);
    const korean = EVAL_DRAFTS.filter((d) => d.lang === 'ko');
    expect(korean.length).toBeGreaterThanOrEqual(10);
    for (const d of korean) expect(d.text).toMatch(/[\uac00-\ud7a3]/);
  });

  it('refers only to bundled cases, and names no case id and no organisation of its cases', () => {
    const byId = new Map(bundled.map((c) => [c.id, c]));
    for (const d of EVAL_DRAFTS) {
      expect(d.expect.length).toBeGreaterThan(0);
      expect(d.text).not.toMatch(/IL-\d/);
      for (const id of d.expect) {
        const c = byId.get(id);
        expect(c, `${id} is not a bundled case`).toBeDefined();
        if (c?.org) expect(d.text.toLowerCase(), `${id}: names ${c.org}`).not.toContain(c.org.toLowerCase());
      }
    }
  });
});

describe('the second evaluation set (written without reading the cases\' texts)', () => {
  it('has at least 36 drafts, about a third in Korean, refers only to bundled cases and names no case id or organisation', () => {
    expect(BLIND_DRAFTS.length).toBeGreaterThanOrEqual(36);
    const korean = BLIND_DRAFTS.filter((d) => d.lang === 'ko');
    expect(korean.length).toBeGreaterThanOrEqual(Math.floor(BLIND_DRAFTS.length * 0.3));
    for (const d of korean) expect(d.text).toMatch(/[\uac00-\ud7a3]/);
    const byId = new Map(bundled.map((c) => [c.id, c]));
    for (const d of BLIND_DRAFTS) {
      expect(d.text).not.toMatch(/IL-\d/);
      for (const id of d.expect) {
        const c = byId.get(id);
        expect(c, `${id} is not a bundled case`).toBeDefined();
        if (c?.org) expect(d.text.toLowerCase(), `${id}: names ${c.org}`).not.toContain(c.org.toLowerCase());
      }
    }
    // Terse: a line or two, as typed in the first minutes.
    for (const d of BLIND_DRAFTS) expect(d.text.length, d.text).toBeLessThanOrEqual(200);
  });

  it(`keeps recall@3 ≥ ${BLIND_RECALL_AT_3} and MRR ≥ ${BLIND_MRR} on the bundled library`, () => {
    const f = evaluate(BLIND_DRAFTS, ranker(buildSimilarityIndex(bundled)));
    expect(f.recallAt3, `missed: ${f.misses.map((m) => m.draft.expect.join('/')).join(', ')}`).toBeGreaterThanOrEqual(BLIND_RECALL_AT_3);
    expect(f.mrr).toBeGreaterThanOrEqual(BLIND_MRR);
  });

  it(`keeps recall@3 ≥ ${BLIND_MIXED_RECALL_AT_3} with 1,000 synthetic cases mixed in`, () => {
    const mixed = [...loadLibrary(generateLibrary(1000, 1), taxonomy).cases, ...bundled];
    const f = evaluate(BLIND_DRAFTS, ranker(buildSimilarityIndex(mixed)));
    expect(f.recallAt3, `missed: ${f.misses.map((m) => m.draft.expect.join('/')).join(', ')}`).toBeGreaterThanOrEqual(BLIND_MIXED_RECALL_AT_3);
  }, 60_000);
});

describe('recall floor', () => {
  it('measures what it claims: nothing found is 0, the expected case first is 1', () => {
    expect(evaluate(EVAL_DRAFTS, () => []).recallAt3).toBe(0);
    const perfect = evaluate(EVAL_DRAFTS, (text) => EVAL_DRAFTS.find((d) => d.text === text)?.expect ?? []);
    expect([perfect.recallAt1, perfect.recallAt3, perfect.mrr]).toEqual([1, 1, 1]);
    const second = evaluate(EVAL_DRAFTS, (text) => ['none', ...(EVAL_DRAFTS.find((d) => d.text === text)?.expect ?? [])]);
    expect([second.recallAt1, second.recallAt3, second.mrr]).toEqual([0, 1, 0.5]);
  });

  it(`keeps recall@1 ≥ ${BUNDLED_RECALL_AT_1}, recall@3 ≥ ${BUNDLED_RECALL_AT_3} and MRR ≥ ${BUNDLED_MRR} on the bundled library`, () => {
    const f = evaluate(EVAL_DRAFTS, ranker(buildSimilarityIndex(bundled)));
    expect(f.recallAt1).toBeGreaterThanOrEqual(BUNDLED_RECALL_AT_1);
    expect(f.recallAt3, `missed: ${f.misses.map((m) => m.draft.expect.join('/')).join(', ')}`).toBeGreaterThanOrEqual(BUNDLED_RECALL_AT_3);
    expect(f.mrr).toBeGreaterThanOrEqual(BUNDLED_MRR);
  });

  it(`keeps recall@3 ≥ ${MIXED_RECALL_AT_3} with 1,000 synthetic cases mixed in (placed first, so ties go to them)`, () => {
    const mixed = [...loadLibrary(generateLibrary(1000, 1), taxonomy).cases, ...bundled];
    const f = evaluate(EVAL_DRAFTS, ranker(buildSimilarityIndex(mixed)));
    expect(f.recallAt3, `missed: ${f.misses.map((m) => m.draft.expect.join('/')).join(', ')}`).toBeGreaterThanOrEqual(MIXED_RECALL_AT_3);
    // Indexing 1,194 cases takes 5-8 s alone and over 20 s on the shared machine under load.
  }, 60_000);
});
