import type { OpenedLibrary } from '../model/library';

/** Messages between the page and the library worker. */
export type LibrarySource = { kind: 'bundled' } | { kind: 'text'; text: string; name: string };

export type ToWorker = { type: 'open'; id: number; source: LibrarySource };

export type FromWorker =
  | { type: 'progress'; id: number; stage: string; done: number; total: number }
  | { type: 'done'; id: number; library: OpenedLibrary }
  | { type: 'failed'; id: number; message: string };
