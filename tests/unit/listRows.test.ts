import { describe, expect, it } from 'vitest';
import { buildIndex } from '../../src/model/core';
import { loadLibrary } from '../../src/model/core';
import { componentsText, countByOverlaps, LIST_COLUMNS, listKeys, listRows, relationCountOf, relationCounts, rowsFromOrder, sortedOrder, type ListColumn } from '../../src/model/view';
import { emptyTaxonomy } from '../../src/model/core';
import { RELATION_RULES, relationsOf, ruleEntry } from '../../src/model/relations';
import { generateLibrary } from '../../scripts/synthetic';
import { bundledIndex, bundledTaxonomy, indexOf, rawCase } from './support/library';
import { countingIndex, pairsWithinGroups } from './support/counting';

const all = (n: number) => new Uint8Array(n).fill(1);
const ids = (index: { cases: readonly { id: string }[] }, rows: Int32Array) => [...rows].map((i) => index.cases[i]!.id);

describe('relationCounts', () => {
  it('equals relationsOf(...).length for every case and rule of the bundled library', () => {
    const index = bundledIndex();
    for (const rule of RELATION_RULES) {
      const counts = relationCounts(index, rule);
      expect(counts).toHaveLength(index.cases.length);
      index.cases.forEach((_, i) => expect(counts[i], `${index.cases[i]!.id} under ${rule}`).toBe(relationsOf(index, i, rule).length));
    }
  });

  it('equals relationsOf(...).length on a synthetic library with explicit links and recurrences', () => {
    const index = buildIndex(loadLibrary(generateLibrary(1500, 7)).cases);
    expect(index.explicit.size).toBeGreaterThan(0);
    expect(index.recurrenceOf.size).toBeGreaterThan(0);
    for (const rule of RELATION_RULES) {
      const counts = relationCounts(index, rule);
      for (let i = 0; i < index.cases.length; i++) expect(counts[i]).toBe(relationsOf(index, i, rule).length);
    }
  });

  it('counts a case linked several ways once, and never the case itself', () => {
    const index = indexOf([
      rawCase('A', { root_cause: 'c', components: ['x', 'y'], related: ['B'] }),
      rawCase('B', { root_cause: 'c', components: ['x', 'y'], recurrence_of: 'A' }),
      rawCase('C', { root_cause: 'd', components: ['x'] }),
    ]);
    expect([...relationCounts(index, 'seed')]).toEqual([1, 1, 0]);
    expect([...relationCounts(index, 'component')]).toEqual([2, 2, 2]);
    expect([...relationCounts(index, 'explicit')]).toEqual([1, 1, 0]);
  });

  it('is computed once per library and rule', () => {
    const index = bundledIndex();
    expect(relationCounts(index, 'seed')).toBe(relationCounts(index, 'seed'));
    expect(relationCounts(index, 'cause')).not.toBe(relationCounts(index, 'seed'));
  });
});

