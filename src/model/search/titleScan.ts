import { runToEnd, SteppedMemo, type LibraryIndex } from '../core';
import { caseNodeId } from '../network';
import { codeHits } from './codeLookup';
import type { SearchHit } from './search';
import { searchTerms } from './terms';

/**
 * Case titles found by reading them, for the seconds in which a library's search index is not
 * there yet (built in the background after the first view, or a pack's prebuilt one still being
 * read: ~3 s at 100,000 cases): each title is lowered once, and a query's terms (the one
 * analyser's: stems, Hangul bigrams without particles) are looked for in each. No index is built,
 * so it answers at once; a scan is about linear in the library (8–14 ms a query at 100,000 cases in Node).
 */
export class TitleScan {
  /** Each case's titles, English and Korean, lowered. */
  private readonly titles: string[];

  private constructor(titles: string[]) {
    this.titles = titles;
  }

  static of(titles: readonly { en: string; ko?: string | null }[]): TitleScan {
    return runToEnd(TitleScan.reading(titles));
  }

  /**
   * The scan of `titles`, made in steps: a pause every SCAN_STEP titles lowered (one task of
   * ~0.2 s at 100,000 cases in the worker, which a query arriving meanwhile waited for).
   */
  static *reading(titles: readonly { en: string; ko?: string | null }[]): Generator<void, TitleScan> {
    const lowered = new Array<string>(titles.length);
    for (let i = 0; i < titles.length; i++) {
      if (i > 0 && i % SCAN_STEP === 0) yield;
      const t = titles[i]!;
      lowered[i] = `${t.en}\n${t.ko ?? ''}`.toLowerCase();
    }
    return new TitleScan(lowered);
  }

  /**
   * The cases (by position) whose title holds every term of `query`, best first: the share of
   * terms found at the start of a word, then the shorter title (the query is more of it), then
   * library order; at most `limit`.
   */
  find(query: string, limit: number): { at: number; score: number }[] {
    // A compound ("ingress-controller") is also given as its parts, which are what a title shows.
    const terms = [...new Set(searchTerms(query))].filter((t) => !t.includes('-'));
    if (!terms.length || limit <= 0) return [];
    const kept: { at: number; score: number }[] = [];
    const before = (a: number, scoreA: number, b: { at: number; score: number }) => scoreA > b.score || (scoreA === b.score && this.titles[a]!.length < this.titles[b.at]!.length);
    for (let at = 0; at < this.titles.length; at++) {
      const score = scoreOf(this.titles[at]!, terms);
      if (score <= 0 || (kept.length >= limit && !before(at, score, kept[kept.length - 1]!))) continue;
      let k = kept.length;
      while (k > 0 && before(at, score, kept[k - 1]!)) k--;
      kept.splice(k, 0, { at, score });
      if (kept.length > limit) kept.pop();
    }
    return kept;
  }
}

/** 0 when a term is missing; else the terms' average of 1 at a word's start, ½ inside a word. */
function scoreOf(title: string, terms: readonly string[]): number {
  let sum = 0;
  for (const term of terms) {
    let at = title.indexOf(term);
    if (at < 0) return 0;
    let best = 0.5;
    while (at >= 0) {
      if (at === 0 || !isWordChar(title.charCodeAt(at - 1))) {
        best = 1;
        break;
      }
      at = title.indexOf(term, at + 1);
    }
    sum += best;
  }
  return sum / terms.length;
}

/** A letter or digit; ASCII answered without the Unicode regex. */
function isWordChar(code: number): boolean {
  if (code < 128) return (code >= 97 && code <= 122) || (code >= 48 && code <= 57) || (code >= 65 && code <= 90);
  return /[\p{L}\p{N}]/u.test(String.fromCharCode(code));
}

/** Titles lowered between two pauses of a scan made in steps. */
export const SCAN_STEP = 8192;

const scans = new SteppedMemo((index: LibraryIndex) => TitleScan.reading(index.cases.map((c) => c.title)));

/** The title scan of `index`, made once (the worker answers with it while the full search is not there). */
export function titleScanOf(index: LibraryIndex): TitleScan {
  return scans.of(index);
}

/** The title scan of `index` made in steps, awaiting `pause()` whenever `sliceMs` have passed (see SteppedMemo). */
export function buildTitleScan(index: LibraryIndex, pause: () => Promise<void>, sliceMs = 10): Promise<TitleScan> {
  return scans.build(index, pause, sliceMs);
}

/**
 * What a search answers before the library's full search is there: ids, slugs and organisations
 * from their codes, then cases by their titles (never one case twice), at most `limit`. The long
 * texts wait for the full search; the page says more matches may follow.
 */
export function quickHits(index: LibraryIndex, query: string, limit: number): SearchHit[] {
  const hits: SearchHit[] = codeHits(index, query, limit);
  if (hits.length >= limit) return hits;
  const seen = new Set(hits.map((h) => h.id));
  for (const { at, score } of titleScanOf(index).find(query, limit)) {
    const id = index.cases[at]!.id;
    if (seen.has(caseNodeId(id))) continue;
    hits.push({ id: caseNodeId(id), kind: 'case', key: id, score });
    if (hits.length >= limit) break;
  }
  return hits;
}
