import { describe, expect, it, vi } from 'vitest';
import { WorkerChannel, type WorkerPort } from '../../src/state/workerChannel';
import type { FromWorker, ToWorker } from '../../src/worker/protocol';

/** A port that records what is posted and lets the test answer by hand. */
function handPort({ throws = false } = {}) {
  const sent: ToWorker[] = [];
  const listeners = new Set<(event: MessageEvent<FromWorker>) => void>();
  const port: WorkerPort = {
    postMessage: (m) => {
      if (throws) throw new DOMException('could not be cloned', 'DataCloneError');
      sent.push(m);
    },
    addEventListener: (_, l) => void listeners.add(l),
    removeEventListener: (_, l) => void listeners.delete(l),
  };
  const reply = (m: FromWorker) => listeners.forEach((l) => l({ data: m } as MessageEvent<FromWorker>));
  return { port, sent, reply, listeners };
}
const seqOf = (m: ToWorker | undefined) => (m as { seq: number }).seq;

describe('the worker channel', () => {
  it('posts each question with its library and a new seq, and resolves it with the reply of that seq', async () => {
    const { port, sent, reply } = handPort();
    const channel = new WorkerChannel(port, 7);
    const a = channel.ask('search', { q: 'dns', limit: 3 });
    const b = channel.ask('caseMask', { q: 'dns' });
    expect(sent).toEqual([
      { type: 'search', id: 7, seq: 1, q: 'dns', limit: 3 },
      { type: 'caseMask', id: 7, seq: 2, q: 'dns' },
    ]);
    const mask = new Uint8Array([1, 0, 1]);
    reply({ type: 'mask', id: 7, seq: 2, mask });
    reply({ type: 'hits', id: 7, seq: 1, hits: [{ kind: 'case', key: 'IL-1', score: 1 }] as never });
    expect(await b).toBe(mask);
    expect(await a).toEqual([{ kind: 'case', key: 'IL-1', score: 1 }]);
  });

  it('ignores replies for another library, of another kind, or naming another case', async () => {
    const { port, sent, reply } = handPort();
    const channel = new WorkerChannel(port, 1);
    const settled = vi.fn();
    void channel.ask('caseTexts', { caseId: 'A' }).then(settled);
    const seq = seqOf(sent[0]);
    reply({ type: 'caseTexts', id: 2, seq, caseId: 'A', result: { gone: true } });
    reply({ type: 'hits', id: 1, seq, hits: [] });
    reply({ type: 'caseTexts', id: 1, seq, caseId: 'B', result: { gone: true } });
    await new Promise((r) => setTimeout(r));
    expect(settled).not.toHaveBeenCalled();
    reply({ type: 'caseTexts', id: 1, seq, caseId: 'A', result: { gone: true } });
    await new Promise((r) => setTimeout(r));
    expect(settled).toHaveBeenCalledWith({ gone: true });
  });

  it('resolves to null what cannot be answered there: a reply of null, a question that cannot be posted, a detached worker', async () => {
    const held = handPort();
    const channel = new WorkerChannel(held.port, 3);
    const a = channel.ask('similar', { caseIndex: 1, limit: 2 });
    held.reply({ type: 'similarCases', id: 3, seq: seqOf(held.sent[0]), matches: null });
    expect(await a).toBeNull();
    const waiting = channel.ask('textEdges', {});
    channel.detach();
    expect(await waiting).toBeNull();
    expect(held.listeners.size).toBe(0);
    expect(channel.attached).toBe(false);
    expect(await channel.ask('search', { q: 'x', limit: 1 })).toBeNull();

    const broken = new WorkerChannel(handPort({ throws: true }).port, 4);
    expect(await broken.ask('draft', { draft: 'x', limit: 3 })).toBeNull();
  });

  it('hands the answers to a draft over part of the library to `interim`, and resolves with the complete one', async () => {
    const { port, sent, reply } = handPort();
    const channel = new WorkerChannel(port, 9);
    const interim = vi.fn();
    const asked = channel.ask('draft', { draft: 'dns', limit: 3, partial: true }, interim);
    expect(sent[0]).toMatchObject({ type: 'draft', partial: true });
    const seq = seqOf(sent[0]);
    const part = { status: 'ok', matches: [], progress: { indexed: 10, total: 100 } } as never;
    const whole = { status: 'ok', matches: [] } as never;
    reply({ type: 'draftMatch', id: 9, seq, result: part });
    expect(interim).toHaveBeenCalledWith(part);
    reply({ type: 'draftMatch', id: 9, seq, result: whole });
    expect(await asked).toBe(whole);
    // Without `partial` nothing says so on the wire.
    channel.ask('draft', { draft: 'dns', limit: 3 });
    expect(sent[1]).not.toHaveProperty('partial');
  });

  it('tells its listeners when more of its own library became searchable', () => {
    const { port, reply } = handPort();
    const channel = new WorkerChannel(port, 5);
    const heard = vi.fn();
    const stop = channel.onSearchGrew(heard);
    reply({ type: 'searchGrew', id: 5, ready: false });
    reply({ type: 'searchGrew', id: 6, ready: true });
    expect(heard).toHaveBeenCalledTimes(1);
    stop();
    reply({ type: 'searchGrew', id: 5, ready: true });
    expect(heard).toHaveBeenCalledTimes(1);
  });
});
