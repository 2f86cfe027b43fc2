/**
 * How much of one text from the data the page shows at once. The data keeps the whole value;
 * what is measured, wrapped, drawn or listed is bounded, so no code path on the main thread is
 * proportional to one value's length (a 30,000,000-character title froze the page for 40 s).
 */

/** Most characters of a long text (a summary, a title) shown at once; the rest can be copied. */
export const MAX_SHOWN_TEXT = 20_000;
/** Most characters of a one-line text: a label, a hover card line, a list cell, an organisation. */
export const MAX_SHOWN_LINE = 300;

export interface BoundedText {
  /** At most `max` characters of the text, ending in `…` when cut. */
  text: string;
  /** How many characters were left out (0: the whole text). */
  cut: number;
}

/** The first `max` characters of a text (not splitting a surrogate pair), and how many were left out. */
export function boundText(text: string, max: number): BoundedText {
  if (text.length <= max) return { text, cut: 0 };
  let end = Math.max(0, max - 1);
  const last = text.charCodeAt(end - 1);
  if (last >= 0xd800 && last <= 0xdbff) end--;
  return { text: `${text.slice(0, end)}…`, cut: text.length - end };
}

/** A one-line text, bounded: for labels, hover cards, list cells and headings. */
export function shownLine(text: string): string {
  return text.length <= MAX_SHOWN_LINE ? text : boundText(text, MAX_SHOWN_LINE).text;
}
