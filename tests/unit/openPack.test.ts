import { describe, expect, it, vi } from 'vitest';
import { openLibrary } from '../../src/model/library';
import { decodeClusters } from '../../src/model/pack';
import { sha256Hex } from '../../src/model/pack';
import { packLibrary } from '../../src/model/pack';
import { EXPORT_READS, openPack, PackError, type FetchBytes } from '../../src/worker/openPack';
import { bundledRecords, bundledTaxonomy } from './support/library';

const BASE = 'http://127.0.0.1:9/packs/team/';

async function host(shardSize = 20) {
  const lib = openLibrary({ json: bundledRecords() }, bundledTaxonomy());
  const { manifest, files } = await packLibrary(lib, { shardSize });
  const served = new Map<string, { bytes: Uint8Array; type: string }>();
  for (const [path, bytes] of files) served.set(BASE + path, { bytes, type: path.endsWith('.bin') ? 'application/octet-stream' : 'application/json' });
  const fetched: string[] = [];
  const fetchBytes: FetchBytes = async (url) => {
    fetched.push(url);
    const f = served.get(url);
    return f ? { ok: true, status: 200, bytes: f.bytes, contentType: f.type } : { ok: false, status: 404, bytes: new Uint8Array(), contentType: 'text/html' };
  };
  return { lib, manifest, served, fetched, fetchBytes };
}

describe('openPack', () => {
  it('opens the same library as the plain file, positions included, without reading any text shard', async () => {
    const h = await host();
    const pack = await openPack(`${BASE}manifest.json`, h.manifest, bundledTaxonomy(), h.fetchBytes);
    expect(pack.library.cases.map((c) => c.id)).toEqual(h.lib.cases.map((c) => c.id));
    expect(pack.library.positions.caseXY).toEqual(h.lib.positions.caseXY);
    expect(pack.library.positions.hubs).toEqual(h.lib.positions.hubs);
    expect(pack.positionsFault).toBeNull();
    expect(h.fetched.some((u) => u.includes('/texts/'))).toBe(false);
    expect(pack.library.cases[0]!.summary).toBeNull();
  });

  it("brings the plain library's clusters, and finds them again when the stored ones do not fit", async () => {
    const h = await host();
    const pack = await openPack(`${BASE}manifest.json`, h.manifest, bundledTaxonomy(), h.fetchBytes);
    expect(pack.library.map.clusters).toEqual(h.lib.map.clusters);
    expect(pack.library.map.clusterOf).toEqual(h.lib.map.clusterOf);
    // A stored table of the wrong length (a hand-edited index) is not used: the clusters are found again.
    const index = JSON.parse(new TextDecoder().decode(h.served.get(`${BASE}index.json`)!.bytes)) as { clusters: { clusterOf: number[] } };
    index.clusters.clusterOf.pop();
    expect(decodeClusters(index as never, h.lib.cases.length)).toBeNull();
    expect(decodeClusters({ ...index, clusters: { ...index.clusters, clusterOf: [...index.clusters.clusterOf, 9999] } } as never, h.lib.cases.length)).toBeNull();
  });

  it('opens a hand-edited index: the bad records are reported as the loader words them, the others kept with their texts', async () => {
    const h = await host();
    const index = JSON.parse(new TextDecoder().decode(h.served.get(`${BASE}index.json`)!.bytes)) as { ids: string[]; date: string[] };
    index.date[3] = '2021-02-30';
    index.ids[7] = index.ids[6]!;
    const bytes = new TextEncoder().encode(JSON.stringify(index));
    h.served.set(`${BASE}index.json`, { bytes, type: 'application/json' });
    const manifest = { ...h.manifest, index: { ...h.manifest.index, bytes: bytes.byteLength, sha256: await sha256Hex(bytes) } };
    const pack = await openPack(`${BASE}manifest.json`, manifest, bundledTaxonomy(), h.fetchBytes);
    expect(pack.library.problems.filter((p) => p.severity === 'error').map((p) => [p.index, p.field, p.code])).toEqual([
      [3, 'date', 'badDate'],
      [7, 'id', 'duplicateId'],
    ]);
    expect(pack.library.cases.map((c) => c.id)).toEqual(h.lib.cases.filter((_, i) => i !== 3 && i !== 7).map((c) => c.id));
    // Texts come by pack position, which skipped records do not shift: the plain library's case 45
    // (in a shard the edit did not touch: the first shard's ids no longer match its index) is pack case 43.
    const got = await pack.texts.withTexts(pack.library.cases[43]!);
    expect('case' in got && got.case).toEqual(h.lib.cases[45]);
  });

  it('reads a case text from its shard once, and gives the case exactly as the plain library has it', async () => {
    const h = await host();
    const pack = await openPack(`${BASE}manifest.json`, h.manifest, bundledTaxonomy(), h.fetchBytes);
    const i = 45;
    const got = await pack.texts.withTexts(pack.library.cases[i]!);
    expect('case' in got && got.case).toEqual(h.lib.cases[i]);
    await pack.texts.withTexts(pack.library.cases[i + 1]!);
    expect(h.fetched.filter((u) => u.includes('/texts/'))).toEqual([`${BASE}texts/0002.json`]);
  });

  it('reports a missing, truncated, foreign or mistyped shard with the cases it covers, and opens the rest', async () => {
    const h = await host();
    const shard = h.manifest.shards[1]!;
    const url = BASE + shard.path;
    const pack = await openPack(`${BASE}manifest.json`, h.manifest, bundledTaxonomy(), h.fetchBytes);
    const light = pack.library.cases[shard.first]!;
    const original = h.served.get(url)!;

    h.served.delete(url);
    expect(await pack.texts.withTexts(light)).toEqual({ failure: { file: shard.path, fault: 'missing', firstId: light.id, lastId: pack.library.cases[shard.first + shard.count - 1]!.id } });

    const fresh = async () => openPack(`${BASE}manifest.json`, h.manifest, bundledTaxonomy(), h.fetchBytes);
    h.served.set(url, { ...original, bytes: original.bytes.slice(0, 100) });
    expect(await (await fresh()).texts.withTexts(light)).toMatchObject({ failure: { fault: 'truncated' } });

    const other = h.served.get(BASE + h.manifest.shards[2]!.path)!;
    h.served.set(url, other);
    expect(await (await fresh()).texts.withTexts(light)).toMatchObject({ failure: { fault: expect.stringMatching(/other-pack|truncated/) } });

    h.served.set(url, { ...original, type: 'text/html' });
    expect(await (await fresh()).texts.withTexts(light)).toMatchObject({ failure: { fault: 'wrong-type' } });

    // Other shards are unaffected.
    const elsewhere = await (await fresh()).texts.withTexts(pack.library.cases[0]!);
    expect('case' in elsewhere && elsewhere.case.summary).toBeTruthy();
  });

  it('refuses a manifest that names files outside its own directory', async () => {
    const h = await host();
    const evil = { ...h.manifest, index: { ...h.manifest.index, path: '../../elsewhere/index.json' } };
    await expect(openPack(`${BASE}manifest.json`, evil, bundledTaxonomy(), h.fetchBytes)).rejects.toBeInstanceOf(PackError);
    expect(h.fetched).toEqual([]);
  });

  it('opens without positions when that file is bad (the caller lays the library out)', async () => {
    const h = await host();
    h.served.delete(`${BASE}positions.bin`);
    const pack = await openPack(`${BASE}manifest.json`, h.manifest, bundledTaxonomy(), h.fetchBytes);
    expect(pack.positionsFault?.fault).toBe('missing');
    expect(pack.library.cases).toHaveLength(h.lib.cases.length);
  });
});

