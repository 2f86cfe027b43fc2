/// <reference lib="webworker" />
import type { FromWorker, ToWorker } from './protocol';
import { startEarly } from './earlyDownload';

// Downloading, parsing, validating, indexing, laying out and searching a library happen here,
// off the main thread. The session's modules are imported after this script has run, so an
// address's download starts as soon as its `open` is read (./earlyDownload.ts); messages reach
// the session in the order they came.
const scope = self as unknown as DedicatedWorkerGlobalScope;
const post = (message: FromWorker, transfer?: Transferable[]) => scope.postMessage(message, transfer ?? []);
const session = import('./session').then(({ FIRST_VIEW_GRACE_MS, WorkerSession }) => new WorkerSession(post, { firstViewGraceMs: FIRST_VIEW_GRACE_MS }));
let inOrder: Promise<unknown> = Promise.resolve();

scope.onmessage = (event: MessageEvent<ToWorker>) => {
  const message = event.data;
  const early = message.type === 'open' && message.source.kind === 'url' ? startEarly(message.source.url) : undefined;
  inOrder = inOrder
    .then(() => session)
    .then(
      (s) => void s.handle(message, early),
      // The session's code could not be loaded (a deploy replaced it, say): the page shows the worker's failure.
      (error: unknown) => post({ type: 'failed', id: message.id, message: `the worker could not start: ${error instanceof Error ? error.message : String(error)}`, worker: true }),
    );
};
