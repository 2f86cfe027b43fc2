import type { FeedbackEntry } from '../model/feedback';
import type { DownloadFault } from './download';
import type { LibraryIndex } from '../model/core';
import type { LoadStage, OpenedLibrary } from '../model/library';
import type { Case } from '../model/core';
import type { SearchHit } from '../model/search';
import type { PackFileFault, ShardFailure } from '../model/pack';
import type { SimilarMatch, TextEdge } from '../model/similarity';
import type { DraftAnswer } from './similarity';

/** Messages between the page and the library worker. */
export type LibrarySource =
  | { kind: 'bundled' }
  | { kind: 'text'; text: string; name: string }
  /** A local file, read in the worker: its text never passes through the page. */
  | { kind: 'file'; file: File; name: string; /** Further files opened with it, merged into one library (issue 30). */ more?: File[] }
  /** An absolute http(s) address, downloaded by the worker (./earlyDownload.ts, ./download.ts). */
  | { kind: 'url'; url: string; /** The download size limit (decompressed bytes; `maxmb=`). */ maxBytes?: number };

export type ToWorker =
  /**
   * `paced`: the page says when it has read each slice of cases (`casesRead`) and the worker keeps
   * at most PACED_SLICES unread; else it posts them all at once (tests, which read none).
   */
  | { type: 'open'; id: number; source: LibrarySource; paced?: boolean }
  /** The page has read slice `slice` (from 0) of library `id`'s cases. */
  | { type: 'casesRead'; id: number; slice: number }
  | { type: 'search'; id: number; seq: number; q: string; limit: number }
  | { type: 'caseMask'; id: number; seq: number; q: string }
  /** A packed library's case with its long texts, read from its shard. */
  | { type: 'caseTexts'; id: number; seq: number; caseId: string }
  /**
   * An export of a packed library: cases `caseIds` with their long texts (every shard they need
   * read) and the readers' `feedback`, as the library file the page saves.
   */
  | { type: 'exportTexts'; id: number; seq: number; caseIds: string[]; feedback: FeedbackEntry[] }
  /** The page no longer wants the answer to question `seq` (an export stopped by its reader). */
  | { type: 'cancel'; id: number; seq: number }
  /** Similarity (issue #15): the cases that read like case `caseIndex`. */
  | { type: 'similar'; id: number; seq: number; caseIndex: number; limit: number }
  /** A draft (free text, or a draft case object) matched against the library, with suggested tags. */
  | { type: 'draft'; id: number; seq: number; draft: unknown; limit: number; minWords?: number; partial?: boolean }
  /** The `text` relation rule's edges (answered once they are all computed). */
  | { type: 'textEdges'; id: number; seq: number }
  /** The page has drawn library `id`'s first view: the worker's background indexing may start. */
  | { type: 'viewDrawn'; id: number };

/**
 * The index's tables the worker sends, one per message after the cases: all of them in one
 * message took one long task to read on the page (~0.3 s at 100,000 cases); the ids' table the
 * page builds itself from the cases as they arrive.
 */
export type IndexTableKey = Exclude<keyof LibraryIndex, 'cases' | 'byId'>;
export type IndexTableMessage = { [K in IndexTableKey]: { type: 'indexTable'; id: number; key: K; value: LibraryIndex[K] } }[IndexTableKey];

/** A case with its texts, why its shard failed, or `gone` when the worker no longer holds library `id`. */
export type CaseTextsResult = { case: Case } | { failure: ShardFailure } | { gone: true };

/**
 * How far an export's reading of shards is, or its library file: the cases in the order asked, a
 * failed shard's cases without their texts (`withoutTexts` of them, the shards in `failures`).
 * The file is made in the worker, so the page never holds the cases' texts: it only saves a Blob.
 */
export type ExportTextsResult = { progress: { done: number; total: number } } | { file: Blob; failures: ShardFailure[]; withoutTexts: number } | { cancelled: true };

export type FromWorker =
  | { type: 'progress'; id: number; stage: LoadStage; done: number; total: number }
  /**
   * The valid cases, in order, a slice per message: receiving a big library's cases in one
   * message would be one long task on the page.
   */
  | { type: 'cases'; id: number; cases: Case[] }
  | IndexTableMessage
  /** The rest of the library, after the cases and the index's tables. */
  | { type: 'done'; id: number; library: Omit<OpenedLibrary, 'cases' | 'index'> }
  /** `worker`: the worker itself failed (not the library), e.g. a message it could not post. */
  | { type: 'failed'; id: number; message: string; download?: { url: string; reason: string; fault: DownloadFault; status: number | null }; worker?: boolean }
  /** More of library `id` became searchable (its full text is indexed in slices). */
  | { type: 'searchGrew'; id: number; ready: boolean }
  /** `hits` is null when the worker no longer holds library `id` (the page searches itself then). */
  | { type: 'hits'; id: number; seq: number; hits: SearchHit[] | null }
  | { type: 'mask'; id: number; seq: number; mask: Uint8Array | null }
  /** Library `id` is a pack (sent before `done`): its cases come without their long texts, which `caseTexts` asks for. */
  | { type: 'packed'; id: number; name: string | null; shards: number }
  | { type: 'caseTexts'; id: number; seq: number; caseId: string; result: CaseTextsResult }
  /** How far an export's reading of shards is (`progress`, any number of them), then its file or `cancelled`; null: no longer held. */
  | { type: 'exportTexts'; id: number; seq: number; result: ExportTextsResult | null }
  /** A pack whose manifest or index cannot be used (a file outside its directory included). */
  | { type: 'packFailed'; id: number; file: string; fault: PackFileFault }
  /** Answers to `similar`, `draft` and `textEdges`; null when the worker no longer holds library `id`. */
  | { type: 'similarCases'; id: number; seq: number; matches: SimilarMatch[] | null }
  | { type: 'draftMatch'; id: number; seq: number; result: DraftAnswer | null }
  | { type: 'textEdgeList'; id: number; seq: number; edges: TextEdge[] | null };
