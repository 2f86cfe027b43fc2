/** Reading a CDP CPU profile, for the profiling scripts (profile-load.ts, measure-clicks.ts). */

export interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string }; children?: number[] }[];
  samples?: number[];
  timeDeltas?: number[];
}

/** React's and cytoscape's plumbing, left out of a stack's tally so the work itself shows. */
const PLUMBING = /^(\(root\)|\(program\)|\(anon\)|performWorkUntilDeadline|flushPassiveEffects|commit\w*|recursively\w*|performWorkOnRoot\w*|renderRoot\w*|workLoop\w*|performUnitOfWork|beginWork|renderWithHooks|updateFunctionComponent|p\.emit\.p\.trigger|emit\w*|forEachEventObj|_loop\d*)$/;

/**
 * A tally of `profile`'s stacks: `add(tally, id, amount)` adds `amount` to each frame of sample
 * node `id`'s stack (each name once, as `function@chunk`), leaving out the plumbing.
 */
export function stackTally(profile: CpuProfile): (tally: Map<string, number>, id: number, amount: number) => void {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parentOf = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parentOf.set(c, n.id);
  return (tally, id, amount) => {
    const seen = new Set<string>();
    for (let c: number | undefined = id; c !== undefined; c = parentOf.get(c)) {
      const f = byId.get(c)!.callFrame;
      if (PLUMBING.test(f.functionName || '(anon)')) continue;
      const key = `${f.functionName || '(anon)'}@${f.url.split('/').pop()?.replace(/-.*/, '')}`;
      if (seen.has(key)) continue;
      seen.add(key);
      tally.set(key, (tally.get(key) ?? 0) + amount);
    }
  };
}
