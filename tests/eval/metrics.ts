import type { EvalDraft } from './drafts';

/** Where the first expected case came in one ranking (1-based), or null when it is not in it. */
export function rankOf(ranked: readonly string[], expect: readonly string[]): number | null {
  const k = ranked.findIndex((id) => expect.includes(id));
  return k < 0 ? null : k + 1;
}

export interface EvalFigures {
  n: number;
  recallAt1: number;
  recallAt3: number;
  /** Mean reciprocal rank over the top 10 (a miss counts 0). */
  mrr: number;
  /** The drafts whose case was not in the top 3, with the rank it got. */
  misses: { draft: EvalDraft; rank: number | null }[];
}

/** recall@1, recall@3 and MRR@10 of a ranker (draft text → case ids, best first) over drafts. */
export function evaluate(drafts: readonly EvalDraft[], rank: (text: string) => readonly string[]): EvalFigures {
  let at1 = 0;
  let at3 = 0;
  let rr = 0;
  const misses: EvalFigures['misses'] = [];
  for (const draft of drafts) {
    const r = rankOf(rank(draft.text).slice(0, 10), draft.expect);
    if (r === 1) at1++;
    if (r !== null && r <= 3) at3++;
    else misses.push({ draft, rank: r });
    if (r !== null) rr += 1 / r;
  }
  const n = drafts.length;
  return { n, recallAt1: n ? at1 / n : 0, recallAt3: n ? at3 / n : 0, mrr: n ? rr / n : 0, misses };
}

/** How a verdict did on drafts of library cases and on drafts of incidents the library lacks (issue #27). */
export interface VerdictFigures {
  /** "seen before" said and the best match is the draft's case / all "seen before" said. */
  seenPrecision: number;
  /** "seen before" said and right / drafts of library cases. */
  seenRecall: number;
  /** "looks new" said on a draft of an unknown incident / all "looks new" said. */
  newPrecision: number;
  /** "looks new" said on a draft of an unknown incident / such drafts. */
  newRecall: number;
  /** Verdicts by kind, on known and on unknown drafts. */
  counts: { known: Record<string, number>; novel: Record<string, number> };
  /** Known drafts called "seen before" with a wrong best match, and unknown drafts not called new. */
  wrong: string[];
}

/**
 * `judge` gives a draft's verdict kind and the id of the case it names first (the best match).
 * A "seen before" is right when that case is one the draft describes.
 */
export function verdictFigures(known: readonly EvalDraft[], novel: readonly { text: string }[], judge: (text: string) => { kind: string; first: string | null }): VerdictFigures {
  let seenSaid = 0;
  let seenRight = 0;
  let newSaid = 0;
  let newRight = 0;
  const counts = { known: {} as Record<string, number>, novel: {} as Record<string, number> };
  const wrong: string[] = [];
  for (const d of known) {
    const v = judge(d.text);
    counts.known[v.kind] = (counts.known[v.kind] ?? 0) + 1;
    if (v.kind === 'seen') {
      seenSaid++;
      if (v.first !== null && d.expect.includes(v.first)) seenRight++;
      else wrong.push(`seen ${v.first} for ${d.expect.join('/')}: ${d.text.slice(0, 60)}`);
    }
    if (v.kind === 'new') {
      newSaid++;
      wrong.push(`new for ${d.expect.join('/')}: ${d.text.slice(0, 60)}`);
    }
  }
  for (const d of novel) {
    const v = judge(d.text);
    counts.novel[v.kind] = (counts.novel[v.kind] ?? 0) + 1;
    if (v.kind === 'seen') {
      seenSaid++;
      wrong.push(`seen ${v.first} for an unknown incident: ${d.text.slice(0, 60)}`);
    }
    if (v.kind === 'new') {
      newSaid++;
      newRight++;
    } else if (v.kind !== 'seen') {
      wrong.push(`${v.kind} (not new) for an unknown incident: ${d.text.slice(0, 60)}`);
    }
  }
  const ratio = (a: number, b: number) => (b ? a / b : 1);
  return {
    seenPrecision: ratio(seenRight, seenSaid),
    seenRecall: ratio(seenRight, known.length),
    newPrecision: ratio(newRight, newSaid),
    newRecall: ratio(newRight, novel.length),
    counts,
    wrong,
  };
}
