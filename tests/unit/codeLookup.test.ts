import { describe, expect, it } from 'vitest';
import { buildIndex, loadLibrary, parseJsonOrLines } from '../../src/model/core';
import { BUILD_STEP, buildCodeLookup, CodeLookup, codeHits, codeLookupOf, LibrarySearch } from '../../src/model/search';
import { generateLibrary } from '../../scripts/synthetic';
import { bundledIndex, bundledTaxonomy, indexOf, rawCase } from './support/library';

const bundled = bundledIndex();
const lookup = CodeLookup.ofIndex(bundled);
const found = (q: string, mode: 'AND' | 'OR' = 'AND', limit?: number) => lookup.find(q, mode, limit).map((h) => h.id);

describe('CodeLookup', () => {
  it('finds a case by its whole id first, in any case', () => {
    expect(found('IL-0034')[0]).toBe('case:IL-0034');
    expect(found('il-0034')[0]).toBe('case:IL-0034');
    expect(lookup.find('IL-0034')[0]!.coverage).toBe(1);
  });

  it('finds every id an id prefix begins, the whole id before the ids it begins', () => {
    const idx = indexOf([rawCase('AB-10'), rawCase('AB-100'), rawCase('AB-101'), rawCase('AB-20')]);
    const hits = CodeLookup.ofIndex(idx).find('ab-10');
    expect(hits.map((h) => h.key)).toEqual(['AB-10', 'AB-100', 'AB-101']);
    expect(hits[0]!.coverage).toBeGreaterThan(hits[1]!.coverage);
  });

  it('finds a component by the prefix of a word of its slug, and an organisation before its cases', () => {
    expect(found('ingre')).toContain('component:ingress-controller');
    const idx = indexOf([rawCase('A-1', { org: 'Zebra' }), rawCase('ZEBRA-2', { org: 'Other' })]);
    expect(CodeLookup.ofIndex(idx).find('zebra').map((h) => h.id)).toEqual(['org:Zebra', 'case:ZEBRA-2']);
  });

  it('needs every word with AND, any with OR', () => {
    const idx = indexOf([rawCase('AB-1', { components: ['queue-broker'] }), rawCase('CD-2', { components: ['disk-array'] })]);
    const l = CodeLookup.ofIndex(idx);
    expect(l.find('ab-1 disk', 'AND')).toEqual([]);
    expect(l.find('ab-1 disk', 'OR').map((h) => h.id).sort()).toEqual(['case:AB-1', 'component:disk-array']);
  });

  it('keeps the best `limit` of a prefix that begins every id of a big library, and all without a limit', () => {
    const index = buildIndex(loadLibrary(generateLibrary(3000, 1)).cases);
    const l = CodeLookup.ofIndex(index);
    const prefix = index.cases[0]!.id.split('-')[0]!.toLowerCase();
    const all = l.find(prefix);
    expect(all.filter((h) => h.kind === 'case')).toHaveLength(3000);
    const first = l.find(prefix, 'AND', 12);
    expect(first).toHaveLength(12);
    expect(first).toEqual(all.slice(0, 12));
  });

  it('is built in steps (the worker answers between them) into the same lookup; a query during the build finishes it at once', async () => {
    const index = buildIndex(loadLibrary(generateLibrary(BUILD_STEP * 2 + 100, 2)).cases);
    const whole = CodeLookup.ofIndex(index);
    const queries = [index.cases[0]!.id, index.cases[BUILD_STEP + 7]!.id.slice(0, 6), 'syn', 'ingre', 'zzz'];
    let pauses = 0;
    const stepped = await buildCodeLookup(index, async () => void pauses++, 0);
    // Two pauses in the analysis of BUILD_STEP × 2 + 100 codes, one before the sort.
    expect(pauses).toBeGreaterThanOrEqual(3);
    for (const q of queries) expect(stepped.find(q, 'AND', 50)).toEqual(whole.find(q, 'AND', 50));
    expect(codeLookupOf(index)).toBe(stepped);

    const other = buildIndex(loadLibrary(generateLibrary(BUILD_STEP * 2 + 100, 3)).cases);
    let asked: CodeLookup | null = null;
    const building = buildCodeLookup(other, async () => {
      // A query arrives between two steps: it gets the finished lookup, and the build ends with it.
      asked ??= codeLookupOf(other);
    }, 0);
    expect(await building).toBe(asked);
    expect(asked!.find(other.cases[5]!.id)[0]!.key).toBe(other.cases[5]!.id);
  });

  it('answers as search hits, for the worker while the full search is read', () => {
    expect(codeHits(bundled, '  IL-0203 ', 3)[0]).toMatchObject({ id: 'case:IL-0203', kind: 'case', key: 'IL-0203' });
    expect(codeHits(bundled, 'zzzqqq', 3)).toEqual([]);
  });
});

describe('LibrarySearch and the codes', () => {
  it('keeps the codes out of the names index (their words made every id prefix walk the whole library)', () => {
    const s = LibrarySearch.forPacking(bundled, bundledTaxonomy());
    const names = parseJsonOrLines(s.serialize().json) as { short: { index: [string, unknown][] } };
    const terms = new Set(names.short.index.map(([term]) => term));
    expect(terms.has('il-0034')).toBe(false);
    expect(terms.has('0034')).toBe(false);
    // The titles are there.
    expect(terms.size).toBeGreaterThan(100);
  });

  it('still finds a case by its id and the ids a prefix begins, in search and in the mask', () => {
    const s = new LibrarySearch(bundled, bundledTaxonomy());
    expect(s.search('IL-0034')[0]!.id).toBe('case:IL-0034');
    const mask = s.caseMask('IL-003');
    const masked = bundled.cases.filter((_, i) => mask[i]).map((c) => c.id);
    for (const c of bundled.cases) if (c.id.toLowerCase().startsWith('il-003')) expect(masked).toContain(c.id);
  });

  it('reads a version 3 index (codes in its names) as well as a version 4 one', () => {
    const s = LibrarySearch.forPacking(bundled, bundledTaxonomy());
    const { json, postings } = s.serialize();
    const v3 = { ...(parseJsonOrLines(json) as object), version: 3 };
    const read = LibrarySearch.fromSerialized(v3, bundled, bundledTaxonomy(), postings);
    expect(read?.search('IL-0034')[0]!.id).toBe('case:IL-0034');
  });
});
