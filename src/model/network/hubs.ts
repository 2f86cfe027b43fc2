import { compareByDate } from './graphModel';
import type { LibraryIndex } from '../core';

export interface HubSummary {
  /** Case positions, newest first. */
  cases: number[];
  /** What else those cases have, most frequent first. */
  components: [string, number][];
  causes: [string, number][];
}

function ranked(counts: Map<string, number>): [string, number][] {
  return [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
}

/** The cases of a component or root cause, and what they occur together with. */
export function hubSummary(index: LibraryIndex, kind: 'component' | 'cause', slug: string, mask: Uint8Array | null = null): HubSummary {
  const postings = (kind === 'component' ? index.byComponent : index.byCause).get(slug) ?? [];
  const cases = mask ? postings.filter((i) => mask[i] === 1) : [...postings];
  cases.sort((a, b) => compareByDate(index, b, a));
  const components = new Map<string, number>();
  const causes = new Map<string, number>();
  for (const i of cases) {
    const c = index.cases[i]!;
    for (const comp of c.components) if (!(kind === 'component' && comp === slug)) components.set(comp, (components.get(comp) ?? 0) + 1);
    if (c.root_cause && !(kind === 'cause' && c.root_cause === slug)) causes.set(c.root_cause, (causes.get(c.root_cause) ?? 0) + 1);
  }
  return { cases, components: ranked(components), causes: ranked(causes) };
}
