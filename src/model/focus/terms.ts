/** The words two cases share, as a focus label names them. */

const HANGUL = /[\uAC00-\uD7A3]/;

/**
 * The shared words in the reader's script first (a case's text holds both languages, so the words
 * two cases share come in both): an English label names English words, Korean ones lead in Korean;
 * words of the other script are kept only when there are no others.
 */
export function readersTerms(terms: readonly string[], lang: string): string[] {
  const ours = terms.filter((t) => HANGUL.test(t) === (lang === 'ko'));
  if (lang === 'ko') return [...ours, ...terms.filter((t) => !ours.includes(t))];
  return ours.length ? ours : [...terms];
}
