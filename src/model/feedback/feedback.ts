import type { Problem } from '../core';

/**
 * Readers' feedback on matches (issue #27): "same failure" or "not related" on a draft's match
 * or on a case's similar case. Kept with the library, in its JSON form
 *
 *   {"cases": [...], "taxonomy": {...}, "feedback": [
 *     {"case": "IL-0034", "match": "IL-0202", "mark": "same", "at": "2026-12-01T21:00:00Z"},
 *     {"draft": "pods unready after the sidecar rollout", "match": "IL-0104", "mark": "unrelated"}
 *   ]}
 *
 * and in the browser (localStorage, per library), so a mark survives a reload; Export → JSON
 * writes it back. A pair of cases is one pair whichever side it was marked from; a draft is
 * known by its text, compared with case and spacing ignored (draftKey). The last mark of a pair
 * wins; a later entry with `"mark": null` would be dropped as invalid, so removing a mark removes
 * its entry.
 *
 * Curated, not computed: ranking applies it on top of the scores (applyMarks): a confirmed
 * match first with its mark, a rejected one hidden unless asked for.
 */
export type Mark = 'same' | 'unrelated';

export interface FeedbackEntry {
  /** One of `case` (a case id) or `draft` (the draft's text, as typed). */
  case?: string;
  draft?: string;
  /** The matched case's id. */
  match: string;
  mark: Mark;
  /** When it was marked (ISO 8601), when known. */
  at?: string;
}

/** Whose matches a mark is about: a case of the library, or a draft (by draftKey). */
export type Subject = { case: string } | { draft: string };

/** Entries kept at most (a file can hold no more; the first ones are kept). */
export const MAX_FEEDBACK = 10_000;
/** A draft longer than this is kept by its beginning (the draft box holds at most this much too). */
export const MAX_DRAFT_KEY = 4_000;
const MAX_ID = 200;

/** A draft's text as feedback knows it: spacing collapsed, lower case, bounded. */
export function draftKey(text: string): string {
  return text.replace(/\s+/g, ' ').trim().toLowerCase().slice(0, MAX_DRAFT_KEY);
}

const isId = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '' && v.length <= MAX_ID;

function problem(index: number, field: string): Problem {
  return { severity: 'warning', index: null, id: null, field: `feedback[${index}]${field ? `.${field}` : ''}`, code: 'badFeedback', params: { entry: index + 1, field: field || '{}' } };
}

/**
 * The feedback of a library file (`value` is its `feedback` field, unvalidated). Never throws:
 * an entry that is not an object, names no case or draft, no match, or an unknown mark is left
 * out with a warning naming it and its field; unknown fields are dropped.
 */
export function parseFeedback(value: unknown): { entries: FeedbackEntry[]; problems: Problem[] } {
  const entries: FeedbackEntry[] = [];
  const problems: Problem[] = [];
  if (value === undefined || value === null) return { entries, problems };
  if (!Array.isArray(value)) return { entries, problems: [{ severity: 'warning', index: null, id: null, field: 'feedback', code: 'feedbackNotList', params: {} }] };
  value.slice(0, MAX_FEEDBACK).forEach((raw: unknown, i) => {
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
      problems.push(problem(i, ''));
      return;
    }
    const r = raw as Record<string, unknown>;
    const hasCase = isId(r.case);
    const hasDraft = typeof r.draft === 'string' && draftKey(r.draft) !== '';
    if (hasCase === hasDraft) {
      problems.push(problem(i, hasCase ? 'draft' : 'case'));
      return;
    }
    if (!isId(r.match)) {
      problems.push(problem(i, 'match'));
      return;
    }
    if (r.mark !== 'same' && r.mark !== 'unrelated') {
      problems.push(problem(i, 'mark'));
      return;
    }
    const entry: FeedbackEntry = hasCase ? { case: (r.case as string).trim(), match: r.match.trim(), mark: r.mark } : { draft: (r.draft as string).slice(0, MAX_DRAFT_KEY), match: r.match.trim(), mark: r.mark };
    if (typeof r.at === 'string' && r.at.length <= 40) entry.at = r.at;
    entries.push(entry);
  });
  return { entries, problems };
}

