/**
 * The short title of a case: what happened, in a few words, made from its title by a pure
 * rule (no field of its own in the format). The title's first clause, cut where a new clause
 * begins (", and", "; ", " so ", " which ", "이/가 …고," …) once it says enough, without a
 * leading article, and never longer than `max` characters (cut on a word boundary, "…").
 * A case label in the focus view is "id · org · short title".
 */
const HANGUL = /[\u1100-\u11ff\u3130-\u318f\uac00-\ud7af]/;
/** Where an English clause may end: the break keeps what comes before it. */
const EN_BREAKS = [/,\s/, /;\s/, /:\s/, /\s—\s/, /\s-\s/, /\sand\s/, /\sso\s/, /\swhich\s/, /\swhen\s/, /\safter\s/, /\sbecause\s/, /\swhile\s/, /\sthen\s/];
/** Korean clauses end at a comma, or at a connective ending followed by a space. */
const KO_BREAKS = [/,\s/, /(?<=[고며서자면])\s/];
/** A clause shorter than this is not a title yet (it goes on to the next break). */
const MIN_CLAUSE = 18;
export const SHORT_TITLE_MAX = 64;
export const SHORT_TITLE_MAX_HANGUL = 40;

export function shortTitle(title: string, max?: number): string {
  const t = title.replace(/\s+/g, ' ').trim();
  if (!t) return '';
  const hangul = HANGUL.test(t);
  const limit = Math.max(8, max ?? (hangul ? SHORT_TITLE_MAX_HANGUL : SHORT_TITLE_MAX));
  let cut = t.length;
  for (const re of hangul ? KO_BREAKS : EN_BREAKS) {
    const g = new RegExp(re.source, 'g');
    let m: RegExpExecArray | null;
    while ((m = g.exec(t))) {
      if (m.index >= MIN_CLAUSE) {
        if (m.index < cut) cut = m.index;
        break;
      }
    }
  }
  let s = t.slice(0, cut).replace(/[,;:.\s]+$/, '');
  if (!hangul) {
    const bare = s.replace(/^(a|an|the)\s+/i, '');
    if (bare.length >= 4) s = bare.charAt(0).toUpperCase() + bare.slice(1);
  }
  if (s.length <= limit) return s;
  const head = s.slice(0, limit - 1);
  const space = head.lastIndexOf(' ');
  return `${(space > limit / 2 ? head.slice(0, space) : head).replace(/[,;:\s]+$/, '')}…`;
}
