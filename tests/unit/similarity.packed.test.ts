import { describe, expect, it } from 'vitest';
import { glossaryFor } from '../../src/data/glossary';
import { openLibrary } from '../../src/model/library';
import { packLibrary } from '../../src/model/pack';
import { buildSimilarityIndex, decodeSimilarityIndex, decodeSimilarityIndexSliced, encodeSimilarityIndex, matchDraft, POSTINGS_PER_STEP, similarCases } from '../../src/model/similarity';
import type { FetchBytes } from '../../src/worker/openPack';
import { openPackSource } from '../../src/worker/packSource';
import { LibrarySimilarity } from '../../src/worker/similarity';
import { EVAL_DRAFTS } from '../eval/drafts';
import { bundledRecords, bundledTaxonomy } from './support/library';
import { generateLibrary } from '../../scripts/synthetic';
import { loadLibrary } from '../../src/model/core';
import { NOVEL_DRAFTS } from '../eval/novel';

// A packed library's similarity (issue #27): the index built from the full texts when packing,
// read back in the worker over the pack's light cases (no texts), ranks as the plain library does.
const taxonomy = bundledTaxonomy();
const lib = openLibrary({ json: bundledRecords() }, taxonomy);
const plain = buildSimilarityIndex(lib.cases);
const bytes = encodeSimilarityIndex(plain);
const BASE = 'http://127.0.0.1:9/packs/sim/';

async function served(options: { similarity?: Uint8Array } = { similarity: bytes }) {
  const { manifest, files } = await packLibrary(lib, { shardSize: 20, similarity: options.similarity });
  const fetched: string[] = [];
  const fetchBytes: FetchBytes = async (url) => {
    fetched.push(url);
    const body = files.get(url.slice(BASE.length));
    return body ? { ok: true, status: 200, bytes: body, contentType: url.endsWith('.bin') ? 'application/octet-stream' : 'application/json' } : { ok: false, status: 404, bytes: new Uint8Array(), contentType: 'text/html' };
  };
  return { source: await openPackSource(`${BASE}manifest.json`, manifest, taxonomy, fetchBytes), fetched, manifest };
}

const top = (ms: readonly { other: number; score: number }[]) => ms.map((m) => [m.other, m.score]);

