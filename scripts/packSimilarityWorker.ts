/**
 * pack-library's similarity index, built in a worker thread while the main thread lays the
 * library out and builds the search index (issue #29: the two text indexes are the biggest
 * steps of packing, and each reads only the cases). Receives the valid cases as workerData,
 * posts back the encoded index (the same bytes as building it in the main thread) and its time.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { Case } from '../src/model/core';
import { buildSimilarityIndex, encodeSimilarityIndex } from '../src/model/similarity';

const started = performance.now();
const bytes = encodeSimilarityIndex(buildSimilarityIndex(workerData as Case[]));
parentPort!.postMessage({ bytes, ms: performance.now() - started }, [bytes.buffer as ArrayBuffer]);
