import type { LoadStage } from '../model/library';
import type { LibraryIndex } from '../model/core';
import type { Case } from '../model/core';
import { buildCodeLookup, buildTitleScan, LibrarySearch, quickHits } from '../model/search';
import { casesToJson } from '../model/export';
import { withFeedbackJson } from '../model/feedback';
import { DownloadError, downloadText } from './download';
import type { EarlyDownload } from './earlyDownload';
import { nextTask } from './nextTask';
import { PackError, type PackTexts } from './openPack';
import { openSource } from './openSource';
import { openIfPack, type OpenedPackSource } from './packSource';
import type { CaseTextsResult, ExportTextsResult, FromWorker, IndexTableMessage, LibrarySource, ToWorker } from './protocol';
import { LibrarySimilarity, type DraftAnswer } from './similarity';

/** The worker's side of the protocol (./protocol.ts), apart from the transport so tests drive it directly. */

/** Cases per `cases` message: about 30 ms of deserialising on the page at real text sizes. */
export const CASES_PER_MESSAGE = 500;
/**
 * Slices of cases on their way to the page at once when it paces them: all of a big library's at
 * once queue on the page ahead of its timers and frames (~200 messages at 100,000 cases, gaps of
 * 0.5–2 s between 100 ms ticks), a few keep it responding between slices.
 */
export const PACED_SLICES = 2;
/** Libraries whose search the worker keeps (the page caches a few libraries too). */
const KEEP_SEARCHES = 3;
/** An export's progress is told at most this often (ms), besides its start and end. */
const PROGRESS_EVERY_MS = 200;
/**
 * How long the library worker holds its background indexing (the search's names and long texts,
 * then similarity) for the page's first view. On two cores that indexing took the core the page's
 * drawing and label placement needed: the bundled library's 100 labels came about 1 s later
 * (docs/decisions.md). The page says when it has drawn (`viewDrawn`); a question that needs an
 * index starts it at once; a page that never says (a list view first) waits this long.
 */
export const FIRST_VIEW_GRACE_MS = 4000;

export interface SessionOptions {
  /** Hold background indexing until `viewDrawn` or a question, at most this long (0: start at once). */
  firstViewGraceMs?: number;
}

/**
 * The worker's side of the protocol: opens libraries and answers searches over them, so neither
 * the pipeline nor the full-text index ever runs on the page. Transport-free, for tests.
 */
export class WorkerSession {
  /**
   * A library's search is a promise while it is built or a pack's prebuilt index is read
   * (seconds at 100,000 cases): a search asked meanwhile is answered from the codes (`loaded`
   * unset), a mask waits for it.
   */
  private readonly searches = new Map<number, { search: LibrarySearch | Promise<LibrarySearch>; loaded?: LibrarySearch; index: LibraryIndex; texts?: PackTexts }>();
  /** Similarity per library, kept as long as its search; `stopped` ends its background work. */
  private readonly similarities = new Map<number, { similarity: LibrarySimilarity; stop: { stopped: boolean } }>();

  /** Per library being sent with `paced`: slices the page has read, and who waits for the next one. */
  private readonly pacing = new Map<number, { read: number; wake: () => void }>();

  /** The exports being made, by library and question: a `cancel` stops one between shards. */
  private readonly cancels = new Map<string, AbortController>();
  /** Per library whose background indexing waits for its first view: starts it. */
  private readonly holds = new Map<number, () => void>();
  /** Libraries told to start before their hold was made (a question during the opening). */
  private readonly released = new Set<number>();

  constructor(
    private readonly post: (message: FromWorker, transfer?: Transferable[]) => void,
    private readonly options: SessionOptions = {},
  ) {}

  /**
   * Never rejects: whatever fails in a handler (a bug, a value postMessage cannot copy) is posted
   * as `failed`, so the page shows an error instead of waiting for a `done` that never comes.
   */
  async handle(message: ToWorker, download?: Promise<EarlyDownload | null>): Promise<void> {
    try {
      await this.dispatch(message, download);
    } catch (error) {
      const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
      // A plain string always posts, even when the failure was postMessage itself.
      this.post({ type: 'failed', id: message.id, message: text.slice(0, 500), worker: true });
    }
  }

