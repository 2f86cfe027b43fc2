import type { LibraryIndex } from '../model/core';
import type { LibrarySearch, SearchHit } from '../model/search';
import type { Taxonomy } from '../model/core';
import type { WorkerChannel } from './workerChannel';

/**
 * Full-text search as the page asks it: the worker answers over the index it builds and keeps
 * extending; only if it has let the library go does the page build an index of its own.
 */

/** Full-text search over one library, answered asynchronously (by the worker, normally). */
export interface Searcher {
  search(q: string, limit: number): Promise<SearchHit[]>;
  /** Which cases match `q` (1 = match), as the graph filter needs it. */
  caseMask(q: string): Promise<Uint8Array>;
  /** `listener` runs whenever more of the library has become searchable; returns an unsubscribe. */
  subscribe(listener: () => void): () => void;
  /** Whether all of the library is searchable (until then, answers may miss titles or texts). */
  readonly complete: boolean;
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
      this.ready = search.ready;
      if (!search.ready)
        void search.indexInBackground().then(() => {
          this.ready = true;
          this.grew();
        });
      return search;
    });
    return this.built;
  }

  /** Built on the first question, so complete until then as far as anyone asking can tell. */
  get complete(): boolean {
    return this.ready;
  }

  private ready = true;

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
  private fallback: PageSearcher | null = null;
  private readonly listeners = new Set<() => void>();
  /** The worker says when all is searchable (a pack's prebuilt search read, a big library's texts indexed). */
  private ready = false;

  constructor(
    private readonly channel: WorkerChannel,
    private readonly index: LibraryIndex,
    private readonly taxonomy: Taxonomy,
  ) {
    channel.onSearchGrew((ready) => {
      this.ready = ready;
      this.notify();
    });
  }

  get complete(): boolean {
    return this.fallback ? this.fallback.complete : this.ready;
  }

  // Once the page has its own index it answers everything: the worker's would only repeat it.
  async search(q: string, limit: number): Promise<SearchHit[]> {
    return (!this.fallback && (await this.channel.ask('search', { q, limit }))) || this.onPage().search(q, limit);
  }

  async caseMask(q: string): Promise<Uint8Array> {
    return (!this.fallback && (await this.channel.ask('caseMask', { q }))) || this.onPage().caseMask(q);
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private onPage(): PageSearcher {
    this.fallback ??= new PageSearcher(this.index, this.taxonomy, () => this.notify());
    return this.fallback;
  }

  private notify() {
    for (const listener of this.listeners) listener();
  }
}
