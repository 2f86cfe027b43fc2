import { describe, expect, it } from 'vitest';
import { generateLibrary } from '../../scripts/synthetic';
import { addCases, createSimilarityIndex, matchDraft } from '../../src/model/similarity';
import { openLibrary } from '../../src/model/library';
import { parseTaxonomy } from '../../src/model/core';
import { bundledTaxonomy as rawBundledTaxonomy } from '../../src/data/bundled';
import { WorkerSimilarity } from '../../src/state/similarClient';
import { WorkerChannel, type WorkerPort } from '../../src/state/workerChannel';
import type { FromWorker, ToWorker } from '../../src/worker/protocol';
import { WorkerSession } from '../../src/worker/session';
import { LibrarySimilarity, type DraftAnswer } from '../../src/worker/similarity';

// A draft opened with a big library (issue #27): the first question starts the similarity index
// at once (the search's indexing waits), and a draft is answered over the part indexed so far,
// then completely.
const tax = parseTaxonomy(rawBundledTaxonomy)!;
const records = generateLibrary(1500, 5);
const cases = openLibrary({ json: records }, tax).cases;
const DRAFT = 'dns resolver timeouts after a config push, pods restarting and the api returning 503';
const never = new Promise<void>(() => {});

describe('LibrarySimilarity before its index is complete', () => {
  it('starts building when first asked, even while what it waits for has not settled', async () => {
    const sim = new LibrarySimilarity(cases.slice(0, 200), undefined, never);
    const whole = createSimilarityIndex(cases.slice(0, 200));
    addCases(whole, 200);
    expect((await sim.draft(DRAFT, 5)).matches).toEqual(matchDraft(whole, DRAFT, { limit: 5 }).matches);
    expect(sim.ready).toBe(true);
  });

  it('answers a draft over the cases indexed so far, each answer as the model gives over that many, then completely', async () => {
    const sim = new LibrarySimilarity(cases, undefined, never);
    sim.partialTiming = { first: 0, every: 0 };
    const partials: DraftAnswer[] = [];
    const final = await sim.draft(DRAFT, 6, undefined, (a) => partials.push(a));
    expect(partials.length).toBeGreaterThan(0);
    let last = 0;
    for (const p of partials) {
      expect(p.progress!.total).toBe(cases.length);
      expect(p.progress!.indexed).toBeGreaterThanOrEqual(last);
      expect(p.progress!.indexed).toBeLessThan(cases.length);
      last = p.progress!.indexed;
    }
    // The first partial answer is what the model says over exactly those cases.
    const first = partials[0]!;
    const part = createSimilarityIndex(cases);
    addCases(part, first.progress!.indexed);
    expect(first.matches).toEqual(matchDraft(part, DRAFT, { limit: 6 }).matches);
    expect(final.progress).toBeUndefined();
    const whole = createSimilarityIndex(cases);
    addCases(whole, cases.length);
    expect(final.matches).toEqual(matchDraft(whole, DRAFT, { limit: 6 }).matches);
  }, 60_000);

  it('gives no partial answer when the index is already complete, or when none is asked for', async () => {
    const sim = new LibrarySimilarity(cases.slice(0, 100));
    sim.partialTiming = { first: 0, every: 0 };
    await sim.similar(0, 3);
    const partials: DraftAnswer[] = [];
    await sim.draft(DRAFT, 3, undefined, (a) => partials.push(a));
    expect(partials).toEqual([]);
  });
});

describe('a draft asked as a big library opens, through the session', () => {
  it('pauses the search\'s indexing until similarity is built, and posts partial answers on the same seq before the complete one', async () => {
    const posted: FromWorker[] = [];
    const session = new WorkerSession((m) => posted.push(m));
    const open = session.handle({ type: 'open', id: 1, source: { kind: 'text', text: JSON.stringify(records), name: 'x' } });
    while (!posted.some((m) => m.type === 'done')) await new Promise((r) => setTimeout(r, 5));
    expect(posted.some((m) => m.type === 'searchGrew' && m.ready)).toBe(false);
    await session.handle({ type: 'draft', id: 1, seq: 7, draft: DRAFT, limit: 5, partial: true });
    const answers = posted.filter((m): m is Extract<FromWorker, { type: 'draftMatch' }> => m.type === 'draftMatch');
    expect(answers.every((m) => m.seq === 7)).toBe(true);
    expect(answers.at(-1)!.result!.progress).toBeUndefined();
    // The complete answer came before the search was complete: the search waited for it.
    const searchReady = () => posted.findIndex((m) => m.type === 'searchGrew' && m.ready);
    expect(searchReady()).toBe(-1);
    await open;
    expect(searchReady()).toBeGreaterThan(posted.indexOf(answers.at(-1)!));
  }, 90_000);
});

/** The session behind a port, answering at once. */
class Port implements WorkerPort {
  private readonly listeners = new Set<(event: MessageEvent<FromWorker>) => void>();
  readonly session = new WorkerSession((m) => setTimeout(() => this.listeners.forEach((l) => l({ data: m } as MessageEvent<FromWorker>))));
  postMessage(message: ToWorker) {
    void this.session.handle(message);
  }
  addEventListener(_: 'message', listener: (event: MessageEvent<FromWorker>) => void) {
    this.listeners.add(listener);
  }
  removeEventListener(_: 'message', listener: (event: MessageEvent<FromWorker>) => void) {
    this.listeners.delete(listener);
  }
}

describe('the page\'s client', () => {
  it('hands partial answers to onPartial and resolves with the complete one, each question its own', async () => {
    const port = new Port();
    const opened: FromWorker[] = [];
    port.addEventListener('message', (e) => opened.push(e.data));
    port.postMessage({ type: 'open', id: 2, source: { kind: 'text', text: JSON.stringify(records), name: 'x' } });
    while (!opened.some((m) => m.type === 'done')) await new Promise((r) => setTimeout(r, 5));
    const client = new WorkerSimilarity(new WorkerChannel(port, 2), cases);
    const older: DraftAnswer[] = [];
    const newer: DraftAnswer[] = [];
    const OTHER = 'certificate expired on the ingress';
    const first = client.draft(OTHER, 5, undefined, (a) => older.push(a));
    const second = client.draft(DRAFT, 5, undefined, (a) => newer.push(a));
    const [a, b] = await Promise.all([first, second]);
    // Which answer is current is the caller's (React Query's keys); each question gets its own.
    expect([a.status, b.status]).toEqual(['ok', 'ok']);
    expect(a.progress).toBeUndefined();
    expect(b.progress).toBeUndefined();
    // Answered again alone, once the index is complete, each gives the same: no answer was swapped.
    expect(await client.draft(OTHER, 5)).toEqual(a);
    expect(await client.draft(DRAFT, 5)).toEqual(b);
    expect(a).not.toEqual(b);
    for (const p of [...older, ...newer]) expect(p.progress!.indexed).toBeLessThan(cases.length);
  }, 90_000);
});
