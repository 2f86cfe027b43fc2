import { runToEnd, sortInSteps, SteppedMemo, type LibraryIndex } from '../core';
import { caseNodeId, causeNodeId, componentNodeId } from '../network';
import { searchTerms } from './terms';

export type SearchKind = 'case' | 'component' | 'cause' | 'org';

/** What a code names: a case (its id), a component or root cause (its slug), an organisation. */
export interface CodeTarget {
  id: string;
  kind: SearchKind;
  key: string;
}

/** A target found by its code, with how much of the code the query covered (0 … 1]. */
export interface CodeHit extends CodeTarget {
  coverage: number;
}

/** Hubs before cases when a query covers both equally (an organisation's name, its cases' org). */
const KIND_ORDER: Record<SearchKind, number> = { org: 0, component: 1, cause: 2, case: 3 };

/**
 * Codes (case ids, component and root-cause slugs, organisation names) found by the prefix of
 * each of their words, from one sorted array of terms. MiniSearch scored every document a term
 * touches, and every id of a library shares its prefix ("SYN" of "SYN-73001", "IL" of
 * "IL-0034"): one keystroke scored all 100,000 cases of a big library (~600 ms in the worker).
 * Here a query walks only the terms it prefixes, and stops at the best `limit`.
 */
export class CodeLookup {
  private constructor(
    private readonly targets: readonly CodeTarget[],
    /** Each target's terms. */
    private readonly termsOf: readonly (readonly string[])[],
    private readonly terms: readonly string[],
    /** The target of `terms[k]`. */
    private readonly owner: Int32Array,
  ) {}

  /**
   * The lookup of `codes` (the code of `targets[i]` is `codes[i]`), built in steps: the generator
   * pauses every BUILD_STEP codes analysed (the analysis is most of the work) and through the
   * sort (sortInSteps), and returns the lookup. At 100,000 cases the whole build was one task of
   * ~0.5 s in the worker, which a query arriving meanwhile waited for (see codeLookupOf and
   * buildCodeLookup).
   */
  static *building(targets: readonly CodeTarget[], codes: readonly string[]): Generator<void, CodeLookup> {
    const termsOf: string[][] = new Array<string[]>(codes.length);
    let count = 0;
    for (let i = 0; i < codes.length; i++) {
      if (i > 0 && i % BUILD_STEP === 0) yield;
      const ts = [...new Set(searchTerms(codes[i]!))];
      termsOf[i] = ts;
      count += ts.length;
    }
    yield;
    // Flat typed arrays and one sorted permutation, not an object per term (half the build's time).
    const flatTerms = new Array<string>(count);
    const flatOwner = new Int32Array(count);
    let k = 0;
    for (let owner = 0; owner < termsOf.length; owner++) {
      if (owner > 0 && owner % BUILD_STEP === 0) yield;
      for (const term of termsOf[owner]!) {
        flatTerms[k] = term;
        flatOwner[k++] = owner;
      }
    }
    const unsorted = new Uint32Array(count);
    for (let j = 0; j < count; j++) unsorted[j] = j;
    yield;
    const order = yield* sortInSteps(unsorted, (a, b) => {
      const x = flatTerms[a]!;
      const y = flatTerms[b]!;
      return x < y ? -1 : x > y ? 1 : flatOwner[a]! - flatOwner[b]!;
    });
    yield;
    const terms = new Array<string>(count);
    const owner = new Int32Array(count);
    for (let j = 0; j < count; j++) {
      terms[j] = flatTerms[order[j]!]!;
      owner[j] = flatOwner[order[j]!]!;
    }
    return new CodeLookup(targets, termsOf, terms, owner);
  }

  /** Every target of `index`: its cases by id, its components, root causes and organisations. */
  static ofIndex(index: LibraryIndex): CodeLookup {
    return runToEnd(CodeLookup.buildingOfIndex(index));
  }

  /** `ofIndex` in steps (see `building`). */
  static buildingOfIndex(index: LibraryIndex): Generator<void, CodeLookup> {
    const targets: CodeTarget[] = [];
    const codes: string[] = [];
    const add = (target: CodeTarget, code: string) => {
      targets.push(target);
      codes.push(code);
    };
    for (const c of index.cases) add({ id: caseNodeId(c.id), kind: 'case', key: c.id }, c.id);
    for (const slug of index.byComponent.keys()) add({ id: componentNodeId(slug), kind: 'component', key: slug }, slug);
    for (const slug of index.byCause.keys()) add({ id: causeNodeId(slug), kind: 'cause', key: slug }, slug);
    for (const org of index.byOrg.keys()) add({ id: `org:${org}`, kind: 'org', key: org }, org);
    return CodeLookup.building(targets, codes);
  }

