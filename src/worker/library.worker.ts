/// <reference lib="webworker" />
import type { FromWorker, ToWorker } from './protocol';
import { FIRST_VIEW_GRACE_MS, WorkerSession } from './session';

// Downloading, parsing, validating, indexing, laying out and searching a library happen here,
// off the main thread.
const scope = self as unknown as DedicatedWorkerGlobalScope;
const session = new WorkerSession((message: FromWorker, transfer?: Transferable[]) => scope.postMessage(message, transfer ?? []), { firstViewGraceMs: FIRST_VIEW_GRACE_MS });

scope.onmessage = (event: MessageEvent<ToWorker>) => {
  void session.handle(event.data);
};
