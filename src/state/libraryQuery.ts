import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { onPageReset } from './pageReset';
import type { LibraryIndex } from '../model/core';
import type { OpenedLibrary } from '../model/library';
import { Positions } from '../model/layout';
import type { Case } from '../model/core';
import type { FromWorker, LibrarySource, ToWorker } from '../worker/protocol';
import { WorkerSearcher, type Searcher } from './searchClient';
import type { CaseTexts } from './caseTexts';
import { PackError } from '../model/pack';
import { WorkerSimilarity, type SimilarityClient } from './similarClient';
import { WorkerChannel } from './workerChannel';
import { DownloadError } from '../worker/download';
import { downloadLimitBytes } from '../model/guard';
import { wholeFileFailure } from '../model/core';
import { LibraryFileError, WorkerFailure } from './loadErrors';
import { loadProgress } from './loadProgress';
import { useAppStore, type LocalLibrary } from './store';

/**
 * The library in React Query: one query per source (bundled, an address, a local file) runs the
 * worker's pipeline and takes the cases in slices; each opening gets its channel to the worker
 * (./workerChannel.ts), and a stopped worker detaches them all, so every asker falls back to the
 * page instead of waiting.
 */

/** A library ready for the view: the worker's output, positions by node, and its search. */
export interface Library extends OpenedLibrary {
  /** This opening of the library (a number per load): keys the worker's answers about it. */
  libraryId: number;
  positionMap: Positions;
  search: Searcher;
  /** A packed library's long texts, read per case when it is opened; absent when the cases hold them. */
  texts?: CaseTexts | null;
  /** Cases that read alike, drafts matched, the text rule's edges (issue #15). */
  similarity: SimilarityClient;
  /** Tells the worker that this library's first view is drawn (its background indexing waits for it). */
  viewDrawn?: () => void;
  /** Where it came from, for the status line. */
  origin: { kind: 'bundled' } | { kind: 'url'; url: string } | { kind: 'file'; name: string };
}


let worker: Worker | null = null;
let nextId = 0;
/** The open libraries' channels to the current worker: detached if it is stopped, so their askers fall back to the page (or say a pack's texts are gone). */
const channels = new Set<WorkerChannel>();

function getWorker(): Worker | null {
  if (worker) return worker;
  if (typeof Worker === 'undefined') return null;
  try {
    worker = new Worker(new URL('../worker/library.worker.ts', import.meta.url), { type: 'module' });
  } catch {
    worker = null;
  }
  return worker;
}

function stopWorker(w: Worker) {
  w.terminate();
  if (worker === w) worker = null;
  for (const channel of channels) channel.detach();
  channels.clear();
}

/**
 * Runs the pipeline in the worker: download (for an address), parse, validate, index, lay out.
 * The cases arrive in slices, each its own short task on the page. Exported for its unit test.
 */
export function runPipeline(source: LibrarySource, signal: AbortSignal): Promise<Omit<Library, 'origin'>> {
  const w = getWorker();
  // Every browser this app supports has module workers; without one there is nothing to run on.
  if (!w) return Promise.reject(new Error('This browser cannot start a Web Worker, which the explorer needs to open a library.'));
  const id = ++nextId;
  return new Promise((resolve, reject) => {
    const cases: Case[] = [];
    // The index comes a table per message; the ids' table is built here as the cases arrive.
    const tables: Partial<LibraryIndex> = { byId: new Map() };
    let packed = false;
    let slices = 0;
    const detach = () => {
      w.removeEventListener('message', onMessage);
      w.removeEventListener('error', onError);
      w.removeEventListener('messageerror', onMessageError);
    };
    // The worker died, its script did not load, or a message could not be read: no `done` will
    // come, so the load fails now (a new worker is started for the next attempt).
    const fail = (detail: string) => {
      detach();
      stopWorker(w);
      loadProgress.ended();
      reject(new WorkerFailure(detail));
    };
    const onError = (event: ErrorEvent) => {
      event.preventDefault();
      fail(event.message || 'the worker stopped');
    };
    const onMessageError = () => fail('a message from the worker could not be read');
    const onMessage = (event: MessageEvent<FromWorker>) => {
      const msg = event.data;
      if (msg.id !== id) return;
      if (msg.type === 'progress') loadProgress.worker(msg.stage, msg.done, msg.total);
      else if (msg.type === 'packed') packed = true;
      else if (msg.type === 'cases') {
        for (const c of msg.cases) tables.byId!.set(c.id, cases.push(c) - 1);
        // The worker sends the next slice once this one is read, so timers and frames run between slices.
        w.postMessage({ type: 'casesRead', id, slice: slices++ } satisfies ToWorker);
      } else if (msg.type === 'indexTable') (tables as Record<string, unknown>)[msg.key] = msg.value;
      else if (msg.type === 'done') {
        performance.mark('ig:library');
        detach();
        const index = { ...tables, cases } as LibraryIndex;
        const channel = new WorkerChannel(w, id);
        channels.add(channel);
        const search = new WorkerSearcher(channel, index, msg.library.taxonomy);
        const similarity = new WorkerSimilarity(channel, cases);
        const ready = (texts: CaseTexts | null) => resolve({ ...msg.library, libraryId: id, cases, index, search, similarity, texts, viewDrawn: () => channel.viewDrawn(), positionMap: new Positions(msg.library.positions, index.byId) });
        if (!packed) return ready(null);
        // The texts' client loads only for a pack; no text is asked for before it is here.
        void import('./caseTexts').then(({ CaseTexts }) => {
          ready(new CaseTexts(channel));
        }, reject);
      } else if (msg.type === 'packFailed') {
        w.removeEventListener('message', onMessage);
        reject(new PackError(msg.file, msg.fault));
      } else if (msg.type === 'failed') {
        detach();
        // The worker's DownloadError, rebuilt on the page (errors do not survive postMessage as classes).
        reject(msg.download ? new DownloadError(msg.download.url, msg.download.reason, msg.download.fault, msg.download.status) : msg.worker ? new WorkerFailure(msg.message) : new Error(msg.message));
      }
    };
    w.addEventListener('message', onMessage);
    w.addEventListener('error', onError);
    w.addEventListener('messageerror', onMessageError);
    signal.addEventListener('abort', () => {
      detach();
      // A cancelled load must not keep a big library busy in the worker.
      stopWorker(w);
      reject(new DOMException('Loading was cancelled', 'AbortError'));
    });
    try {
      w.postMessage({ type: 'open', id, source, paced: true } satisfies ToWorker);
    } catch (error) {
      // The source could not be posted (DataCloneError, a worker that cannot take messages):
      // the same worker failure as any other, with Try again, not a bare exception.
      fail(`the library could not be sent to the worker: ${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}`);
    }
  });
}