describe('the similarity index as bytes', () => {
  it('reads back over light cases (titles only) and answers every evaluation draft exactly as the plain index', async () => {
    const { source } = await served();
    expect(source.library.cases[0]!.summary).toBeNull();
    const packed = await source.loadSimilarity();
    expect(packed).not.toBeNull();
    const glossary = glossaryFor(taxonomy);
    for (const d of EVAL_DRAFTS) {
      const a = matchDraft(plain, d.text, { limit: 10, glossary });
      const b = matchDraft(packed!, d.text, { limit: 10, glossary });
      expect(top(b.matches)).toEqual(top(a.matches));
      expect(b.matches.map((m) => m.sharedTerms)).toEqual(a.matches.map((m) => m.sharedTerms));
    }
  });

  it("gives a case the plain library's similar cases when its query is made from its full texts", async () => {
    const { source } = await served();
    const packed = (await source.loadSimilarity())!;
    for (let i = 0; i < lib.cases.length; i += 7) {
      const full = lib.cases[i]!;
      expect(top(similarCases(packed, i, { limit: 8, full }))).toEqual(top(similarCases(plain, i, { limit: 8 })));
    }
    // Without them (the light case's title alone) the answer is a different, poorer one: the test above is not vacuous.
    const differs = lib.cases.some((_, i) => JSON.stringify(top(similarCases(packed, i, { limit: 3 }))) !== JSON.stringify(top(similarCases(plain, i, { limit: 3 }))));
    expect(differs).toBe(true);
  });

  it('keeps the top 3 of every evaluation draft, known and novel, mixed into 3,000 synthetic cases (as npm run eval measures at 10,000: all of them)', () => {
    const mixed = [...loadLibrary(generateLibrary(3_000, 1), taxonomy).cases, ...lib.cases];
    const index = buildSimilarityIndex(mixed);
    const light = mixed.map((c) => ({ ...c, summary: null, symptoms_text: null, trigger: null, detection: null, lessons: null, action_items: [] }));
    const packed = decodeSimilarityIndex(encodeSimilarityIndex(index), light)!;
    const glossary = glossaryFor(taxonomy);
    const top3 = (ix: typeof index, text: string) => matchDraft(ix, text, { limit: 3, glossary }).matches.map((m) => mixed[m.other]!.id);
    const drafts = [...EVAL_DRAFTS, ...NOVEL_DRAFTS];
    expect(drafts.filter((d) => top3(packed, d.text).join() === top3(index, d.text).join()).length).toBe(drafts.length);
  }, 120_000);

  it('decodes in slices to the same index, pausing between them, and refuses cut bytes there too', async () => {
    let pauses = 0;
    const pause = () => new Promise<void>((resolve) => setTimeout(() => (pauses++, resolve()), 0));
    const sliced = await decodeSimilarityIndexSliced(bytes, lib.cases, pause, 0);
    expect(pauses).toBeGreaterThan(0);
    const whole = decodeSimilarityIndex(bytes, lib.cases)!;
    expect(sliced!.termIds).toEqual(whole.termIds);
    expect(sliced!.postings).toEqual(whole.postings);
    expect([...sliced!.lenLatin]).toEqual([...whole.lenLatin]);
    expect(await decodeSimilarityIndexSliced(bytes.subarray(0, bytes.length - 1), lib.cases, pause, 0)).toBeNull();
  });

  it('pauses within a long postings list: a pack of few terms that each touch most cases is decoded in bounded steps', async () => {
    // A big pack's index keeps few terms with long lists (1,794 terms at 100,000 cases); here 3
    // words in each of 8,000 cases. A step of 1,024 terms never paused before the end.
    const base = lib.cases[0]!;
    const same = Array.from({ length: 8_000 }, (_, k) => ({ ...base, id: `W-${k}`, title: { en: 'disk volume full' }, summary: { en: 'The disk volume filled.', ko: null }, symptoms_text: null, trigger: null, detection: null, lessons: null, action_items: [] }));
    const many = encodeSimilarityIndex(buildSimilarityIndex(same));
    const whole = decodeSimilarityIndex(many, same)!;
    const postings = whole.postings.reduce((sum, p) => sum + p.n, 0);
    expect(whole.postings.length).toBeLessThan(1024);
    let pauses = 0;
    const sliced = await decodeSimilarityIndexSliced(many, same, async () => void pauses++, 0);
    expect(sliced!.postings).toEqual(whole.postings);
    expect(pauses).toBeGreaterThanOrEqual(Math.floor(postings / POSTINGS_PER_STEP));
    expect(postings / POSTINGS_PER_STEP).toBeGreaterThan(2);
  });

  it('refuses bytes that are cut, of another library, or not an index at all (null, never a throw)', () => {
    expect(decodeSimilarityIndex(bytes, lib.cases)).not.toBeNull();
    expect(decodeSimilarityIndex(bytes.subarray(0, bytes.length - 1), lib.cases)).toBeNull();
    expect(decodeSimilarityIndex(bytes.subarray(0, 100), lib.cases)).toBeNull();
    expect(decodeSimilarityIndex(bytes, lib.cases.slice(1))).toBeNull();
    expect(decodeSimilarityIndex(new TextEncoder().encode('{"cases": []}'), lib.cases)).toBeNull();
    expect(decodeSimilarityIndex(new Uint8Array(), lib.cases)).toBeNull();
    const extra = new Uint8Array(bytes.length + 1);
    extra.set(bytes);
    expect(decodeSimilarityIndex(extra, lib.cases)).toBeNull();
    // Every single flipped byte of the body is read as null or as some index, never a crash.
    for (let k = 4; k < bytes.length; k += Math.ceil(bytes.length / 40)) {
      const bad = bytes.slice();
      bad[k] = (bad[k] as number) ^ 0xff;
      expect(() => decodeSimilarityIndex(bad, lib.cases)).not.toThrow();
    }
  }, 120_000);
});

describe("a pack's similarity in the worker", () => {
  it('uses the prebuilt index (no indexing of titles) and reads a case’s texts from its shard for its similar cases', async () => {
    const { source, fetched } = await served();
    const cases = source.library.cases;
    const similarity = new LibrarySimilarity(cases, undefined, Promise.resolve(), taxonomy, {
      load: source.loadSimilarity,
      full: async (i) => {
        const read = await source.texts.withTexts(cases[i]!);
        return 'case' in read ? read.case : null;
      },
    });
    const i = lib.cases.findIndex((c) => c.id === 'IL-0034');
    const got = await similarity.similar(i, 5);
    expect(top(got)).toEqual(top(similarCases(plain, i, { limit: 5 })));
    expect(fetched.some((u) => u.endsWith('similarity.bin'))).toBe(true);
    expect(fetched.some((u) => u.includes('/texts/'))).toBe(true);
    const draft = EVAL_DRAFTS[0]!;
    const answer = await similarity.draft(draft.text, 3);
    expect(lib.cases[answer.matches[0]!.other]!.id).toBe(draft.expect[0]);
  });

  it('indexes the light cases as before when the pack has no similarity.bin', async () => {
    const { source, manifest } = await served({});
    expect(manifest.similarity).toBeNull();
    expect(await source.loadSimilarity()).toBeNull();
    const similarity = new LibrarySimilarity(source.library.cases, undefined, Promise.resolve(), taxonomy, { load: source.loadSimilarity, full: async () => null });
    await similarity.built;
    expect(similarity.ready).toBe(true);
    expect(similarity.index.cases).toBe(source.library.cases);
  });
});