describe('listRows', () => {
  const index = indexOf([
    rawCase('IL-10', { date: '2021-05-01', org: 'Zeta', title: { en: 'banana outage', ko: '바나나 장애' }, components: ['ingress-controller'], root_cause: 'config-change' }),
    rawCase('IL-9', { date: '2019-01-01', org: 'alpha', title: { en: 'Apple outage' }, components: ['dns-resolver'], root_cause: 'deploy-rollout' }),
    rawCase('IL-100', { date: '2023', org: '', title: { en: 'cherry outage', ko: '가지 장애' }, components: [], root_cause: null }),
    rawCase('IL-2', { date: '2021-05-01', org: 'Beta', title: { en: 'Date outage' }, components: ['ingress-controller', 'dns-resolver'], root_cause: 'config-change' }),
  ]);
  const labels = { taxonomy: bundledTaxonomy(), lang: 'en' as const };
  const sorted = (column: ListColumn, dir: 'asc' | 'desc' = 'asc', mask = all(4), lang: 'en' | 'ko' = 'en') =>
    ids(index, listRows(index, mask, 'seed', { column, dir }, { ...labels, lang }).rows);

  it('sorts ids in numeric order, both ways', () => {
    expect(sorted('id')).toEqual(['IL-2', 'IL-9', 'IL-10', 'IL-100']);
    expect(sorted('id', 'desc')).toEqual(['IL-100', 'IL-10', 'IL-9', 'IL-2']);
  });

  it('sorts dates as written (partial dates included), ties in library order', () => {
    expect(sorted('date')).toEqual(['IL-9', 'IL-10', 'IL-2', 'IL-100']);
    expect(sorted('date', 'desc')).toEqual(['IL-100', 'IL-10', 'IL-2', 'IL-9']);
  });

  it('sorts text case-insensitively and puts empty cells last either way', () => {
    expect(sorted('org')).toEqual(['IL-9', 'IL-2', 'IL-10', 'IL-100']);
    expect(sorted('org', 'desc')).toEqual(['IL-10', 'IL-2', 'IL-9', 'IL-100']);
    expect(sorted('cause')).toEqual(['IL-10', 'IL-2', 'IL-9', 'IL-100']);
    expect(sorted('components', 'desc')).toEqual(['IL-2', 'IL-10', 'IL-9', 'IL-100']);
  });

  it('sorts titles in the reader\'s language, falling back to English', () => {
    expect(sorted('title')).toEqual(['IL-9', 'IL-10', 'IL-100', 'IL-2']);
    // Korean collation puts Hangul before Latin; 가지 < 바나나; untranslated titles sort by their English.
    expect(sorted('title', 'asc', all(4), 'ko')).toEqual(['IL-100', 'IL-10', 'IL-9', 'IL-2']);
  });

  it('sorts by relation count and returns the counts', () => {
    const result = listRows(index, all(4), 'seed', { column: 'relations', dir: 'desc' }, labels);
    expect(ids(index, result.rows)).toEqual(['IL-10', 'IL-2', 'IL-9', 'IL-100']);
    expect([...result.relationCounts]).toEqual([1, 0, 0, 1]);
  });

  it('shows only the cases of the mask', () => {
    expect(sorted('id', 'asc', Uint8Array.from([1, 0, 1, 0]))).toEqual(['IL-10', 'IL-100']);
    expect(sorted('id', 'asc', new Uint8Array(4))).toEqual([]);
  });

  it('labels the components cell in the reader\'s language', () => {
    expect(componentsText(index, 3, labels)).toBe('Ingress controller, DNS resolver');
  });

  it('sorts 10,000 cases reading the index in proportion to the relation groups, never pairwise', () => {
    const big = buildIndex(loadLibrary(generateLibrary(10_000)).cases);
    const { index: counted, work } = countingIndex(big);
    const { rows } = listRows(counted, all(big.cases.length), 'seed', { column: 'title', dir: 'asc' }, labels);
    expect(rows).toHaveLength(10_000);
    const n = big.cases.length;
    const bound = 4 * n + pairsWithinGroups(big.byCauseComponent) + 4 * n;
    // Comparing cases pairwise would be n² = 100,000,000 reads.
    expect(bound).toBeLessThan((n * n) / 20);
    expect(work()).toBeLessThanOrEqual(bound);
  });
});

describe('the list at any size (issue 30)', () => {
  const index = buildIndex(loadLibrary(generateLibrary(1500, 7)).cases);

  it('counts relations by overlaps exactly as marking does, for every rule, links and recurrences included', () => {
    for (const rule of RELATION_RULES) {
      const counted = countByOverlaps(index, ruleEntry(rule));
      expect(counted, rule).not.toBeNull();
      for (let i = 0; i < index.cases.length; i++) expect(counted![i], `${index.cases[i]!.id} under ${rule}`).toBe(relationsOf(index, i, rule).length);
    }
  });

  it('counts one row’s relations as the whole column does', () => {
    for (const rule of ['seed', 'component', 'cause'] as const) {
      for (let i = 0; i < index.cases.length; i += 37) expect(relationCountOf(index, i, rule)).toBe(relationsOf(index, i, rule).length);
    }
  });

  it('gives the rows of a kept order, either direction and any mask, as a fresh sort gives them', () => {
    const mask = new Uint8Array(index.cases.length).map((_, i) => (i % 3 === 0 ? 0 : 1));
    const labels = { taxonomy: emptyTaxonomy(), lang: 'ko' as const };
    for (const column of LIST_COLUMNS) {
      const kept = sortedOrder(index, 'seed', column, labels);
      for (const dir of ['asc', 'desc'] as const) {
        const shown = [...Array(index.cases.length).keys()].filter((i) => mask[i] === 1);
        const keys = column === 'relations' ? null : listKeys(index, column, labels);
        const counts = relationCounts(index, 'seed');
        const collator = new Intl.Collator('ko', { numeric: true, sensitivity: 'base' });
        const sign = dir === 'asc' ? 1 : -1;
        shown.sort((a, b) => {
          if (!keys) return sign * (counts[a]! - counts[b]!) || a - b;
          const ka = keys[a]!;
          const kb = keys[b]!;
          if (ka === '' || kb === '') return ka === kb ? a - b : ka === '' ? 1 : -1;
          const c = column === 'date' ? (ka < kb ? -1 : ka > kb ? 1 : 0) : collator.compare(ka, kb);
          return sign * c || a - b;
        });
        expect([...rowsFromOrder(kept, mask, dir)], `${column} ${dir}`).toEqual(shown);
      }
    }
  });
});
