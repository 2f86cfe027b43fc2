import type { Case } from '../core';
import { caseTexts, DEFAULT_WEIGHTS, forEachTerm, isHangulTerm, type FieldWeights, type TextField } from './fields';

/**
 * The similarity index: an inverted index (term → the cases that contain it, with a weighted
 * term frequency) over every text of every case, in both languages, for BM25 ranking
 * (rank.ts). Nothing is ever compared pairwise: a query walks the postings of its own terms.
 *
 * Built in slices (`addCases`), so the worker can build it between messages; every query is
 * answered over the cases indexed so far (`size`), with statistics of those cases.
 */
export interface SimilarityOptions {
  /** BM25 term-frequency saturation. */
  k1: number;
  /** BM25 length normalisation (0: none, 1: full). */
  b: number;
  weights: FieldWeights;
  /**
   * Exponent on each query term's idf (1: BM25's own). Below 1 it narrows the gap between rare and
   * common words, so that one rare but generic word ("prefixes", "across") cannot outweigh two
   * words the library uses often but that name the failure ("BGP", "DNS"): issue #27, the ranking
   * at 10,000 cases, where synthetic write-ups make every technical word common. A query-time
   * setting: the index's postings do not depend on it.
   */
  idfPower?: number;
}

/**
 * From the grid of scripts/eval-similarity.ts --grid (k1 0.8–2, b 0.3–0.75, on the bundled
 * library and with 10,000 synthetic cases mixed in): the bundled library cannot tell them apart
 * (recall@3 100% everywhere); mixed in, k1 = 2 kept every draft's case in the top 3 where 0.8
 * and 1.2 lost one or two, and b made no difference from 0.3 to 0.75, so the middle: 0.5.
 * (Write-ups differ in length mostly by how much background they give, not by being about more
 * things, so long ones need not be penalised as much as BM25's usual 0.75 does.)
 * idfPower 0.5 (issue #27, both evaluation sets, scripts/eval-idf-grid.ts over 1 / 0.85 / 0.7 / 0.5 and
 * title twins ×1 / ×2): the only setting that kept every draft of both sets in the top 3 at the
 * bundled library and mixed into 10,000 synthetic cases (BM25's idf lost 2 of 79 and 2 of 40 there).
 * It raises the scores of drafts of unknown incidents too, so the verdict's thresholds were chosen
 * again with it (verdict.ts).
 */
export const DEFAULT_OPTIONS: SimilarityOptions = { k1: 2, b: 0.5, weights: DEFAULT_WEIGHTS, idfPower: 0.5 };

export interface Postings {
  docs: Int32Array;
  /** Weighted term frequency × 2 (field weights are multiples of 0.5). */
  tf2: Uint16Array;
  /** Postings held (docs[0 … n − 1]). */
  n: number;
  /**
   * Cases that contain the term, when more than the postings held: a pruned packed index
   * (packed.ts) keeps each common term's strongest postings only, but its idf must stay the
   * full library's, or the scores would not be the plain index's. Absent: n.
   */
  df?: number;
}

/** How many cases contain the term of `p` (its idf's document frequency), whether or not its postings were pruned. */
export function postingsDf(p: Postings | undefined): number {
  return p ? (p.df ?? p.n) : 0;
}

export interface SimilarityIndex {
  readonly cases: readonly Case[];
  readonly options: SimilarityOptions;
  /** Cases indexed so far: positions 0 … size − 1. */
  size: number;
  readonly termIds: Map<string, number>;
  readonly postings: Postings[];
  /** Per term: 1 when it is Hangul (normalised by the Hangul length of a case). */
  readonly hangul: number[];
  /** Per case: weighted length of its non-Hangul and Hangul terms. */
  readonly lenLatin: Float32Array;
  readonly lenHangul: Float32Array;
  sumLatin: number;
  sumHangul: number;
  /** Cases with any text of that script, for the average lengths. */
  docsLatin: number;
  docsHangul: number;
  /** Postings visited by queries since the index was made: tests use it to check bounded work. */
  visited: number;
  /** Scratch for queries (reused, so a query allocates nothing per case). */
  readonly scratch: { scores: Float64Array; seen: Uint32Array; stamp: number };
}

