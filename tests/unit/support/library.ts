import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { loadLibrary } from '../../../src/model/core';
import { buildIndex, type LibraryIndex } from '../../../src/model/core';
import { labelOf, type Taxonomy } from '../../../src/model/core';
import { parseTaxonomy } from '../../../src/model/core';
import type { RelationWording } from '../../../src/model/relations';

export const DATA_DIR = resolve(import.meta.dirname, '../../../data');
export const CASES_DIR = join(DATA_DIR, 'cases');

/** The raw records of data/cases, in file-name order (as the bundled build reads them). */
export function bundledRecords(): unknown[] {
  return readdirSync(CASES_DIR)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(readFileSync(join(CASES_DIR, f), 'utf8')) as unknown);
}

export function readCase(id: string): Record<string, unknown> {
  return JSON.parse(readFileSync(join(CASES_DIR, `${id}.json`), 'utf8')) as Record<string, unknown>;
}

export function rawTaxonomy(): Record<string, Record<string, { en?: unknown; ko?: unknown }>> {
  return JSON.parse(readFileSync(join(DATA_DIR, 'taxonomy.json'), 'utf8')) as Record<string, Record<string, { en?: unknown; ko?: unknown }>>;
}

export function bundledTaxonomy(): Taxonomy {
  const taxonomy = parseTaxonomy(rawTaxonomy());
  if (!taxonomy) throw new Error('data/taxonomy.json is not a taxonomy');
  return taxonomy;
}

export function bundledIndex(): LibraryIndex {
  return buildIndex(loadLibrary(bundledRecords(), bundledTaxonomy()).cases);
}

/** A minimal valid raw case record; `over` replaces or adds fields. */
export function rawCase(id: string, over: Record<string, unknown> = {}): Record<string, unknown> {
  return { id, date: '2020-01-01', title: { en: `Case ${id}` }, ...over };
}

/** Loads hand-made records (all must be valid) and indexes them. */
export function indexOf(records: Record<string, unknown>[]): LibraryIndex {
  const loaded = loadLibrary(records);
  const errors = loaded.problems.filter((p) => p.severity === 'error');
  if (errors.length) throw new Error(`test library has errors: ${JSON.stringify(errors)}`);
  return buildIndex(loaded.cases);
}

/** English wording equivalent to the app's (src/i18n/en.ts), with lists joined by ", ". */
export function englishWording(taxonomy: Taxonomy): RelationWording {
  return {
    sameCauseSharedComponent: (c) => `same root cause · shared ${c}`,
    sharedComponent: (c) => `shared ${c}`,
    sameCause: () => 'same root cause',
    explicit: () => 'linked in the library',
    readsAlike: (terms) => `reads alike: ${terms}`,
    recurrenceOf: () => 'recurrence of',
    recurredAs: () => 'recurred as',
    componentLabel: (slug) => labelOf(taxonomy, 'component', slug, 'en'),
    list: (items) => items.join(', '),
  };
}

export function countOnes(mask: Uint8Array): number {
  return mask.reduce((n, v) => n + v, 0);
}
