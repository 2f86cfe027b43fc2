import type { Case } from '../core';
import { caseTexts, countTerms, type TextField } from './fields';
import type { SimilarityIndex } from './textIndex';
import { buildQuery, contributions, runQuery, surfaces, type Query, type QueryLimits } from './rank';
import { hasSlugs, sharedSlugs, slugScore, slugSetOf, type SharedSlugs, type SlugSet } from './slugs';
import { sharedWordsOf } from './words';
import { expandTerms, type Glossary } from './expand';

/**
 * One similar case, ranked.
 *
 * `score` (0–1) is what the panel shows: `text` alone for a free-text draft; for two cases (or a
 * draft case with tags), 0.8 × `text` + 0.2 × `slugs`.
 * - `text`: the other case's BM25 score on the query's most distinctive terms, divided by the
 *   highest score a case could reach on them (all of them, each used often): the share of the
 *   query's distinctive weight the case covers. On the evaluation set (bundled library, before a
 *   draft's query held its terms' title and tag twins, which lower its scores: see verdict.ts), the
 *   case a draft described scored 0.34–0.72 (10th–90th percentile, median 0.55), the other cases
 *   in its top 10 0.09–0.24 (median 0.14). Between two cases the numbers are lower (a case has
 *   many more terms than any other case shares): a case's best match scores 0.18 (median).
 * - `slugs`: agreement of components, root cause and symptoms (see slugScore).
 */
export interface SimilarMatch {
  /** Position of the matched case in the library. */
  other: number;
  score: number;
  text: number;
  slugs: number;
  /** The distinctive words both texts share, as written in the query text, most telling first. */
  sharedTerms: string[];
  sharedSlugs: SharedSlugs;
}

/** Slugs' share of the score when both sides have slugs. */
export const SLUG_WEIGHT = 0.2;
/** Shared words listed per match. */
export const SHARED_TERMS = 8;

/**
 * A case against the library: its 40 most distinctive terms (by tf·idf, Lucene's
 * "more like this"), none in more than half of the cases, at most 60,000 postings.
 */
export const SIMILAR_LIMITS: QueryLimits = { maxTerms: 40, maxDfRatio: 0.5, postingsBudget: 60_000, minDf: 2 };
/**
 * Text edges take one query per case of the library, so each walks less: at most 5,000
 * postings, rarest terms first (a similar-cases query may walk 60,000). In a library of a few
 * hundred cases that cuts nothing, and edges score exactly as similar cases do.
 */
export const EDGE_LIMITS: QueryLimits = { ...SIMILAR_LIMITS, postingsBudget: 5_000 };

const NO_SLUGS: SharedSlugs = { components: [], root_cause: null, symptoms: [] };

/** Ranks the cases for a built query: text score, then the slug bonus over a pool 4× `limit`. */
export function rankMatches(index: SimilarityIndex, query: Query, slugs: SlugSet | null, limit: number, exclude = -1, minScore = 0): SimilarMatch[] {
  if (limit <= 0 || query.self <= 0) return [];
  const withSlugs = slugs !== null && hasSlugs(slugs);
  const pool = runQuery(index, query, withSlugs ? limit * 4 : limit, exclude);
  const matches = pool.map(({ doc, raw }): SimilarMatch => {
    const text = Math.min(1, raw / query.self);
    if (!withSlugs) return { other: doc, score: text, text, slugs: 0, sharedTerms: [], sharedSlugs: NO_SLUGS };
    const theirs = slugSetOf(index.cases[doc] as Case);
    const shared = sharedSlugs(slugs, theirs);
    const s = slugScore(slugs, theirs, shared);
    return { other: doc, score: (1 - SLUG_WEIGHT) * text + SLUG_WEIGHT * s, text, slugs: s, sharedTerms: [], sharedSlugs: shared };
  });
  const kept = matches
    .filter((m) => m.score >= minScore)
    .sort((x, y) => y.score - x.score || x.other - y.other)
    .slice(0, limit);
  // Shared words only for what is returned; the query texts are read once for all of them.
  const contrib = kept.map((m) => contributions(index, query, m.other).slice(0, SHARED_TERMS * 3));
  const names = surfaces(query, new Set(contrib.flat().map((c) => c.term)));
  kept.forEach((m, k) => (m.sharedTerms = sharedWordsOf(contrib[k] ?? [], names, SHARED_TERMS)));
  return kept;
}

