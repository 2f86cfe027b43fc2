import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { openLibrary } from '../../src/model/library';
import type { PackManifest } from '../../src/model/pack';
import { packLibrary } from '../../src/model/pack';
import { LibrarySearch } from '../../src/model/search';
import { CaseTexts } from '../../src/state/caseTexts';
import { WorkerChannel, type WorkerPort } from '../../src/state/workerChannel';
import type { FromWorker, ToWorker } from '../../src/worker/protocol';
import { WorkerSession } from '../../src/worker/session';
import { EXPORT_READS } from '../../src/worker/openPack';
import { bundledRecords, bundledTaxonomy } from './support/library';

const BASE = 'https://packs.example.org/team/';

/** The bundled library packed (with its prebuilt search), served by a stubbed fetch that counts requests. */
let packed: Promise<{ lib: ReturnType<typeof openLibrary>; manifest: PackManifest; files: Map<string, Uint8Array> }> | null = null;
// Packed once for the file (indexing the full texts is the slow part); each test gets its own host.
const packOnce = () =>
  (packed ??= (async () => {
    const lib = openLibrary({ json: bundledRecords() }, bundledTaxonomy());
    const search = new LibrarySearch(lib.index, lib.taxonomy);
    await search.indexInBackground();
    return { lib, ...(await packLibrary(lib, { shardSize: 40, search: search.serialize() })) };
  })());

async function servePack() {
  const { lib, manifest, files } = await packOnce();
  const served = new Map<string, { bytes: Uint8Array; type: string }>();
  for (const [path, bytes] of files) served.set(BASE + path, { bytes, type: path.endsWith('.bin') ? 'application/octet-stream' : 'application/json' });
  const fetched: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    fetched.push(url);
    const f = served.get(url);
    return f ? new Response(f.bytes.slice(), { headers: { 'content-type': f.type } }) : new Response('no', { status: 404 });
  });
  return { lib, manifest, served, fetched };
}

/** The pack's case ids in pack order (the order its shards are cut in). */
const idsOrder = (h: { lib: ReturnType<typeof openLibrary> }) => h.lib.cases.map((c) => c.id);

/** A session behind a port, as the page talks to the worker. */
function connect() {
  const listeners = new Set<(event: MessageEvent<FromWorker>) => void>();
  const posted: FromWorker[] = [];
  const session = new WorkerSession((m) => {
    posted.push(m);
    listeners.forEach((l) => l({ data: m } as MessageEvent<FromWorker>));
  });
  const pending: Promise<void>[] = [];
  const port: WorkerPort = {
    postMessage: (m: ToWorker) => void pending.push(session.handle(m)),
    addEventListener: (_, l) => void listeners.add(l),
    removeEventListener: (_, l) => void listeners.delete(l),
  };
  const settle = async () => {
    while (pending.length) await pending.shift();
  };
  return { session, posted, port, settle };
}

// Indexing the bundled library's full texts takes seconds on a busy machine: done once, before the tests' clocks start.
beforeAll(() => packOnce().then(() => undefined), 120_000);
afterEach(() => vi.unstubAllGlobals());

