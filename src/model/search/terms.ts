import { analyze } from '../similarity';

/**
 * The words of a text as search indexes and queries them: the similarity analyser's terms
 * (stemmed English, compounds and their parts, Hangul bigrams without particles), once each in
 * order. One analyser for both, so a query finds in search what it finds in similar cases.
 */
export function searchTerms(text: string): string[] {
  return analyze(text);
}
