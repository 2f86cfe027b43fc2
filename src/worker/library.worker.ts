/// <reference lib="webworker" />
import { openSource } from './openSource';
import type { FromWorker, ToWorker } from './protocol';

// Parsing, validating, indexing and laying out a big library happens here, off the main thread.
const post = (message: FromWorker) => (self as unknown as DedicatedWorkerGlobalScope).postMessage(message);

self.onmessage = async (event: MessageEvent<ToWorker>) => {
  const { id, source } = event.data;
  try {
    const library = await openSource(source, (stage, done, total) => post({ type: 'progress', id, stage, done, total }));
    post({ type: 'done', id, library });
  } catch (error) {
    post({ type: 'failed', id, message: error instanceof Error ? error.message : String(error) });
  }
};
