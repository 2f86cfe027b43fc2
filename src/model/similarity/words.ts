import { saysLittleAlone } from './stopwords';

/**
 * Up to `max` shared words of a match, from its term contributions (largest first) and the
 * terms' words as written: each word once, and none that is part of a word already listed
 * ("apiserver" after "kube-apiserver"; a longer word replaces its parts listed before it), and
 * no one-syllable Korean word that says little alone ("각", "전에").
 */
export function sharedWordsOf(contrib: readonly { term: string }[], names: ReadonlyMap<string, string>, max: number): string[] {
  const out: string[] = [];
  const lower: string[] = [];
  for (const { term } of contrib) {
    const word = names.get(term);
    if (!word || saysLittleAlone(term)) continue;
    const w = word.toLowerCase();
    if (lower.some((l) => l.includes(w))) continue;
    for (let k = lower.length - 1; k >= 0; k--) {
      if (w.includes(lower[k] as string)) {
        lower.splice(k, 1);
        out.splice(k, 1);
      }
    }
    lower.push(w);
    out.push(word);
    if (out.length === max) break;
  }
  return out;
}