const MAX_TF2 = 0xffff;

/**
 * Marks a title twin: the term as found in a case's title, indexed apart from the same term in
 * the whole text (which counts the title too, weighted), so that it has its own document
 * frequency. A word every write-up uses somewhere ("certificate" in a library of certificate
 * stories) is still rare in titles, which name the one failure a case is about: a draft's word in
 * a case's title is strong evidence even where the word is common (BM25F's per-field statistics,
 * as Lucene's multi-field queries keep them). Never produced by analysis (analyze.ts emits
 * letters, digits and joiners only).
 */
export const TITLE_MARK = '^';
/** The fields whose terms have twins, and their marks: the title, and the tags read as words. */
export const TWIN_MARKS: Partial<Record<TextField, string>> = { title: TITLE_MARK, slugs: '~' };
export const TWIN_PREFIXES: readonly string[] = Object.values(TWIN_MARKS).filter((m): m is string => !!m);

function checkWeights(weights: FieldWeights) {
  for (const [field, w] of Object.entries(weights)) {
    if (!(w >= 0) || Math.round(w * 2) !== w * 2) throw new RangeError(`weight of ${field} must be a non-negative multiple of 0.5, got ${w}`);
  }
}

/** An empty index over `cases` (call addCases to fill it). */
export function createSimilarityIndex(cases: readonly Case[], options: Partial<SimilarityOptions> = {}): SimilarityIndex {
  const opts: SimilarityOptions = { ...DEFAULT_OPTIONS, ...options, weights: { ...DEFAULT_WEIGHTS, ...options.weights } };
  checkWeights(opts.weights);
  return {
    cases,
    options: opts,
    size: 0,
    termIds: new Map(),
    postings: [],
    hangul: [],
    lenLatin: new Float32Array(cases.length),
    lenHangul: new Float32Array(cases.length),
    sumLatin: 0,
    sumHangul: 0,
    docsLatin: 0,
    docsHangul: 0,
    visited: 0,
    scratch: { scores: new Float64Array(cases.length), seen: new Uint32Array(cases.length), stamp: 0 },
  };
}

function push(p: Postings, doc: number, tf2: number) {
  if (p.n === p.docs.length) {
    const docs = new Int32Array(p.docs.length * 2);
    docs.set(p.docs);
    p.docs = docs;
    const tfs = new Uint16Array(p.tf2.length * 2);
    tfs.set(p.tf2);
    p.tf2 = tfs;
  }
  p.docs[p.n] = doc;
  p.tf2[p.n] = tf2;
  p.n++;
}

/**
 * Indexes cases `size` … `to` − 1 (cases must be added in order, each once) and returns the new
 * size. A slice of a few hundred cases takes a few milliseconds (see the eval script's figures).
 */
