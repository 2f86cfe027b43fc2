import { trailingSuffix } from './analyze';
import { isHangulTerm, type TermCounts } from './fields';
import { postingsDf, termFrequency, TWIN_PREFIXES, type SimilarityIndex } from './textIndex';

/**
 * BM25 over the similarity index. A query is a bag of weighted terms (a draft's, or a case's most
 * distinctive ones); its score against a case is
 *   Σ_t qw(t) · idf(t) · tf(t)·(k1 + 1) / (tf(t) + k1·(1 − b + b·len/avglen))
 * with tf the field-weighted frequency in the case, and len/avglen taken in the term's own
 * script: a case with Korean text is about twice as long as one without, and must not be
 * penalised for it on English terms.
 *
 * Work per query is bounded by `QueryLimits`, whatever the library's size: at most `maxTerms`
 * terms, none in more than `maxDfRatio` of the cases, and no more than `postingsBudget` postings
 * in all (rarest terms first).
 */
export interface QueryLimits {
  maxTerms: number;
  maxDfRatio: number;
  postingsBudget: number;
  /**
   * Fewest cases a term must be in: 2 for a case's own query, whose rarest terms would
   * otherwise be the ones only the case itself has, which can match nothing else.
   */
  minDf: number;
  /**
   * Weight of each chosen term's twins (textIndex.ts TWIN_MARKS: the term in a title, in the tags)
   * against the term itself; 0 or absent: no twins, titles and tags count only through their
   * field weights.
   */
  titles?: number;
}

/** Query-side tf saturation (BM25's k3): a term repeated in a draft counts more, but not linearly. */
const K3 = 1.2;

export interface QueryTerm {
  id: number;
  term: string;
  /** qw · idf: the term's weight before the case-side saturation. */
  weight: number;
  hangul: boolean;
  /** A twin (textIndex.ts TWIN_MARKS): a term found in a title or in the tags, whose tf is not length-normalised (both are short). */
  twin?: boolean;
}

export interface Query {
  terms: QueryTerm[];
  /**
   * The highest score any case could reach (every query term, each at full tf saturation,
   * Σ weight·(k1 + 1)): scores divided by it are 0–1 and comparable between queries.
   */
  self: number;
  /** The texts the query came from and where each term first occurs, to name shared terms as written. */
  texts: readonly string[];
  first: TermCounts['first'];
}

export interface Ranked {
  doc: number;
  raw: number;
}

const bm25Idf = (n: number, df: number) => Math.log(1 + (n - df + 0.5) / (df + 0.5));

function averages(index: SimilarityIndex) {
  return {
    latin: index.docsLatin ? index.sumLatin / index.docsLatin : 1,
    hangul: index.docsHangul ? index.sumHangul / index.docsHangul : 1,
  };
}

/**
 * BM25's term-frequency saturation with length normalisation: the one formula both the ranking
 * (`runQuery`) and its explanation (`contributions`) use, so the shared words shown for a match
 * always add up to its score.
 */
function saturate(k1: number, b: number, tf: number, len: number, avg: number): number {
  return (tf * (k1 + 1)) / (tf + k1 * (1 - b + (b * len) / avg));
}

/**
 * How much posting `k` of term `id` can add to a case's score, before the query's weight: the
 * saturated, length-normalised tf that `runQuery` multiplies by the term's weight (a twin's
 * without length normalisation). Within one term's postings it orders cases as every query
 * would, so a pruned index (packed.ts) keeps the postings that matter most.
 */
export function postingImpact(index: SimilarityIndex, id: number, k: number, twin: boolean): number {
  const p = index.postings[id];
  if (!p || k < 0 || k >= p.n) return 0;
  const d = p.docs[k] as number;
  const hangul = index.hangul[id] === 1;
  const avg = averages(index);
  return saturate(index.options.k1, twin ? 0 : index.options.b, (p.tf2[k] as number) / 2, (hangul ? index.lenHangul[d] : index.lenLatin[d]) as number, hangul ? avg.hangul : avg.latin);
}

