import { describe, expect, it } from 'vitest';
import { runInSlices, toJsonLines } from '../../src/model/core';
import { HASH_STEP_BYTES, hashingInSteps, sha256Hex, type PackFileRef } from '../../src/model/pack';
import { PackError, readPackBytes, readPackJson, type FetchBytes } from '../../src/worker/openPack';

const BASE = 'http://127.0.0.1:9/packs/team/';

function serve(path: string, bytes: Uint8Array): FetchBytes {
  return async (url) => (url === BASE + path ? { ok: true, status: 200, bytes, contentType: 'application/json' } : { ok: false, status: 404, bytes: new Uint8Array(), contentType: null });
}

const countingPause = () => {
  const counter = { pauses: 0, pause: async () => void counter.pauses++, sliceMs: 0 };
  return counter;
};

describe("a pack's big files read in steps", () => {
  it('hashes in steps of HASH_STEP_BYTES to the Web Crypto digest', async () => {
    for (const size of [0, 5, HASH_STEP_BYTES, HASH_STEP_BYTES * 3 + 17]) {
      const bytes = new Uint8Array(size).map((_, k) => (k * 31 + 7) & 255);
      let pauses = 0;
      expect(await runInSlices(hashingInSteps(bytes), async () => void pauses++, 0)).toBe(await sha256Hex(bytes));
      expect(pauses).toBe(Math.max(0, Math.ceil(size / HASH_STEP_BYTES) - 1));
    }
  });

  it('checks a binary file in steps, and still refuses one of another pack', async () => {
    const bytes = new Uint8Array(HASH_STEP_BYTES * 2 + 1).fill(9);
    const ref: PackFileRef = { path: 'similarity.bin', bytes: bytes.byteLength, sha256: await sha256Hex(bytes) };
    const steps = countingPause();
    expect(await readPackBytes(`${BASE}manifest.json`, ref, serve(ref.path, bytes), steps)).toBe(bytes);
    expect(steps.pauses).toBe(2);
    const other = bytes.slice();
    other[5] = 1;
    await expect(readPackBytes(`${BASE}manifest.json`, ref, serve(ref.path, other), steps)).rejects.toMatchObject({ fault: 'other-pack' });
  });

  it('parses a JSON lines file a line at a time, and a plain JSON file at once', async () => {
    const value = { short: { index: Array.from({ length: 40_000 }, (_, k) => [`t${k}`, { [k]: 1 }]) }, body: { keys: ['a', 'b'] } };
    const lines = new TextEncoder().encode(toJsonLines(value, [['short', 'index']]));
    const ref: PackFileRef = { path: 'search.json', bytes: lines.byteLength, sha256: await sha256Hex(lines) };
    const steps = countingPause();
    expect(await readPackJson(`${BASE}manifest.json`, ref, serve(ref.path, lines), steps)).toEqual(value);
    const lineCount = new TextDecoder().decode(lines).split('\n').length;
    expect(steps.pauses).toBeGreaterThanOrEqual(lineCount - 2);

    const plain = new TextEncoder().encode(JSON.stringify(value));
    const plainRef: PackFileRef = { path: 'search.json', bytes: plain.byteLength, sha256: await sha256Hex(plain) };
    expect(await readPackJson(`${BASE}manifest.json`, plainRef, serve(ref.path, plain), countingPause())).toEqual(value);
  });

  it('reports a JSON lines file cut short as unreadable, naming the file', async () => {
    const text = toJsonLines({ list: Array.from({ length: 60_000 }, (_, k) => `item ${k}`) }, [['list']]);
    const cut = new TextEncoder().encode(text.slice(0, text.lastIndexOf('\n')));
    const ref: PackFileRef = { path: 'search.json', bytes: cut.byteLength, sha256: await sha256Hex(cut) };
    const read = readPackJson(`${BASE}manifest.json`, ref, serve(ref.path, cut), countingPause());
    await expect(read).rejects.toBeInstanceOf(PackError);
    await expect(read).rejects.toMatchObject({ file: 'search.json', fault: 'unreadable' });
  });
});
