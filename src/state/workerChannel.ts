import type { SearchHit } from '../model/search';
import type { FeedbackEntry } from '../model/feedback';
import type { SimilarMatch, TextEdge } from '../model/similarity';
import type { CaseTextsResult, ExportTextsResult, FromWorker, ToWorker } from '../worker/protocol';
import type { DraftAnswer } from '../worker/similarity';

/**
 * The page's one channel to the library worker for an open library's questions (search, search
 * mask, similar cases, drafts, text edges, a pack's case texts, a pack's export). ./answers.ts
 * holds the answers in React Query; a new question is one entry in `Questions` and `WIRE` below.
 */

/** What the page needs of a Worker: the page passes the real one, tests a stand-in. */
export interface WorkerPort {
  postMessage(message: ToWorker): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<FromWorker>) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent<FromWorker>) => void): void;
}

/** Every question the page asks the library worker about an open library, with its answer. */
export interface Questions {
  search: { ask: { q: string; limit: number }; answer: SearchHit[] };
  caseMask: { ask: { q: string }; answer: Uint8Array };
  similar: { ask: { caseIndex: number; limit: number }; answer: SimilarMatch[] };
  /** `minWords` 1: one word is enough (a search that found nothing); otherwise the draft's floor. */
  /** `partial`: answers over the part of a big library indexed so far come first (with `progress`). */
  draft: { ask: { draft: unknown; limit: number; minWords?: number; partial?: boolean }; answer: DraftAnswer };
  textEdges: { ask: Record<string, never>; answer: TextEdge[] };
  caseTexts: { ask: { caseId: string }; answer: CaseTextsResult };
  /** A pack's cases with their texts for an export; interim answers say how many shards are read. */
  exportTexts: { ask: { caseIds: string[]; feedback: FeedbackEntry[] }; answer: ExportTextsResult };
}
export type QuestionKind = keyof Questions;
export type Ask<K extends QuestionKind> = Questions[K]['ask'];
export type Answer<K extends QuestionKind> = Questions[K]['answer'];

type Reply = Extract<FromWorker, { seq: number }>;

/**
 * How each question travels: the message that asks it and the reply that answers it (null in a
 * reply: the worker no longer holds the library). One entry per question; the compiler checks
 * that every question has one.
 */
interface Wire<K extends QuestionKind> {
  message: (id: number, seq: number, ask: Ask<K>) => ToWorker;
  answer: (reply: Reply, ask: Ask<K>) => Answer<K> | null | undefined;
  /** An answer that another follows under the same seq (a draft over part of a library). */
  interim?: (answer: Answer<K>) => boolean;
}

const WIRE: { [K in QuestionKind]: Wire<K> } = {
  search: {
    message: (id, seq, { q, limit }) => ({ type: 'search', id, seq, q, limit }),
    answer: (r) => (r.type === 'hits' ? r.hits : undefined),
  },
  caseMask: {
    message: (id, seq, { q }) => ({ type: 'caseMask', id, seq, q }),
    answer: (r) => (r.type === 'mask' ? r.mask : undefined),
  },
  similar: {
    message: (id, seq, { caseIndex, limit }) => ({ type: 'similar', id, seq, caseIndex, limit }),
    answer: (r) => (r.type === 'similarCases' ? r.matches : undefined),
  },
  draft: {
    message: (id, seq, { draft, limit, minWords, partial }) => ({ type: 'draft', id, seq, draft, limit, minWords, ...(partial ? { partial } : {}) }),
    answer: (r) => (r.type === 'draftMatch' ? r.result : undefined),
    interim: (answer) => answer.progress !== undefined,
  },
  textEdges: {
    message: (id, seq) => ({ type: 'textEdges', id, seq }),
    answer: (r) => (r.type === 'textEdgeList' ? r.edges : undefined),
  },
  caseTexts: {
    message: (id, seq, { caseId }) => ({ type: 'caseTexts', id, seq, caseId }),
    // An answer is taken only if it names the case asked for.
    answer: (r, { caseId }) => (r.type === 'caseTexts' && r.caseId === caseId ? r.result : undefined),
  },
  exportTexts: {
    message: (id, seq, { caseIds, feedback }) => ({ type: 'exportTexts', id, seq, caseIds, feedback }),
    answer: (r) => (r.type === 'exportTexts' ? r.result : undefined),
    interim: (answer) => 'progress' in answer,
  },
};