/** The key of a subject and a match: a case pair is the same whichever side it is seen from. */
function pairKey(subject: Subject, match: string): string {
  if ('draft' in subject) return `d\u0000${draftKey(subject.draft)}\u0000${match}`;
  return subject.case < match ? `c\u0000${subject.case}\u0000${match}` : `c\u0000${match}\u0000${subject.case}`;
}

const subjectOf = (e: FeedbackEntry): Subject => (e.case !== undefined ? { case: e.case } : { draft: e.draft ?? '' });

/** The marks on `subject`'s matches, by matched case id (the last entry of a pair wins). */
export function marksFor(entries: readonly FeedbackEntry[], subject: Subject): Map<string, Mark> {
  const out = new Map<string, Mark>();
  const key = 'draft' in subject ? draftKey(subject.draft) : null;
  for (const e of entries) {
    if (key !== null) {
      if (e.draft !== undefined && draftKey(e.draft) === key) out.set(e.match, e.mark);
    } else if ('case' in subject) {
      if (e.case === subject.case) out.set(e.match, e.mark);
      else if (e.match === subject.case && e.case !== undefined) out.set(e.case, e.mark);
    }
  }
  return out;
}

/**
 * `entries` with the mark of (`subject`, `match`) set to `mark`, or removed when null. The pair's
 * older entries go, so the list holds one entry per pair. Returns a new list.
 */
export function setMark(entries: readonly FeedbackEntry[], subject: Subject, match: string, mark: Mark | null, at?: string): FeedbackEntry[] {
  const key = pairKey(subject, match);
  const kept = entries.filter((e) => pairKey(subjectOf(e), e.match) !== key);
  if (mark === null) return kept;
  const entry: FeedbackEntry = 'draft' in subject ? { draft: subject.draft.slice(0, MAX_DRAFT_KEY), match, mark } : { case: subject.case, match, mark };
  if (at) entry.at = at;
  return [...kept, entry].slice(-MAX_FEEDBACK);
}

/** Both lists' entries, `later`'s mark winning for a pair both have (a file's feedback under the browser's). */
export function mergeFeedback(earlier: readonly FeedbackEntry[], later: readonly FeedbackEntry[]): FeedbackEntry[] {
  let out = [...earlier];
  for (const e of later) out = setMark(out, subjectOf(e), e.match, e.mark, e.at);
  return out;
}

export interface Marked<M> {
  match: M;
  mark: Mark | null;
}

/**
 * Ranking with feedback: matches marked "same failure" first (in their computed order), then the
 * unmarked ones; the ones marked "not related" apart, in `hidden`. `confirmedMissing`: ids marked
 * "same failure" that the computed list does not hold (the UI shows them first too, without a score).
 */
export function applyMarks<M>(matches: readonly M[], idOf: (m: M) => string | undefined, marks: ReadonlyMap<string, Mark>): { shown: Marked<M>[]; hidden: M[]; confirmedMissing: string[] } {
  const confirmed: Marked<M>[] = [];
  const rest: Marked<M>[] = [];
  const hidden: M[] = [];
  const present = new Set<string>();
  for (const m of matches) {
    const id = idOf(m);
    if (id !== undefined) present.add(id);
    const mark = id === undefined ? undefined : marks.get(id);
    if (mark === 'same') confirmed.push({ match: m, mark });
    else if (mark === 'unrelated') hidden.push(m);
    else rest.push({ match: m, mark: null });
  }
  const confirmedMissing = [...marks].filter(([id, mark]) => mark === 'same' && !present.has(id)).map(([id]) => id);
  return { shown: [...confirmed, ...rest], hidden, confirmedMissing };
}

/** The library's JSON with its feedback: `{"cases": [...], "feedback": [...]}`, or the cases' JSON alone when there is none. */
export function withFeedbackJson(casesJson: string, entries: readonly FeedbackEntry[]): string {
  if (entries.length === 0) return casesJson;
  return `{"cases": ${casesJson.trimEnd()},\n"feedback": [\n${entries.map((e) => JSON.stringify(e)).join(',\n')}\n]}\n`;
}
