import type { Case } from './schema';

/** Case positions grouped by a key. Lists are in library order. */
export type Postings = Map<string, number[]>;

/**
 * Inverted indexes over the cases, built once per library. Everything that asks
 * "which cases have X" (relations, filters, facet counts, hub panels) reads these
 * instead of scanning or comparing cases pairwise.
 */
export interface LibraryIndex {
  cases: readonly Case[];
  byId: Map<string, number>;
  byDomain: Postings;
  byOrg: Postings;
  byComponent: Postings;
  byCause: Postings;
  bySymptom: Postings;
  byContributing: Postings;
  bySeverity: Postings;
  /** `${root cause}\u0000${component}` → cases: the seed relation's groups. */
  byCauseComponent: Postings;
  /** Explicit `related` links, both directions. */
  explicit: Map<number, number[]>;
  /** recurrence_of: later case → earlier case, and the inverse. */
  recurrenceOf: Map<number, number>;
  recurredAs: Map<number, number[]>;
  /** Year of each case (from its date). */
  years: Int16Array;
  minYear: number;
  maxYear: number;
}

export const causeComponentKey = (cause: string, component: string) => `${cause}\u0000${component}`;

function add(map: Postings, key: string, i: number) {
  const list = map.get(key);
  if (list) list.push(i);
  else map.set(key, [i]);
}

function addOnce(map: Map<number, number[]>, key: number, value: number) {
  const list = map.get(key);
  if (!list) map.set(key, [value]);
  else if (!list.includes(value)) list.push(value);
}

export function buildIndex(cases: readonly Case[]): LibraryIndex {
  const index: LibraryIndex = {
    cases,
    byId: new Map(),
    byDomain: new Map(),
    byOrg: new Map(),
    byComponent: new Map(),
    byCause: new Map(),
    bySymptom: new Map(),
    byContributing: new Map(),
    bySeverity: new Map(),
    byCauseComponent: new Map(),
    explicit: new Map(),
    recurrenceOf: new Map(),
    recurredAs: new Map(),
    years: new Int16Array(cases.length),
    minYear: Infinity,
    maxYear: -Infinity,
  };
  cases.forEach((c, i) => {
    index.byId.set(c.id, i);
    for (const d of c.domain) add(index.byDomain, d, i);
    if (c.org) add(index.byOrg, c.org, i);
    for (const comp of c.components) add(index.byComponent, comp, i);
    if (c.root_cause) {
      add(index.byCause, c.root_cause, i);
      for (const comp of c.components) add(index.byCauseComponent, causeComponentKey(c.root_cause, comp), i);
    }
    for (const s of c.symptoms) add(index.bySymptom, s, i);
    for (const s of c.contributing) add(index.byContributing, s, i);
    add(index.bySeverity, c.severity, i);
    const year = Number(c.date.slice(0, 4));
    index.years[i] = year;
    if (year < index.minYear) index.minYear = year;
    if (year > index.maxYear) index.maxYear = year;
  });
  cases.forEach((c, i) => {
    for (const ref of c.related) {
      const j = index.byId.get(ref);
      if (j === undefined || j === i) continue;
      addOnce(index.explicit, i, j);
      addOnce(index.explicit, j, i);
    }
    if (c.recurrence_of) {
      const j = index.byId.get(c.recurrence_of);
      if (j !== undefined && j !== i) {
        index.recurrenceOf.set(i, j);
        addOnce(index.recurredAs, j, i);
      }
    }
  });
  if (cases.length === 0) {
    index.minYear = 0;
    index.maxYear = 0;
  }
  return index;
}
