import { describe, expect, it } from 'vitest';
import { decodeIndex, encodeIndex, indexShapeProblems, INDEX_FIELDS, type PackedIndex } from '../../src/model/pack';
import { FACET_TABLE, FACETS, postingsOf } from '../../src/model/core';
import { buildIndex } from '../../src/model/core';
import { isPackManifest, manifestSchema, packFileUrl, shardOf } from '../../src/model/pack';
import { checkShard, withTexts } from '../../src/model/pack';
import { packLibrary } from '../../src/model/pack';
import { sha256Hex } from '../../src/model/pack';
import { openLibrary } from '../../src/model/library';
import { bundledRecords, bundledTaxonomy } from './support/library';

let opened: ReturnType<typeof openLibrary> | null = null;
const bundledLibrary = () => (opened ??= openLibrary({ json: bundledRecords() }, bundledTaxonomy()));

describe('packed index columns', () => {
  it('round-trips every field the graph, filters and list read, and leaves the texts out', () => {
    const lib = bundledLibrary();
    const decoded = decodeIndex(JSON.parse(JSON.stringify(encodeIndex(lib.cases, lib.positions.hubs))) as PackedIndex);
    expect(decoded).toHaveLength(lib.cases.length);
    lib.cases.forEach((c, i) => {
      const d = decoded[i]!;
      for (const k of ['id', 'org', 'date', 'date_kind', 'title', 'severity', 'root_cause', 'domain', 'components', 'symptoms', 'contributing', 'related', 'recurrence_of', 'timeline'] as const) {
        expect(d[k], `${c.id} ${k}`).toEqual(c[k]);
      }
      expect(d.summary).toBeNull();
      expect(d.sources).toEqual([]);
    });
  });

  it("carries every facet's field, so each facet filters a packed library as it does a plain one", () => {
    const lib = bundledLibrary();
    const decoded = decodeIndex(JSON.parse(JSON.stringify(encodeIndex(lib.cases, lib.positions.hubs))) as PackedIndex);
    const unpacked = buildIndex(decoded);
    for (const facet of FACETS) {
      expect(INDEX_FIELDS.has(FACET_TABLE[facet].field), facet).toBe(true);
      const plain = postingsOf(lib.index, facet);
      expect(plain.size, facet).toBeGreaterThan(0);
      expect(new Map(postingsOf(unpacked, facet)), facet).toEqual(new Map(plain));
    }
  });

  it('writes each organisation and slug once', () => {
    const lib = bundledLibrary();
    const packed = encodeIndex(lib.cases, []);
    expect(packed.org.values.length).toBe(new Set(lib.cases.map((c) => c.org)).size);
    expect(new Set(packed.components.values).size).toBe(packed.components.values.length);
  });

  it('names the columns whose length does not match the cases', () => {
    const lib = bundledLibrary();
    const packed = encodeIndex(lib.cases, []);
    expect(indexShapeProblems(packed)).toEqual([]);
    packed.date.pop();
    packed.components.offsets.pop();
    expect(indexShapeProblems(packed)).toEqual(['date', 'components']);
  });
});

