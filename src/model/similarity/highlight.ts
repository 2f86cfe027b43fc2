import { tokenize } from './analyze';

/** A piece of a text, to render as text (never as HTML), marked when it is a shared term. */
export interface Segment {
  text: string;
  hit: boolean;
}

/**
 * `text` cut into segments, the words matching any of `words` (shared terms, as similarity
 * returns them) marked. Matching goes through the same analysis as ranking, so "crashed" marks
 * "crashing" and "파드" marks the "파드" of "파드가". A Korean word is marked where it occurs
 * whole: through its bigrams, "컨테이너" would also mark the "이너" of "마이너". Adjacent marks merge.
 */
const HANGUL_RUN = /[\uac00-\ud7a3]+/g;

export function highlight(text: string, words: readonly string[]): Segment[] {
  if (!text) return [];
  const wanted = new Set<string>();
  const hangul = new Set<string>();
  for (const w of words) {
    tokenize(w.replace(HANGUL_RUN, ' '), (term) => wanted.add(term));
    // One syllable glued to a Latin word is its particle ("DNS가"), not a word to mark.
    for (const run of w.match(HANGUL_RUN) ?? []) if (run.length > 1 || w.trim() === run) hangul.add(run);
  }
  const spans: [number, number][] = [];
  for (const word of hangul) {
    for (let at = text.indexOf(word); at >= 0; at = text.indexOf(word, at + word.length)) spans.push([at, at + word.length]);
  }
  // A compound's whole comes after its parts, so spans arrive nearly but not quite in order.
  if (wanted.size) tokenize(text, (term, start, end) => void (wanted.has(term) && spans.push([start, end])));
  spans.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const merged: [number, number][] = [];
  for (const s of spans) {
    const last = merged[merged.length - 1];
    if (last && s[0] <= last[1]) last[1] = Math.max(last[1], s[1]);
    else merged.push([s[0], s[1]]);
  }
  const out: Segment[] = [];
  let at = 0;
  for (const [s, e] of merged) {
    if (s > at) out.push({ text: text.slice(at, s), hit: false });
    out.push({ text: text.slice(s, e), hit: true });
    at = e;
  }
  if (at < text.length) out.push({ text: text.slice(at), hit: false });
  return out;
}
