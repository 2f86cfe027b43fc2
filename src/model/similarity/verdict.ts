import type { Case } from '../core';
import type { SimilarMatch } from './similar';

/**
 * "Have we seen this before?" answered in one word, with one line of evidence (issue #27).
 *
 * - `seen`: the best match is strong and clearly ahead of the next one: the same failure.
 * - `recurring`: several matches (at least `groupMin`), each at least a possible match, share a
 *   root cause and a component: a pattern the library has seen again and again, rather than one case.
 * - `possible`: something is close but neither decisive nor a pattern (two cases of different
 *   causes scoring alike, or a best match that is only possible): read the matches.
 * - `new`: no match reaches the possible band: nothing like it in the library.
 * - `pending`: what `new` becomes while the answer covers only part of the library (the draft
 *   matched over the cases indexed so far): the absence of a match in part of the library proves
 *   nothing, so "looks new" is never said before the answer is complete.
 *
 * A verdict over part of the library is `provisional` (the others' kinds are kept: a strong match
 * found in a third of the library is still worth reading, but its lead over the rest may shrink).
 * A reader's "same failure" mark is not: it says the pair is the same, however much has been read.
 *
 * Thresholds are calibrated on the evaluation set (scripts/eval-similarity.ts prints the
 * precision and recall of `seen` and `new`; tests/unit/similarity.verdict.test.ts keeps them).
 * The score is the one matchDraft returns (0–1, the share of the draft's distinctive weight the
 * case covers).
 */
export type VerdictKind = 'seen' | 'recurring' | 'possible' | 'new' | 'pending';
export type ScoreBand = 'strong' | 'possible' | 'weak';

export interface VerdictThresholds {
  /** Lowest score of a strong match. */
  strong: number;
  /** Lowest score of a possible match (below: weak). */
  possible: number;
  /** How far a strong best match must lead the second for `seen`. */
  margin: number;
  /** Matches sharing a root cause × component that make a pattern. */
  groupMin: number;
}

/**
 * From the calibration grid of scripts/eval-similarity.ts (79 drafts of library cases, 23 of
 * incidents the library does not have, bundled library). First chosen on the second edition (159
 * cases) as strong 0.45, possible 0.3, lead 0.08. Chosen again the same way on the third (194
 * cases) when a draft's query gained its terms' title and tag twins (rank.ts), which count in the
 * highest reachable score and so lower every score (the right case's least): the best match of
 * every draft of an unknown incident scores below 0.18 (one between 0.17 and 0.18), so the possible
 * band starts there ("looks new": precision 85.2%, recall 100%, as before). For "seen before", a lead of 0.03 let a look-alike through (precision 98.6%); with
 * a lead of 0.08, strong from 0.2 to 0.4 were all right every time (recall 77% down to 20%). 0.25
 * is one step above the edge: recall 71%, precision 100% on this set, where a false "seen before"
 * mid-outage costs more than a missed one.
 * Chosen a third time when query terms' idf was raised to the power 0.5 (textIndex.ts
 * DEFAULT_OPTIONS, issue #27: the ranking at 10,000 cases), which lifts every score, unknown
 * incidents' too (their best matches now reach 0.213). The old rule (every unknown draft "looks
 * new") would put the possible band at 0.22, where 6 of 79 drafts of known cases on the bundled
 * library, and 12 mixed into 100,000 cases, are called new: a reader told "looks new" may not read
 * the matches under it, the costlier mistake. From 0.20 one unknown draft of 23 (GPU jobs failing
 * on a CUDA driver mismatch, 0.213 against IL-0201) is called "possibly seen before", a hedged
 * answer over matches to read, and "looks new" precision is 88.0% on the bundled library (85.2%
 * before; 3 known drafts called new), 82.1% at 10,000 cases.
 * Strong stays 0.25 with a lead of 0.08: precision 100%, recall 78.5% (70.9% before).
 */
export const VERDICT_THRESHOLDS: VerdictThresholds = { strong: 0.25, possible: 0.2, margin: 0.08, groupMin: 3 };