describe('pack manifest', () => {
  it('resolves files inside the manifest directory only', () => {
    const m = 'https://cdn.example.org/libs/team/manifest.json';
    expect(packFileUrl(m, 'texts/0001.json')).toBe('https://cdn.example.org/libs/team/texts/0001.json');
    expect(packFileUrl(m, '../other/index.json')).toBeNull();
    expect(packFileUrl(m, '/libs/team/index.json')).toBeNull();
    expect(packFileUrl(m, 'https://evil.example/index.json')).toBeNull();
    expect(packFileUrl(m, '//evil.example/index.json')).toBeNull();
    expect(packFileUrl(m, 'javascript:alert(1)')).toBeNull();
    expect(packFileUrl(m, 'texts/%2e%2e/%2e%2e/x.json')).toBeNull();
  });

  it('finds the shard of a case by binary search', () => {
    const shards = [0, 500, 1000].map((first) => ({ path: 'x', bytes: 1, sha256: '0'.repeat(64), first, count: first === 1000 ? 20 : 500 }));
    expect(shardOf({ shards }, 0)?.first).toBe(0);
    expect(shardOf({ shards }, 999)?.first).toBe(500);
    expect(shardOf({ shards }, 1019)?.first).toBe(1000);
    expect(shardOf({ shards }, 1020)).toBeUndefined();
  });

  it('packs the bundled library into a manifest that validates, with hashes of what it wrote', async () => {
    const lib = bundledLibrary();
    const { manifest, files } = await packLibrary(lib, { shardSize: 20, name: 'bundled' });
    expect(manifestSchema.safeParse(JSON.parse(new TextDecoder().decode(files.get('manifest.json')!))).success).toBe(true);
    expect(isPackManifest(manifest)).toBe(true);
    expect(manifest.shards.reduce((n, s) => n + s.count, 0)).toBe(lib.cases.length);
    for (const s of manifest.shards) expect(await sha256Hex(files.get(s.path)!)).toBe(s.sha256);
    expect(manifest.packId).toBe(manifest.index.sha256);
  });

  it('puts each case back together from its shard, exactly', async () => {
    const lib = bundledLibrary();
    const { manifest, files } = await packLibrary(lib, { shardSize: 16 });
    const light = decodeIndex(JSON.parse(new TextDecoder().decode(files.get('index.json')!)) as PackedIndex);
    for (const s of manifest.shards) {
      const json = JSON.parse(new TextDecoder().decode(files.get(s.path)!));
      const check = checkShard(json, manifest.packId, s.first, light.slice(s.first, s.first + s.count).map((c) => c.id));
      expect(check.ok).toBe(true);
      if (!check.ok) continue;
      check.shard.texts.forEach((t, k) => expect(withTexts(light[s.first + k]!, t)).toEqual(JSON.parse(JSON.stringify(lib.cases[s.first + k]))));
    }
  });

  it('refuses a shard of another pack, of other cases, or of no kind at all', async () => {
    const lib = bundledLibrary();
    const { manifest, files } = await packLibrary(lib, { shardSize: 16 });
    const s = manifest.shards[1]!;
    const json = JSON.parse(new TextDecoder().decode(files.get(s.path)!));
    const ids = lib.cases.slice(s.first, s.first + s.count).map((c) => c.id);
    expect(checkShard(json, 'f'.repeat(64), s.first, ids)).toEqual({ ok: false, reason: 'other-pack' });
    expect(checkShard(json, manifest.packId, 0, lib.cases.slice(0, s.count).map((c) => c.id))).toEqual({ ok: false, reason: 'wrong-cases' });
    expect(checkShard({ format: 'x' }, manifest.packId, s.first, ids)).toEqual({ ok: false, reason: 'not-a-shard' });
    expect(checkShard(null, manifest.packId, s.first, ids)).toEqual({ ok: false, reason: 'not-a-shard' });
  });

  it('refuses a shard whose first id and count are right but whose other cases are not', async () => {
    const lib = bundledLibrary();
    const { manifest, files } = await packLibrary(lib, { shardSize: 16 });
    const s = manifest.shards[1]!;
    const json = JSON.parse(new TextDecoder().decode(files.get(s.path)!));
    const ids = lib.cases.slice(s.first, s.first + s.count).map((c) => c.id);
    expect(checkShard(json, manifest.packId, s.first, ids).ok).toBe(true);
    // Same pack, same first case, same length: one case in the middle swapped for another.
    const swapped = { ...json, ids: [...json.ids] };
    swapped.ids[Math.floor(s.count / 2)] = lib.cases[0]!.id;
    expect(swapped.ids[0]).toBe(ids[0]);
    expect(swapped.ids).toHaveLength(ids.length);
    expect(checkShard(swapped, manifest.packId, s.first, ids)).toEqual({ ok: false, reason: 'wrong-cases' });
  });

  it('keeps the index fields even when a shard tries to overwrite them', () => {
    const lib = bundledLibrary();
    const light = decodeIndex(encodeIndex(lib.cases.slice(0, 1), []))[0]!;
    const merged = withTexts(light, { id: 'IL-9999', title: { en: 'forged' }, summary: { en: 'real text', ko: null } });
    expect(merged.id).toBe(light.id);
    expect(merged.title).toEqual(light.title);
    expect(merged.summary).toEqual({ en: 'real text', ko: null });
  });
});
