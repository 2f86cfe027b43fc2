import { afterEach, describe, expect, it, vi } from 'vitest';
import { generateLibrary } from '../../scripts/synthetic';
import { openLibrary } from '../../src/model/library';
import { LibrarySearch } from '../../src/model/search';
import { parseTaxonomy } from '../../src/model/core';
import { bundledTaxonomy } from '../../src/data/bundled';
import { startEarly } from '../../src/worker/earlyDownload';
import { WorkerSearcher } from '../../src/state/searchClient';
import { WorkerChannel, type WorkerPort } from '../../src/state/workerChannel';
import type { FromWorker, ToWorker } from '../../src/worker/protocol';
import { CASES_PER_MESSAGE, PACED_SLICES, WorkerSession } from '../../src/worker/session';

const taxonomy = parseTaxonomy(bundledTaxonomy)!;

/** Runs a session to its last message for one request (with an address's download already under way); returns everything it posted. */
async function run(session: WorkerSession, posted: FromWorker[], message: ToWorker, download?: Promise<{ body: ReadableStream<Uint8Array>; total: number } | null>) {
  const from = posted.length;
  await session.handle(message, download);
  return posted.slice(from);
}

/** A Worker stand-in: the session runs in-process, messages are delivered asynchronously. */
class InProcessPort implements WorkerPort {
  readonly listeners = new Set<(event: MessageEvent<FromWorker>) => void>();
  readonly sent: ToWorker[] = [];
  readonly session = new WorkerSession((m) => setTimeout(() => this.listeners.forEach((l) => l({ data: m } as MessageEvent<FromWorker>))));
  postMessage(message: ToWorker) {
    this.sent.push(message);
    void this.session.handle(message);
  }
  addEventListener(_: 'message', listener: (event: MessageEvent<FromWorker>) => void) {
    this.listeners.add(listener);
  }
  removeEventListener(_: 'message', listener: (event: MessageEvent<FromWorker>) => void) {
    this.listeners.delete(listener);
  }
}

afterEach(() => vi.unstubAllGlobals());

