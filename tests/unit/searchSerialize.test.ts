import { describe, expect, it } from 'vitest';
import { generateLibrary, SEARCH_PREFIXES } from '../../scripts/synthetic';
import { buildIndex, parseJsonOrLines, type LibraryIndex } from '../../src/model/core';
import { openLibrary } from '../../src/model/library';
import { decodeIndex, encodeIndex } from '../../src/model/pack';
import { LibrarySearch, SYNC_INDEX_LIMIT, type SearchHit, type SerializedSearchFiles } from '../../src/model/search';
import { bundledIndex, bundledTaxonomy } from './support/library';

const taxonomy = bundledTaxonomy();
const index = bundledIndex();
const fresh = new LibrarySearch(index, taxonomy);
// What a pack's page-side library holds: the same cases without their long texts.
const lightOf = (full: LibraryIndex) => buildIndex(decodeIndex(JSON.parse(JSON.stringify(encodeIndex(full.cases, []))) as ReturnType<typeof encodeIndex>));
const light = lightOf(index);
// Through bytes and text, as a pack's files travel.
const reload = (files: SerializedSearchFiles, on: LibraryIndex) => LibrarySearch.fromSerialized(parseJsonOrLines(files.json), on, taxonomy, new Uint8Array(files.postings));
const loaded = reload(fresh.serialize(), light)!;

// Names, typos, prefixes, Korean, whole words of the long texts, and multi-word queries.
const QUERIES = ['IL-0034', 'telemtry', 'ingre', 'Honeycomb', '사이드카', 'certificate expired', 'rollback', 'dns', 'quota', 'failover region', 'zzzz-nothing'];

