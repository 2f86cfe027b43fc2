/** The slugs of a case or a draft that similarity compares. */
export interface SlugSet {
  components: readonly string[];
  root_cause: string | null;
  symptoms: readonly string[];
}

export interface SharedSlugs {
  components: string[];
  root_cause: string | null;
  symptoms: string[];
}

const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((s): s is string => typeof s === 'string' && s !== '') : []);

/** A case's or a draft's slugs, tolerant of anything (a draft may come from a user's file). */
export function slugSetOf(value: { components?: unknown; root_cause?: unknown; symptoms?: unknown }): SlugSet {
  return {
    components: strings(value.components),
    root_cause: typeof value.root_cause === 'string' && value.root_cause ? value.root_cause : null,
    symptoms: strings(value.symptoms),
  };
}

export const hasSlugs = (s: SlugSet) => s.components.length > 0 || s.root_cause !== null || s.symptoms.length > 0;

export function sharedSlugs(a: SlugSet, b: SlugSet): SharedSlugs {
  return {
    components: a.components.filter((c) => b.components.includes(c)),
    root_cause: a.root_cause !== null && a.root_cause === b.root_cause ? a.root_cause : null,
    symptoms: a.symptoms.filter((s) => b.symptoms.includes(s)),
  };
}

const dice = (shared: number, a: number, b: number) => (a + b ? (2 * shared) / (a + b) : 0);

/**
 * How much two slug sets agree, 0–1: components count half (the systems that failed are what
 * the library's own relation rule is built on), the root cause 0.3, symptoms 0.2; lists by Dice.
 */
export function slugScore(a: SlugSet, b: SlugSet, shared: SharedSlugs): number {
  return (
    0.5 * dice(shared.components.length, a.components.length, b.components.length) +
    0.3 * (shared.root_cause !== null ? 1 : 0) +
    0.2 * dice(shared.symptoms.length, a.symptoms.length, b.symptoms.length)
  );
}