/** Picks and weighs the query terms of `counts` within `limits` (terms the index lacks match nothing and are left out). */
export function buildQuery(index: SimilarityIndex, counts: TermCounts, texts: readonly string[], limits: QueryLimits, extra?: ReadonlyMap<string, number>, extraFrom?: ReadonlyMap<string, readonly string[]>): Query {
  const n = index.size;
  const power = index.options.idfPower ?? 1;
  const idf = power === 1 ? bm25Idf : (size: number, df: number) => Math.pow(bm25Idf(size, df), power);
  const maxDf = Math.max(1, Math.floor(limits.maxDfRatio * n));
  const candidates: (QueryTerm & { df: number })[] = [];
  const dfOf = (term: string) => {
    const id = index.termIds.get(term);
    return id === undefined ? 0 : postingsDf(index.postings[id]);
  };
  // `extra`: terms gained through the bilingual glossary (expand.ts), each with its reduced query frequency.
  for (const [term, qtf] of extra ? [...counts.tf, ...extra] : counts.tf) {
    const id = index.termIds.get(term);
    if (id === undefined) continue;
    const df = postingsDf(index.postings[id]);
    if (df < Math.max(1, limits.minDf) || df > maxDf) continue;
    const qw = (qtf * (K3 + 1)) / (qtf + K3);
    let termIdf = idf(n, df);
    // A translated term is never more telling than the draft's own term it stands for: in a library
    // where the draft's word is common and its translation rare (an English library with a few
    // Korean texts), the translation would otherwise outweigh every direct match.
    const from = counts.tf.has(term) ? undefined : extraFrom?.get(term);
    if (from && from.length) termIdf = Math.min(termIdf, Math.max(...from.map((s) => idf(n, dfOf(s)))));
    candidates.push({ id, term, weight: qw * termIdf, hangul: index.hangul[id] === 1, df });
  }
  // The most distinctive terms first (ties by term, so the choice never depends on Map order).
  candidates.sort((x, y) => y.weight - x.weight || (x.term < y.term ? -1 : x.term > y.term ? 1 : 0));
  const chosen: (QueryTerm & { df: number })[] = candidates.slice(0, limits.maxTerms);
  // Each chosen term's twins (its postings in the titles, and in the tags read as words), weighed as
  // the term itself but with the field's own idf, and counted in `self` like any term: the score is
  // the share of the query's weight a case covers, where a word in the case's title or tags weighs
  // more the rarer it is among titles or tags, whatever its frequency in whole texts.
  const twin = limits.titles ?? 0;
  if (twin > 0) {
    for (const t of chosen.slice()) for (const mark of TWIN_PREFIXES) {
      const id = index.termIds.get(mark + t.term);
      const df = id === undefined ? 0 : postingsDf(index.postings[id]);
      if (id === undefined || df === 0) continue;
      // The term's query weight (its qw, and the cap of a translated term), with the field's idf.
      const weight = twin * t.weight * (idf(n, df) / idf(n, t.df));
      chosen.push({ id, term: mark + t.term, weight, hangul: false, twin: true, df });
    }
  }
  // The postings budget goes to the rarest terms first, twins included: in a big library a word
  // every text has may not fit, while its twin (far rarer) does.
  chosen.sort((x, y) => x.df - y.df || x.id - y.id);
  let budget = limits.postingsBudget;
  const terms: QueryTerm[] = [];
  let self = 0;
  for (const t of chosen) {
    if (t.df > budget) break;
    budget -= t.df;
    terms.push(t.twin ? { id: t.id, term: t.term, weight: t.weight, hangul: t.hangul, twin: true } : { id: t.id, term: t.term, weight: t.weight, hangul: t.hangul });
    self += t.weight * (index.options.k1 + 1);
  }
  return { terms, self, texts, first: counts.first };
}

/**
 * The `limit` best cases for `query` (score, then case position), leaving out `exclude`.
 * Walks each query term's postings once.
 */