describe('WorkerSession', () => {
  const records = generateLibrary(1200, 5);
  const text = JSON.stringify(records);

  it('reads a local file itself, so the page never holds its text', async () => {
    const posted: FromWorker[] = [];
    const session = new WorkerSession((m) => posted.push(m));
    const file = new File([text], 'lib.json', { type: 'application/json' });
    const out = await run(session, posted, { type: 'open', id: 9, source: { kind: 'file', file, name: file.name } });
    const done = out.find((m) => m.type === 'done')!;
    expect(out.filter((m) => m.type === 'cases').flatMap((m) => m.cases).map((c) => c.id)).toEqual(openLibrary({ text }, taxonomy).cases.map((c) => c.id));
    expect(done.library.recordCount).toBe(records.length);
  });

  it('sends the cases in slices, then the index a table per message and the rest, then makes the library searchable', async () => {
    const posted: FromWorker[] = [];
    const session = new WorkerSession((m) => posted.push(m));
    const out = await run(session, posted, { type: 'open', id: 1, source: { kind: 'text', text, name: 'lib.json' } });
    const expected = openLibrary({ text }, taxonomy);
    const slices = out.filter((m) => m.type === 'cases');
    expect(slices.length).toBe(Math.ceil(expected.cases.length / CASES_PER_MESSAGE));
    expect(slices.flatMap((m) => m.cases)).toEqual(expected.cases);
    // The cases go out before the layout is computed (the page reads them while it runs), once.
    const layoutStarts = out.findIndex((m) => m.type === 'progress' && m.stage === 'layout');
    expect(layoutStarts).toBeGreaterThan(0);
    expect(out.findLastIndex((m) => m.type === 'cases')).toBeLessThan(layoutStarts);
    const done = out.find((m) => m.type === 'done')!;
    expect(done.library.problems).toEqual(expected.problems);
    // The index comes a table per message before `done`; with the ids' table the page builds from the slices, it is the worker's.
    expect(done).not.toHaveProperty('index');
    const tables = out.filter((m) => m.type === 'indexTable');
    expect(out.findIndex((m) => m.type === 'indexTable')).toBeGreaterThan(out.findLastIndex((m) => m.type === 'cases'));
    expect(out.findLastIndex((m) => m.type === 'indexTable')).toBeLessThan(out.findIndex((m) => m.type === 'done'));
    const onPage = { ...Object.fromEntries(tables.map((m) => [m.key, m.value])), byId: new Map(slices.flatMap((m) => m.cases).map((c, i) => [c.id, i])), cases: expected.cases };
    expect(onPage).toEqual(expected.index);
    // Everything about the library arrives before the search grows.
    expect(out.findIndex((m) => m.type === 'done')).toBeLessThan(out.findIndex((m) => m.type === 'searchGrew'));
    expect(out.at(-1)).toEqual({ type: 'searchGrew', id: 1, ready: true });

    const direct = new LibrarySearch(expected.index, taxonomy);
    await direct.indexInBackground();
    const word = expected.cases[700]!.summary!.en.split(/\s+/).find((w) => /^[a-z]{7,}$/.test(w))!;
    const [hits] = await run(session, posted, { type: 'search', id: 1, seq: 7, q: word, limit: 15 });
    expect(hits).toEqual({ type: 'hits', id: 1, seq: 7, hits: direct.search(word, 15) });
    const [mask] = await run(session, posted, { type: 'caseMask', id: 1, seq: 8, q: word });
    expect(mask).toEqual({ type: 'mask', id: 1, seq: 8, mask: direct.caseMask(word, expected.index) });
  }, 60_000); // a whole library through the worker session, slices and background search: allowance, not a measure

  it('paced, keeps at most PACED_SLICES slices of cases unread by the page, and sends them all in order', async () => {
    const many = JSON.stringify(generateLibrary(CASES_PER_MESSAGE * 4 + 10, 6));
    const posted: FromWorker[] = [];
    const session = new WorkerSession((m) => posted.push(m));
    const opening = session.handle({ type: 'open', id: 3, source: { kind: 'text', text: many, name: 'lib.json' }, paced: true });
    const slices = () => posted.filter((m) => m.type === 'cases');
    const settleTasks = async () => {
      for (let k = 0; k < 5; k++) await new Promise((r) => setTimeout(r, 0));
    };
    await vi.waitFor(() => expect(slices()).toHaveLength(PACED_SLICES), { timeout: 30_000 });
    await settleTasks();
    // Nothing read yet: no more slices, and the rest of the library waits behind them.
    expect(slices()).toHaveLength(PACED_SLICES);
    // Those first ones went out before the layout was computed.
    const layoutStarts = posted.findIndex((m) => m.type === 'progress' && m.stage === 'layout');
    expect(posted.findLastIndex((m) => m.type === 'cases')).toBeLessThan(layoutStarts);
    expect(posted.some((m) => m.type === 'done')).toBe(false);
    await session.handle({ type: 'casesRead', id: 3, slice: 0 });
    await settleTasks();
    expect(slices()).toHaveLength(PACED_SLICES + 1);
    for (let k = 1; k < 5; k++) await session.handle({ type: 'casesRead', id: 3, slice: k });
    await opening;
    const expected = openLibrary({ text: many }, taxonomy);
    expect(slices().flatMap((m) => m.cases)).toEqual(expected.cases);
    expect(posted.some((m) => m.type === 'done')).toBe(true);
  }, 60_000); // a whole library through the worker session: allowance, not a measure

  it('sends a paced library the page stopped reading at once when another library is opened', async () => {
    const posted: FromWorker[] = [];
    const session = new WorkerSession((m) => posted.push(m));
    const first = session.handle({ type: 'open', id: 4, source: { kind: 'text', text: JSON.stringify(generateLibrary(CASES_PER_MESSAGE * 3 + 1, 7)), name: 'a.json' }, paced: true });
    await vi.waitFor(() => expect(posted.filter((m) => m.type === 'cases')).toHaveLength(PACED_SLICES), { timeout: 30_000 });
    await session.handle({ type: 'open', id: 5, source: { kind: 'text', text: JSON.stringify(generateLibrary(20, 8)), name: 'b.json' } });
    await first;
    expect(posted.filter((m) => m.type === 'cases' && m.id === 4)).toHaveLength(4);
    expect(posted.some((m) => m.type === 'done' && m.id === 4)).toBe(true);
  }, 60_000); // two libraries through the worker session: allowance, not a measure

  it('answers null for a library it does not hold', async () => {
    const posted: FromWorker[] = [];
    const session = new WorkerSession((m) => posted.push(m));
    expect(await run(session, posted, { type: 'search', id: 9, seq: 1, q: 'dns', limit: 5 })).toEqual([{ type: 'hits', id: 9, seq: 1, hits: null }]);
    expect(await run(session, posted, { type: 'caseMask', id: 9, seq: 2, q: 'dns' })).toEqual([{ type: 'mask', id: 9, seq: 2, mask: null }]);
  });

  it('downloads an address itself, reporting bytes, and names the address when the server refuses', async () => {
    const body = JSON.stringify(records.slice(0, 3));
    const bytes = Buffer.byteLength(body);
    vi.stubGlobal('fetch', async (url: string) =>
      url.endsWith('/ok.json') ? new Response(body, { headers: { 'content-length': String(bytes) } }) : new Response('no', { status: 404, statusText: 'Not Found' }),
    );
    const posted: FromWorker[] = [];
    const session = new WorkerSession((m) => posted.push(m));
    const ok = await run(session, posted, { type: 'open', id: 2, source: { kind: 'url', url: 'https://example.org/ok.json' } });
    expect(ok).toContainEqual({ type: 'progress', id: 2, stage: 'download', done: bytes, total: bytes });
    expect(ok.filter((m) => m.type === 'cases').flatMap((m) => m.cases).map((c) => c.id)).toEqual(records.slice(0, 3).map((r) => (r as { id: string }).id));
    const failed = await run(session, posted, { type: 'open', id: 3, source: { kind: 'url', url: 'https://example.org/missing.json' } });
    expect(failed).toEqual([
      { type: 'failed', id: 3, message: 'https://example.org/missing.json: the server answered 404 Not Found', download: { url: 'https://example.org/missing.json', reason: 'the server answered 404 Not Found', fault: 'status', status: 404 } },
    ]);
  });

  it('reads the download started as its open was read, without fetching the address again', async () => {
    const body = JSON.stringify(records.slice(0, 4));
    const fetched: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      fetched.push(url);
      return new Response('[]');
    });
    const posted: FromWorker[] = [];
    const session = new WorkerSession((m) => posted.push(m));
    const started = new Response(body).body!;
    const out = await run(session, posted, { type: 'open', id: 5, source: { kind: 'url', url: 'https://example.org/lib.json' } }, Promise.resolve({ body: started, total: Buffer.byteLength(body) }));
    expect(fetched).toEqual([]);
    expect(out.filter((m) => m.type === 'cases').flatMap((m) => m.cases).map((c) => c.id)).toEqual(records.slice(0, 4).map((r) => (r as { id: string }).id));
    expect(out).toContainEqual({ type: 'progress', id: 5, stage: 'download', done: Buffer.byteLength(body), total: Buffer.byteLength(body) });
  });

  it('downloads the address again when the early body breaks mid-way, or the early fetch gave up', async () => {
    const body = JSON.stringify(records.slice(0, 2));
    vi.stubGlobal('fetch', async () => new Response(body));
    const broken = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('[{"id": "IL-'));
        controller.error(new TypeError('network error'));
      },
    });
    const posted: FromWorker[] = [];
    const session = new WorkerSession((m) => posted.push(m));
    const out = await run(session, posted, { type: 'open', id: 6, source: { kind: 'url', url: 'https://example.org/lib.json' } }, Promise.resolve({ body: broken, total: 0 }));
    expect(out.filter((m) => m.type === 'cases').flatMap((m) => m.cases).map((c) => c.id)).toEqual(records.slice(0, 2).map((r) => (r as { id: string }).id));
    expect(out.some((m) => m.type === 'failed')).toBe(false);
    const again = await run(session, posted, { type: 'open', id: 7, source: { kind: 'url', url: 'https://example.org/lib.json' } }, Promise.resolve(null));
    expect(again.filter((m) => m.type === 'cases').flatMap((m) => m.cases)).toHaveLength(2);
  });
});

