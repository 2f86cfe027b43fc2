import type { LibraryIndex } from '../model/indexes';
import type { LoadStage, OpenedLibrary } from '../model/library';
import type { Case } from '../model/schema';
import type { SearchHit } from '../model/search';

/** Messages between the page and the library worker. */
export type LibrarySource =
  | { kind: 'bundled' }
  | { kind: 'text'; text: string; name: string }
  /** A local file, read in the worker: its text never passes through the page. */
  | { kind: 'file'; file: File; name: string }
  /** An absolute http(s) address, downloaded by the worker. */
  | { kind: 'url'; url: string };

export type ToWorker =
  | { type: 'open'; id: number; source: LibrarySource }
  | { type: 'search'; id: number; seq: number; q: string; limit: number }
  | { type: 'caseMask'; id: number; seq: number; q: string };

/** The indexes without the cases, which arrive separately in slices. */
export type IndexTables = Omit<LibraryIndex, 'cases'>;

export type FromWorker =
  | { type: 'progress'; id: number; stage: LoadStage; done: number; total: number }
  /**
   * The valid cases, in order, a slice per message: receiving a big library's cases in one
   * message would be one long task on the page.
   */
  | { type: 'cases'; id: number; cases: Case[] }
  | { type: 'done'; id: number; library: Omit<OpenedLibrary, 'cases' | 'index'>; index: IndexTables }
  /** `worker`: the worker itself failed (not the library), e.g. a message it could not post. */
  | { type: 'failed'; id: number; message: string; download?: { url: string; reason: string }; worker?: boolean }
  /** More of library `id` became searchable (its full text is indexed in slices). */
  | { type: 'searchGrew'; id: number; ready: boolean }
  /** `hits` is null when the worker no longer holds library `id` (the page searches itself then). */
  | { type: 'hits'; id: number; seq: number; hits: SearchHit[] | null }
  | { type: 'mask'; id: number; seq: number; mask: Uint8Array | null };
