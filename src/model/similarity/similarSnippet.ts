import { highlight, type Segment } from './highlight';

/** Characters of context kept on each side of the first shared word. */
export const SNIPPET_RADIUS = 110;

const SPACE = /\s/;
/** The last run of white space in a text. */
const LAST_SPACE = /\s+\S*$/;

/**
 * The piece of one of `texts` that best shows why two cases read alike: the text with the most
 * distinct shared words marked (the first on a tie), cut to the neighbourhood of its first mark.
 * Segments are text, to render as text (never as HTML); null when no text marks any word.
 */
export function similarSnippet(texts: readonly (string | null | undefined)[], words: readonly string[], radius = SNIPPET_RADIUS): Segment[] | null {
  if (!words.length) return null;
  let best: { segments: Segment[]; hits: number } | null = null;
  for (const text of texts) {
    if (!text) continue;
    const segments = highlight(text, words);
    const hits = new Set(segments.filter((s) => s.hit).map((s) => s.text.toLowerCase())).size;
    if (hits > 0 && (!best || hits > best.hits)) best = { segments, hits };
  }
  return best ? cut(best.segments, radius) : null;
}

/**
 * Keeps `radius` characters before the first mark and about twice that after it, with ellipses,
 * cut between words: a cut inside a word moves to the next word at the start ("…ed deployment"
 * read as a word of its own) and back to the word before at the end.
 */
function cut(segments: Segment[], radius: number): Segment[] {
  let at = 0;
  let first = 0;
  for (const s of segments) {
    if (s.hit) {
      first = at;
      break;
    }
    at += s.text.length;
  }
  const text = segments.map((s) => s.text).join('');
  let start = Math.max(0, first - radius);
  if (start > 0 && !SPACE.test(text[start - 1]!)) {
    const next = text.slice(start, first).search(SPACE);
    start = next < 0 ? first : start + next + 1;
  }
  let end = first + radius * 2;
  if (end < text.length && !SPACE.test(text[end]!)) {
    const before = text.slice(first, end).search(LAST_SPACE);
    if (before > 0) end = first + before;
  }
  const out: Segment[] = [];
  let pos = 0;
  for (const s of segments) {
    const a = Math.max(pos, start);
    const b = Math.min(pos + s.text.length, end);
    // A marked word is never cut in half.
    if (s.hit && pos < end && pos + s.text.length > start) out.push(s);
    else if (a < b) out.push({ text: s.text.slice(a - pos, b - pos), hit: false });
    pos += s.text.length;
  }
  if (start > 0) out.unshift({ text: '…', hit: false });
  if (pos > end) out.push({ text: '…', hit: false });
  return out;
}
