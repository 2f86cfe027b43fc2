import { caseNodeId } from '../network';
import { BODY_INDEX_FORMAT, type BodyIndexMeta } from './buildBodyIndex';
import { searchTerms } from './terms';
import { VarintReader } from './varint';

export { buildBodyIndex, type BodyIndexMeta } from './buildBodyIndex';

/**
 * The long texts' full-text index of a pack, in a compact form that answers exactly as the
 * MiniSearch index it replaces (search.ts's `body`: one field, no boosts, no typos).
 *
 * MiniSearch's own JSON of it is ~2.6 kB per case (a JSON object per term and field, keyed by
 * document id as a string: ~285 MB at 100,000 cases) and is rebuilt into a radix tree of Maps
 * when loaded. The texts need neither: `search()` matches their words whole, `caseMask()` by
 * prefix, and both are a lookup in a sorted term list followed by a walk down posting lists.
 *
 * On disk (search.json's `body` + the binary postings file):
 * - meta: document count, MiniSearch's running average field length (the same float, so BM25
 *   scores are bit for bit the same), the documents' case ids in order, the sorted terms and
 *   each term's byte offset in the postings file;
 * - postings file: each document's field length (its count of distinct raw tokens, as MiniSearch
 *   counts it), then per term its documents in order, a varint per document:
 *   (gap from the previous document × 2 + [term frequency > 1]) and the frequency when it is.
 * The postings stay bytes in the worker and are decoded per query term. Written by
 * buildBodyIndex.ts (kept apart: the bench caches packs by the code that writes them).
 */

/** MiniSearch's BM25 parameters and prefix weight (its defaults, which search.ts keeps). */
const BM25 = { k: 1.2, b: 0.7, d: 0.5 };
const PREFIX_WEIGHT = 0.375;


export interface BodyResult {
  id: string;
  kind: 'case';
  key: string;
  score: number;
}

export interface BodySearchOptions {
  combineWith: 'AND' | 'OR';
  prefix: false | ((term: string) => boolean);
}

const bm25 = (tf: number, df: number, n: number, length: number, average: number) => {
  const idf = Math.log(1 + (n - df + 0.5) / (df + 0.5));
  return idf * (BM25.d + (tf * (BM25.k + 1)) / (tf + BM25.k * (1 - BM25.b + (BM25.b * length) / average)));
};

/**
 * One query word's matches (or several combined): documents in MiniSearch's result order, and
 * per document (dense, by document number) its score, whether it matched, and which distinct
 * query words it matched as bits. Dense arrays, not a Map of objects: a common word matches a
 * fifth of 100,000 texts, and this runs per keystroke.
 */
interface TermHits {
  docs: number[];
  score: Float64Array;
  seen: Uint8Array;
  terms: Int32Array;
}

/** Distinct words of a query that get their own bit; a longer query is cut (nobody types 31 words). */
const MAX_WORDS = 30;

const bitCount = (bits: number) => {
  let v = bits;
  let c = 0;
  while (v) {
    v &= v - 1;
    c++;
  }
  return c;
};

/**
 * MiniSearch's AND and OR: the same sums in the same order (so the same floats) and the same
 * result order (ties keep it through the final stable sort). AND keeps b's order, OR appends
 * b's new documents to a's.
 */
function combine(a: TermHits, b: TermHits, how: 'AND' | 'OR'): TermHits {
  if (how === 'OR') {
    for (const doc of b.docs) {
      if (a.seen[doc]) a.score[doc] = a.score[doc]! + b.score[doc]!;
      else {
        a.seen[doc] = 1;
        a.docs.push(doc);
        a.score[doc] = b.score[doc]!;
      }
      a.terms[doc] = a.terms[doc]! | b.terms[doc]!;
    }
    return a;
  }
  const out: TermHits = { docs: [], score: b.score, seen: new Uint8Array(b.seen.length), terms: b.terms };
  for (const doc of b.docs) {
    if (!a.seen[doc]) continue;
    out.seen[doc] = 1;
    out.docs.push(doc);
    out.score[doc] = a.score[doc]! + b.score[doc]!;
    out.terms[doc] = a.terms[doc]! | b.terms[doc]!;
  }
  return out;
}

export class BodyIndex {
  private readonly lengths: Uint32Array;

  private constructor(
    private readonly meta: BodyIndexMeta,
    private readonly postings: Uint8Array,
    lengths: Uint32Array,
  ) {
    this.lengths = lengths;
  }

