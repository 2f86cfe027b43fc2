import type { LibraryIndex } from '../model/core';
import type { LibrarySearch, SearchHit } from '../model/search';
import type { Taxonomy } from '../model/core';
import type { FromWorker, ToWorker } from '../worker/protocol';

/** Full-text search over one library, answered asynchronously (by the worker, normally). */
export interface Searcher {
  search(q: string, limit: number): Promise<SearchHit[]>;
  /** Which cases match `q` (1 = match), as the graph filter needs it. */
  caseMask(q: string): Promise<Uint8Array>;
  /** `listener` runs whenever more of the library has become searchable; returns an unsubscribe. */
  subscribe(listener: () => void): () => void;
}

/** What WorkerSearcher needs of a Worker: the page passes the real one, tests a stand-in. */
export interface WorkerPort {
  postMessage(message: ToWorker): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<FromWorker>) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent<FromWorker>) => void): void;
}

/**
 * Searching on the page itself: only when the worker no longer holds the library. MiniSearch is
 * loaded then, not with the first screen (it is the worker's job, and the page rarely needs it).
 */
class PageSearcher implements Searcher {
  private built: Promise<LibrarySearch> | null = null;

  constructor(
    private readonly index: LibraryIndex,
    private readonly taxonomy: Taxonomy,
    private readonly grew: () => void,
  ) {}

  private engine(): Promise<LibrarySearch> {
    this.built ??= import('../model/search').then(({ LibrarySearch }) => {
      const search = new LibrarySearch(this.index, this.taxonomy);
      if (!search.ready) void search.indexInBackground().then(this.grew);
      return search;
    });
    return this.built;
  }

  async search(q: string, limit: number) {
    return (await this.engine()).search(q, limit);
  }

  async caseMask(q: string) {
    return (await this.engine()).caseMask(q, this.index);
  }

  subscribe(): () => void {
    return () => {};
  }
}

/**
 * Asks the library worker, which built the index off the main thread and keeps extending it.
 * Should the worker have let the library go (or be gone), the page builds its own index once.
 */
export class WorkerSearcher implements Searcher {
  private seq = 0;
  private readonly waiting = new Map<number, { q: string; limit: number; kind: 'search' | 'caseMask'; resolve: (value: never) => void }>();
  private readonly listeners = new Set<() => void>();
  private fallback: PageSearcher | null = null;
  private port: WorkerPort | null;

  constructor(
    port: WorkerPort,
    private readonly id: number,
    private readonly index: LibraryIndex,
    private readonly taxonomy: Taxonomy,
  ) {
    this.port = port;
    port.addEventListener('message', this.onMessage);
  }

  search(q: string, limit: number): Promise<SearchHit[]> {
    return this.ask('search', q, limit);
  }

  caseMask(q: string): Promise<Uint8Array> {
    return this.ask('caseMask', q, 0);
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** The worker was stopped: answer everything on the page from now on, the waiting questions too. */
  detach(): void {
    this.port?.removeEventListener('message', this.onMessage);
    this.port = null;
    for (const [seq, question] of this.waiting) {
      this.waiting.delete(seq);
      this.answerOnPage(question);
    }
  }

  private ask<T>(kind: 'search' | 'caseMask', q: string, limit: number): Promise<T> {
    return new Promise<T>((resolve) => {
      const question = { q, limit, kind, resolve: resolve as (value: never) => void };
      if (!this.port || this.fallback) return this.answerOnPage(question);
      const seq = ++this.seq;
      this.waiting.set(seq, question);
      try {
        this.port.postMessage(kind === 'search' ? { type: 'search', id: this.id, seq, q, limit } : { type: 'caseMask', id: this.id, seq, q });
      } catch {
        // The question could not be posted (DataCloneError, a broken port): the page answers it,
        // as it does once the worker is gone, instead of a promise that never settles.
        this.waiting.delete(seq);
        this.answerOnPage(question);
      }
    });
  }

  private answerOnPage(question: { q: string; limit: number; kind: 'search' | 'caseMask'; resolve: (value: never) => void }) {
    this.fallback ??= new PageSearcher(this.index, this.taxonomy, () => this.notify());
    const answer = question.kind === 'search' ? this.fallback.search(question.q, question.limit) : this.fallback.caseMask(question.q);
    void answer.then((value) => question.resolve(value as never));
  }

  private notify() {
    for (const listener of this.listeners) listener();
  }

  private readonly onMessage = (event: MessageEvent<FromWorker>) => {
    const msg = event.data;
    if (msg.id !== this.id) return;
    if (msg.type === 'searchGrew') this.notify();
    if (msg.type !== 'hits' && msg.type !== 'mask') return;
    const question = this.waiting.get(msg.seq);
    if (!question) return;
    this.waiting.delete(msg.seq);
    const answer = msg.type === 'hits' ? msg.hits : msg.mask;
    if (answer === null) this.answerOnPage(question);
    else question.resolve(answer as never);
  };
}
