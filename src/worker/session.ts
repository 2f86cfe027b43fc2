import type { LoadStage } from '../model/library';
import type { LibraryIndex } from '../model/indexes';
import { LibrarySearch } from '../model/search';
import { DownloadError, downloadText } from './download';
import { openSource } from './openSource';
import type { FromWorker, IndexTables, LibrarySource, ToWorker } from './protocol';

/** Cases per `cases` message: about 30 ms of deserialising on the page at real text sizes. */
export const CASES_PER_MESSAGE = 500;
/** Libraries whose search the worker keeps (the page caches a few libraries too). */
const KEEP_SEARCHES = 3;

/**
 * The worker's side of the protocol: opens libraries and answers searches over them, so neither
 * the pipeline nor the full-text index ever runs on the page. Transport-free, for tests.
 */
export class WorkerSession {
  private readonly searches = new Map<number, { search: LibrarySearch; index: LibraryIndex }>();

  constructor(private readonly post: (message: FromWorker, transfer?: Transferable[]) => void) {}

  /**
   * Never rejects: whatever fails in a handler (a bug, a value postMessage cannot copy) is posted
   * as `failed`, so the page shows an error instead of waiting for a `done` that never comes.
   */
  async handle(message: ToWorker): Promise<void> {
    try {
      await this.dispatch(message);
    } catch (error) {
      const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
      // A plain string always posts, even when the failure was postMessage itself.
      this.post({ type: 'failed', id: message.id, message: text.slice(0, 500), worker: true });
    }
  }

  private async dispatch(message: ToWorker): Promise<void> {
    if (message.type === 'open') return this.open(message.id, message.source);
    const entry = this.searches.get(message.id);
    if (message.type === 'search') {
      this.post({ type: 'hits', id: message.id, seq: message.seq, hits: entry ? entry.search.search(message.q, message.limit) : null });
    } else {
      const mask = entry ? entry.search.caseMask(message.q, entry.index) : null;
      this.post({ type: 'mask', id: message.id, seq: message.seq, mask }, mask ? [mask.buffer] : []);
    }
  }

  private async open(id: number, source: LibrarySource): Promise<void> {
    const progress = (stage: LoadStage, done: number, total: number) => this.post({ type: 'progress', id, stage, done, total });
    let opened;
    try {
      const resolved = source.kind === 'url' ? { kind: 'text' as const, name: source.url, text: await downloadText(source.url, (d, t) => progress('download', d, t)) } : source;
      opened = await openSource(resolved, progress);
    } catch (error) {
      if (error instanceof DownloadError) this.post({ type: 'failed', id, message: error.message, download: { url: error.url, reason: error.reason } });
      else this.post({ type: 'failed', id, message: error instanceof Error ? error.message : String(error) });
      return;
    }
    const { cases, index, ...rest } = opened;
    for (let k = 0; k < cases.length; k += CASES_PER_MESSAGE) this.post({ type: 'cases', id, cases: cases.slice(k, k + CASES_PER_MESSAGE) });
    const tables = Object.fromEntries(Object.entries(index).filter(([key]) => key !== 'cases')) as IndexTables;
    this.post({ type: 'done', id, library: rest, index: tables }, [rest.positions.caseXY.buffer]);
    // Then the search: names at once, the long texts in slices between which queries are answered.
    const search = new LibrarySearch(index, opened.taxonomy);
    this.searches.set(id, { search, index });
    for (const old of [...this.searches.keys()].slice(0, -KEEP_SEARCHES)) this.searches.delete(old);
    if (!search.ready) {
      let lastPost = 0;
      await search.indexInBackground((done, total) => {
        // A few updates, not one per slice: each makes the page search again.
        if (done - lastPost >= total / 4) {
          lastPost = done;
          this.post({ type: 'searchGrew', id, ready: false });
        }
      });
    }
    this.post({ type: 'searchGrew', id, ready: true });
  }
}