  /**
   * The targets whose code has a word starting with every term of `query` (`AND`) or with any
   * (`OR`), most covered first (a whole id before the ids it begins), hubs before cases on a tie;
   * at most `limit` of them.
   */
  find(query: string, combineWith: 'AND' | 'OR' = 'AND', limit = Infinity): CodeHit[] {
    const words = [...new Set(searchTerms(query))];
    if (!words.length || limit <= 0) return [];
    const ranges = words.map((w) => [this.lowerBound(w), this.lowerBound(`${w}\uffff`)] as const);
    // AND walks the narrowest word's terms and checks the rest per target; OR walks them all.
    const walk = combineWith === 'AND' ? [ranges.reduce((a, b) => (b[1] - b[0] < a[1] - a[0] ? b : a))] : ranges;
    const seen = new Uint8Array(this.targets.length);
    const kept: CodeHit[] = [];
    for (const [lo, hi] of walk) {
      for (let k = lo; k < hi; k++) {
        const t = this.owner[k]!;
        if (seen[t]) continue;
        seen[t] = 1;
        const coverage = this.coverage(t, words, combineWith);
        if (coverage <= 0) continue;
        // Unbounded (a mask): every hit, sorted once below.
        if (limit === Infinity) {
          kept.push({ ...this.targets[t]!, coverage });
          continue;
        }
        // A full list is only entered by a better hit: most of a common prefix's are not, and are never built.
        const last = kept.length >= limit ? kept[kept.length - 1]! : null;
        if (last && (coverage < last.coverage || (coverage === last.coverage && KIND_ORDER[this.targets[t]!.kind] >= KIND_ORDER[last.kind]))) continue;
        keep(kept, { ...this.targets[t]!, coverage }, limit);
      }
    }
    // Stable: equal hits stay in term order, as `keep` leaves them.
    return limit === Infinity ? kept.sort(better) : kept;
  }

  /**
   * How fully the words cover target `t`'s code words (0 when AND misses a word): per word, its
   * share of the shortest code word it begins, averaged. "ingre" covers "ingress" by 5/7.
   */
  private coverage(t: number, words: readonly string[], combineWith: 'AND' | 'OR'): number {
    let sum = 0;
    for (const w of words) {
      let best = 0;
      for (const term of this.termsOf[t]!) if (term.startsWith(w)) best = Math.max(best, w.length / term.length);
      if (!best && combineWith === 'AND') return 0;
      sum += best;
    }
    return sum / words.length;
  }

  private lowerBound(term: string): number {
    let lo = 0;
    let hi = this.terms.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.terms[mid]! < term) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
}

const better = (a: CodeHit, b: CodeHit) => b.coverage - a.coverage || KIND_ORDER[a.kind] - KIND_ORDER[b.kind];

/** Inserts `hit` into `kept` (best first), which never grows past `limit`. */
function keep(kept: CodeHit[], hit: CodeHit, limit: number): void {
  if (kept.length >= limit && better(hit, kept[kept.length - 1]!) >= 0) return;
  let at = kept.length;
  while (at > 0 && better(hit, kept[at - 1]!) < 0) at--;
  kept.splice(at, 0, hit);
  if (kept.length > limit) kept.pop();
}

/** Codes analysed between two pauses of a build in steps (~8 ms at 100,000 cases in Node). */
export const BUILD_STEP = 4096;

/** Each index's lookup, made once; a query during a build in steps finishes that build. */
const lookups = new SteppedMemo((index: LibraryIndex) => CodeLookup.buildingOfIndex(index));

/**
 * The lookup of `index`, built once (the worker answers with it while a pack's full search loads).
 * Asked for during `buildCodeLookup`, it finishes that build at once from where it is.
 */
export function codeLookupOf(index: LibraryIndex): CodeLookup {
  return lookups.of(index);
}

/**
 * Builds the lookup of `index` in steps, awaiting `pause()` after each one that took `sliceMs`
 * or more, so that the worker answers between them (a query that needs the lookup before the
 * end finishes it: codeLookupOf).
 */
export function buildCodeLookup(index: LibraryIndex, pause: () => Promise<void>, sliceMs = 10): Promise<CodeLookup> {
  return lookups.build(index, pause, sliceMs);
}

/**
 * What a search answers from the codes alone (ids, slugs, organisations), in the shape of its
 * hits: the worker's answer while a library's full search is still being built or read.
 */
export function codeHits(index: LibraryIndex, query: string, limit: number): { id: string; kind: SearchKind; key: string; score: number }[] {
  return codeLookupOf(index)
    .find(query.trim(), 'AND', limit)
    .map(({ id, kind, key, coverage }) => ({ id, kind, key, score: coverage }));
}
