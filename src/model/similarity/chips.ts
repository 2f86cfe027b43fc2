import { analyze } from './analyze';

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

/** The shortest word of `texts` for each analysis (the terms it gives, joined). */
export function dictionaryForms(texts: readonly string[]): Map<string, string> {
  const out = new Map<string, string>();
  for (const text of texts) {
    for (const word of text.match(WORD) ?? []) {
      const key = analyze(word).join(' ');
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
    const key = analyze(term).join(' ');
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
