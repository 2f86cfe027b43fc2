import { describe, expect, it } from 'vitest';
import { glossaryFor } from '../../src/data/glossary';
import { loadLibrary, type Case } from '../../src/model/core';
import { buildQuery, buildSimilarityIndex, countTerms, decodeSimilarityIndex, docFrequency, encodeSimilarityIndex, keptPostings, matchDraft, postingImpact, TWIN_PREFIXES } from '../../src/model/similarity';
import { generateLibrary } from '../../scripts/synthetic';
import { EVAL_DRAFTS } from '../eval/drafts';
import { BLIND_DRAFTS } from '../eval/blind';
import { bundledRecords, bundledTaxonomy } from './support/library';

// A pruned packed similarity index (issue #27): common terms keep only their strongest postings,
// every term keeps its full document frequency.
const taxonomy = bundledTaxonomy();
const bundled = loadLibrary(bundledRecords(), taxonomy).cases;
const mixed = [...loadLibrary(generateLibrary(600, 3), taxonomy).cases, ...bundled];
const plain = buildSimilarityIndex(mixed);
const light = mixed.map((c): Case => ({ ...c, summary: null, symptoms_text: null, trigger: null, detection: null, lessons: null, action_items: [] }));
const MAX = 40;
const glossary = glossaryFor(taxonomy);
const top3 = (ix: typeof plain, text: string) => matchDraft(ix, text, { limit: 3, glossary }).matches.map((m) => m.other).join(',');

describe('pruning the packed similarity index', () => {
  const bytes = encodeSimilarityIndex(plain, { maxPostings: MAX });
  const pruned = decodeSimilarityIndex(bytes, light)!;

  it('keeps at most maxPostings postings a term, every rare term whole, and every term its full document frequency', () => {
    expect(pruned).not.toBeNull();
    let prunedTerms = 0;
    for (const [term, id] of plain.termIds) {
      const p = plain.postings[id]!;
      const q = pruned.postings[pruned.termIds.get(term)!]!;
      expect(q.n).toBe(Math.min(p.n, MAX));
      expect(docFrequency(pruned, term)).toBe(p.n);
      if (p.n > MAX) prunedTerms++;
      else expect(Array.from(q.docs)).toEqual(Array.from(p.docs.subarray(0, p.n)));
    }
    expect(prunedTerms).toBeGreaterThan(10);
    expect(bytes.length).toBeLessThan(encodeSimilarityIndex(plain).length * 0.8);
  });

  it('keeps the postings of highest impact, in case order', () => {
    const [term, id] = [...plain.termIds].find(([, i]) => plain.postings[i]!.n > 3 * MAX)!;
    const twin = TWIN_PREFIXES.includes(term[0]!);
    const p = plain.postings[id]!;
    const { docs } = keptPostings(plain, id, term, MAX);
    const kept = new Set(docs);
    const impact = (k: number) => postingImpact(plain, id, k, twin);
    let minKept = Infinity;
    let maxDropped = -Infinity;
    for (let k = 0; k < p.n; k++) {
      if (kept.has(p.docs[k]!)) minKept = Math.min(minKept, impact(k));
      else maxDropped = Math.max(maxDropped, impact(k));
    }
    expect(minKept).toBeGreaterThanOrEqual(maxDropped);
    expect(Array.from(docs)).toEqual([...docs].sort((x, y) => x - y));
  });

  it('not pruned when no term has more cases than the cap: the plain top 3 for every draft of both sets', () => {
    const maxDf = Math.max(...plain.postings.map((p) => p.n));
    const whole = decodeSimilarityIndex(encodeSimilarityIndex(plain, { maxPostings: maxDf }), light)!;
    for (const d of [...EVAL_DRAFTS, ...BLIND_DRAFTS]) expect(top3(whole, d.text), d.text).toBe(top3(plain, d.text));
  }, 60_000);

  it('scores a pruned index on the plain scale: a case whose postings were all kept scores exactly as in the plain index', () => {
    // The draft's own terms' idf is the full library's, so the first match, which has the draft's rare words, scores the same.
    const text = EVAL_DRAFTS[0]!.text;
    const a = matchDraft(plain, text, { limit: 1, glossary }).matches[0]!;
    const b = matchDraft(pruned, text, { limit: 1, glossary }).matches[0]!;
    expect(b.other).toBe(a.other);
    expect(b.score).toBeLessThanOrEqual(a.score + 1e-12);
    expect(b.score).toBeGreaterThan(a.score * 0.8);
  });
});

describe('idf power (a query-time option, measured by scripts/eval-idf-grid.ts)', () => {
  it('takes each query term weight to qw · idf^power (words said once share one qw, so weight ratios are idf ratios to the power)', () => {
    const text = 'certificate expired on the load balancer';
    const counts = countTerms([['symptoms_text', text]], plain.options.weights);
    const limits = { maxTerms: 64, maxDfRatio: 1, postingsBudget: 1e9, minDf: 1 };
    const withPower = (power: number) => {
      const shipped = plain.options.idfPower;
      plain.options.idfPower = power;
      try {
        return buildQuery(plain, counts, [text], limits);
      } finally {
        plain.options.idfPower = shipped;
      }
    };
    const one = withPower(1);
    expect(one.terms.length).toBeGreaterThan(3);
    const half = withPower(0.5);
    expect(half.terms.map((t) => t.term)).toEqual(one.terms.map((t) => t.term));
    const direct = (q: typeof one) => q.terms.filter((t) => !t.twin);
    const [h0, o0] = [direct(half)[0]!, direct(one)[0]!];
    direct(half).forEach((t, k) => expect((t.weight / h0.weight) ** 2).toBeCloseTo(direct(one)[k]!.weight / o0.weight, 10));
    expect(direct(half).length).toBeGreaterThan(2);
  });
});
