import type { Case } from '../model/core';
import { matchDraft, suggestTags, type DraftResult, type SuggestedTags } from '../model/similarity';
import { addCases, compactIndex, createSimilarityIndex, type SimilarityIndex } from '../model/similarity';
import { similarCases, textEdges, type SimilarMatch, type TextEdge } from '../model/similarity';
import type { Glossary } from '../model/similarity';
import type { Taxonomy } from '../model/core';
import { glossaryFor } from '../data/glossary';
import { nextTask } from './nextTask';

/**
 * Similar cases, drafts and the `text` rule's edges, in the worker: the index is built in slices
 * so other messages are answered meanwhile.
 */

/** A slice of indexing or of text edges runs at most about this long before other messages are answered. */
export const SLICE_MS = 20;
/** Cases indexed between two clock reads (a few milliseconds of work; each step allocates a scratch array). */
const CASES_PER_STEP = 10;
/** Seeds of text edges between two clock reads. */
const SEEDS_PER_STEP = 10;
/** Best matches per case in the `text` rule. */
export const TEXT_EDGES_PER_CASE = 3;
/** Tags are suggested from the best few matches: the tail of a list adds tags of unrelated cases. */
export const TAG_MATCHES = 5;

export interface DraftAnswer extends DraftResult {
  tags: SuggestedTags;
  /**
   * Only on an answer given before the index was complete (issue #27): over the first `indexed`
   * of `total` cases. The complete answer follows, without it.
   */
  progress?: { indexed: number; total: number };
}

/**
 * A draft asked while the index is being built is answered over the cases indexed so far after
 * this long, then again every PARTIAL_EVERY_MS, until the complete answer: a draft opened with a
 * 10,000-case library shows matches within seconds, and they are refined as the index grows.
 */
export const FIRST_PARTIAL_MS = 800;
export const PARTIAL_EVERY_MS = 1500;

/**
 * One library's similarity, in the worker: the index is built in slices after the library
 * opens and its search is complete (a message is answered between any two slices); the `text`
 * rule's edges, also in slices, when first asked for.
 * The first question starts the build at once, before the search is complete (`hurried`: the
 * worker pauses the search's indexing meanwhile). A question asked before the index is complete
 * waits for it; a draft may also be answered over the part indexed so far (`onPartial`), marked
 * with its `progress`.
 */
export interface PackedSimilarity {
  /** The pack's prebuilt index (similarity.bin), or null when it has none or it cannot be read: then the light cases are indexed. */
  load: () => Promise<SimilarityIndex | null>;
  /** Case `i` with its texts (read from its shard), for "Similar cases", or null when they cannot be had. */
  full: (i: number) => Promise<Case | null>;
}

export class LibrarySimilarity {
  /** Replaced once by a pack's prebuilt index (see PackedSimilarity); read it after `built` for the final one. */
  index: SimilarityIndex;
  /** Set when a pack's prebuilt index is in use: a case's own texts come from its shard. */
  private full: PackedSimilarity['full'] | null = null;
  private edges: Promise<TextEdge[]> | null = null;
  private readonly indexed: Promise<void>;
  /** Resolves when the first question asks for the index (the build then starts at once). */
  readonly hurried: Promise<void>;
  private hurry: () => void = () => {};
  private readonly signal?: { stopped: boolean };
  /** When partial draft answers are given (tests shorten it). */
  partialTiming = { first: FIRST_PARTIAL_MS, every: PARTIAL_EVERY_MS };
  /** Milliseconds of work, for the measurements (tests, the bench). */
  readonly timing = { build: 0, longestSlice: 0, edges: 0 };

  /** `after`: the build starts once it settles (the worker lets the search index go first). */
  /** Expands drafts across languages (issue #27): the bundled glossary and the library's taxonomy labels. */
  private readonly glossary: Glossary | null;

  constructor(cases: readonly Case[], signal?: { stopped: boolean }, after: Promise<unknown> = Promise.resolve(), taxonomy?: Taxonomy, packed?: PackedSimilarity) {
    this.index = createSimilarityIndex(cases);
    this.glossary = taxonomy ? glossaryFor(taxonomy) : null;
    this.signal = signal;
    this.hurried = new Promise<void>((resolve) => (this.hurry = resolve));
    this.indexed = Promise.race([after, this.hurried]).then(() => this.prebuilt(packed)).then((done) => (done ? undefined : this.build(signal)));
  }

