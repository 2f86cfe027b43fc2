import { analyze } from './analyze';
import type { Case } from '../core';

/**
 * The shared words of a match as a reader sees them (issue #27): in the reader's language, and
 * in their dictionary form where the matched case's own text has it.
 *
 * - An English reader gets no Korean word; a Korean reader gets Korean words and the English
 *   names the case's Korean text itself uses ("CoreDNS", "etcd"), not English prose words
 *   (unless the case has no Korean text at all).
 * - A word is replaced by the shortest word of the case's text (in the reader's language) that
 *   analyzes to the same terms: "crashed" becomes "crash" when the case says "crash", "파드가"
 *   stays "파드" (its particle was cut already), a name keeps its spelling when the case has no
 *   shorter form. Case differences in a name ("CoreDNS"/"coredns") keep the case's spelling.
 * - Each word once (two inflections of one word give one chip).
 */
const HANGUL = /[\uac00-\ud7a3]/;
const WORD = /[\p{L}\p{N}][\p{L}\p{N}._/-]*[\p{L}\p{N}]|[\p{L}\p{N}]/gu;

/**
 * A word's analysis as one key (its terms, joined), remembered: a reader's chips analyse every
 * word of each matched case's texts, the same words again for each match and each time a panel
 * or a focus view shows them (~40 ms of a render at 10,000 cases before). Bounded: emptied when full.
 */
const KEYS_KEPT = 50_000;
const keys = new Map<string, string>();
function analysisKey(word: string): string {
  let key = keys.get(word);
  if (key === undefined) {
    if (keys.size >= KEYS_KEPT) keys.clear();
    keys.set(word, (key = analyze(word).join(' ')));
  }
  return key;
}

/** The shortest word of `texts` for each analysis (the terms it gives, joined). */
export function dictionaryForms(texts: readonly string[]): Map<string, string> {
  const out = new Map<string, string>();
  for (const text of texts) {
    for (const word of text.match(WORD) ?? []) {
      const key = analysisKey(word);
      if (!key) continue;
      const known = out.get(key);
      if (known === undefined || word.length < known.length) out.set(key, word);
    }
  }
  return out;
}

export function chipWords(terms: readonly string[], lang: 'en' | 'ko', caseTexts: readonly string[]): string[] {
  const forms = dictionaryForms(caseTexts);
  const spelled = new Map<string, string>();
  for (const text of caseTexts) for (const word of text.match(WORD) ?? []) if (!spelled.has(word.toLowerCase())) spelled.set(word.toLowerCase(), word);
  const out: string[] = [];
  const seen = new Set<string>();
  // A Korean reader sees an English word only as the case's Korean text writes it ("CoreDNS",
  // "etcd"), unless the case has no Korean text at all.
  const koreanText = lang === 'ko' && caseTexts.some((t) => HANGUL.test(t));
  for (const term of terms) {
    if (lang === 'en' && HANGUL.test(term)) continue;
    if (koreanText && !HANGUL.test(term) && !spelled.has(term.toLowerCase())) continue;
    const key = analysisKey(term);
    const form = key ? forms.get(key) : undefined;
    // The case's spelling of the same word first, then a shorter form of it; never a longer one ("파드를" for "파드").
    const shown = spelled.get(term.toLowerCase()) ?? (form !== undefined && form.length <= term.length ? form : term);
    const id = key || term.toLowerCase();
    if (seen.has(id)) continue;
    seen.add(id);
    out.push(shown);
  }
  return out;
}

/** A pair of an English and a Korean term (a glossary's entry, a taxonomy label's two languages). */
export interface TermPair {
  en: string;
  ko: string;
}

/**
 * Shared-word chips for a reader when the shared words may be of the other language (a case's
 * text holds both, so two cases can share only Korean words): a word of the other script is
 * translated through `pairs` (the glossary and the taxonomy's labels: a pair whose other side
 * analyzes to the same terms gives the reader's side) or left out, never shown untranslated to
 * an English reader. The rest as `chipWords` (dictionary forms, each word once).
 */
export function readerChipWords(terms: readonly string[], lang: 'en' | 'ko', caseTexts: readonly string[], pairs: readonly TermPair[]): string[] {
  const translate = (term: string): string | undefined => translations(pairs, lang).get(analysisKey(term));
  const theirs = (t: string) => HANGUL.test(t) !== (lang === 'ko');
  const candidates = terms.flatMap((t) => {
    if (!theirs(t)) return [t];
    const moved = translate(t);
    // A Korean reader of a case without Korean text, or a name its Korean text spells, keeps the English word.
    if (moved === undefined) return lang === 'ko' ? [t] : [];
    return [moved];
  });
  return chipWords(candidates, lang, caseTexts);
}

const translationsOf = new WeakMap<readonly TermPair[], Partial<Record<'en' | 'ko', Map<string, string>>>>();

/**
 * The reader's side of each pair, by the analysis of its other side; made once per list of pairs
 * and language (a list is not changed once made: termPairs' are kept per taxonomy).
 */
function translations(pairs: readonly TermPair[], lang: 'en' | 'ko'): Map<string, string> {
  let byLang = translationsOf.get(pairs);
  if (!byLang) translationsOf.set(pairs, (byLang = {}));
  let byOther = byLang[lang];
  if (!byOther) {
    const other = lang === 'en' ? 'ko' : 'en';
    byLang[lang] = byOther = new Map();
    for (const p of pairs) {
      const key = analysisKey(p[other]);
      // The first pair for a word wins (the glossary before the taxonomy's labels).
      if (key && !byOther.has(key) && (lang === 'en' ? !HANGUL.test(p.en) : HANGUL.test(p.ko))) byOther.set(key, p[lang]);
    }
  }
  return byOther;
}

/** A case's texts in the reader's language only, for the chips' dictionary forms. */
export function readerTexts(c: Pick<Case, 'title' | 'summary' | 'symptoms_text' | 'trigger' | 'detection' | 'lessons' | 'action_items'>, lang: 'en' | 'ko'): string[] {
  const fields = [c.title, c.summary, c.symptoms_text, c.trigger, c.detection, c.lessons, ...c.action_items.map((a) => a.text)];
  return fields.map((f) => (f ? (lang === 'ko' ? f.ko ?? '' : f.en) : '')).filter((t) => t !== '');
}