describe('PackTexts.idle', () => {
  it('resolves at once when no shard is read, and only once every shard being read has come', async () => {
    const h = await host();
    const holds = new Map<string, () => void>();
    const fetchBytes: FetchBytes = async (url) => {
      if (url.includes('/texts/')) await new Promise<void>((resolve) => holds.set(url, resolve));
      return h.fetchBytes(url);
    };
    const pack = await openPack(`${BASE}manifest.json`, h.manifest, bundledTaxonomy(), fetchBytes);
    let idle = false;
    await pack.texts.idle().then(() => (idle = true));
    expect(idle).toBe(true);
    const [a, b] = [pack.library.cases[0]!, pack.library.cases[pack.library.cases.length - 1]!];
    const reads = [pack.texts.withTexts(a), pack.texts.withTexts(b)];
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(holds.size).toBe(2);
    idle = false;
    const waiting = pack.texts.idle().then(() => (idle = true));
    const [first, second] = [...holds.values()];
    first!();
    await reads[0];
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(idle).toBe(false);
    second!();
    await reads[1];
    await waiting;
    expect(idle).toBe(true);
  });
});

describe('PackTexts.casesWithTexts (an export of a packed library)', () => {
  it('gives every case asked for exactly as the plain library has it, in the order asked, reading each shard once and telling each', async () => {
    const h = await host();
    const pack = await openPack(`${BASE}manifest.json`, h.manifest, bundledTaxonomy(), h.fetchBytes);
    // Cases from the end and the start, out of pack order, one of its shards already read for a panel.
    const picked = [150, 3, 47, 44, 0, 121].map((i) => pack.library.cases[i]!);
    await pack.texts.withTexts(pack.library.cases[45]!);
    const told: [number, number][] = [];
    const got = await pack.texts.casesWithTexts(picked, (done, total) => told.push([done, total]));
    expect(got.cases).toEqual([150, 3, 47, 44, 0, 121].map((i) => h.lib.cases[i]));
    expect(got.failures).toEqual([]);
    expect(got.withoutTexts).toBe(0);
    expect(got.cases.every((c) => c.summary !== null)).toBe(true);
    // Shards 0 (cases 0, 3), 2 (44, 47: read before, not again), 6 (121) and 7 (150).
    expect(told).toEqual([[0, 4], [1, 4], [2, 4], [3, 4], [4, 4]]);
    expect(h.fetched.filter((u) => u.includes('/texts/')).sort()).toEqual(['0000', '0002', '0006', '0007'].map((n) => `${BASE}texts/${n}.json`));
  });

  it("keeps a failed shard's cases with their index fields, names the shard, and counts them; the others come whole", async () => {
    const h = await host();
    h.served.delete(`${BASE}texts/0001.json`);
    const pack = await openPack(`${BASE}manifest.json`, h.manifest, bundledTaxonomy(), h.fetchBytes);
    const got = await pack.texts.casesWithTexts(pack.library.cases.slice(15, 45), () => {});
    expect(got.failures).toEqual([{ file: 'texts/0001.json', fault: 'missing', firstId: h.lib.cases[20]!.id, lastId: h.lib.cases[39]!.id }]);
    expect(got.withoutTexts).toBe(20);
    expect(got.cases.slice(5, 25)).toEqual(pack.library.cases.slice(20, 40));
    expect(got.cases.slice(0, 5)).toEqual(h.lib.cases.slice(15, 20));
    expect(got.cases.slice(25)).toEqual(h.lib.cases.slice(40, 45));
  });

  it('keeps the index fields of a record whose shard text the loader refuses, and counts it', async () => {
    const h = await host();
    const path = 'texts/0000.json';
    const shard = JSON.parse(new TextDecoder().decode(h.served.get(BASE + path)!.bytes)) as { texts: Record<string, unknown>[] };
    shard.texts[2]!.summary = 42;
    const bytes = new TextEncoder().encode(JSON.stringify(shard));
    h.served.set(BASE + path, { bytes, type: 'application/json' });
    const sha256 = await sha256Hex(bytes);
    const manifest = { ...h.manifest, shards: h.manifest.shards.map((s) => (s.path === path ? { ...s, bytes: bytes.byteLength, sha256 } : s)) };
    const pack = await openPack(`${BASE}manifest.json`, manifest, bundledTaxonomy(), h.fetchBytes);
    const got = await pack.texts.casesWithTexts(pack.library.cases.slice(0, 5), () => {});
    expect(got.withoutTexts).toBe(1);
    expect(got.failures).toEqual([]);
    expect(got.cases[2]).toEqual(pack.library.cases[2]);
    expect(got.cases.filter((_, k) => k !== 2)).toEqual(h.lib.cases.slice(0, 5).filter((_, k) => k !== 2));
  });

  it('reads EXPORT_READS shards at once, and gives cases and failures in pack order whatever order the shards come in', async () => {
    const h = await host();
    h.served.delete(`${BASE}texts/0001.json`);
    h.served.delete(`${BASE}texts/0002.json`);
    const held: { url: string; go: () => void }[] = [];
    const fetchBytes: FetchBytes = async (url) => {
      if (url.includes('/texts/')) await new Promise<void>((go) => held.push({ url, go }));
      return h.fetchBytes(url);
    };
    const pack = await openPack(`${BASE}manifest.json`, h.manifest, bundledTaxonomy(), fetchBytes);
    const exported = pack.texts.casesWithTexts(pack.library.cases.slice(0, 100), () => {});
    await vi.waitFor(() => expect(held).toHaveLength(EXPORT_READS));
    // The last asked comes first; then the rest as they are asked for.
    while (held.length) {
      held.pop()!.go();
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const got = await exported;
    expect(got.failures.map((f) => f.file)).toEqual(['texts/0001.json', 'texts/0002.json']);
    expect(got.withoutTexts).toBe(40);
    expect(got.cases.slice(0, 20)).toEqual(h.lib.cases.slice(0, 20));
    // Whole, `related` links to cases of other shards included (case 70 names one).
    expect(got.cases.slice(60, 100)).toEqual(h.lib.cases.slice(60, 100));
    expect(h.lib.cases.slice(60, 100).some((c) => c.related.some((id) => h.lib.index.byId.get(id)! < 60 || h.lib.index.byId.get(id)! >= 80))).toBe(true);
  });

  it("gives an opened case its related cases in other shards, as the plain library has them", async () => {
    const h = await host();
    const pack = await openPack(`${BASE}manifest.json`, h.manifest, bundledTaxonomy(), h.fetchBytes);
    const k = h.lib.cases.findIndex((c, i) => c.related.some((id) => Math.floor(h.lib.index.byId.get(id)! / 20) !== Math.floor(i / 20)));
    expect(k).toBeGreaterThanOrEqual(0);
    const got = await pack.texts.withTexts(pack.library.cases[k]!);
    expect('case' in got && got.case).toEqual(h.lib.cases[k]);
  });

  it('does not keep the shards it read only for the export', async () => {
    const h = await host();
    const pack = await openPack(`${BASE}manifest.json`, h.manifest, bundledTaxonomy(), h.fetchBytes);
    await pack.texts.casesWithTexts(pack.library.cases.slice(0, 5), () => {});
    await pack.texts.withTexts(pack.library.cases[1]!);
    expect(h.fetched.filter((u) => u.includes('/texts/'))).toEqual([`${BASE}texts/0000.json`, `${BASE}texts/0000.json`]);
  });
});
