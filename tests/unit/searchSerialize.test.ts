import { describe, expect, it } from 'vitest';
import { buildIndex } from '../../src/model/indexes';
import { decodeIndex, encodeIndex } from '../../src/model/pack/columns';
import { LibrarySearch, SYNC_INDEX_LIMIT } from '../../src/model/search';
import { bundledIndex, bundledTaxonomy } from './support/library';

const taxonomy = bundledTaxonomy();
const index = bundledIndex();
const fresh = new LibrarySearch(index, taxonomy);
// What a pack's page-side library holds: the same cases without their long texts.
const light = buildIndex(decodeIndex(JSON.parse(JSON.stringify(encodeIndex(index.cases, []))) as ReturnType<typeof encodeIndex>));
const loaded = LibrarySearch.fromSerialized(JSON.parse(fresh.serialize()), light, taxonomy)!;

// Names, typos, prefixes, Korean, whole words of the long texts, and multi-word queries.
const QUERIES = ['IL-0034', 'telemtry', 'ingre', 'Honeycomb', '사이드카', 'certificate expired', 'rollback', 'dns', 'quota', 'failover region', 'zzzz-nothing'];

describe('a serialised search index', () => {
  it('answers every query like a freshly built one, though the library it serves has no texts', async () => {
    expect(loaded.ready).toBe(true);
    let nonEmpty = 0;
    for (const q of QUERIES) {
      const want = fresh.search(q, 30);
      if (want.length) nonEmpty++;
      expect(loaded.search(q, 30), q).toEqual(want);
      expect(loaded.caseMask(q), q).toEqual(fresh.caseMask(q));
    }
    // The comparison means something only if most queries find cases.
    expect(nonEmpty).toBeGreaterThanOrEqual(QUERIES.length - 2);
    // Words of the long texts are found from the serialised index alone: an index of the light
    // cases finds only the cases naming them in their titles.
    const lightOnly = new LibrarySearch(light, taxonomy);
    await lightOnly.indexInBackground();
    const count = (mask: Uint8Array) => mask.reduce((a, b) => a + b, 0);
    expect(count(loaded.caseMask('rollback'))).toBeGreaterThan(count(lightOnly.caseMask('rollback')));
  });

  it('is refused, not thrown on, when the JSON is something else', () => {
    for (const junk of [null, 3, 'text', [], {}, { format: 'incident-graph-search', version: 2, short: {}, body: {} }, { format: 'incident-graph-search', version: 1, short: { nope: 1 }, body: {} }]) {
      expect(LibrarySearch.fromSerialized(junk, light, taxonomy)).toBeNull();
    }
  });

  it('is written only once complete', async () => {
    const cases = Array.from({ length: SYNC_INDEX_LIMIT + 1 }, (_, k) => ({ ...index.cases[k % index.cases.length]!, id: `X-${k}` }));
    const big = new LibrarySearch(buildIndex(cases), taxonomy);
    expect(() => big.serialize()).toThrow();
    await big.indexInBackground();
    expect(LibrarySearch.fromSerialized(JSON.parse(big.serialize()), buildIndex(cases), taxonomy)?.search('X-7')[0]?.key).toBe('X-7');
  });
});
