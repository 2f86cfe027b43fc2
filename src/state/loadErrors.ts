import type { Problem } from '../model/core';

/**
 * Why a library did not open, beyond a failed download (`DownloadError`): the page words each
 * kind in the reader's language and offers what can be done about it.
 */

/** The worker stopped or could not answer (an exception, a message it could not post, a script that did not load). */
export class WorkerFailure extends Error {
  constructor(readonly detail: string) {
    super(`worker failed: ${detail}`);
  }
}

/** The file was read but is not a library at all (not JSON, cut off, empty, the wrong shape). */
export class LibraryFileError extends Error {
  constructor(readonly problem: Problem) {
    super(`unreadable library: ${problem.code}`);
  }
}