  /** The index from its meta (parsed JSON) and postings, or null when they do not fit together. */
  static load(meta: unknown, postings: Uint8Array): BodyIndex | null {
    const m = meta as Partial<BodyIndexMeta> | null;
    if (!m || typeof m !== 'object' || m.format !== BODY_INDEX_FORMAT) return null;
    const { documentCount: n, averageFieldLength, keys, terms, starts } = m;
    if (typeof n !== 'number' || !Number.isInteger(n) || n < 0 || typeof averageFieldLength !== 'number') return null;
    if (!Array.isArray(keys) || keys.length !== n || !Array.isArray(terms) || !Array.isArray(starts) || starts.length !== terms.length + 1) return null;
    for (let t = 0; t < starts.length; t++) {
      const s = starts[t];
      if (typeof s !== 'number' || s > postings.length || (t > 0 && s < starts[t - 1]!)) return null;
    }
    if (starts[starts.length - 1] !== postings.length) return null;
    const lengths = new Uint32Array(n);
    const reader = new VarintReader(postings, 0);
    for (let doc = 0; doc < n; doc++) {
      const v = reader.read();
      if (v < 0) return null;
      lengths[doc] = v;
    }
    if (terms.length && reader.at !== starts[0]) return null;
    return new BodyIndex(m as BodyIndexMeta, postings, lengths);
  }

  get documentCount(): number {
    return this.meta.documentCount;
  }

  /** Position of the first term ≥ `term`. */
  private lowerBound(term: string): number {
    const { terms } = this.meta;
    let lo = 0;
    let hi = terms.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (terms[mid]! < term) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** Term t's documents and frequencies, in document order; a corrupt list ends where it breaks. */
  private decode(t: number): { docs: number[]; tfs: number[] } {
    const reader = new VarintReader(this.postings, this.meta.starts[t]!);
    const end = this.meta.starts[t + 1]!;
    const docs: number[] = [];
    const tfs: number[] = [];
    let doc = -1;
    while (reader.at < end) {
      const v = reader.read();
      if (v < 2) break;
      doc += Math.floor(v / 2);
      const tf = v % 2 ? reader.read() : 1;
      if (doc >= this.meta.documentCount || tf < 1) break;
      docs.push(doc);
      tfs.push(tf);
    }
    return { docs, tfs };
  }

  /** MiniSearch's termResults for one field without boosts, into dense per-document arrays. */
  private score(t: number, weight: number, unique: number, hits: TermHits): void {
    const { docs, tfs } = this.decode(t);
    const { documentCount, averageFieldLength } = this.meta;
    for (let k = 0; k < docs.length; k++) {
      const doc = docs[k]!;
      const s = weight * bm25(tfs[k]!, docs.length, documentCount, this.lengths[doc]!, averageFieldLength);
      if (hits.seen[doc]) hits.score[doc] = hits.score[doc]! + s;
      else {
        hits.seen[doc] = 1;
        hits.docs.push(doc);
        hits.score[doc] = s;
      }
      hits.terms[doc] = hits.terms[doc]! | (1 << unique);
    }
  }

  /**
   * What `MiniSearch.search(query, options)` answers over the same texts: the same documents and
   * scores, in the same order for whole-word queries (prefix expansions are walked in term
   * order, MiniSearch walks its tree; the app reads prefix results as a set only).
   */
  search(query: string, options: BodySearchOptions): BodyResult[] {
    const queryTerms = searchTerms(query);
    if (!queryTerms.length) return [];
    const { terms, documentCount: n } = this.meta;
    // Which distinct query word each one is: a document's score is multiplied by how many it matched.
    const distinct = [...new Set(queryTerms)];
    if (distinct.length > MAX_WORDS) return this.search(distinct.slice(0, MAX_WORDS).join(' '), options);
    const perTerm = queryTerms.map((term) => {
      const hits: TermHits = { docs: [], score: new Float64Array(n), seen: new Uint8Array(n), terms: new Int32Array(n) };
      const unique = distinct.indexOf(term);
      const at = this.lowerBound(term);
      if (terms[at] === term) this.score(at, 1, unique, hits);
      if (options.prefix && options.prefix(term)) {
        for (let t = at; t < terms.length && terms[t]!.startsWith(term); t++) {
          const derived = terms[t]!;
          const distance = derived.length - term.length;
          if (!distance) continue;
          this.score(t, (PREFIX_WEIGHT * derived.length) / (derived.length + 0.3 * distance), unique, hits);
        }
      }
      return hits;
    });
    const combined = perTerm.reduce((a, b) => combine(a, b, options.combineWith));
    const out: BodyResult[] = [];
    for (const doc of combined.docs) {
      const key = this.meta.keys[doc]!;
      out.push({ id: caseNodeId(key), kind: 'case', key, score: combined.score[doc]! * (bitCount(combined.terms[doc]!) || 1) });
    }
    return out.sort((a, b) => b.score - a.score);
  }
}
