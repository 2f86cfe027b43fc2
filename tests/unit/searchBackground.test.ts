import { describe, expect, it } from 'vitest';
import { generateLibrary } from '../../scripts/synthetic';
import { buildIndex } from '../../src/model/core';
import { loadLibrary } from '../../src/model/core';
import { LibrarySearch, SYNC_INDEX_LIMIT } from '../../src/model/search';
import { emptyTaxonomy } from '../../src/model/core';

describe('LibrarySearch on a big library', () => {
  const { cases } = loadLibrary(generateLibrary(SYNC_INDEX_LIMIT + 500, 3));
  const index = buildIndex(cases);
  const at = Math.floor(cases.length * 0.6);
  const target = cases[at]!;
  // A word from the middle of one case's summary: only the full-text pass can find it.
  const word = target.summary!.en.split(/\s+/).filter((w) => /^[a-z]{6,}$/.test(w)).pop()!;

  it('finds ids at once and the full text once indexed in the background, each case once', async () => {
    const search = new LibrarySearch(index, emptyTaxonomy());
    expect(search.ready).toBe(false);
    let progress = 0;
    await search.indexInBackground((done) => (progress = done));
    expect(search.ready).toBe(true);
    expect(progress).toBe((SYNC_INDEX_LIMIT + 500) * 2);
    expect(search.search(target.id)[0]).toMatchObject({ kind: 'case', key: target.id });
    const hits = search.search(word, 5000).filter((h) => h.kind === 'case');
    expect(hits.map((h) => h.key)).toContain(target.id);
    expect(new Set(hits.map((h) => h.id)).size).toBe(hits.length);
    expect(search.caseMask(word, index)[at]).toBe(1);
  });

  it('resumes after an abort without indexing anything twice', async () => {
    const search = new LibrarySearch(index, emptyTaxonomy());
    const controller = new AbortController();
    const first = search.indexInBackground((done) => done > 100 && controller.abort(), controller.signal);
    await first;
    expect(search.ready).toBe(false);
    await search.indexInBackground();
    expect(search.ready).toBe(true);
  });
});
