import { useQuery } from '@tanstack/react-query';
import { buildIndex, type LibraryIndex } from '../model/indexes';
import type { OpenedLibrary } from '../model/library';
import type { Point } from '../model/layout';
import { positionsMap } from '../model/positions';
import type { FromWorker, LibrarySource, ToWorker } from '../worker/protocol';
import { useAppStore, type LocalLibrary } from './store';

/** A library ready for the view: the worker's output plus the main-thread indexes. */
export interface Library extends OpenedLibrary {
  index: LibraryIndex;
  positionMap: Map<string, Point>;
  /** Where it came from, for the status line. */
  origin: { kind: 'bundled' } | { kind: 'url'; url: string } | { kind: 'file'; name: string };
}

/** A download that failed, with what to tell the user. */
export class FetchLibraryError extends Error {
  constructor(readonly url: string, readonly reason: string) {
    super(`${url}: ${reason}`);
  }
}

let worker: Worker | null = null;
let nextId = 0;

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

/** Runs the pipeline in the worker (or in the page where workers are unavailable). */
function runPipeline(source: LibrarySource, signal: AbortSignal): Promise<OpenedLibrary> {
  const setProgress = useAppStore.getState().actions.setProgress;
  const w = getWorker();
  // Every browser this app supports has module workers; without one there is nothing to run on.
  if (!w) return Promise.reject(new Error('This browser cannot start a Web Worker, which the explorer needs to open a library.'));
  const id = ++nextId;
  return new Promise<OpenedLibrary>((resolve, reject) => {
    const onMessage = (event: MessageEvent<FromWorker>) => {
      const msg = event.data;
      if (msg.id !== id) return;
      if (msg.type === 'progress') setProgress({ stage: msg.stage, done: msg.done, total: msg.total });
      else {
        w.removeEventListener('message', onMessage);
        if (msg.type === 'done') resolve(msg.library);
        else reject(new Error(msg.message));
      }
    };
    w.addEventListener('message', onMessage);
    signal.addEventListener('abort', () => {
      w.removeEventListener('message', onMessage);
      // A cancelled load must not keep a big library busy in the worker.
      w.terminate();
      worker = null;
      reject(new DOMException('Loading was cancelled', 'AbortError'));
    });
    w.postMessage({ type: 'open', id, source } satisfies ToWorker);
  });
}

/** Downloads text while reporting bytes read; the user can cancel through the signal. */
async function fetchText(url: string, signal: AbortSignal): Promise<string> {
  const setProgress = useAppStore.getState().actions.setProgress;
  let response: Response;
  try {
    response = await fetch(url, { signal, credentials: 'omit' });
  } catch (error) {
    if (signal.aborted) throw error;
    throw new FetchLibraryError(url, 'the server could not be reached, or it does not allow this page to read it (network or CORS)');
  }
  if (!response.ok) throw new FetchLibraryError(url, `the server answered ${response.status} ${response.statusText}`.trim());
  const total = Number(response.headers.get('content-length')) || 0;
  if (!response.body) return response.text();
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  let done = 0;
  for (;;) {
    const chunk = await reader.read();
    if (chunk.done) break;
    done += chunk.value.byteLength;
    text += decoder.decode(chunk.value, { stream: true });
    setProgress({ stage: 'download', done, total });
  }
  return text + decoder.decode();
}

export function libraryQueryKey(src: string | null, local: LocalLibrary | null) {
  return ['library', local ? `file:${local.token}` : src ?? 'bundled'] as const;
}

export function useLibrary() {
  const src = useAppStore((s) => s.view.src);
  const local = useAppStore((s) => s.local);
  return useQuery({
    queryKey: libraryQueryKey(src, local),
    queryFn: async ({ signal }): Promise<Library> => {
      const setProgress = useAppStore.getState().actions.setProgress;
      try {
        let source: LibrarySource;
        let origin: Library['origin'];
        if (local) {
          source = { kind: 'text', text: local.text, name: local.name };
          origin = { kind: 'file', name: local.name };
        } else if (src) {
          const resolved = resolveUrl(src);
          source = { kind: 'text', text: await fetchText(resolved, signal), name: src };
          origin = { kind: 'url', url: src };
        } else {
          source = { kind: 'bundled' };
          origin = { kind: 'bundled' };
        }
        const opened = await runPipeline(source, signal);
        setProgress({ stage: 'draw', done: 0, total: opened.cases.length });
        return { ...opened, index: buildIndex(opened.cases), positionMap: positionsMap(opened.positions), origin };
      } catch (error) {
        setProgress(null);
        throw error;
      }
    },
    staleTime: Infinity,
    gcTime: 5 * 60_000,
    retry: (count, error) => !(error instanceof FetchLibraryError && /answered 4\d\d/.test(error.reason)) && count < 1,
    refetchOnWindowFocus: false,
  });
}

function resolveUrl(src: string): string {
  try {
    const url = new URL(src, window.location.href);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new FetchLibraryError(src, 'only http(s) addresses can be opened');
    return url.href;
  } catch (error) {
    if (error instanceof FetchLibraryError) throw error;
    throw new FetchLibraryError(src, 'not a valid address');
  }
}