  /** `download`: an `open` address's download, already started (./earlyDownload.ts). */
  private async dispatch(message: ToWorker, download?: Promise<EarlyDownload | null>): Promise<void> {
    if (message.type === 'open') return this.open(message.id, message.source, message.paced ?? false, download);
    if (message.type === 'casesRead') return this.casesRead(message.id, message.slice);
    if (message.type === 'cancel') return void this.cancels.get(`${message.id}:${message.seq}`)?.abort();
    // The first view is drawn, or a question needs the indexes now.
    const hold = this.holds.get(message.id);
    if (hold) hold();
    // Only a library still opening can be told before its hold exists (an opened one's has run).
    else if (!this.searches.has(message.id)) this.released.add(message.id);
    if (message.type === 'viewDrawn') return;
    if (message.type === 'similar' || message.type === 'draft' || message.type === 'textEdges') return this.answerSimilarity(message);
    const entry = this.searches.get(message.id);
    if (message.type === 'caseTexts') return this.caseTexts(message, entry);
    if (message.type === 'exportTexts') return this.exportTexts(message, entry);
    if (message.type === 'search') {
      // While the full search is read: ids, slugs, organisations and titles now; `searchGrew`
      // makes the page ask again once all is searchable.
      const hits = entry && !entry.loaded ? quickHits(entry.index, message.q, message.limit) : entry ? (await entry.search).search(message.q, message.limit) : null;
      this.post({ type: 'hits', id: message.id, seq: message.seq, hits });
      // The first suggestion is the one highlighted, whose texts the page asks for next (SearchBox).
      if (hits?.[0]?.kind === 'case') entry?.texts?.prefetch(hits[0].key);
      return;
    }
    const search = entry && (await entry.search);
    const mask = entry && search ? search.caseMask(message.q, entry.index) : null;
    this.post({ type: 'mask', id: message.id, seq: message.seq, mask }, mask ? [mask.buffer] : []);
  }

  private async answerSimilarity(message: Extract<ToWorker, { type: 'similar' | 'draft' | 'textEdges' }>): Promise<void> {
    const { id, seq } = message;
    const similarity = this.similarities.get(id)?.similarity ?? null;
    if (message.type === 'similar') {
      this.post({ type: 'similarCases', id, seq, matches: similarity ? await similarity.similar(message.caseIndex, message.limit) : null });
    } else if (message.type === 'draft') {
      // Asked with `partial`: answers over the part indexed so far come first (same seq, with `progress`).
      const partial = message.partial ? (result: DraftAnswer) => this.post({ type: 'draftMatch', id, seq, result }) : undefined;
      this.post({ type: 'draftMatch', id, seq, result: similarity ? await similarity.draft(message.draft, message.limit, message.minWords, partial) : null });
    } else {
      this.post({ type: 'textEdgeList', id, seq, edges: similarity ? await similarity.textEdges() : null });
    }
  }

  /** Resolves when library `id`'s first view is drawn, a question comes, or the grace has passed. */
  private firstView(id: number): Promise<void> {
    const grace = this.options.firstViewGraceMs ?? 0;
    if (grace <= 0 || this.released.delete(id)) return Promise.resolve();
    return new Promise((resolve) => {
      const start = () => {
        clearTimeout(timer);
        this.holds.delete(id);
        resolve();
      };
      const timer = setTimeout(start, grace);
      this.holds.set(id, start);
    });
  }

  private casesRead(id: number, slice: number): void {
    const pace = this.pacing.get(id);
    if (!pace || slice + 1 <= pace.read) return;
    pace.read = slice + 1;
    pace.wake();
  }

  /** Resolves once fewer than PACED_SLICES of the `sent` slices are unread. */
  private untilRead(id: number, sent: number): Promise<void> {
    const pace = this.pacing.get(id)!;
    if (sent - pace.read < PACED_SLICES) return Promise.resolve();
    return new Promise((resolve) => {
      pace.wake = () => {
        if (sent - pace.read < PACED_SLICES) resolve();
      };
    });
  }