export function runQuery(index: SimilarityIndex, query: Query, limit: number, exclude = -1): Ranked[] {
  const { scores, seen } = index.scratch;
  if (++index.scratch.stamp === 0xffffffff) {
    seen.fill(0);
    index.scratch.stamp = 1;
  }
  const stamp = index.scratch.stamp;
  const touched: number[] = [];
  const avg = averages(index);
  const { k1, b } = index.options;
  for (const t of query.terms) {
    const p = index.postings[t.id];
    if (!p) continue;
    const lens = t.hangul ? index.lenHangul : index.lenLatin;
    const a = t.hangul ? avg.hangul : avg.latin;
    const tb = t.twin ? 0 : b;
    const { docs, tf2 } = p;
    for (let k = 0; k < p.n; k++) {
      const d = docs[k] as number;
      const tf = (tf2[k] as number) / 2;
      const s = t.weight * saturate(k1, tb, tf, lens[d] as number, a);
      if (seen[d] !== stamp) {
        seen[d] = stamp;
        scores[d] = s;
        touched.push(d);
      } else {
        scores[d] = (scores[d] as number) + s;
      }
    }
    index.visited += p.n;
  }
  return topK(touched, scores, limit, exclude);
}

/** The best `limit` of `docs` by score (descending), ties by position: a small sorted buffer. */
function topK(docs: readonly number[], scores: Float64Array, limit: number, exclude: number): Ranked[] {
  const out: Ranked[] = [];
  if (limit <= 0) return out;
  const better = (x: Ranked, y: Ranked) => x.raw > y.raw || (x.raw === y.raw && x.doc < y.doc);
  for (const doc of docs) {
    if (doc === exclude) continue;
    const r = { doc, raw: scores[doc] as number };
    if (out.length === limit && !better(r, out[limit - 1] as Ranked)) continue;
    let k = out.length < limit ? out.length : limit - 1;
    out[k] = r;
    while (k > 0 && better(r, out[k - 1] as Ranked)) {
      out[k] = out[k - 1] as Ranked;
      out[k - 1] = r;
      k--;
    }
  }
  return out;
}

/** Each query term's share of the score of case `doc`, largest first (only terms the case has). */
export function contributions(index: SimilarityIndex, query: Query, doc: number): { term: string; score: number }[] {
  const avg = averages(index);
  const { k1, b } = index.options;
  // A title twin's share is its term's (the same word, found in the title).
  const byTerm = new Map<string, number>();
  for (const t of query.terms) {
    const tf = termFrequency(index, t.id, doc);
    if (tf === 0) continue;
    const len = (t.hangul ? index.lenHangul[doc] : index.lenLatin[doc]) as number;
    const term = t.twin ? t.term.slice(1) : t.term;
    byTerm.set(term, (byTerm.get(term) ?? 0) + t.weight * saturate(k1, t.twin ? 0 : b, tf, len, t.hangul ? avg.hangul : avg.latin));
  }
  return [...byTerm].map(([term, score]) => ({ term, score })).sort((x, y) => y.score - x.score || (x.term < y.term ? -1 : 1));
}

/** The Hangul word around `at` (the whole run of syllables), without a particle or ending glued to it. */
function hangulWord(text: string, at: number): string {
  let s = at;
  let e = at;
  while (s > 0 && isHangulTerm(text[s - 1] as string)) s--;
  while (e < text.length && isHangulTerm(text[e] as string)) e++;
  const run = text.slice(s, e);
  const suffix = trailingSuffix(run);
  return suffix && run.length - suffix.length >= 2 ? run.slice(0, run.length - suffix.length) : run;
}

/**
 * The words as written for some terms of a query: the first word that produced each term. A
 * Hangul bigram or unigram stands for the word it is part of, its particle cut ("레디니스를" for
 * "니스" gives "레디니스"), so Korean reasons read as words, not syllable pairs. Terms found only
 * in the slugs have none (they are listed among the shared slugs).
 */
export function surfaces(query: Query, terms: Iterable<string>): Map<string, string> {
  const out = new Map<string, string>();
  for (const term of terms) {
    const at = query.first.get(term);
    const text = at && query.texts[at[0]];
    if (!at || text === undefined || out.has(term)) continue;
    out.set(term, isHangulTerm(term) ? hangulWord(text, at[1]) : text.slice(at[1], at[2]));
  }
  return out;
}
