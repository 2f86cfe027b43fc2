import { alignedRows, compareSlugs, type CompareRow, type SlugKind, type SlugSplit } from './compare';
import type { Case } from '../core';
import { isHangul } from '../similarity';
import type { Segment } from '../similarity';
import { KOREAN_SUFFIXES } from '../similarity';
import { countTerms, DEFAULT_WEIGHTS, forEachTerm, type TextField } from '../similarity';
import type { Query } from '../similarity';
import { surfaces } from '../similarity';
import { sharedWordsOf } from '../similarity';
import { textIn } from '../core';
import type { Lang } from '../core';

/**
 * The words two cases' texts share, for the side-by-side view (compare.ts): found with the
 * similarity model's analysis, ranked by how rare they are in the library.
 */

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
 * where A first uses it; terms in over a quarter of the sampled cases are left out, and so are
 * one-syllable Korean words that say little alone (sharedWordsOf). Terms come
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

const SUFFIXES: ReadonlySet<string> = new Set(KOREAN_SUFFIXES);

function hangulRunAtStart(text: string): string {
  let k = 0;
  while (k < text.length && isHangul(text.charCodeAt(k))) k++;
  return text.slice(0, k);
}

/**
 * highlight()'s segments with marks kept only on whole words in Hangul: a Korean word matches by
 * its syllable pairs, so "메트릭" would otherwise mark the "메트" inside "텔레메트리". A Hangul mark
 * stays when it starts a word and runs to the word's end or to a particle or ending glued to it.
 */
export function wholeWordMarks(segments: readonly Segment[]): Segment[] {
  const out: Segment[] = [];
  segments.forEach((seg, k) => {
    const hangulStart = seg.text.length > 0 && isHangul(seg.text.charCodeAt(0));
    const hangulEnd = seg.text.length > 0 && isHangul(seg.text.charCodeAt(seg.text.length - 1));
    let partial = false;
    if (seg.hit && hangulStart) {
      const before = segments[k - 1]?.text ?? '';
      partial = before.length > 0 && isHangul(before.charCodeAt(before.length - 1));
    }
    if (seg.hit && hangulEnd && !partial) {
      const rest = hangulRunAtStart(segments[k + 1]?.text ?? '');
      partial = rest !== '' && !SUFFIXES.has(rest);
    }
    const hit = seg.hit && !partial;
    const last = out[out.length - 1];
    if (last && last.hit === hit) last.text += seg.text;
    else out.push({ text: seg.text, hit });
  });
  return out;
}
