import type { Case } from '../core';

/**
 * Two cases side by side (issue #15, `compare=A,B`): which rows of fields to show, and which
 * slugs both cases carry and which only one does; the words both texts share are in
 * compareTerms.ts (it needs the similarity analysis, which the first page load does not).
 * Plain TypeScript: the page computes it from the two cases alone.
 */

/** Why a `compare=` value was not applied (the codes are in ../view/ignored.ts). */
export type CompareProblem =
  | { code: 'compareNotTwo'; params: { count: number } }
  | { code: 'compareSame'; params: Record<string, never> };

/**
 * Reads `compare=A,B` from its comma-separated parts, each already unescaped (so an id may hold
 * an escaped comma): exactly two different ids, trimmed; anything else is a problem.
 */
export function parseCompare(parts: readonly string[]): { pair: [string, string] } | CompareProblem {
  const ids = parts.map((s) => s.trim()).filter((s) => s !== '');
  if (ids.length !== 2) return { code: 'compareNotTwo', params: { count: ids.length } };
  const [a, b] = ids as [string, string];
  if (a.toUpperCase() === b.toUpperCase()) return { code: 'compareSame', params: {} };
  return { pair: [a, b] };
}

/** The rows of the side-by-side view, in reading order. */
export const COMPARE_ROWS = [
  'title',
  'meta',
  // The tags first: what the two share is the first thing a comparison is asked.
  'rootCause',
  'components',
  'contributing',
  'summary',
  'symptoms',
  'trigger',
  'detection',
  'timeline',
  'actionItems',
  'lessons',
  'sources',
] as const;
export type CompareRow = (typeof COMPARE_ROWS)[number];

const has: Record<CompareRow, (c: Case) => boolean> = {
  title: () => true,
  meta: () => true,
  summary: (c) => !!c.summary,
  symptoms: (c) => !!c.symptoms_text || c.symptoms.length > 0,
  rootCause: (c) => c.root_cause !== null,
  components: (c) => c.components.length > 0,
  contributing: (c) => c.contributing.length > 0,
  trigger: (c) => !!c.trigger,
  detection: (c) => !!c.detection,
  timeline: (c) => c.timeline.detected_after !== null || c.timeline.resolved_after !== null,
  actionItems: (c) => c.action_items.length > 0,
  lessons: (c) => !!c.lessons,
  sources: (c) => c.sources.length > 0,
};

/** The rows either case has something for: a field only one case fills still gets its row, so the other side can say it is missing. */
export function alignedRows(a: Case, b: Case): CompareRow[] {
  return COMPARE_ROWS.filter((row) => has[row](a) || has[row](b));
}

/** One kind of slug of two cases: what both have, and what only one has (each in its own order). */
export interface SlugSplit {
  shared: string[];
  onlyA: string[];
  onlyB: string[];
}

export function splitSlugs(a: readonly string[], b: readonly string[]): SlugSplit {
  const inB = new Set(b);
  const inA = new Set(a);
  const unique = (list: readonly string[]) => [...new Set(list)];
  return {
    shared: unique(a.filter((s) => inB.has(s))),
    onlyA: unique(a.filter((s) => !inB.has(s))),
    onlyB: unique(b.filter((s) => !inA.has(s))),
  };
}

export type SlugKind = 'components' | 'root_cause' | 'symptoms' | 'contributing';
export const COMPARED_SLUGS: readonly SlugKind[] = ['components', 'root_cause', 'symptoms', 'contributing'];

const slugsOf = (c: Case, kind: SlugKind): string[] => (kind === 'root_cause' ? (c.root_cause ? [c.root_cause] : []) : c[kind]);

export function compareSlugs(a: Case, b: Case): Record<SlugKind, SlugSplit> {
  return Object.fromEntries(COMPARED_SLUGS.map((k) => [k, splitSlugs(slugsOf(a, k), slugsOf(b, k))])) as Record<SlugKind, SlugSplit>;
}