export function addCases(index: SimilarityIndex, to: number): number {
  const end = Math.min(to, index.cases.length);
  // Term frequencies of one case, by term id: a growable scratch and the ids it touched.
  let tf = new Float64Array(Math.max(1024, index.postings.length * 2));
  const touched: number[] = [];
  const visit = (term: string, w: number) => {
    let id = index.termIds.get(term);
    if (id === undefined) {
      id = index.postings.length;
      index.termIds.set(term, id);
      index.postings.push({ docs: new Int32Array(2), tf2: new Uint16Array(2), n: 0 });
      index.hangul.push(isHangulTerm(term) ? 1 : 0);
      if (id >= tf.length) {
        const grown = new Float64Array(tf.length * 2);
        grown.set(tf);
        tf = grown;
      }
    }
    if (tf[id] === 0) touched.push(id);
    tf[id] = (tf[id] as number) + w;
  };
  for (let i = index.size; i < end; i++) {
    touched.length = 0;
    const texts = caseTexts(index.cases[i] as Case);
    // Every term of the title also as its title twin (TITLE_MARK + term, tf 1 an occurrence, no
    // length counted): the title's own postings, so a draft can ask how rare a word is among titles.
    const len = forEachTerm(texts, index.options.weights, (term, w, k) => {
      visit(term, w);
      const mark = TWIN_MARKS[texts[k]?.[0] as TextField];
      if (mark) visit(mark + term, 1);
    });
    for (const id of touched) {
      push(index.postings[id] as Postings, i, Math.min(MAX_TF2, Math.round((tf[id] as number) * 2)));
      tf[id] = 0;
    }
    index.lenLatin[i] = len.lenLatin;
    index.lenHangul[i] = len.lenHangul;
    index.sumLatin += len.lenLatin;
    index.sumHangul += len.lenHangul;
    if (len.lenLatin > 0) index.docsLatin++;
    if (len.lenHangul > 0) index.docsHangul++;
    index.size = i + 1;
  }
  return index.size;
}

/**
 * Trims every postings list to its length once all cases are in (growth by doubling leaves a
 * third of the arrays empty on average). A copy of the postings: run it as a slice of its own.
 */
export function compactIndex(index: SimilarityIndex): void {
  for (const p of index.postings) {
    if (p.docs.length === p.n) continue;
    p.docs = p.docs.slice(0, p.n);
    p.tf2 = p.tf2.slice(0, p.n);
  }
}

/** The whole index at once (libraries small enough to index in one task, and Node scripts). */
export function buildSimilarityIndex(cases: readonly Case[], options: Partial<SimilarityOptions> = {}): SimilarityIndex {
  const index = createSimilarityIndex(cases, options);
  addCases(index, cases.length);
  compactIndex(index);
  return index;
}

/** How many cases contain the term (0 when unknown). */
export function docFrequency(index: SimilarityIndex, term: string): number {
  const id = index.termIds.get(term);
  return id === undefined ? 0 : postingsDf(index.postings[id]);
}

/** Weighted tf of term `id` in case `doc` (0 when absent): binary search, postings are in case order. */
export function termFrequency(index: SimilarityIndex, id: number, doc: number): number {
  const p = index.postings[id];
  if (!p) return 0;
  let lo = 0;
  let hi = p.n - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >>> 1;
    const d = p.docs[mid] as number;
    if (d === doc) return (p.tf2[mid] as number) / 2;
    if (d < doc) lo = mid + 1;
    else hi = mid - 1;
  }
  return 0;
}

/** Memory held by the index, estimated: postings arrays as allocated, plus the term dictionary. */
export function indexBytes(index: SimilarityIndex): { postings: number; postingsUsed: number; terms: number; total: number } {
  let postings = 0;
  let used = 0;
  for (const p of index.postings) {
    postings += p.docs.byteLength + p.tf2.byteLength + 32;
    used += p.n * 6;
  }
  let terms = 0;
  // A Map entry and a short string: about 40 bytes of overhead plus two bytes per character.
  for (const term of index.termIds.keys()) terms += 40 + term.length * 2;
  const perCase = index.cases.length * (4 + 4 + 8 + 4);
  return { postings, postingsUsed: used, terms, total: postings + terms + perCase };
}

// The verdict on a draft's matches (issue #27).
export { draftVerdict, largestGroup, scoreBand, VERDICT_THRESHOLDS, type ScoreBand, type Verdict, type VerdictGroup, type VerdictKind, type VerdictProgress, type VerdictThresholds } from './verdict';
// Matching across languages through a bilingual glossary (issue #27).
export { buildGlossary, expandTerms, EXPANSION_WEIGHT, readGlossary, taxonomyPairs, type Glossary, type GlossaryPair } from './expand';
// Shared-word chips in the reader's language and dictionary form (issue #27).
export { chipWords, dictionaryForms, readerChipWords, readerTexts, type TermPair } from './chips';
