import type { Case } from '../model/core';
import type { SimilarMatch, TextEdge } from '../model/similarity';
import type { FromWorker, ToWorker } from '../worker/protocol';
import type { DraftAnswer, LibrarySimilarity } from '../worker/similarity';
import type { WorkerPort } from './searchClient';

/**
 * Similarity questions about one library (issue #15), answered by the library worker.
 *
 * Each question goes on a `channel` (one per place that asks: the panel, the draft, the empty
 * filter's suggestions); a newer question on a channel makes an older one's answer stale, and a
 * stale answer resolves to null, so a slow answer never overwrites a newer one.
 */
export interface SimilarityClient {
  similar(caseIndex: number, limit: number, channel: string): Promise<SimilarMatch[] | null>;
  /** `minWords` 1: one word is enough (a search that found nothing); otherwise the draft's floor. */
  draft(draft: unknown, limit: number, channel: string, minWords?: number, onPartial?: (answer: DraftAnswer) => void): Promise<DraftAnswer | null>;
  /** The `text` rule's edges, asked once (the answer is kept). */
  textEdges(): Promise<TextEdge[]>;
}

type Question =
  | { kind: 'similar'; caseIndex: number; limit: number; channel: string; resolve: (v: SimilarMatch[] | null) => void }
  | { kind: 'draft'; draft: unknown; limit: number; minWords?: number; channel: string; resolve: (v: DraftAnswer | null) => void; onPartial?: (v: DraftAnswer) => void }
  | { kind: 'textEdges'; channel: string; resolve: (v: TextEdge[]) => void };

export class WorkerSimilarity implements SimilarityClient {
  private seq = 0;
  private readonly waiting = new Map<number, Question>();
  /** The newest question's seq per channel. */
  private readonly latest = new Map<string, number>();
  private edges: Promise<TextEdge[]> | null = null;
  private fallback: Promise<LibrarySimilarity> | null = null;
  private port: WorkerPort | null;

  constructor(
    port: WorkerPort,
    private readonly id: number,
    private readonly cases: readonly Case[],
  ) {
    this.port = port;
    port.addEventListener('message', this.onMessage);
  }

  similar(caseIndex: number, limit: number, channel: string): Promise<SimilarMatch[] | null> {
    return new Promise((resolve) => this.ask({ kind: 'similar', caseIndex, limit, channel, resolve }));
  }

  /** `onPartial`: answers over the part of the library indexed so far, before the promise's complete one (issue #27). */
  draft(draft: unknown, limit: number, channel: string, minWords?: number, onPartial?: (answer: DraftAnswer) => void): Promise<DraftAnswer | null> {
    return new Promise((resolve) => this.ask({ kind: 'draft', draft, limit, minWords, channel, resolve, onPartial }));
  }

  textEdges(): Promise<TextEdge[]> {
    this.edges ??= new Promise((resolve) => this.ask({ kind: 'textEdges', channel: 'textEdges', resolve }));
    return this.edges;
  }

  /** The worker was stopped: answer on the page from now on, the waiting questions too. */
  detach(): void {
    this.port?.removeEventListener('message', this.onMessage);
    this.port = null;
    for (const [seq, question] of this.waiting) {
      this.waiting.delete(seq);
      this.answerOnPage(seq, question);
    }
  }

  private ask(question: Question): void {
    const seq = ++this.seq;
    this.latest.set(question.channel, seq);
    if (!this.port || this.fallback) return this.answerOnPage(seq, question);
    this.waiting.set(seq, question);
    const { id } = this;
    const message: ToWorker =
      question.kind === 'similar' ? { type: 'similar', id, seq, caseIndex: question.caseIndex, limit: question.limit }
      : question.kind === 'draft' ? { type: 'draft', id, seq, draft: question.draft, limit: question.limit, minWords: question.minWords, partial: question.onPartial ? true : undefined }
      : { type: 'textEdges', id, seq };
    try {
      this.port.postMessage(message);
    } catch {
      // Not posted (a draft postMessage cannot copy, a broken port): answered on the page, as
      // once the worker is gone, never an exception in the caller or a question left waiting.
      this.waiting.delete(seq);
      this.answerOnPage(seq, question);
    }
  }

  private stale(seq: number, question: Question): boolean {
    return question.kind !== 'textEdges' && this.latest.get(question.channel) !== seq;
  }

  private settle(seq: number, question: Question, answer: SimilarMatch[] | DraftAnswer | TextEdge[]): void {
    if (question.kind === 'textEdges') return question.resolve(answer as TextEdge[]);
    if (this.stale(seq, question)) return question.resolve(null);
    if (question.kind === 'similar') question.resolve(answer as SimilarMatch[]);
    else question.resolve(answer as DraftAnswer);
  }

  /**
   * Only when the worker let the library go: the page indexes it itself, in slices. The model
   * (stemmer, analysis, BM25) loads then, not with the first screen.
   */
  private answerOnPage(seq: number, question: Question): void {
    this.fallback ??= import('../worker/similarity').then(({ LibrarySimilarity }) => new LibrarySimilarity(this.cases));
    void this.fallback.then((similarity) => {
      const answer: Promise<SimilarMatch[] | DraftAnswer | TextEdge[]> =
        question.kind === 'similar' ? similarity.similar(question.caseIndex, question.limit)
        : question.kind === 'draft' ? similarity.draft(question.draft, question.limit, question.minWords)
        : similarity.textEdges();
      return answer.then((value) => this.settle(seq, question, value));
    });
  }

  private readonly onMessage = (event: MessageEvent<FromWorker>) => {
    const msg = event.data;
    if (msg.id !== this.id) return;
    if (msg.type !== 'similarCases' && msg.type !== 'draftMatch' && msg.type !== 'textEdgeList') return;
    const question = this.waiting.get(msg.seq);
    if (!question) return;
    // A partial draft answer: the question still waits for its complete one.
    if (msg.type === 'draftMatch' && msg.result?.progress) {
      if (question.kind === 'draft' && !this.stale(msg.seq, question)) question.onPartial?.(msg.result);
      return;
    }
    this.waiting.delete(msg.seq);
    const answer = msg.type === 'similarCases' ? msg.matches : msg.type === 'draftMatch' ? msg.result : msg.edges;
    if (answer === null) this.answerOnPage(msg.seq, question);
    else this.settle(msg.seq, question, answer);
  };
}