interface Waiting {
  kind: QuestionKind;
  ask: unknown;
  resolve: (answer: unknown) => void;
  interim?: (answer: unknown) => void;
}

/**
 * The one channel between the page and the worker for one open library: every question gets a
 * sequence number, its answer is matched by it, and a question that cannot be answered there
 * (the worker let the library go, was stopped, or the question could not be posted) resolves to
 * null, so the asker answers it on the page instead. Never a promise left waiting.
 */
export class WorkerChannel {
  private seq = 0;
  private told = false;
  private readonly waiting = new Map<number, Waiting>();
  private readonly grew = new Set<(ready: boolean) => void>();
  private port: WorkerPort | null;

  constructor(
    port: WorkerPort | null,
    readonly libraryId: number,
  ) {
    this.port = port;
    port?.addEventListener('message', this.onMessage);
  }

  /** Whether questions still go to the worker. */
  get attached(): boolean {
    return this.port !== null;
  }

  /**
   * `interim`: told each answer that comes before the final one (only some questions have them).
   * `signal`: tells the worker the answer is no longer wanted; it may stop and answer at once
   * (an export answers `cancelled`), and the question still gets its answer.
   */
  ask<K extends QuestionKind>(kind: K, ask: Ask<K>, interim?: (answer: Answer<K>) => void, signal?: AbortSignal): Promise<Answer<K> | null> {
    return new Promise((resolve) => {
      if (!this.port) return resolve(null);
      const seq = ++this.seq;
      signal?.addEventListener('abort', () => {
        try {
          if (this.waiting.has(seq)) this.port?.postMessage({ type: 'cancel', id: this.libraryId, seq });
        } catch {
          // A broken port: the question is answered as any other then (detach).
        }
      }, { once: true });
      this.waiting.set(seq, { kind, ask, resolve: resolve as (answer: unknown) => void, ...(interim ? { interim: interim as (answer: unknown) => void } : {}) });
      try {
        this.port.postMessage(WIRE[kind].message(this.libraryId, seq, ask));
      } catch {
        // Not posted (a draft postMessage cannot copy, a broken port): the asker answers on the page.
        this.waiting.delete(seq);
        resolve(null);
      }
    });
  }

  /** Tells the worker the library's first view is drawn, so its background indexing may start. */
  viewDrawn(): void {
    if (this.told) return;
    this.told = true;
    try {
      this.port?.postMessage({ type: 'viewDrawn', id: this.libraryId });
    } catch {
      // A broken port: the worker starts on its own after its grace.
    }
  }

  /** `listener` runs whenever more of the library has become searchable (`ready`: all of it); returns an unsubscribe. */
  onSearchGrew(listener: (ready: boolean) => void): () => void {
    this.grew.add(listener);
    return () => this.grew.delete(listener);
  }

  /** The worker was stopped: every question waiting, and every one after, resolves to null. */
  detach(): void {
    this.port?.removeEventListener('message', this.onMessage);
    this.port = null;
    const waiting = [...this.waiting.values()];
    this.waiting.clear();
    for (const w of waiting) w.resolve(null);
  }

  private readonly onMessage = (event: MessageEvent<FromWorker>) => {
    const msg = event.data;
    if (msg.id !== this.libraryId) return;
    if (msg.type === 'searchGrew') {
      for (const listener of this.grew) listener(msg.ready);
      return;
    }
    if (!('seq' in msg)) return;
    const question = this.waiting.get(msg.seq);
    if (!question) return;
    const answer = (WIRE[question.kind].answer as (reply: Reply, ask: unknown) => unknown)(msg, question.ask);
    // A reply of another kind under this seq is not this question's answer.
    if (answer === undefined) return;
    const interim = WIRE[question.kind].interim as ((answer: unknown) => boolean) | undefined;
    if (answer !== null && interim?.(answer)) return question.interim?.(answer);
    this.waiting.delete(msg.seq);
    question.resolve(answer);
  };
}