  /** A pack's index read instead of built (true), or false: build from the cases held. */
  private async prebuilt(packed?: PackedSimilarity): Promise<boolean> {
    if (!packed) return false;
    const index = await packed.load().catch(() => null);
    if (!index || index.cases !== this.index.cases || this.signal?.stopped) return false;
    this.index = index;
    this.full = packed.full;
    return true;
  }

  /** Settles once the build has ended (complete, or stopped). */
  get built(): Promise<void> {
    return this.indexed;
  }

  private note(started: number) {
    const ms = performance.now() - started;
    this.timing.longestSlice = Math.max(this.timing.longestSlice, ms);
    return ms;
  }

  private async build(signal?: { stopped: boolean }) {
    const n = this.index.cases.length;
    while (this.index.size < n && !signal?.stopped) {
      const started = performance.now();
      while (this.index.size < n && performance.now() - started < SLICE_MS) addCases(this.index, this.index.size + CASES_PER_STEP);
      this.timing.build += this.note(started);
      await nextTask();
    }
    const started = performance.now();
    compactIndex(this.index);
    this.timing.build += this.note(started);
  }

  private async buildEdges(signal?: { stopped: boolean }): Promise<TextEdge[]> {
    // Each slice's pairs are merged as textEdges merges them within a call: a pair found from
    // both sides keeps the better score.
    const pairs = new Map<string, TextEdge>();
    const n = this.index.size;
    let from = 0;
    while (from < n && !signal?.stopped) {
      const started = performance.now();
      while (from < n && performance.now() - started < SLICE_MS) {
        const to = Math.min(n, from + SEEDS_PER_STEP);
        for (const edge of textEdges(this.index, { perCase: TEXT_EDGES_PER_CASE, from, to })) {
          const key = `${edge[0]}:${edge[1]}`;
          const known = pairs.get(key);
          if (!known || edge[2] > known[2]) pairs.set(key, edge);
        }
        from = to;
      }
      this.timing.edges += this.note(started);
      await nextTask();
    }
    return [...pairs.values()].sort((x, y) => x[0] - y[0] || x[1] - y[1]);
  }

  get ready(): boolean {
    return this.index.size === this.index.cases.length;
  }

  async similar(caseIndex: number, limit: number): Promise<SimilarMatch[]> {
    this.hurry();
    await this.indexed;
    // A pack's light case has a title only: its query is made from its full texts, read from its shard.
    const full = this.full ? await this.full(caseIndex).catch(() => null) : null;
    return similarCases(this.index, caseIndex, { limit: boundLimit(limit), full: full ?? undefined });
  }

  /** `onPartial`: answers over the cases indexed so far, while the index is incomplete (see FIRST_PARTIAL_MS). */
  async draft(draft: unknown, limit: number, minWords?: number, onPartial?: (answer: DraftAnswer) => void): Promise<DraftAnswer> {
    this.hurry();
    if (onPartial && !this.ready) {
      let done = false;
      void this.indexed.then(() => (done = true));
      for (let wait = this.partialTiming.first; !done; wait = this.partialTiming.every) {
        await Promise.race([this.indexed, new Promise<void>((resolve) => setTimeout(resolve, wait))]);
        if (done || this.signal?.stopped) break;
        if (this.index.size > 0 && !this.ready) onPartial({ ...this.answer(draft, limit, minWords), progress: { indexed: this.index.size, total: this.index.cases.length } });
      }
    }
    await this.indexed;
    return this.answer(draft, limit, minWords);
  }

  /** The draft's answer over the cases indexed so far. */
  private answer(draft: unknown, limit: number, minWords?: number): DraftAnswer {
    const result = matchDraft(this.index, draft, { limit: boundLimit(limit), minWords: minWords === 1 ? 1 : undefined, glossary: this.glossary });
    return { ...result, tags: suggestTags(this.index, result.matches.slice(0, TAG_MATCHES)) };
  }

  /** Computed when first asked for (one query per case: seconds of work at 10,000 cases), then kept. */
  textEdges(): Promise<TextEdge[]> {
    this.hurry();
    this.edges ??= this.indexed.then(() => this.buildEdges(this.signal));
    return this.edges;
  }
}

/** A limit from a message: a small positive integer whatever was sent. */
function boundLimit(limit: number): number {
  return Number.isFinite(limit) ? Math.max(1, Math.min(50, Math.floor(limit))) : 10;
}
