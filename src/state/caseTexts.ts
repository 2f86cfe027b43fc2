import { shardProblem, type ShardFailure } from '../model/pack';
import type { Problem } from '../model/core';
import type { FeedbackEntry } from '../model/feedback';
import type { Case } from '../model/core';
import type { CaseTextsResult } from '../worker/protocol';
import type { WorkerChannel } from './workerChannel';

/**
 * A packed library's long texts on the page: they stay in the pack's shards, read by the worker,
 * until a case is opened, so a library of 100,000 cases opens without its texts. Loaded only with
 * a packed library; React reads it through ./useCaseTexts.ts.
 */

/** Where a packed case's long texts are: on their way, here, in a failed shard, or out of reach. */
export type CaseTextState =
  | { status: 'loading' }
  | { status: 'ready'; case: Case }
  | { status: 'failed'; failure: ShardFailure }
  /** The worker no longer holds the pack (it was stopped, or let the library go). */
  | { status: 'gone' };

/**
 * The page's side of a packed library's texts: asks the worker for a case's texts once, keeps
 * the answer, and collects the failed shards as data problems (one per shard). An answer is kept
 * only under the id it was asked for, and only if it names that id: never one case's text under
 * another's.
 */
export class CaseTexts {
  private readonly states = new Map<string, CaseTextState>();
  private readonly failedShards = new Map<string, ShardFailure>();
  private readonly listeners = new Set<() => void>();
  private problemList: readonly Problem[] = [];
  /** Cases read ahead and not shown yet: their failures are not reported. */
  private readonly quiet = new Set<string>();
  /** How many questions went to the worker (tests count them: a case is asked for once). */
  asked = 0;

  constructor(private readonly channel: WorkerChannel) {}

  state(caseId: string): CaseTextState | undefined {
    return this.states.get(caseId);
  }

  /** Asks for a case's texts unless they are here or on their way. */
  request(caseId: string): void {
    if (this.states.has(caseId)) {
      // Read ahead and now shown: from here on its answer is told, failure included.
      this.quiet.delete(caseId);
      return;
    }
    if (!this.channel.attached) return this.set(caseId, { status: 'gone' });
    this.ask(caseId);
  }

  /**
   * Brings the texts of cases the reader is likely to open next (the first related cases of an
   * open panel) to the page before they are opened, so that a click on one shows its text with
   * its panel, in its first render, rather than after a round trip to the worker behind the
   * panel's own rendering (~70–110 ms here). Cases here or on their way are left out. A read
   * ahead that fails is forgotten, not reported: the shard is read (and its failure told) when
   * its case is opened.
   */
  readAhead(caseIds: readonly string[]): void {
    if (!this.channel.attached) return;
    for (const caseId of caseIds) {
      if (this.states.has(caseId)) continue;
      this.quiet.add(caseId);
      this.ask(caseId);
    }
  }

  /**
   * The library file of an export: cases `caseIds` with their texts and the readers' `feedback`,
   * made by the worker, which reads every shard the cases need (telling how many so far through
   * `progress`). A failed shard's cases come without their texts (`withoutTexts` counts them),
   * with its failure; null when the worker no longer holds the pack; `cancelled` when `signal`
   * stopped it (nothing to save).
   */
  async forExport(caseIds: string[], feedback: FeedbackEntry[], progress: (done: number, total: number) => void, signal?: AbortSignal): Promise<{ file: Blob; failures: ShardFailure[]; withoutTexts: number } | 'cancelled' | null> {
    const answer = await this.channel.ask('exportTexts', { caseIds, feedback }, (interim) => {
      if ('progress' in interim) progress(interim.progress.done, interim.progress.total);
    }, signal);
    if (answer && 'cancelled' in answer) return 'cancelled';
    if (!answer || !('file' in answer)) return null;
    // A shard the export could not read is a data problem like one a panel could not.
    const added = answer.failures.filter((f) => this.noteShard(f));
    if (added.length) this.notify();
    return answer;
  }

  /** Asks again for a case whose texts failed (the worker reads a failed shard afresh). */
  retry(caseId: string): void {
    if (this.states.get(caseId)?.status !== 'failed') return;
    this.states.delete(caseId);
    this.request(caseId);
  }

  /** The failed shards so far, as data problems; the same array until another shard fails. */
  problems(): readonly Problem[] {
    return this.problemList;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private ask(caseId: string) {
    this.asked++;
    this.set(caseId, { status: 'loading' });
    void this.channel.ask('caseTexts', { caseId }).then((result) => {
      // Another question for the same case (a retry) may have replaced this one meanwhile.
      if (this.states.get(caseId)?.status !== 'loading') return;
      const quiet = this.quiet.delete(caseId);
      if (quiet && !(result && 'case' in result && result.case.id === caseId)) {
        this.states.delete(caseId);
        return this.notify();
      }
      this.settle(caseId, result ?? { gone: true });
    });
  }

  private set(caseId: string, state: CaseTextState) {
    this.states.set(caseId, state);
    this.notify();
  }

  private notify() {
    for (const listener of this.listeners) listener();
  }

  private settle(caseId: string, result: CaseTextsResult) {
    if ('case' in result) {
      if (result.case.id === caseId) return this.set(caseId, { status: 'ready', case: result.case });
      return this.fail(caseId, { file: '', fault: 'wrong-cases', firstId: caseId, lastId: caseId });
    }
    if ('failure' in result) return this.fail(caseId, result.failure);
    this.set(caseId, { status: 'gone' });
  }

  private fail(caseId: string, failure: ShardFailure) {
    this.noteShard(failure);
    this.set(caseId, { status: 'failed', failure });
  }

  /** Adds a failed shard to the problems, once per file; true if it is new. */
  private noteShard(failure: ShardFailure): boolean {
    if (!failure.file || this.failedShards.has(failure.file)) return false;
    this.failedShards.set(failure.file, failure);
    this.problemList = [...this.failedShards.values()].map(shardProblem);
    return true;
  }
}
