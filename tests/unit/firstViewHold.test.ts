import { describe, expect, it } from 'vitest';
import { generateLibrary } from '../../scripts/synthetic';
import { WorkerChannel, type WorkerPort } from '../../src/state/workerChannel';
import type { FromWorker, ToWorker } from '../../src/worker/protocol';
import { WorkerSession } from '../../src/worker/session';

/**
 * The worker holds its background indexing (search, then similarity) until the page has drawn the
 * library's first view, a question needs it, or the grace has passed (src/worker/session.ts).
 */
const text = JSON.stringify(generateLibrary(300, 7));
const open: ToWorker = { type: 'open', id: 1, source: { kind: 'text', text, name: 'lib.json' } };

/** Lets the session's tasks and timers run for `ms`. */
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function openHeld(graceMs: number) {
  const posted: FromWorker[] = [];
  const session = new WorkerSession((m) => posted.push(m), { firstViewGraceMs: graceMs });
  let finished = false;
  const opening = session.handle(open).then(() => (finished = true));
  for (let k = 0; k < 200 && !posted.some((m) => m.type === 'done'); k++) await pause(5);
  return { posted, session, opening, finished: () => finished };
}

describe('background indexing waits for the first view', () => {
  it('sends the library at once, and starts the search only when the page says its first view is drawn', async () => {
    const { posted, session, opening, finished } = await openHeld(60_000);
    expect(posted.some((m) => m.type === 'done')).toBe(true);
    await pause(100);
    expect(posted.some((m) => m.type === 'searchGrew')).toBe(false);
    expect(finished()).toBe(false);
    await session.handle({ type: 'viewDrawn', id: 1 });
    await opening;
    expect(posted.at(-1)).toEqual({ type: 'searchGrew', id: 1, ready: true });
  });

  it('answers a question asked before the first view is drawn (the question starts the indexing)', async () => {
    const { posted, session, opening } = await openHeld(60_000);
    const first = posted.find((m) => m.type === 'cases')!.cases[0]!;
    await session.handle({ type: 'search', id: 1, seq: 1, q: first.id, limit: 5 });
    const hits = posted.find((m) => m.type === 'hits');
    expect(hits?.type === 'hits' && hits.hits?.some((h) => h.key === first.id)).toBe(true);
    await opening;
    expect(posted.some((m) => m.type === 'searchGrew' && m.ready)).toBe(true);
  });

  it('starts on its own after the grace when the page never says', async () => {
    const { posted, opening } = await openHeld(50);
    await opening;
    expect(posted.at(-1)).toEqual({ type: 'searchGrew', id: 1, ready: true });
  });

  it('is told once per library by its channel, however often the map is drawn again', () => {
    const sent: ToWorker[] = [];
    const port: WorkerPort = { postMessage: (m) => sent.push(m), addEventListener: () => {}, removeEventListener: () => {} };
    const channel = new WorkerChannel(port, 4);
    channel.viewDrawn();
    channel.viewDrawn();
    expect(sent).toEqual([{ type: 'viewDrawn', id: 4 }]);
  });
});
