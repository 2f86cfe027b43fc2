/**
 * pack-library's similarity index, built in a worker thread while the main thread lays the
 * library out and builds the search index (issue #29: the two text indexes are the biggest
 * steps of packing, and each reads only the cases). Receives the valid cases and the postings
 * cap as workerData, posts back the encoded index (the same bytes as building it in the main
 * thread), its postings and its time.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { Case } from '../src/model/core';
import { encodeSimilarity } from './packSimilarity';

const started = performance.now();
const { cases, maxPostings } = workerData as { cases: Case[]; maxPostings: number };
const built = encodeSimilarity(cases, maxPostings);
parentPort!.postMessage({ ...built, ms: performance.now() - started }, [built.bytes.buffer as ArrayBuffer]);