/** Stops the open pack's requests for its case texts at a selection (one pack at a time). */
let stopTextRequests: (() => void) | null = null;
onPageReset(() => {
  stopTextRequests?.();
  stopTextRequests = null;
});

/**
 * For a reopen of the app in the same page (./reopen.ts): whether a cached query may serve the
 * next app. Only the bundled library, which nothing can change, and only while it is the running
 * worker's latest opening (the worker keeps a few libraries' indexes; an older one may be gone);
 * every other answer is asked again, as on a new page.
 */
export function keptAcrossReopen(query: { queryKey: readonly unknown[]; state: { data?: unknown } }): boolean {
  const [kind, source] = query.queryKey;
  const library = query.state.data as Library | undefined;
  return kind === 'library' && source === 'bundled' && worker !== null && library?.libraryId === nextId;
}

export function libraryQueryKey(src: string | null, local: LocalLibrary | null) {
  return ['library', local ? `file:${local.token}` : src ?? 'bundled'] as const;
}

/** The library query for a source: one definition for the hook and for the start-up prefetch. */
export function libraryQueryOptions(src: string | null, local: LocalLibrary | null) {
  return queryOptions({
    queryKey: libraryQueryKey(src, local),
    queryFn: async ({ signal }): Promise<Library> => {
      try {
        let source: LibrarySource;
        let origin: Library['origin'];
        if (local) {
          source = local.more ? { kind: 'file', file: local.file, name: local.name, more: local.more } : { kind: 'file', file: local.file, name: local.name };
          origin = { kind: 'file', name: local.name };
        } else if (src) {
          source = { kind: 'url', url: resolveUrl(src), maxBytes: downloadLimitBytes(window.location.search) };
          origin = { kind: 'url', url: src };
        } else {
          source = { kind: 'bundled' };
          origin = { kind: 'bundled' };
        }
        const opened = await runPipeline(source, signal);
        const unreadable = wholeFileFailure(opened.problems);
        if (unreadable) throw new LibraryFileError(unreadable);
        // A pack's case texts are asked for at the click that selects the case, not when its panel
        // has rendered (~0.5 s later at 100,000 cases): the worker reads the shard meanwhile.
        const texts = opened.texts;
        if (texts) {
          // Until another library is opened: the subscription must not keep this one in memory.
          stopTextRequests?.();
          const unsubscribe = useAppStore.subscribe((s, before) => {
            if (s.view.src !== src || s.local !== local) return unsubscribe();
            const picked = s.view.selection;
            if (picked !== before.view.selection && picked?.kind === 'case' && opened.index.byId.has(picked.key)) texts.request(picked.key);
          });
          stopTextRequests = unsubscribe;
        }
        loadProgress.opened(opened.cases.length);
        return { ...opened, origin };
      } catch (error) {
        loadProgress.ended();
        throw error;
      }
    },
    staleTime: Infinity,
    gcTime: 5 * 60_000,
    // A 4xx answer, a bad pack or an unreadable file gives the same result every time: no second attempt.
    retry: (count, error) => !(error instanceof PackError) && !(error instanceof DownloadError && /answered 4\d\d/.test(error.reason)) && !(error instanceof LibraryFileError) && count < 1,
    refetchOnWindowFocus: false,
  });
}

/**
 * Asks the worker for the address's library before React's first render, which takes ~250 ms
 * here: the download and the pipeline run meanwhile, and the app's query finds them under way.
 */
export function prefetchLibrary(client: QueryClient): void {
  const { view, local } = useAppStore.getState();
  void client.prefetchQuery(libraryQueryOptions(view.src, local));
}

export function useLibrary() {
  const src = useAppStore((s) => s.view.src);
  const local = useAppStore((s) => s.local);
  return useQuery(libraryQueryOptions(src, local));
}

function resolveUrl(src: string): string {
  try {
    const url = new URL(src, window.location.href);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new DownloadError(src, 'only http(s) addresses can be opened', 'notHttp');
    return url.href;
  } catch (error) {
    if (error instanceof DownloadError) throw error;
    throw new DownloadError(src, 'not a valid address', 'badAddress');
  }
}