  private async open(id: number, source: LibrarySource, paced: boolean, download?: Promise<EarlyDownload | null>): Promise<void> {
    const progress = (stage: LoadStage, done: number, total: number) => this.post({ type: 'progress', id, stage, done, total });
    let opened;
    let pack: OpenedPackSource | null;
    // Paced slices are counted from here, early ones included (acknowledgements may come at once).
    if (paced) this.pacing.set(id, { read: 0, wake: () => {} });
    // A plain library's first slices go out before its layout is computed (the page reads them
    // meanwhile): all of them unpaced, else as many as may be unread. A post that throws there
    // is a worker failure (handle() words it), not a bad library.
    let early = 0;
    let postFailure: { error: unknown } | null = null;
    const postEarly = (valid: readonly Case[]) => {
      const slices = Math.ceil(valid.length / CASES_PER_MESSAGE);
      const now = paced ? Math.min(PACED_SLICES, slices) : slices;
      try {
        for (; early < now; early++) this.post({ type: 'cases', id, cases: valid.slice(early * CASES_PER_MESSAGE, (early + 1) * CASES_PER_MESSAGE) });
      } catch (error) {
        postFailure = { error };
      }
    };
    try {
      const resolved = source.kind === 'url' ? { kind: 'text' as const, name: source.url, text: await downloadText(source.url, (d, t) => progress('download', d, t), download, source.maxBytes ? { maxBytes: source.maxBytes } : {}) } : source;
      // A pack manifest opens the pack: the index now, the texts per case when asked (see packSource.ts).
      pack = source.kind === 'url' && resolved.kind === 'text' ? await openIfPack(source.url, resolved.text) : null;
      opened = pack ? pack.library : await openSource(resolved, progress, postEarly);
    } catch (error) {
      if (error instanceof PackError) this.post({ type: 'packFailed', id, file: error.file, fault: error.fault });
      else if (error instanceof DownloadError) this.post({ type: 'failed', id, message: error.message, download: { url: error.url, reason: error.reason, fault: error.fault, status: error.status } });
      else this.post({ type: 'failed', id, message: error instanceof Error ? error.message : String(error) });
      this.pacing.delete(id);
      return;
    }
    if (postFailure) {
      this.pacing.delete(id);
      throw (postFailure as { error: unknown }).error;
    }
    const { cases, index, ...rest } = opened;
    if (pack) this.post({ type: 'packed', id, name: pack.manifest.name ?? null, shards: pack.manifest.shards.length });
    // A library opened since is what the page waits for now: an older one still being paced is sent at once.
    for (const [other, older] of this.pacing) {
      if (other === id) continue;
      older.read = Infinity;
      older.wake();
    }
    for (let k = early * CASES_PER_MESSAGE, sent = early; k < cases.length; k += CASES_PER_MESSAGE, sent++) {
      if (paced) await this.untilRead(id, sent);
      this.post({ type: 'cases', id, cases: cases.slice(k, k + CASES_PER_MESSAGE) });
    }
    this.pacing.delete(id);
    for (const key of Object.keys(index) as (keyof typeof index)[]) {
      if (key !== 'cases' && key !== 'byId') this.post({ type: 'indexTable', id, key, value: index[key] } as IndexTableMessage);
    }
    this.post({ type: 'done', id, library: rest }, [rest.positions.caseXY.buffer, rest.map.clusterOf.buffer]);
    // Then the search, once the page has drawn (see FIRST_VIEW_GRACE_MS): names at once, the long
    // texts in slices between which queries are answered.
    const fresh = () => new LibrarySearch(index, opened.taxonomy);
    const entry: { search: Promise<LibrarySearch>; loaded?: LibrarySearch; index: LibraryIndex; texts?: PackTexts } = {
      search: this.firstView(id).then(async () => {
        // The codes and titles first: they answer while the rest is read. Both in slices (a query
        // meanwhile finishes the build it needs).
        await buildCodeLookup(index, nextTask);
        await buildTitleScan(index, nextTask);
        return pack ? pack.loadSearch().then((prebuilt) => prebuilt ?? fresh(), fresh) : fresh();
      }),
      index,
      ...(pack ? { texts: pack.texts } : {}),
    };
    const searching = entry.search.then((s) => (entry.loaded = s));
    this.searches.set(id, entry);
    for (const old of [...this.searches.keys()].slice(0, -KEEP_SEARCHES)) this.searches.delete(old);
    // Similarity is built once the search is complete (typing matters first), in slices too;
    // questions asked before then wait for it.
    const stop = { stopped: false };
    let searchDone = () => {};
    const afterSearch = new Promise<void>((resolve) => (searchDone = resolve));
    // A pack brings its similarity index, built from the full texts; a case's own texts come from its shard.
    const packed = pack && {
      load: pack.loadSimilarity,
      full: async (i: number) => {
        const light = cases[i];
        const read = light ? await pack.texts.withTexts(light) : null;
        return read && 'case' in read ? read.case : null;
      },
    };
    const similarity = new LibrarySimilarity(cases, stop, afterSearch, opened.taxonomy, packed ?? undefined);
    this.similarities.set(id, { similarity, stop });
    for (const old of [...this.similarities.keys()].slice(0, -KEEP_SEARCHES)) {
      this.similarities.get(old)!.stop.stopped = true;
      this.similarities.delete(old);
    }
    const search = await searching;
    let lastPost = 0;
    let similarityBuilt = false;
    void similarity.built.then(() => (similarityBuilt = true));
    while (!search.ready) {
      // A similarity question (a draft opened with the library) pauses the search's indexing
      // until the similarity index is built: one index at full speed, then the other.
      const pause = new AbortController();
      void similarity.hurried.then(() => {
        if (!similarityBuilt) pause.abort();
      });
      await search.indexInBackground((done, total) => {
        // A few updates, not one per slice: each makes the page search again.
        if (done - lastPost >= total / 4) {
          lastPost = done;
          this.post({ type: 'searchGrew', id, ready: false });
        }
      }, pause.signal);
      if (!search.ready) await similarity.built;
      similarityBuilt = true;
    }
    this.post({ type: 'searchGrew', id, ready: true });
    searchDone();
  }