describe("startEarly (an address's download, started before the session's modules load)", () => {
  it('gives the body of a good answer with its declared length', async () => {
    vi.stubGlobal('fetch', async () => new Response('[1,2]', { headers: { 'content-length': '5' } }));
    const started = await startEarly('https://example.org/lib.json');
    expect(started?.total).toBe(5);
    expect(await new Response(started!.body).text()).toBe('[1,2]');
  });

  it('gives up (so the download fetches again and words the failure) on an error status or an unreachable server', async () => {
    vi.stubGlobal('fetch', async () => new Response('gone', { status: 404 }));
    expect(await startEarly('https://example.org/missing.json')).toBeNull();
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await startEarly('https://example.org/cors.json')).toBeNull();
  });
});

describe('WorkerSearcher', () => {
  const records = generateLibrary(60, 6);
  const opened = openLibrary({ json: records }, taxonomy);
  const direct = new LibrarySearch(opened.index, taxonomy);
  const q = opened.cases[10]!.id;

  async function openedPort() {
    const port = new InProcessPort();
    await port.session.handle({ type: 'open', id: 4, source: { kind: 'text', text: JSON.stringify(records), name: 'x' } });
    return port;
  }

  it('asks the worker and resolves with its answer', async () => {
    const port = await openedPort();
    const searcher = new WorkerSearcher(new WorkerChannel(port, 4), opened.index, taxonomy);
    expect(await searcher.search(q, 5)).toEqual(direct.search(q, 5));
    expect(await searcher.caseMask(q)).toEqual(direct.caseMask(q, opened.index));
    expect(port.sent.map((m) => m.type)).toEqual(['search', 'caseMask']);
  });

  it('searches on the page when the worker no longer holds the library, or has been stopped', async () => {
    const port = new InProcessPort();
    const channel = new WorkerChannel(port, 5);
    const searcher = new WorkerSearcher(channel, opened.index, taxonomy);
    expect(await searcher.search(q, 5)).toEqual(direct.search(q, 5));
    const pending = searcher.search(q, 3);
    channel.detach();
    expect(await pending).toEqual(direct.search(q, 3));
    port.sent.length = 0;
    expect(await searcher.caseMask(q)).toEqual(direct.caseMask(q, opened.index));
    expect(port.sent).toEqual([]);
  });

  it('tells its subscribers when the worker has indexed more', async () => {
    const port = new InProcessPort();
    const searcher = new WorkerSearcher(new WorkerChannel(port, 6), opened.index, taxonomy);
    const heard = vi.fn();
    const unsubscribe = searcher.subscribe(heard);
    port.listeners.forEach((l) => l({ data: { type: 'searchGrew', id: 6, ready: true } } as MessageEvent<FromWorker>));
    port.listeners.forEach((l) => l({ data: { type: 'searchGrew', id: 99, ready: true } } as MessageEvent<FromWorker>));
    expect(heard).toHaveBeenCalledTimes(1);
    unsubscribe();
    port.listeners.forEach((l) => l({ data: { type: 'searchGrew', id: 6, ready: true } } as MessageEvent<FromWorker>));
    expect(heard).toHaveBeenCalledTimes(1);
  });
});