function caseQuery(index: SimilarityIndex, c: Case, limits: QueryLimits): Query {
  return textQuery(index, caseTexts(c), limits);
}

/** A query from (field, text) pairs; with a glossary, expanded across languages (expand.ts). */
export function textQuery(index: SimilarityIndex, texts: [TextField, string][], limits: QueryLimits, glossary?: Glossary | null): Query {
  const counts = countTerms(texts, index.options.weights);
  if (!glossary) return buildQuery(index, counts, texts.map(([, t]) => t), limits);
  const sources = new Map<string, string[]>();
  const extra = expandTerms(counts, glossary, sources);
  return buildQuery(index, counts, texts.map(([, t]) => t), limits, extra, sources);
}

/**
 * The cases that read most like case `caseIndex`, best first (never the case itself). `full`: the
 * case with its texts, when the index's own copy has none (a pack's light cases, whose index was
 * read from the pack: see packed.ts).
 */
export function similarCases(index: SimilarityIndex, caseIndex: number, options: { limit?: number; full?: Case } = {}): SimilarMatch[] {
  const c = options.full ?? index.cases[caseIndex];
  if (!c) return [];
  return rankMatches(index, caseQuery(index, c, SIMILAR_LIMITS), slugSetOf(c), options.limit ?? 8, caseIndex);
}

/**
 * Lowest score of a text edge: on the bundled library about 40% of the cases have a best match
 * above it (best-match scores: median 0.18, 90th percentile 0.31), so the rule links what reads
 * alike without joining everything.
 */
export const TEXT_EDGE_THRESHOLD = 0.2;

/** `[a, b, score, sharedTerms]` with a < b: one text relation. */
export type TextEdge = [number, number, number, string[]];

export interface TextEdgeOptions {
  /** Best matches kept per case. */
  perCase?: number;
  /** Lowest score of an edge. */
  threshold?: number;
  /** Seed cases `from` … `to` − 1 (to build the edges in slices); default all indexed cases. */
  from?: number;
  to?: number;
}

/**
 * The `text` relation: each case linked to its `perCase` best matches scoring `threshold` or
 * more, each pair once (with the better of its two directions' scores), sorted by a then b.
 * Ranked as similarCases (same function, same score), only with a smaller postings budget per
 * seed (EDGE_LIMITS), which changes nothing below a few hundred cases. One query per seed: a
 * worker builds the edges in slices with `from` and `to`.
 */
export function textEdges(index: SimilarityIndex, options: TextEdgeOptions = {}): TextEdge[] {
  const perCase = options.perCase ?? 3;
  const threshold = options.threshold ?? TEXT_EDGE_THRESHOLD;
  const from = Math.max(0, options.from ?? 0);
  const to = Math.min(index.size, options.to ?? index.size);
  const pairs = new Map<number, TextEdge>();
  const n = index.cases.length;
  for (let i = from; i < to; i++) {
    const c = index.cases[i] as Case;
    for (const m of rankMatches(index, caseQuery(index, c, EDGE_LIMITS), slugSetOf(c), perCase, i, threshold)) {
      const a = Math.min(i, m.other);
      const b = Math.max(i, m.other);
      const key = a * n + b;
      const known = pairs.get(key);
      if (!known || m.score > known[2]) pairs.set(key, [a, b, m.score, m.sharedTerms]);
    }
  }
  return [...pairs.values()].sort((x, y) => x[0] - y[0] || x[1] - y[1]);
}
