import { isHangul, tokenize } from './analyze';

/** The text fields of a case that similarity reads, each with its weight (see DEFAULT_WEIGHTS). */
export type TextField = 'title' | 'summary' | 'symptoms_text' | 'trigger' | 'detection' | 'lessons' | 'action_items' | 'slugs';
export type FieldWeights = Record<TextField, number>;

/**
 * A term found in the title counts three times, in the symptoms one and a half: a title is the
 * case in one sentence, and symptoms are what an engineer's first lines resemble most. The
 * eval grid (scripts/eval-similarity.ts --grid) barely separates them: title ×1 to ×4 and
 * symptoms ×1.5 to ×2 differ by one draft of 79; symptoms ×1 lost one more. `slugs` are the
 * case's components, root cause and symptoms read as words ("ingress-controller" → "ingress",
 * "controller", the whole), which lets a draft that names a component find its cases.
 */
export const DEFAULT_WEIGHTS: FieldWeights = {
  title: 3,
  summary: 1,
  symptoms_text: 1.5,
  trigger: 1,
  detection: 1,
  lessons: 1,
  action_items: 1,
  slugs: 1,
};

/** What text analysis makes of one document: weighted term counts and weighted lengths by script. */
export interface TermCounts {
  tf: Map<string, number>;
  /**
   * Where each term first occurs in the written texts (not the slugs): [text index, start, end],
   * to name shared terms as they were written without reading the texts again.
   */
  first: Map<string, [number, number, number]>;
  /** Weighted number of non-Hangul terms (English and other alphabets). */
  lenLatin: number;
  /** Weighted number of Hangul terms (bigrams and unigrams). */
  lenHangul: number;
}

export const isHangulTerm = (term: string) => isHangul(term.charCodeAt(0));

export interface TextLike {
  en?: unknown;
  ko?: unknown;
}

/** A field's texts, tolerant of anything (a draft may come from a user's file). */
export function textsOf(value: unknown): string[] {
  if (typeof value === 'string') return value ? [value] : [];
  if (!value || typeof value !== 'object') return [];
  const t = value as TextLike;
  const out: string[] = [];
  if (typeof t.en === 'string' && t.en) out.push(t.en);
  if (typeof t.ko === 'string' && t.ko) out.push(t.ko);
  return out;
}

export function slugWords(c: { components?: unknown; root_cause?: unknown; symptoms?: unknown }): string[] {
  const out: string[] = [];
  for (const list of [c.components, c.symptoms]) if (Array.isArray(list)) for (const s of list) if (typeof s === 'string') out.push(s);
  if (typeof c.root_cause === 'string') out.push(c.root_cause);
  return out;
}

/**
 * Every text of a case (or of a draft in the library format, which may be partial or malformed)
 * with its field, in a fixed order: the fields, action items, then the slugs as words.
 */
export function caseTexts(c: object): [TextField, string][] {
  const record = c as Record<string, unknown>;
  const out: [TextField, string][] = [];
  for (const field of ['title', 'summary', 'symptoms_text', 'trigger', 'detection', 'lessons'] as const) {
    for (const t of textsOf(record[field])) out.push([field, t]);
  }
  if (Array.isArray(record.action_items)) {
    for (const item of record.action_items) if (item && typeof item === 'object') for (const t of textsOf((item as { text?: unknown }).text)) out.push(['action_items', t]);
  }
  const slugs = slugWords(record);
  if (slugs.length) out.push(['slugs', slugs.join(' ')]);
  return out;
}

export type TermVisitor = (term: string, weight: number, text: number, start: number, end: number) => void;

/** Calls `visit` for every term of the texts with its field's weight and place; returns the weighted lengths by script. */
export function forEachTerm(texts: readonly (readonly [TextField, string])[], weights: FieldWeights, visit: TermVisitor): { lenLatin: number; lenHangul: number } {
  let lenLatin = 0;
  let lenHangul = 0;
  for (let k = 0; k < texts.length; k++) {
    const [field, text] = texts[k] as readonly [TextField, string];
    const w = weights[field];
    if (!(w > 0)) continue;
    tokenize(text, (term, start, end) => {
      visit(term, w, k, start, end);
      if (isHangulTerm(term)) lenHangul += w;
      else lenLatin += w;
    });
  }
  return { lenLatin, lenHangul };
}

/** Weighted term counts of (field, text) pairs. */
export function countTerms(texts: readonly (readonly [TextField, string])[], weights: FieldWeights): TermCounts {
  const tf = new Map<string, number>();
  const first = new Map<string, [number, number, number]>();
  const lengths = forEachTerm(texts, weights, (term, w, k, start, end) => {
    const seen = tf.get(term);
    tf.set(term, (seen ?? 0) + w);
    if (!first.has(term) && texts[k]?.[0] !== 'slugs') first.set(term, [k, start, end]);
  });
  return { tf, first, ...lengths };
}
