import { afterEach, describe, expect, it, vi } from 'vitest';
import { DownloadError, downloadText } from '../../src/worker/download';
import { DEFAULT_DOWNLOAD_MB, downloadLimitBytes } from '../../src/model/guard';
import { decodeView } from '../../src/model/view';

const URL_ = 'https://libraries.example/lib.json';

/** A body of `chunks` chunks of `size` bytes each (what fetch gives after decompression). */
function body(chunks: number, size: number, then: 'end' | 'stall' | 'break' = 'end'): ReadableStream<Uint8Array> {
  let sent = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent < chunks) {
        sent++;
        controller.enqueue(new Uint8Array(size).fill(32));
        return;
      }
      if (then === 'end') controller.close();
      else if (then === 'break') controller.error(new TypeError('network error'));
      // A stalled body: a pull that never settles.
      else return new Promise<void>(() => {});
      return undefined;
    },
  });
}

afterEach(() => vi.unstubAllGlobals());

async function failure(p: Promise<unknown>): Promise<DownloadError> {
  const e = await p.then(() => null, (err: unknown) => err);
  expect(e).toBeInstanceOf(DownloadError);
  return e as DownloadError;
}

describe('downloads have a size limit on the decompressed bytes and progress that never passes 100% (issue 30, defect 7)', () => {
  it('stops a body that expands past the limit, saying the limit, and reports progress within the total', async () => {
    const seen: [number, number][] = [];
    // "2 MB" announced (compressed), 64 MB arriving; limit 8 MB.
    const e = await failure(downloadText(URL_, (d, t) => seen.push([d, t]), Promise.resolve({ body: body(64, 1024 * 1024), total: 2 * 1024 * 1024 }), { maxBytes: 8 * 1024 * 1024 }));
    expect(e.fault).toBe('tooBig');
    expect(e.status).toBe(8);
    expect(seen.length).toBeLessThanOrEqual(9);
    for (const [d, t] of seen) if (t > 0) expect(d).toBeLessThanOrEqual(t);
  });

  it('reads a file within the limit whole', async () => {
    const text = await downloadText(URL_, () => {}, Promise.resolve({ body: body(3, 10), total: 30 }));
    expect(text).toBe(' '.repeat(30));
  });

  it('has a default limit, which maxmb= sets within 1–500 MB, and the codec says a bad value', () => {
    expect(downloadLimitBytes('')).toBe(DEFAULT_DOWNLOAD_MB * 1024 * 1024);
    expect(downloadLimitBytes('?src=x&maxmb=500')).toBe(500 * 1024 * 1024);
    expect(downloadLimitBytes('?maxmb=99999')).toBe(DEFAULT_DOWNLOAD_MB * 1024 * 1024);
    expect(downloadLimitBytes('?maxmb=%zz')).toBe(DEFAULT_DOWNLOAD_MB * 1024 * 1024);
    expect(decodeView('?maxmb=50').ignored).toEqual([]);
    expect(decodeView('?maxmb=9000').ignored.map((i) => i.code)).toEqual(['expectedOneOf']);
  });
});

describe('every network read has an end (issue 30, defect 6 and a smaller defect)', () => {
  it('gives up a body that stops sending, with its own fault', async () => {
    const e = await failure(downloadText(URL_, () => {}, Promise.resolve({ body: body(2, 100, "stall"), total: 1000 }), { stallMs: 50 }));
    expect(e.fault).toBe('stalled');
  });

  it('gives up an early download whose server never answers, as it does its own fetch', async () => {
    const e = await failure(downloadText(URL_, () => {}, new Promise(() => {}), { stallMs: 50 }));
    expect(e.fault).toBe('stalled');
  });

  it('gives up a server that never answers', async () => {
    vi.stubGlobal('fetch', (_url: string, init: RequestInit) => new Promise((_, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))));
    const e = await failure(downloadText(URL_, () => {}, undefined, { stallMs: 50 }));
    expect(e.fault).toBe('stalled');
  });

  it('words a download cut mid-body as cut, not as a network error', async () => {
    vi.stubGlobal('fetch', async () => new Response(body(2, 100, 'break'), { status: 200, headers: { 'content-length': '1000' } }));
    const e = await failure(downloadText(URL_, () => {}, Promise.resolve({ body: body(2, 100, "break"), total: 1000 })));
    expect(e.fault).toBe('cut');
    expect(e.reason).toMatch(/broke after/);
  });
});
