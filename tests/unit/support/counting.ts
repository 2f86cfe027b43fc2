import type { LibraryIndex } from '../../../src/model/core';

/**
 * An index that counts the work done on it: every case read and every posting entry handed out
 * by a lookup. A pass that compares cases pairwise reads n² cases; one that walks the inverted
 * lists reads about the lists' total size. Tests bound the count, not the time.
 */
export function countingIndex(index: LibraryIndex): { index: LibraryIndex; work: () => number } {
  let work = 0;
  const cases = new Proxy(index.cases as Case[], {
    get(target, prop, receiver) {
      if (typeof prop === 'string' && /^\d+$/.test(prop)) work++;
      return Reflect.get(target, prop, receiver) as unknown;
    },
  });
  const counted = <K, V>(map: Map<K, V>): Map<K, V> => {
    const copy = new Map(map);
    copy.get = (key: K) => {
      const value = map.get(key);
      work += Array.isArray(value) ? value.length : value === undefined ? 0 : 1;
      return value;
    };
    return copy;
  };
  const wrapped: LibraryIndex = {
    ...index,
    cases,
    byDomain: counted(index.byDomain),
    byOrg: counted(index.byOrg),
    byComponent: counted(index.byComponent),
    byCause: counted(index.byCause),
    bySymptom: counted(index.bySymptom),
    byContributing: counted(index.byContributing),
    bySeverity: counted(index.bySeverity),
    byCauseComponent: counted(index.byCauseComponent),
    explicit: counted(index.explicit),
    recurrenceOf: counted(index.recurrenceOf),
    recurredAs: counted(index.recurredAs),
  };
  return { index: wrapped, work: () => work };
}

/** Σ |group|² over a set of postings: the pairs inside the groups, the size of any relation output. */
export function pairsWithinGroups(...postings: Map<string, number[]>[]): number {
  let n = 0;
  for (const p of postings) for (const list of p.values()) n += list.length * list.length;
  return n;
}

type Case = LibraryIndex['cases'][number];