/** A score's band in words. */
export function scoreBand(score: number, t: VerdictThresholds = VERDICT_THRESHOLDS): ScoreBand {
  return score >= t.strong ? 'strong' : score >= t.possible ? 'possible' : 'weak';
}

export interface VerdictGroup {
  root_cause: string;
  component: string;
  /** Positions in the match list, best first. */
  members: number[];
}

export interface Verdict {
  kind: VerdictKind;
  /** Positions in the match list this verdict is about, best first (the lead group shown under it). */
  lead: number[];
  /** The best score and the lead over the second (0 when there is one match or none). */
  best: number;
  lead2: number;
  /** For `recurring`: the shared root cause × component. */
  group: VerdictGroup | null;
  /** `seen` set by a reader's "same failure" mark rather than by the score. */
  curated: boolean;
  /** Computed over part of the library (`progress` of draftVerdict): may change. */
  provisional: boolean;
}

/** How much of the library a (partial) answer was computed over. */
export interface VerdictProgress {
  indexed: number;
  total: number;
}

type Tagged = Pick<Case, 'root_cause' | 'components'>;

/**
 * The largest group of at least possible matches sharing a root cause and a component (ties:
 * the group whose best member ranks higher, then the slugs in order).
 */
export function largestGroup(matches: readonly SimilarMatch[], cases: readonly (Tagged | undefined)[], t: VerdictThresholds = VERDICT_THRESHOLDS): VerdictGroup | null {
  const groups = new Map<string, VerdictGroup>();
  matches.forEach((m, k) => {
    if (m.score < t.possible) return;
    const c = cases[m.other];
    if (!c?.root_cause) return;
    for (const component of new Set(c.components)) {
      const key = `${c.root_cause}\u0000${component}`;
      const g = groups.get(key);
      if (g) g.members.push(k);
      else groups.set(key, { root_cause: c.root_cause, component, members: [k] });
    }
  });
  let best: VerdictGroup | null = null;
  for (const g of groups.values()) {
    if (!best || g.members.length > best.members.length || (g.members.length === best.members.length && (g.members[0] as number) < (best.members[0] as number))) best = g;
  }
  return best;
}

/**
 * The verdict on a draft's ranked matches (best first, as matchDraft returns them). `cases`
 * is the library (indexed by `SimilarMatch.other`). `confirmed`: positions of matches a reader
 * marked "same failure" for this draft: the first of them makes the verdict `seen`, curated.
 * `progress`: the matches are from `indexed` of the library's `total` cases (a partial answer):
 * the verdict is provisional, and `new` is `pending` until every case has been read.
 */
export function draftVerdict(
  matches: readonly SimilarMatch[],
  cases: readonly (Tagged | undefined)[],
  options: { thresholds?: VerdictThresholds; confirmed?: readonly number[]; progress?: VerdictProgress | null } = {},
): Verdict {
  const t = options.thresholds ?? VERDICT_THRESHOLDS;
  const best = matches[0]?.score ?? 0;
  const lead2 = matches.length > 1 ? best - (matches[1] as SimilarMatch).score : best;
  const partial = isPartial(options.progress);
  const base = { best, lead2, group: null, curated: false, provisional: partial };
  const confirmed = options.confirmed?.[0];
  if (confirmed !== undefined && matches[confirmed]) return { ...base, kind: 'seen', lead: [confirmed], curated: true, provisional: false };
  if (best < t.possible) return { ...base, kind: partial ? 'pending' : 'new', lead: [] };
  if (best >= t.strong && lead2 >= t.margin) return { ...base, kind: 'seen', lead: [0] };
  const group = largestGroup(matches, cases, t);
  if (group && group.members.length >= t.groupMin) return { ...base, kind: 'recurring', lead: group.members, group };
  const close = matches.flatMap((m, k) => (m.score >= t.possible && best - m.score < t.margin ? [k] : []));
  return { ...base, kind: 'possible', lead: close };
}

/** Fewer cases read than the library holds (a progress whose figures are not numbers counts as partial: never "new" on doubt). */
function isPartial(progress: VerdictProgress | null | undefined): boolean {
  if (!progress) return false;
  const { indexed, total } = progress;
  return !(Number.isFinite(indexed) && Number.isFinite(total) && indexed >= total);
}
