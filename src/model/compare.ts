import type { Case } from './schema';
import { countTerms, DEFAULT_WEIGHTS, forEachTerm, type TextField } from './similarity/fields';
import type { Query } from './similarity/rank';
import { surfaces } from './similarity/rank';
import { sharedWordsOf } from './similarity/words';
import { textIn } from './taxonomy';
import type { Lang } from './types';

/**
 * Two cases side by side (issue #15, `compare=A,B`): which rows of fields to show, which slugs
 * both cases carry and which only one does, and the words both texts share. Plain TypeScript:
 * the page computes it from the two cases alone, so opening a comparison costs two cases'
 * analysis, never a pass over the library.
 */

/** Why a `compare=` value was not applied (the codes are in model/ignored.ts). */
export type CompareProblem =
  | { code: 'compareNotTwo'; params: { count: number } }
  | { code: 'compareSame'; params: Record<string, never> };

/**
 * Reads `compare=A,B` from its comma-separated parts, each already unescaped (so an id may hold
 * an escaped comma): exactly two different ids, trimmed; anything else is a problem.
 */
export function parseCompare(parts: readonly string[]): { pair: [string, string] } | CompareProblem {
  const ids = parts.map((s) => s.trim()).filter((s) => s !== '');
  if (ids.length !== 2) return { code: 'compareNotTwo', params: { count: ids.length } };
  const [a, b] = ids as [string, string];
  if (a.toUpperCase() === b.toUpperCase()) return { code: 'compareSame', params: {} };
  return { pair: [a, b] };
}

/** The rows of the side-by-side view, in reading order. */
export const COMPARE_ROWS = [
  'title',
  'meta',
  'summary',
  'symptoms',
  'rootCause',
  'components',
  'contributing',
  'trigger',
  'detection',
  'timeline',
  'actionItems',
  'lessons',
  'sources',
] as const;
export type CompareRow = (typeof COMPARE_ROWS)[number];

const has: Record<CompareRow, (c: Case) => boolean> = {
  title: () => true,
  meta: () => true,
  summary: (c) => !!c.summary,
  symptoms: (c) => !!c.symptoms_text || c.symptoms.length > 0,
  rootCause: (c) => c.root_cause !== null,
  components: (c) => c.components.length > 0,
  contributing: (c) => c.contributing.length > 0,
  trigger: (c) => !!c.trigger,
  detection: (c) => !!c.detection,
  timeline: (c) => c.timeline.detected_after !== null || c.timeline.resolved_after !== null,
  actionItems: (c) => c.action_items.length > 0,
  lessons: (c) => !!c.lessons,
  sources: (c) => c.sources.length > 0,
};

/** The rows either case has something for: a field only one case fills still gets its row, so the other side can say it is missing. */
export function alignedRows(a: Case, b: Case): CompareRow[] {
  return COMPARE_ROWS.filter((row) => has[row](a) || has[row](b));
}

/** One kind of slug of two cases: what both have, and what only one has (each in its own order). */
export interface SlugSplit {
  shared: string[];
  onlyA: string[];
  onlyB: string[];
}

export function splitSlugs(a: readonly string[], b: readonly string[]): SlugSplit {
  const inB = new Set(b);
  const inA = new Set(a);
  const unique = (list: readonly string[]) => [...new Set(list)];
  return {
    shared: unique(a.filter((s) => inB.has(s))),
    onlyA: unique(a.filter((s) => !inB.has(s))),
    onlyB: unique(b.filter((s) => !inA.has(s))),
  };
}

export type SlugKind = 'components' | 'root_cause' | 'symptoms' | 'contributing';
export const COMPARED_SLUGS: readonly SlugKind[] = ['components', 'root_cause', 'symptoms', 'contributing'];

const slugsOf = (c: Case, kind: SlugKind): string[] => (kind === 'root_cause' ? (c.root_cause ? [c.root_cause] : []) : c[kind]);

export function compareSlugs(a: Case, b: Case): Record<SlugKind, SlugSplit> {
  return Object.fromEntries(COMPARED_SLUGS.map((k) => [k, splitSlugs(slugsOf(a, k), slugsOf(b, k))])) as Record<SlugKind, SlugSplit>;
}

const TEXT_FIELDS = ['title', 'summary', 'symptoms_text', 'trigger', 'detection', 'lessons'] as const;

/** The texts of a case as the reader sees them in `lang` (Korean, else the English shown in its place), with their field. */
export function shownTexts(c: Case, lang: Lang): [TextField, string][] {
  const out: [TextField, string][] = [];
  for (const field of TEXT_FIELDS) {
    const t = textIn(c[field], lang).text;
    if (t) out.push([field, t]);
  }
  for (const item of c.action_items) {
    const t = textIn(item.text, lang).text;
    if (t) out.push(['action_items', t]);
  }
  return out;
}

