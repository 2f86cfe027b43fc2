import { describe, expect, it } from 'vitest';
import type { FromWorker } from '../../src/worker/protocol';
import { WorkerSession } from '../../src/worker/session';
import { wholeFileFailure, type Problem } from '../../src/model/core';

describe('a worker failure is always reported to the page', () => {
  it('posts `failed` when posting the cases throws (as postMessage does on a value it cannot copy)', async () => {
    const posted: FromWorker[] = [];
    let throws = 0;
    const session = new WorkerSession((m) => {
      if (m.type === 'cases') {
        throws++;
        throw new RangeError('Maximum call stack size exceeded');
      }
      posted.push(m);
    });
    await expect(session.handle({ type: 'open', id: 7, source: { kind: 'text', name: 'x.json', text: '[]' } })).resolves.toBeUndefined();
    // An empty library posts no cases; one case does.
    await session.handle({ type: 'open', id: 8, source: { kind: 'bundled' } });
    expect(throws).toBe(1);
    const failed = posted.filter((m) => m.type === 'failed');
    expect(failed).toEqual([{ type: 'failed', id: 8, message: 'RangeError: Maximum call stack size exceeded', worker: true }]);
    expect(posted.some((m) => m.type === 'done' && m.id === 7)).toBe(true);
    expect(posted.some((m) => m.type === 'done' && m.id === 8)).toBe(false);
  });

  it('posts `failed` when a search handler throws', async () => {
    const posted: FromWorker[] = [];
    const session = new WorkerSession((m) => {
      if (m.type === 'hits') throw new Error('boom');
      posted.push(m);
    });
    await session.handle({ type: 'search', id: 3, seq: 1, q: 'x', limit: 5 });
    expect(posted).toEqual([{ type: 'failed', id: 3, message: 'Error: boom', worker: true }]);
  });
});

describe('wholeFileFailure', () => {
  const file = (code: Problem['code']): Problem => ({ severity: 'error', index: null, id: null, field: '', code, params: {} });
  it('names the problem that kept a whole file from being read', () => {
    expect(wholeFileFailure([file('badJson')])?.code).toBe('badJson');
    expect(wholeFileFailure([{ ...file('badTaxonomy'), severity: 'warning' }, file('emptyFile')])?.code).toBe('emptyFile');
  });
  it('is null for problems of single records or lines, which leave the rest of the library', () => {
    expect(wholeFileFailure([file('badJsonLine'), { ...file('fieldMissing'), index: 0 }, { ...file('badTaxonomy'), severity: 'warning' }])).toBeNull();
  });
});
