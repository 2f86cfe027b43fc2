import type { Case, LocalText } from '../core';
import { readerChipWords, readerTexts, type TermPair } from './chips';
import type { Segment } from './highlight';
import { similarSnippet } from './similarSnippet';

/** What a match card says to a reader about why another case reads alike. */
export interface ReaderMatch {
  /** The shared words in the reader's language (readerChipWords). */
  chips: string[];
  /** A piece of the case's text with those words marked, or null when no text marks any. */
  snippet: Segment[] | null;
}

type SnippetCase = Pick<Case, 'title' | 'summary' | 'symptoms_text' | 'trigger' | 'detection' | 'lessons' | 'action_items'>;

/** The texts a snippet is cut from, the most telling first (what was seen before how it ended). */
function snippetFields(c: SnippetCase): (LocalText | null | undefined)[] {
  return [c.symptoms_text, c.summary, c.trigger, c.detection, c.lessons, c.title];
}

/**
 * The chips and the snippet of one match, for a reader of `lang`. The shared words are the
 * ranking's (`terms`, of either language: an English draft shares English words with a
 * bilingual case); the chips carry them into the reader's language through `pairs`, and the
 * snippet is cut from the case's text in the reader's language, marked with both. Only when
 * that text marks nothing (a case with no Korean text, a word no pair translates) does a Korean
 * reader see a piece of the English text, which is then the only evidence there is.
 */
export function readerMatch(terms: readonly string[], c: SnippetCase, lang: 'en' | 'ko', pairs: readonly TermPair[]): ReaderMatch {
  const chips = readerChipWords(terms, lang, readerTexts(c, lang), pairs);
  const inLang = (f: LocalText | null | undefined) => (f ? (lang === 'ko' ? f.ko ?? '' : f.en) : '');
  const own = similarSnippet(snippetFields(c).map(inLang), [...chips, ...terms]);
  if (own || lang === 'en') return { chips, snippet: own };
  return { chips, snippet: similarSnippet(snippetFields(c).map((f) => f?.en ?? ''), terms) };
}