describe('a serialised search index', () => {
  it('answers every query like a freshly built one, though the library it serves has no texts', async () => {
    expect(loaded.ready).toBe(true);
    let nonEmpty = 0;
    // Every hit, in order, with scores to 12 significant digits (the two indexes add terms in another order).
    const rounded = (hits: SearchHit[]) => hits.map((h) => ({ ...h, score: Number(h.score.toPrecision(12)) }));
    for (const q of QUERIES) {
      const want = fresh.search(q, 30);
      if (want.length) nonEmpty++;
      expect(rounded(loaded.search(q, 30)), q).toEqual(rounded(want));
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

  it('answers like a fresh MiniSearch on a generated library: prefixes, typos, Korean, whole words, several words', async () => {
    const library = openLibrary({ json: generateLibrary(800, 7) }, taxonomy);
    const full = new LibrarySearch(library.index, taxonomy);
    await full.indexInBackground();
    const packed = reload(LibrarySearch.forPacking(library.index, taxonomy).serialize(), lightOf(library.index))!;
    const someId = library.cases[417]!.id;
    const queries = [
      ...SEARCH_PREFIXES.slice(0, 12),
      someId, someId.slice(0, 6), 'failover partition', 'timeout', 'certificate', 'rollback deploy', 'replication lag cache',
      '장애', '배포', '인증서가', '롤백', '서버 장애', 'latncy', 'partiton', 'zzzz-nothing', 'failover zzzz',
    ];
    // MiniSearch itself orders equal scores differently once its names' tree is reloaded (typo
    // matches of an id, e.g.): every hit and score must agree, and the top 20's scores in order.
    // Scores agree to 12 significant digits (the two indexes add the same terms in another order).
    const round = (score: number) => Number(score.toPrecision(12));
    const byScoreThenId = (hits: SearchHit[]) => hits.map((h) => ({ ...h, score: round(h.score) })).sort((x, y) => y.score - x.score || (x.id < y.id ? -1 : 1));
    let withTextHits = 0;
    for (const q of queries) {
      const want = full.search(q, 20);
      expect(packed.search(q, 20).map((h) => round(h.score)), q).toEqual(want.map((h) => round(h.score)));
      expect(byScoreThenId(packed.search(q, Infinity)), q).toEqual(byScoreThenId(full.search(q, Infinity)));
      expect(packed.caseMask(q), q).toEqual(full.caseMask(q));
      if (want.some((h) => h.kind === 'case')) withTextHits++;
    }
    expect(withTextHits).toBeGreaterThanOrEqual(queries.length - 4);
    // Whole words of the texts only (no title has them all) are found through the postings.
    const namesOnly = LibrarySearch.forPacking(lightOf(library.index), taxonomy);
    const count = (mask: Uint8Array) => mask.reduce((a, b) => a + b, 0);
    expect(count(packed.caseMask('failover partition'))).toBeGreaterThan(count(namesOnly.caseMask('failover partition')));
    // Its assertions compare answers, not time: a loaded machine gets a longer allowance.
  }, 90_000);

  it('read in slices (the worker answers between them), answers every query as the one read at once, and refuses what that refuses', async () => {
    const files = fresh.serialize();
    const json = parseJsonOrLines(files.json) as Record<string, unknown>;
    let paused = 0;
    const ticking = setInterval(() => paused++, 0);
    const sliced = await LibrarySearch.fromSerializedAsync(json, light, taxonomy, new Uint8Array(files.postings));
    clearInterval(ticking);
    expect(sliced?.ready).toBe(true);
    for (const q of QUERIES) expect(sliced!.search(q, 30), q).toEqual(loaded.search(q, 30));
    // The bundled library's names make a few thousand terms: at least one pause between slices.
    expect(paused).toBeGreaterThan(0);
    for (const j of [null, {}, { ...json, version: 2 }]) expect(await LibrarySearch.fromSerializedAsync(j, light, taxonomy, files.postings)).toBeNull();
    expect(await LibrarySearch.fromSerializedAsync(json, light, taxonomy)).toBeNull();
  });

  it("refuses an older pack's index (versions 1 and 2 hold another analyser's terms), so the caller rebuilds it", () => {
    const files = fresh.serialize();
    const json = parseJsonOrLines(files.json) as Record<string, unknown>;
    expect(LibrarySearch.fromSerialized(json, light, taxonomy, files.postings)).not.toBeNull();
    for (const version of [1, 2]) expect(LibrarySearch.fromSerialized({ ...json, version }, light, taxonomy, files.postings)).toBeNull();
  });

  it('is refused, not thrown on, when the JSON or its postings are something else', () => {
    const files = fresh.serialize();
    const json = parseJsonOrLines(files.json) as Record<string, unknown>;
    const junk: unknown[] = [null, 3, 'text', [], {}, { format: 'incident-graph-search', version: 99, short: {}, body: {} }, { format: 'incident-graph-search', version: 1, short: { nope: 1 }, body: {} }];
    for (const j of junk) expect(LibrarySearch.fromSerialized(j, light, taxonomy, files.postings)).toBeNull();
    // Version 3 without its postings, with truncated ones, or with another body's term table.
    expect(LibrarySearch.fromSerialized(json, light, taxonomy)).toBeNull();
    expect(LibrarySearch.fromSerialized(json, light, taxonomy, files.postings.slice(0, files.postings.length - 10))).toBeNull();
    const body = json.body as { starts: number[]; keys: string[] };
    expect(LibrarySearch.fromSerialized({ ...json, body: { ...body, starts: body.starts.slice(1) } }, light, taxonomy, files.postings)).toBeNull();
    expect(LibrarySearch.fromSerialized({ ...json, body: { ...body, keys: body.keys.slice(1) } }, light, taxonomy, files.postings)).toBeNull();
  });

  it('is written only once complete', async () => {
    const cases = Array.from({ length: SYNC_INDEX_LIMIT + 1 }, (_, k) => ({ ...index.cases[k % index.cases.length]!, id: `X-${k}` }));
    const big = new LibrarySearch(buildIndex(cases), taxonomy);
    expect(() => big.serialize()).toThrow();
    await big.indexInBackground();
    expect(reload(big.serialize(), buildIndex(cases))?.search('X-7')[0]?.key).toBe('X-7');
  });
});
