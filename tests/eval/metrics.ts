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
