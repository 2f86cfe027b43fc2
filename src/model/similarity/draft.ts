import type { Case } from '../core';
import { countWords } from './analyze';
import { caseTexts, type TextField } from './fields';
import type { SimilarityIndex } from './textIndex';
import type { QueryLimits } from './rank';
import { rankMatches, textQuery, type SimilarMatch } from './similar';
import { slugSetOf } from './slugs';
import type { Glossary } from './expand';

/** Longer drafts are cut here (about 3,000 words: far more than any description of symptoms). */
export const MAX_DRAFT_CHARS = 20_000;
/** Fewer words than this cannot tell one incident from another. */
export const MIN_DRAFT_WORDS = 2;
/** A draft's terms are all used, up to 64, none in more than half of the cases. */
export const DRAFT_LIMITS: QueryLimits = { maxTerms: 64, maxDfRatio: 1, postingsBudget: 200_000, minDf: 1, titles: 1 };

/**
 * - `ok`: matches found;
 * - `empty`: no text at all;
 * - `too-short`: fewer than MIN_DRAFT_WORDS meaningful words (stop words do not count);
 * - `no-match`: enough words, but none of them occurs in the library.
 */
export type DraftStatus = 'ok' | 'empty' | 'too-short' | 'no-match';

export interface DraftResult {
  status: DraftStatus;
  /** The draft was longer than MAX_DRAFT_CHARS and only its beginning was read. */
  truncated: boolean;
  /** Meaningful words read from the draft. */
  words: number;
  matches: SimilarMatch[];
}

/** Keeps the first `budget` characters of the texts, cutting at a space when one is near. */
function truncate(texts: [TextField, string][], budget: number): { texts: [TextField, string][]; truncated: boolean } {
  const out: [TextField, string][] = [];
  let left = budget;
  for (const [field, text] of texts) {
    if (left <= 0) return { texts: out, truncated: true };
    if (text.length <= left) {
      out.push([field, text]);
      left -= text.length;
      continue;
    }
    const space = text.lastIndexOf(' ', left);
    out.push([field, text.slice(0, space > left - 200 ? space : left)]);
    return { texts: out, truncated: true };
  }
  return { texts: out, truncated: false };
}

/**
 * The cases most like a draft: free text (English, Korean or both) or a case in the library
 * format, complete or not (its tags then count too, as between two cases). `minWords` lowers the
 * floor where one word is all there is (a search that found nothing). Never throws on bad
 * input; a huge draft is cut to MAX_DRAFT_CHARS, so the work stays bounded.
 */
export function matchDraft(index: SimilarityIndex, draft: unknown, options: { limit?: number; minWords?: number; glossary?: Glossary | null } = {}): DraftResult {
  const isText = typeof draft === 'string';
  // Free text is read as symptoms: that is what an engineer describes mid-incident.
  const all: [TextField, string][] = isText ? [['symptoms_text', draft]] : draft && typeof draft === 'object' ? caseTexts(draft) : [];
  const { texts, truncated } = truncate(all, MAX_DRAFT_CHARS);
  const words = texts.reduce((n, [, t]) => n + countWords(t), 0);
  const result = (status: DraftStatus, matches: SimilarMatch[] = []): DraftResult => ({ status, truncated, words, matches });
  if (texts.every(([, t]) => t.trim() === '')) return result('empty');
  if (words < (options.minWords ?? MIN_DRAFT_WORDS)) return result('too-short');
  const query = textQuery(index, texts, DRAFT_LIMITS, options.glossary);
  const slugs = isText ? null : slugSetOf(draft as object);
  const matches = rankMatches(index, query, slugs, options.limit ?? 10);
  return matches.length ? result('ok', matches) : result('no-match');
}

export interface TagCount {
  slug: string;
  count: number;
}

export interface SuggestedTags {
  components: TagCount[];
  root_cause: TagCount[];
  symptoms: TagCount[];
}

function counted(lists: Iterable<readonly string[]>): TagCount[] {
  const counts = new Map<string, number>();
  for (const list of lists) for (const slug of new Set(list)) counts.set(slug, (counts.get(slug) ?? 0) + 1);
  return [...counts].map(([slug, count]) => ({ slug, count })).sort((x, y) => y.count - x.count || (x.slug < y.slug ? -1 : 1));
}

/** Tags for a draft: the components, root causes and symptoms of its matches, with how many matches use each. */
export function suggestTags(index: SimilarityIndex, matches: readonly SimilarMatch[]): SuggestedTags {
  const sets = matches.map((m) => index.cases[m.other]).filter((c): c is Case => c !== undefined).map(slugSetOf);
  return {
    components: counted(sets.map((s) => s.components)),
    root_cause: counted(sets.map((s) => (s.root_cause ? [s.root_cause] : []))),
    symptoms: counted(sets.map((s) => s.symptoms)),
  };
}
