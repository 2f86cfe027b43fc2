import type { Case } from '../model/core';
import type { SimilarMatch, TextEdge } from '../model/similarity';
import type { DraftAnswer, LibrarySimilarity } from '../worker/similarity';
import type { WorkerChannel } from './workerChannel';

/**
 * Similarity questions about one library (issue #15), answered by the library worker through
 * the library's channel, or on the page once the worker no longer holds the library. Which
 * answer is current is the caller's business (React Query keys them: ./answers.ts).
 */
export interface SimilarityClient {
  similar(caseIndex: number, limit: number): Promise<SimilarMatch[]>;
  /** `minWords` 1: one word is enough (a search that found nothing); otherwise the draft's floor. */
  /** `onPartial`: answers over the part of a big library indexed so far, before the complete one (issue #27). */
  draft(draft: unknown, limit: number, minWords?: number, onPartial?: (answer: DraftAnswer) => void): Promise<DraftAnswer>;
  /** The `text` rule's edges, asked once (the answer is kept). */
  textEdges(): Promise<TextEdge[]>;
}

export class WorkerSimilarity implements SimilarityClient {
  private edges: Promise<TextEdge[]> | null = null;
  private fallback: Promise<LibrarySimilarity> | null = null;

  constructor(
    private readonly channel: WorkerChannel,
    private readonly cases: readonly Case[],
  ) {}

  // Once the page has indexed the library itself it answers everything: the worker's would only repeat it.
  async similar(caseIndex: number, limit: number): Promise<SimilarMatch[]> {
    return (!this.fallback && (await this.channel.ask('similar', { caseIndex, limit }))) || (await this.onPage()).similar(caseIndex, limit);
  }

  async draft(draft: unknown, limit: number, minWords?: number, onPartial?: (answer: DraftAnswer) => void): Promise<DraftAnswer> {
    const asked = !this.fallback && (await this.channel.ask('draft', { draft, limit, minWords, ...(onPartial ? { partial: true } : {}) }, onPartial));
    return asked || (await this.onPage()).draft(draft, limit, minWords, onPartial);
  }

  textEdges(): Promise<TextEdge[]> {
    this.edges ??= (async () => (!this.fallback && (await this.channel.ask('textEdges', {}))) || (await this.onPage()).textEdges())();
    return this.edges;
  }

  /**
   * Only when the worker let the library go: the page indexes it itself, in slices. The model
   * (stemmer, analysis, BM25) loads then, not with the first screen.
   */
  private onPage(): Promise<LibrarySimilarity> {
    this.fallback ??= import('../worker/similarity').then(({ LibrarySimilarity }) => new LibrarySimilarity(this.cases));
    return this.fallback;
  }
}
