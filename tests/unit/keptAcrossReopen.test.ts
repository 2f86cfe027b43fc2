// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { keptAcrossReopen, libraryQueryOptions } from '../../src/state/libraryQuery';
import type { WorkerPort } from '../../src/state/workerChannel';
import type { FromWorker, ToWorker } from '../../src/worker/protocol';
import { WorkerSession } from '../../src/worker/session';

// The end-to-end tests reopen the app in one page (src/state/reopen.ts); a reopen keeps the
// bundled library instead of reading it again, but only while the worker still holds it.

/** The page's Worker, answered by the worker's own session in this thread. */
class SessionWorker implements WorkerPort {
  private readonly listeners = new Set<(event: MessageEvent<FromWorker>) => void>();
  private readonly session = new WorkerSession((m) => setTimeout(() => this.listeners.forEach((l) => l({ data: m } as MessageEvent<FromWorker>))), { firstViewGraceMs: 0 });
  postMessage(message: ToWorker) {
    void this.session.handle(message);
  }
  addEventListener(type: string, listener: (event: MessageEvent<FromWorker>) => void) {
    if (type === 'message') this.listeners.add(listener);
  }
  removeEventListener(type: string, listener: (event: MessageEvent<FromWorker>) => void) {
    if (type === 'message') this.listeners.delete(listener);
  }
  terminate() {}
}

afterEach(() => vi.unstubAllGlobals());

const oneCase = JSON.stringify([{ id: 'T-1', org: 'Org', date: '2024-01-02', title: { en: 'A case' }, components: ['dns-resolver'], root_cause: 'config-change' }]);

describe('keptAcrossReopen', () => {
  it('keeps the bundled library while it is the worker\'s latest opening, and no other library or answer', async () => {
    vi.stubGlobal('Worker', SessionWorker);
    const client = new QueryClient();
    const kept = () => client.getQueryCache().getAll().filter(keptAcrossReopen).map((q) => q.queryKey.join(':'));

    await client.fetchQuery(libraryQueryOptions(null, null));
    client.setQueryData(['similar', 1, 'IL-0034'], []);
    expect(kept()).toEqual(['library:bundled']);

    // Another library opened since: the worker may have let the bundled one's indexes go.
    const file = new File([oneCase], 'one.json', { type: 'application/json' });
    await client.fetchQuery(libraryQueryOptions(null, { file, name: 'one.json', token: 1 }));
    expect(kept()).toEqual([]);

    // Read again, it is the latest once more.
    client.removeQueries({ queryKey: ['library', 'bundled'] });
    await client.fetchQuery(libraryQueryOptions(null, null));
    expect(kept()).toEqual(['library:bundled']);
  }, 60_000);
});
