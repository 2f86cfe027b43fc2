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
  const t = text.replace(/\s+/g, ' ').trim();
  if (!t || lines < 1) return '';
  if (count(t, part) <= lines) return t;
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
      for (let n = next.length - 1; n >= 3; n--) {
        const cut = `${before} ${next.slice(0, n).join('')}`.replace(DANGLING, '');
        if (count(`${cut}…`, part) <= lines) return `${cut}…`;
      }
    }
    const cut = cutText(t, lo);
    if (cut) return cut;
  }
  const chars = [...words[0]!].length;
  for (let n = chars - 1; n >= 1; n--) {
    const cut = cutText(t, null, n);
    if (cut && count(cut, part) <= lines) return cut;
  }
  return '';
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
