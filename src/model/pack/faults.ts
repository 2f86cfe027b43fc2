import type { Problem } from '../core';

/** Why one file of a pack could not be used. */
export type PackFileFault = 'missing' | 'truncated' | 'other-pack' | 'wrong-type' | 'unreadable' | 'outside' | 'stalled';

/** A pack file that could not be used. Small and import-free, so the page can rebuild it from a worker message. */
export class PackError extends Error {
  constructor(readonly file: string, readonly fault: PackFileFault) {
    super(`${file}: ${fault}`);
  }
}

/** A text shard that could not be used, and the cases whose texts it holds. */
export interface ShardFailure {
  file: string;
  fault: PackFileFault | 'wrong-cases';
  firstId: string;
  lastId: string;
}

/** The data problem of a failed shard: one per shard, however many of its cases are opened. */
export function shardProblem(failure: ShardFailure): Problem {
  return {
    severity: 'warning',
    index: null,
    id: failure.firstId,
    field: failure.file,
    code: 'packShardFailed',
    params: { file: failure.file, fault: failure.fault, first: failure.firstId, last: failure.lastId },
  };
}