/** Shared words listed and highlighted. */
export const COMPARE_TERMS = 12;

/** Cases read for the library's word statistics: enough to tell common words from telling ones, cheap enough for one task. */
export const RARITY_SAMPLE = 100;

/**
 * How common each term is in the library, from an even sample of its cases read in `lang`:
 * what separates "telemetry" from "minutes" when only two cases are compared. The page has the
 * cases but not the worker's similarity index, so this reads at most RARITY_SAMPLE of them once
 * per library and language (cached), never the whole library.
 */
export interface TermRarity {
  n: number;
  df: ReadonlyMap<string, number>;
}

const rarityCache = new WeakMap<readonly Case[], Map<Lang, TermRarity>>();

export function termRarity(cases: readonly Case[], lang: Lang, sample = RARITY_SAMPLE): TermRarity {
  let byLang = rarityCache.get(cases);
  const known = byLang?.get(lang);
  if (known && sample === RARITY_SAMPLE) return known;
  const n = Math.min(sample, cases.length);
  const df = new Map<string, number>();
  const step = cases.length / Math.max(1, n);
  for (let k = 0; k < n; k++) {
    const c = cases[Math.floor(k * step)] as Case;
    const seen = new Set<string>();
    forEachTerm(shownTexts(c, lang), DEFAULT_WEIGHTS, (term) => seen.add(term));
    for (const term of seen) df.set(term, (df.get(term) ?? 0) + 1);
  }
  const rarity = { n, df };
  if (sample === RARITY_SAMPLE) {
    if (!byLang) rarityCache.set(cases, (byLang = new Map()));
    byLang.set(lang, rarity);
  }
  return rarity;
}

/** Terms in more than this share of the sampled cases say nothing about what two incidents have in common. */
const MAX_DF_RATIO = 0.25;

/**
 * The words both cases' shown texts share, as written in case A, most telling first: a term
 * scores the smaller of its two field-weighted frequencies (a word in both titles beats one each
 * mentions once) times its rarity in the library (BM25's idf over `rarity`'s sample), ties by
 * where A first uses it; terms in over a quarter of the sampled cases are left out. Terms come
 * from the similarity analysis (stemming, stop words, Hangul bigrams with particles cut), so
 * "crashed" and "crashing" are one word and "파드가" shares "파드".
 */
export function sharedTerms(a: Case, b: Case, lang: Lang, rarity: TermRarity | null = null, max = COMPARE_TERMS): string[] {
  const textsA = shownTexts(a, lang);
  const countsA = countTerms(textsA, DEFAULT_WEIGHTS);
  const countsB = countTerms(shownTexts(b, lang), DEFAULT_WEIGHTS);
  const order = (term: string) => {
    const at = countsA.first.get(term);
    return at ? at[0] * 1e6 + at[1] : Infinity;
  };
  const maxDf = rarity ? Math.max(2, Math.floor(MAX_DF_RATIO * rarity.n)) : Infinity;
  const idf = (term: string) => {
    if (!rarity) return 1;
    const df = rarity.df.get(term) ?? 0;
    return Math.log(1 + (rarity.n - df + 0.5) / (df + 0.5));
  };
  const shared: { term: string; score: number; at: number }[] = [];
  for (const [term, tfA] of countsA.tf) {
    const tfB = countsB.tf.get(term);
    if (tfB === undefined || (rarity?.df.get(term) ?? 0) > maxDf) continue;
    shared.push({ term, score: Math.min(tfA, tfB) * idf(term), at: order(term) });
  }
  shared.sort((x, y) => y.score - x.score || x.at - y.at);
  // surfaces() names terms from a query's texts; case A's analysis is such a text set.
  const asQuery: Query = { terms: [], self: 0, texts: textsA.map(([, t]) => t), first: countsA.first };
  const top = shared.slice(0, max * 3);
  return sharedWordsOf(top, surfaces(asQuery, top.map((s) => s.term)), max);
}

/** Everything the side-by-side view marks, for two cases read in `lang`. */
export interface CaseComparison {
  rows: CompareRow[];
  slugs: Record<SlugKind, SlugSplit>;
  terms: string[];
}

export function compareCases(a: Case, b: Case, lang: Lang, rarity: TermRarity | null = null): CaseComparison {
  return { rows: alignedRows(a, b), slugs: compareSlugs(a, b), terms: sharedTerms(a, b, lang, rarity) };
}