  private async exportTexts(message: Extract<ToWorker, { type: 'exportTexts' }>, entry: { index: LibraryIndex; texts?: PackTexts } | undefined): Promise<void> {
    const reply = (result: ExportTextsResult | null) => this.post({ type: 'exportTexts', id: message.id, seq: message.seq, result });
    if (!entry?.texts) return reply(null);
    const { index, texts } = entry;
    const lights = message.caseIds.flatMap((id) => {
      const i = index.byId.get(id);
      return i === undefined ? [] : [index.cases[i]!];
    });
    // A few progress messages a second at most: each one re-renders the export's note.
    let told = 0;
    const key = `${message.id}:${message.seq}`;
    const stop = new AbortController();
    this.cancels.set(key, stop);
    // Stop answers at once: the shards being read may take as long as their host does (or never
    // come), so the reader's Stop does not wait for them; what they bring is dropped.
    const stopped = new Promise<null>((resolve) => stop.signal.addEventListener('abort', () => resolve(null), { once: true }));
    try {
      const reading = texts.casesWithTexts(lights, (done, total) => {
        if (stop.signal.aborted) return;
        const now = performance.now();
        if (done > 0 && done < total && now - told < PROGRESS_EVERY_MS) return;
        told = now;
        reply({ progress: { done, total } });
      }, stop.signal);
      // A read that fails after Stop was answered has no one left to tell.
      reading.catch(() => {});
      const read = await Promise.race([reading, stopped]);
      if (!read || stop.signal.aborted) return reply({ cancelled: true });
      const { cases, failures, withoutTexts } = read;
      const file = new Blob([withFeedbackJson(casesToJson(cases), message.feedback)], { type: 'application/json' });
      reply({ file, failures, withoutTexts });
    } catch {
      // The page must get an answer, never a wait without end: the export then says the texts are out of reach.
      reply(null);
    } finally {
      this.cancels.delete(key);
    }
  }

  private async caseTexts(message: Extract<ToWorker, { type: 'caseTexts' }>, entry: { index: LibraryIndex; texts?: PackTexts } | undefined): Promise<void> {
    const i = entry?.index.byId.get(message.caseId);
    let result: CaseTextsResult = { gone: true };
    if (entry?.texts && i !== undefined) {
      try {
        result = await entry.texts.withTexts(entry.index.cases[i]!);
      } catch {
        // Whatever went wrong, the page must get an answer for this case, never a wait without end.
        result = { failure: { file: '', fault: 'unreadable', firstId: message.caseId, lastId: message.caseId } };
      }
    }
    this.post({ type: 'caseTexts', id: message.id, seq: message.seq, caseId: message.caseId, result });
  }
}
