/**
 * Fitting a focus label into the lines its cell holds (issue 25: on a phone the organisation took
 * every line and the title none; a cut "reads alike" line ended with a comma). Pure: the view
 * gives a measure of how many lines a text wraps to; this cuts at words and ends a cut text with
 * "…", never with a dangling comma, colon or middle dot.
 */
export interface LabelParts {
  head: string;
  body?: string;
  reason?: string;
}

/** How many lines `text` wraps to in the label's width (`part` picks the font: the head is bold, the reason italic). */
export type LineCount = (text: string, part: keyof LabelParts) => number;

/** No label shows more than this many characters of a text (a hostile 300,000-character title is measured as its first 300). */
const MAX_CHARS = 300;

/** Punctuation and separators a cut text must not end with. */
const DANGLING = /[\s,;:·、，。.\-–—(/]+$/u;

/** `text` cut to its first `words` words (or `chars` characters) with "…", without a dangling separator. */
function cutText(text: string, words: number | null, chars?: number): string {
  const kept = words !== null ? text.split(' ').slice(0, words).join(' ') : [...text].slice(0, chars).join('');
  const bare = kept.replace(DANGLING, '');
  return bare ? `${bare}…` : '';
}

/**
 * `text` as it fits in `lines` lines: whole, or cut after the most words that fit with "…" (by
 * characters when even its first word does not), or '' when nothing fits.
 */
export function cutToLines(text: string, lines: number, count: LineCount, part: keyof LabelParts = 'body'): string {
  const whole = text.replace(/\s+/g, ' ').trim();
  const points = [...whole];
  const t = points.length > MAX_CHARS ? points.slice(0, MAX_CHARS).join('') : whole;
  if (!t || lines < 1) return '';
  if (t === whole && count(t, part) <= lines) return t;
  const words = t.split(' ');
  // The most words that fit: line counts grow with words, so a binary search finds it.
  let lo = 0;
  let hi = words.length - 1;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    const cut = cutText(t, mid);
    if (cut && count(cut, part) <= lines) lo = mid;
    else hi = mid - 1;
  }
  if (lo > 0) {
    // A head ("id · organisation") whose organisation's first word does not fit keeps at least three of its letters.
    if (part === 'head' && words[lo - 1] === '·') {
      const before = words.slice(0, lo).join(' ');
      const next = [...words[lo]!];
      const headCut = (n: number) => `${`${before} ${next.slice(0, n).join('')}`.replace(DANGLING, '')}…`;
      const n = longestFitting(3, next.length - 1, (k) => count(headCut(k), part) <= lines);
      if (n !== null) return headCut(n);
    }
    const cut = cutText(t, lo);
    if (cut) return cut;
  }
  const chars = [...words[0]!].length;
  const n = longestFitting(1, chars - 1, (k) => {
    const cut = cutText(t, null, k);
    return cut !== '' && count(cut, part) <= lines;
  });
  return n === null ? '' : cutText(t, null, n);
}

/**
 * The largest k in [from, to] for which `fits(k)` holds, or null: a binary search, as a longer cut
 * never takes fewer lines (one character at a time was quadratic in a hostile one-word title).
 */
function longestFitting(from: number, to: number, fits: (k: number) => boolean): number | null {
  if (to < from || !fits(from)) return null;
  let lo = from;
  let hi = to;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (fits(mid)) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/**
 * A label's head, body and reason fitted to `lines` lines, in that order of importance, except
 * that a body (what happened) always keeps a line when there are two or more: the head (id and
 * organisation) gives up its tail first. The reason gets the lines left.
 */
export function fitLabel(parts: LabelParts, lines: number, count: LineCount): LabelParts {
  const n = Math.max(1, Math.floor(Number.isFinite(lines) ? lines : 1));
  const body = parts.body?.trim() ?? '';
  const head = cutToLines(parts.head, body && n >= 2 ? n - 1 : n, count, 'head') || parts.head.slice(0, 1);
  let left = n - count(head, 'head');
  const out: LabelParts = { head };
  if (body) {
    const b = cutToLines(body, left, count, 'body');
    if (b) {
      out.body = b;
      left -= count(b, 'body');
    }
  }
  const reason = parts.reason?.trim() ?? '';
  if (reason && left > 0) {
    const r = cutToLines(reason, left, count, 'reason');
    if (r) out.reason = r;
  }
  return out;
}
