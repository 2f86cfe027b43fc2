import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { openLibrary } from '../../src/model/library';
import { packFileUrl } from '../../src/model/pack';
import { packLibrary } from '../../src/model/pack';
import { openPack, PackError, readPackJson, type FetchBytes } from '../../src/worker/openPack';
import { bundledRecords, bundledTaxonomy } from './support/library';

const MANIFEST = 'http://127.0.0.1:9/packs/team/manifest.json';

describe('pack paths are checked after percent-decoding (issue 30, defect 5)', () => {
  it('refuses encoded slashes, dots and backslashes that climb out of the directory', () => {
    for (const path of [
      'x/..%2f..%2fa%2findex.json',
      'x/..%2F..%2Fother%2Findex.json',
      '%2e%2e/other/index.json',
      '.%2E/other/index.json',
      'texts/..%5c..%5cother%5cindex.json',
      'texts\\..\\..\\other\\index.json',
      '%2fetc/passwd',
      '%252e%252e/other/index.json',
      'http:%2f%2fevil.example/x.json',
      '//evil.example/x.json',
      'texts/%zz.json',
      'texts/a.json?x=../../b',
      'texts/a.json#../b',
    ]) {
      expect(packFileUrl(MANIFEST, path), path).toBeNull();
    }
  });

  it('keeps the paths a pack is written with', () => {
    for (const path of ['index.json', 'positions.bin', 'texts/0001.json', 'search-postings.bin']) {
      expect(packFileUrl(MANIFEST, path)).toBe(`http://127.0.0.1:9/packs/team/${path}`);
    }
  });

  it('property: whatever a path says, the address it names lies in the manifest\u2019s directory even after the host decodes it', () => {
    const piece = fc.constantFrom('..', '.', '%2e', '%2E', '%2f', '%2F', '%5c', '\\', '/', 'a', 'texts', '%25', '%', ':', 'x.json', '?', '#');
    fc.assert(
      fc.property(fc.array(piece, { minLength: 1, maxLength: 8 }), (parts) => {
        const url = packFileUrl(MANIFEST, parts.join(''));
        if (url === null) return;
        const u = new URL(url);
        expect(u.origin).toBe('http://127.0.0.1:9');
        let decoded = u.pathname;
        for (let k = 0; k < 3; k++) {
          try {
            decoded = decodeURIComponent(decoded);
          } catch {
            break;
          }
        }
        expect(decoded.startsWith('/packs/team/')).toBe(true);
        expect(decoded.replace(/\\/g, '/').split('/')).not.toContain('..');
      }),
      { numRuns: 2000 },
    );
  });

  it('refuses a manifest whose shard names a file of a sibling pack, naming the entry, and fetches nothing', async () => {
    const lib = openLibrary({ json: bundledRecords().slice(0, 30) }, bundledTaxonomy());
    const { manifest } = await packLibrary(lib, { shardSize: 10 });
    const evil = { ...manifest, shards: manifest.shards.map((s, k) => (k === 1 ? { ...s, path: `x/..%2f..%2fa%2f${s.path}` } : s)) };
    const fetched: string[] = [];
    const fetchBytes: FetchBytes = async (url) => {
      fetched.push(url);
      return { ok: false, status: 404, bytes: new Uint8Array(), contentType: null };
    };
    const error = await openPack(MANIFEST, evil, bundledTaxonomy(), fetchBytes).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PackError);
    expect(error).toMatchObject({ fault: 'outside', file: `x/..%2f..%2fa%2f${manifest.shards[1]!.path}` });
    expect(fetched).toEqual([]);
  });
});

describe('pack files from an object store (issue 30, smaller defects)', () => {
  it('accepts JSON served as binary/octet-stream, an object store\u2019s old default', async () => {
    const bytes = new TextEncoder().encode('{"a":1}');
    const { sha256Hex } = await import('../../src/model/pack');
    const ref = { path: 'index.json', bytes: bytes.byteLength, sha256: await sha256Hex(bytes) };
    const fetchBytes: FetchBytes = async () => ({ ok: true, status: 200, bytes, contentType: 'binary/octet-stream' });
    await expect(readPackJson(MANIFEST, ref, fetchBytes)).resolves.toEqual({ a: 1 });
  });
});

describe('a shard that stalls has an end and a retry (issue 30, defect 6)', () => {
  it('gives up a silent server as stalled, and reads the shard again when its case is opened again', async () => {
    const { fetchBytesWithin } = await import('../../src/worker/packSource');
    const lib = openLibrary({ json: bundledRecords().slice(0, 30) }, bundledTaxonomy());
    const { manifest, files } = await packLibrary(lib, { shardSize: 10 });
    const base = 'http://127.0.0.1:9/packs/team/';
    let stall = true;
    const realFetch = globalThis.fetch;
    globalThis.fetch = (async (input: string | URL | Request, init?: RequestInit) => {
      const url = String(input);
      const bytes = files.get(url.slice(base.length));
      if (!bytes) return new Response('', { status: 404 });
      if (stall && url.includes('texts/')) {
        // Half the bytes, then silence.
        const half = bytes.slice(0, bytes.byteLength >> 1);
        const body = new ReadableStream<Uint8Array>({
          start(c) {
            c.enqueue(half);
            init?.signal?.addEventListener('abort', () => c.error(new DOMException('aborted', 'AbortError')));
          },
        });
        return new Response(body, { headers: { 'content-type': 'application/json' } });
      }
      return new Response(new Blob([bytes.slice()]), { headers: { 'content-type': url.endsWith('.bin') ? 'application/octet-stream' : 'application/json' } });
    }) as typeof fetch;
    try {
      const fetchBytes: FetchBytes = (url) => fetchBytesWithin(url, 100);
      const pack = await openPack(`${base}manifest.json`, manifest, bundledTaxonomy(), fetchBytes);
      const first = await pack.texts.withTexts(pack.library.cases[12]!);
      expect(first).toMatchObject({ failure: { fault: 'stalled' } });
      stall = false;
      const again = await pack.texts.withTexts(pack.library.cases[12]!);
      expect('case' in again && again.case.summary).toBeTruthy();
    } finally {
      globalThis.fetch = realFetch;
    }
  });
});

describe('a manifest whose case count disagrees with its index is reported (issue 30, smaller defect)', () => {
  it('opens the index’s cases and says the two counts', async () => {
    const lib = openLibrary({ json: bundledRecords().slice(0, 12) }, bundledTaxonomy());
    const { manifest, files } = await packLibrary(lib, { shardSize: 10 });
    const base = 'http://127.0.0.1:9/packs/team/';
    const fetchBytes: FetchBytes = async (url) => {
      const bytes = files.get(url.slice(base.length));
      return bytes ? { ok: true, status: 200, bytes, contentType: 'application/json' } : { ok: false, status: 404, bytes: new Uint8Array(), contentType: null };
    };
    const pack = await openPack(`${base}manifest.json`, { ...manifest, cases: 159 }, bundledTaxonomy(), fetchBytes);
    expect(pack.library.cases).toHaveLength(12);
    expect(pack.library.problems).toContainEqual(expect.objectContaining({ code: 'packCountMismatch', params: { stated: 159, found: 12 } }));
    const honest = await openPack(`${base}manifest.json`, manifest, bundledTaxonomy(), fetchBytes);
    expect(honest.library.problems.map((p) => p.code)).not.toContain('packCountMismatch');
  });
});
