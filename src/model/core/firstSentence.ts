/**
 * The first sentence of a text, for one-line previews (a related case's lesson under its title).
 * Ends at the first sentence-final mark followed by a space or the end, in English or Korean;
 * "e.g." and decimals do not end a sentence because a space must follow the mark and the next
 * character must not be lower-case Latin. Falls back to a word-boundary cut at `max` characters.
 */
export function firstSentence(text: string, max = 220): string {
  const t = text.replace(/\s+/g, ' ').trim();
  const re = /[.!?。](?=\s|$)/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(t))) {
    const next = t.charAt(m.index + 2);
    if (next && /[a-z]/.test(next)) continue;
    const sentence = t.slice(0, m.index + 1);
    if (sentence.length <= max) return sentence;
    break;
  }
  if (t.length <= max) return t;
  const cut = t.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