describe('a packed library in the worker session', () => {
  it('opens from its manifest address: the cases without texts, the prebuilt search ready at once, no shard read', async () => {
    const h = await servePack();
    const { session, posted } = connect();
    await session.handle({ type: 'open', id: 1, source: { kind: 'url', url: `${BASE}manifest.json` } });
    const types = posted.map((m) => m.type);
    expect(types.indexOf('packed')).toBeGreaterThanOrEqual(0);
    expect(types.indexOf('packed')).toBeLessThan(types.indexOf('done'));
    const cases = posted.flatMap((m) => (m.type === 'cases' ? m.cases : []));
    expect(cases.map((c) => c.id)).toEqual(h.lib.cases.map((c) => c.id));
    expect(cases.every((c) => c.summary === null && c.lessons === null)).toBe(true);
    expect(h.fetched.some((u) => u.includes('/texts/'))).toBe(false);
    expect(h.fetched).toContain(`${BASE}search.json`);
    // The first searchGrew already says ready: no indexing in the background.
    expect(posted.filter((m) => m.type === 'searchGrew')).toEqual([{ type: 'searchGrew', id: 1, ready: true }]);
    await session.handle({ type: 'search', id: 1, seq: 1, q: 'rollback', limit: 50 });
    const hits = posted.at(-1);
    expect(hits?.type === 'hits' && hits.hits).toEqual(new LibrarySearch(h.lib.index, h.lib.taxonomy).search('rollback', 50));
  });

  it('gives the page a case with its texts, as the plain library has it, asking the worker once per case', async () => {
    const h = await servePack();
    const { session, port, settle } = connect();
    await session.handle({ type: 'open', id: 2, source: { kind: 'url', url: `${BASE}manifest.json` } });
    const texts = new CaseTexts(new WorkerChannel(port, 2));
    const target = h.lib.cases[45]!;
    texts.request(target.id);
    expect(texts.state(target.id)).toEqual({ status: 'loading' });
    texts.request(target.id);
    await settle();
    expect(texts.state(target.id)).toEqual({ status: 'ready', case: target });
    texts.request(target.id);
    expect(texts.asked).toBe(1);
    expect(h.fetched.filter((u) => u.includes('/texts/'))).toEqual([`${BASE}texts/0001.json`]);
  });

  it('reports a failed shard once, for the cases it holds, and keeps the other shards readable', async () => {
    const h = await servePack();
    const broken = h.manifest.shards[1]!;
    h.served.delete(BASE + broken.path);
    const { session, port, settle } = connect();
    await session.handle({ type: 'open', id: 3, source: { kind: 'url', url: `${BASE}manifest.json` } });
    const texts = new CaseTexts(new WorkerChannel(port, 3));
    const [a, b, elsewhere] = [h.lib.cases[broken.first]!, h.lib.cases[broken.first + 1]!, h.lib.cases[0]!];
    for (const c of [a, b, elsewhere]) texts.request(c.id);
    await settle();
    const failure = { file: broken.path, fault: 'missing', firstId: a.id, lastId: h.lib.cases[broken.first + broken.count - 1]!.id };
    expect(texts.state(a.id)).toEqual({ status: 'failed', failure });
    expect(texts.state(b.id)).toEqual({ status: 'failed', failure });
    expect(texts.problems()).toHaveLength(1);
    expect(texts.problems()[0]).toMatchObject({ code: 'packShardFailed', params: { file: broken.path, fault: 'missing', first: failure.firstId, last: failure.lastId } });
    expect(texts.state(elsewhere.id)).toEqual({ status: 'ready', case: elsewhere });
  });

  it("starts reading the shard of a search's first case suggestion, which opening that case then reuses", async () => {
    const h = await servePack();
    const { session, posted, port, settle } = connect();
    await session.handle({ type: 'open', id: 6, source: { kind: 'url', url: `${BASE}manifest.json` } });
    const shardReads = () => h.fetched.filter((u) => u.includes('/texts/'));
    const target = h.lib.cases[100]!;
    await session.handle({ type: 'search', id: 6, seq: 1, q: target.id, limit: 12 });
    const hits = posted.at(-1);
    expect(hits?.type === 'hits' && hits.hits?.[0]?.key).toBe(target.id);
    await vi.waitFor(() => expect(shardReads()).toEqual([`${BASE}texts/0002.json`]));
    const texts = new CaseTexts(new WorkerChannel(port, 6));
    texts.request(target.id);
    await settle();
    expect(texts.state(target.id)).toEqual({ status: 'ready', case: target });
    expect(shardReads()).toHaveLength(1);
    // A first suggestion that is no case reads nothing.
    const component = target.components[0]!;
    await session.handle({ type: 'search', id: 6, seq: 2, q: component, limit: 12 });
    const second = posted.at(-1);
    expect(second?.type === 'hits' && second.hits?.[0]?.kind).not.toBe('case');
    expect(shardReads()).toHaveLength(1);
  });

  it("reads ahead the texts of the cases a panel names onto the page, each case once; opening one asks nothing more", async () => {
    const h = await servePack();
    const { session, port, settle } = connect();
    await session.handle({ type: 'open', id: 8, source: { kind: 'url', url: `${BASE}manifest.json` } });
    const shardReads = () => h.fetched.filter((u) => u.includes('/texts/')).sort();
    const texts = new CaseTexts(new WorkerChannel(port, 8));
    const [opened, next, alsoNext, sameShard] = [h.lib.cases[5]!, h.lib.cases[50]!, h.lib.cases[130]!, h.lib.cases[131]!];
    texts.request(opened.id);
    await settle();
    // The opened case is not asked again; two cases of one shard read it once.
    texts.readAhead([opened.id, next.id, alsoNext.id, sameShard.id]);
    texts.readAhead([next.id, alsoNext.id]);
    await settle();
    expect(texts.asked).toBe(4);
    expect(shardReads()).toEqual([`${BASE}texts/0000.json`, `${BASE}texts/0001.json`, `${BASE}texts/0003.json`]);
    for (const c of [next, alsoNext, sameShard]) expect(texts.state(c.id)).toEqual({ status: 'ready', case: c });
    // Opened: its text is already here.
    texts.request(alsoNext.id);
    expect(texts.asked).toBe(4);
    expect(texts.problems()).toEqual([]);
  });

  it('forgets a read ahead that fails, without a problem; opening the case then reads its shard again and reports it', async () => {
    const h = await servePack();
    const broken = h.manifest.shards[1]!;
    h.served.delete(BASE + broken.path);
    const { session, port, settle } = connect();
    await session.handle({ type: 'open', id: 9, source: { kind: 'url', url: `${BASE}manifest.json` } });
    const texts = new CaseTexts(new WorkerChannel(port, 9));
    const [quiet, opened] = [h.lib.cases[broken.first]!, h.lib.cases[broken.first + 1]!];
    texts.readAhead([quiet.id]);
    await settle();
    expect(texts.state(quiet.id)).toBeUndefined();
    expect(texts.problems()).toEqual([]);
    texts.request(quiet.id);
    await settle();
    expect(texts.state(quiet.id)).toMatchObject({ status: 'failed', failure: { file: broken.path, fault: 'missing' } });
    expect(texts.problems()).toHaveLength(1);
    expect(h.fetched.filter((u) => u === BASE + broken.path)).toHaveLength(2);
    // A case opened while its read ahead is on its way is told the failure when it comes.
    texts.readAhead([opened.id]);
    texts.request(opened.id);
    await settle();
    expect(texts.state(opened.id)).toMatchObject({ status: 'failed', failure: { file: broken.path } });
  });

  it("reports a shard that failed while read ahead for a suggestion when its case is opened", async () => {
    const h = await servePack();
    const broken = h.manifest.shards[2]!;
    h.served.delete(BASE + broken.path);
    const { session, port, settle } = connect();
    await session.handle({ type: 'open', id: 7, source: { kind: 'url', url: `${BASE}manifest.json` } });
    const target = h.lib.cases[broken.first]!;
    await session.handle({ type: 'search', id: 7, seq: 1, q: target.id, limit: 12 });
    await vi.waitFor(() => expect(h.fetched).toContain(BASE + broken.path));
    const texts = new CaseTexts(new WorkerChannel(port, 7));
    texts.request(target.id);
    await settle();
    expect(texts.state(target.id)).toMatchObject({ status: 'failed', failure: { file: broken.path, fault: 'missing', firstId: target.id } });
    expect(texts.problems()).toHaveLength(1);
  });

  it('never keeps an answer under an id other than the one it names', async () => {
    const listeners = new Set<(event: MessageEvent<FromWorker>) => void>();
    const sent: ToWorker[] = [];
    const port: WorkerPort = { postMessage: (m) => void sent.push(m), addEventListener: (_, l) => void listeners.add(l), removeEventListener: (_, l) => void listeners.delete(l) };
    const texts = new CaseTexts(new WorkerChannel(port, 4));
    texts.request('A');
    const seq = (sent[0] as { seq: number }).seq;
    const other = { ...openLibrary({ json: bundledRecords() }, bundledTaxonomy()).cases[0]!, id: 'B' };
    listeners.forEach((l) => l({ data: { type: 'caseTexts', id: 4, seq, caseId: 'A', result: { case: other } } } as MessageEvent<FromWorker>));
    await new Promise((r) => setTimeout(r));
    expect(texts.state('A')).toMatchObject({ status: 'failed', failure: { fault: 'wrong-cases' } });
    expect(texts.state('B')).toBeUndefined();
  });

  it('refuses a manifest naming a file outside its directory, and fetches nothing', async () => {
    const h = await servePack();
    const evil = { ...h.manifest, index: { ...h.manifest.index, path: '../other/index.json' } };
    h.served.set(`${BASE}evil.json`, { bytes: new TextEncoder().encode(JSON.stringify(evil)), type: 'application/json' });
    const { session, posted } = connect();
    await session.handle({ type: 'open', id: 5, source: { kind: 'url', url: `${BASE}evil.json` } });
    expect(posted.at(-1)).toEqual({ type: 'packFailed', id: 5, file: '../other/index.json', fault: 'outside' });
    expect(h.fetched).toEqual([`${BASE}evil.json`]);
  });

  it("makes an export's library file in the worker: the asked cases whole, in order, with the readers' feedback, the shards' progress told first", async () => {
    const h = await servePack();
    const { session, port, settle } = connect();
    await session.handle({ type: 'open', id: 5, source: { kind: 'url', url: `${BASE}manifest.json` } });
    const texts = new CaseTexts(new WorkerChannel(port, 5));
    const picked = [h.lib.cases[130]!, h.lib.cases[2]!, h.lib.cases[41]!];
    const feedback = [{ draft: 'pods restart', match: picked[0]!.id, mark: 'unrelated' as const, at: '2026-12-06T05:00:00.000Z' }];
    const told: [number, number][] = [];
    const exported = texts.forExport(picked.map((c) => c.id), feedback, (done, total) => told.push([done, total]));
    await settle();
    const got = await exported;
    if (!got || got === 'cancelled') throw new Error(`no file: ${got}`);
    expect(got.withoutTexts).toBe(0);
    expect(got.failures).toEqual([]);
    const file = JSON.parse(await got.file.text()) as { cases: unknown[]; feedback: unknown[] };
    expect(file.cases).toEqual(JSON.parse(JSON.stringify(picked)));
    expect(file.feedback).toEqual(feedback);
    // Three shards (0, 1, 3), told at the start and the end at least.
    expect(told[0]).toEqual([0, 3]);
    expect(told.at(-1)).toEqual([3, 3]);
    // A library the worker does not hold as a pack: no file, so the page says the texts are out of reach.
    const none = new CaseTexts(new WorkerChannel(port, 77)).forExport([picked[0]!.id], [], () => {});
    await settle();
    expect(await none).toBeNull();
  });

  it("counts an export's cases whose shards failed, and reports every such shard as a data problem, once", async () => {
    const h = await servePack();
    const [s1, s2] = [h.manifest.shards[1]!, h.manifest.shards[2]!];
    h.served.delete(BASE + s1.path);
    h.served.delete(BASE + s2.path);
    const { session, port, settle } = connect();
    await session.handle({ type: 'open', id: 6, source: { kind: 'url', url: `${BASE}manifest.json` } });
    const texts = new CaseTexts(new WorkerChannel(port, 6));
    let notified = 0;
    texts.subscribe(() => notified++);
    const exported = texts.forExport(h.lib.cases.map((c) => c.id), [], () => {});
    await settle();
    const got = await exported;
    if (!got || got === 'cancelled') throw new Error(`no file: ${got}`);
    expect(got.withoutTexts).toBe(s1.count + s2.count);
    expect(got.failures.map((f) => f.file)).toEqual([s1.path, s2.path]);
    expect(texts.problems().map((p) => p.params?.file)).toEqual([s1.path, s2.path]);
    expect(notified).toBe(1);
    const file = JSON.parse(await got.file.text()) as { id: string; summary: unknown }[];
    expect(file.map((c) => c.id)).toEqual(h.lib.cases.map((c) => c.id));
    expect(file.filter((c) => c.summary === null)).toHaveLength(s1.count + s2.count);
  });

  it('stops an export when the page cancels it, at once: no file, and no shard started after those in flight', async () => {
    const h = await servePack();
    const { session, port, settle } = connect();
    await session.handle({ type: 'open', id: 8, source: { kind: 'url', url: `${BASE}manifest.json` } });
    // From here each shard's download waits until let go.
    const stubbed = globalThis.fetch;
    const held: (() => void)[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      if (url.includes('/texts/')) await new Promise<void>((resolve) => held.push(resolve));
      return stubbed(url);
    });
    const texts = new CaseTexts(new WorkerChannel(port, 8));
    const stop = new AbortController();
    const exported = texts.forExport(h.lib.cases.map((c) => c.id), [], () => {}, stop.signal);
    // EXPORT_READS shards are read at once; the pack has more.
    expect(h.manifest.shards.length).toBeGreaterThan(EXPORT_READS);
    await vi.waitFor(() => expect(held).toHaveLength(EXPORT_READS));
    stop.abort();
    // Stop is answered while the shards in flight are still held: a host that is slow to answer,
    // or never does, cannot keep the reader waiting.
    expect(await exported).toBe('cancelled');
    while (held.length) held.shift()!();
    await settle();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(held).toHaveLength(0);
    const shards = h.fetched.filter((u) => u.includes('/texts/')).sort();
    expect(shards).toEqual(h.manifest.shards.slice(0, EXPORT_READS).map((s) => `${BASE}${s.path}`));
  });

  it('answers gone for a library the worker does not hold as a pack', async () => {
    const { session, posted } = connect();
    await session.handle({ type: 'caseTexts', id: 99, seq: 1, caseId: 'IL-0034' });
    expect(posted).toEqual([{ type: 'caseTexts', id: 99, seq: 1, caseId: 'IL-0034', result: { gone: true } }]);
  });

  it('answers a search from the codes while the prebuilt search is still read, and says when all is searchable', async () => {
    const h = await servePack();
    // search.json is held back: the library opens, its full search cannot load yet.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const served = globalThis.fetch;
    let asked = false;
    vi.stubGlobal('fetch', async (url: string) => {
      if (url.endsWith('/search.json')) {
        asked = true;
        await held;
      }
      return served(url);
    });
    const { session, posted } = connect();
    const opening = session.handle({ type: 'open', id: 1, source: { kind: 'url', url: `${BASE}manifest.json` } });
    await vi.waitUntil(() => posted.some((m) => m.type === 'done'));
    await vi.waitUntil(() => asked);
    expect(h.fetched.some((u) => u.includes('/texts/'))).toBe(false);
    await session.handle({ type: 'search', id: 1, seq: 1, q: 'il-0034', limit: 5 });
    const early = posted.at(-1);
    expect(early?.type === 'hits' && early.hits?.[0]).toMatchObject({ id: 'case:IL-0034', kind: 'case' });
    // Its first suggestion's shard is read ahead, as with the full search: the click that follows waits for no download.
    const shard = h.manifest.shards.find((s) => s.first <= idsOrder(h).indexOf('IL-0034') && idsOrder(h).indexOf('IL-0034') < s.first + s.count)!;
    expect(h.fetched).toContain(BASE + shard.path);
    // A title's words: the titles answer too, before the full search is read.
    const titleWords = h.lib.cases.find((c) => c.id === 'IL-0034')!.title.en.split(/\s+/).filter((w) => /^[A-Za-z]{6,}$/.test(w)).slice(0, 2).join(' ');
    await session.handle({ type: 'search', id: 1, seq: 3, q: titleWords, limit: 50 });
    const byTitle = posted.at(-1);
    expect(byTitle?.type === 'hits' && byTitle.hits?.map((hit) => hit.key)).toContain('IL-0034');
    expect(posted.some((m) => m.type === 'searchGrew')).toBe(false);
    release();
    await opening;
    expect(posted.filter((m) => m.type === 'searchGrew')).toEqual([{ type: 'searchGrew', id: 1, ready: true }]);
    // Asked again (as the page does on searchGrew): the full search, texts and titles included.
    await session.handle({ type: 'search', id: 1, seq: 2, q: 'rollback', limit: 50 });
    const full = posted.at(-1);
    expect(full?.type === 'hits' && full.hits).toEqual(new LibrarySearch(h.lib.index, h.lib.taxonomy).search('rollback', 50));
  });
});
