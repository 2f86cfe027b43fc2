import { afterEach, describe, expect, it, vi } from 'vitest';
import { generateLibrary } from '../../scripts/synthetic';
import { createI18nBoth } from '../../src/i18n/both';
import { wordsOf } from '../../src/i18n/wording';
import { openLibrary } from '../../src/model/library';
import { LibrarySearch } from '../../src/model/search';
import { runPipeline } from '../../src/state/libraryQuery';
import { WorkerFailure } from '../../src/state/loadErrors';
import { WorkerSearcher } from '../../src/state/searchClient';
import { WorkerChannel, type WorkerPort } from '../../src/state/workerChannel';
import { WorkerSimilarity } from '../../src/state/similarClient';
import { explainError } from '../../src/ui/loading/ErrorPage';
import { LibrarySimilarity } from '../../src/worker/similarity';
import type { FromWorker } from '../../src/worker/protocol';
import { bundledTaxonomy } from './support/library';

/** What postMessage throws on a value it cannot copy. */
const cloneError = () => new DOMException('Failed to execute postMessage: #<Object> could not be cloned.', 'DataCloneError');

/** A worker (or port) that takes listeners but cannot post a message. */
class ThrowingWorker implements WorkerPort {
  static made: ThrowingWorker[] = [];
  readonly listeners = new Map<string, Set<unknown>>();
  posts = 0;
  terminated = false;
  constructor() {
    ThrowingWorker.made.push(this);
  }
  postMessage(): void {
    this.posts++;
    throw cloneError();
  }
  addEventListener(type: string, listener: unknown): void {
    if (!this.listeners.has(type)) this.listeners.set(type, new Set());
    this.listeners.get(type)!.add(listener);
  }
  removeEventListener(type: string, listener: unknown): void {
    this.listeners.get(type)?.delete(listener);
  }
  terminate(): void {
    this.terminated = true;
  }
  listening(): number {
    return [...this.listeners.values()].reduce((n, set) => n + set.size, 0);
  }
  /** A message from the worker, as if it had answered. */
  answer(data: FromWorker): void {
    for (const l of this.listeners.get('message') ?? []) (l as (e: MessageEvent<FromWorker>) => void)({ data } as MessageEvent<FromWorker>);
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  ThrowingWorker.made = [];
});

describe('a postMessage that throws on the page', () => {
  it('fails the load as a worker failure (Try again in both languages), stopping that worker and leaving no listener', async () => {
    vi.stubGlobal('Worker', ThrowingWorker);
    const error: unknown = await runPipeline({ kind: 'bundled' }, new AbortController().signal).then(() => 'opened', (e: unknown) => e);
    expect(error).toBeInstanceOf(WorkerFailure);
    expect((error as WorkerFailure).detail).toMatch(/^the library could not be sent to the worker: DataCloneError: /);
    const [first] = ThrowingWorker.made;
    expect(first!.posts).toBe(1);
    expect(first!.terminated).toBe(true);
    expect(first!.listening()).toBe(0);

    // The error page words it as the worker failure it is, in English and Korean.
    for (const [lang, title] of [['en', 'The part of the app that reads libraries stopped'], ['ko', '라이브러리를 읽는 앱의 백그라운드 작업이 멈췄습니다']] as const) {
      const explained = explainError(wordsOf(createI18nBoth(lang).t), error);
      expect(explained.title).toBe(title);
      expect(explained.technical).toContain('DataCloneError');
    }

    // Try again starts a new worker rather than posting to the stopped one.
    await expect(runPipeline({ kind: 'bundled' }, new AbortController().signal)).rejects.toBeInstanceOf(WorkerFailure);
    expect(ThrowingWorker.made).toHaveLength(2);
  });

  const taxonomy = bundledTaxonomy();
  const opened = openLibrary({ json: generateLibrary(40, 5) }, taxonomy);
  const q = opened.cases[7]!.id;

  it('has a search answered on the page instead of a rejected promise', async () => {
    const port = new ThrowingWorker();
    const searcher = new WorkerSearcher(new WorkerChannel(port, 1), opened.index, taxonomy);
    const direct = new LibrarySearch(opened.index, taxonomy);
    expect(await searcher.search(q, 5)).toEqual(direct.search(q, 5));
    expect(await searcher.caseMask(q)).toEqual(direct.caseMask(q, opened.index));
    expect(port.posts).toBe(1);
    // A late answer under the question's seq is not taken for another question.
    port.answer({ type: 'hits', id: 1, seq: 1, hits: [] });
    expect(await searcher.search(q, 5)).toEqual(direct.search(q, 5));
  });

  it('has a similarity question answered on the page instead of a rejected promise', async () => {
    const port = new ThrowingWorker();
    const similarity = new WorkerSimilarity(new WorkerChannel(port, 2), opened.cases);
    const page = new LibrarySimilarity(opened.cases);
    expect(await similarity.similar(3, 4)).toEqual(await page.similar(3, 4));
    expect(await similarity.draft({ title: opened.cases[3]!.title.en }, 3)).toEqual(await page.draft({ title: opened.cases[3]!.title.en }, 3));
    expect(port.posts).toBe(1);
  });
});
