import { caseNodeId } from '../graph';
import { VarintReader, VarintWriter } from './varint';

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
 * The postings stay bytes in the worker and are decoded per query term.
 */

/** MiniSearch's default tokenizer and its BM25 parameters and prefix weight (its defaults, which search.ts keeps). */
const SPACE_OR_PUNCTUATION = /[\n\r\p{Z}\p{P}]+/u;
const BM25 = { k: 1.2, b: 0.7, d: 0.5 };
const PREFIX_WEIGHT = 0.375;

export const BODY_INDEX_FORMAT = 'incident-graph-body-index';

export interface BodyIndexMeta {
  format: typeof BODY_INDEX_FORMAT;
  documentCount: number;
  averageFieldLength: number;
  /** Case id of each document, in document order. */
  keys: string[];
  /** Sorted (by UTF-16 code units, as `<` compares). */
  terms: string[];
  /** Byte offset of each term's postings; one more entry than terms (the end). */
  starts: number[];
}

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

/** Builds the meta and postings file from each case's long text (search.ts joins them). */
export function buildBodyIndex(keys: readonly string[], bodies: readonly string[]): { meta: BodyIndexMeta; postings: Uint8Array } {
  const byTerm = new Map<string, number[]>();
  const lengths = new VarintWriter();
  let average = 0;
  bodies.forEach((text, doc) => {
    const tokens = text.split(SPACE_OR_PUNCTUATION);
    const length = new Set(tokens).size;
    lengths.write(length);
    // MiniSearch's running mean, computed the same way so the float is identical.
    average = (average * doc + length) / (doc + 1);
    const counts = new Map<string, number>();
    for (const token of tokens) {
      const term = token.toLowerCase();
      if (term) counts.set(term, (counts.get(term) ?? 0) + 1);
    }
    for (const [term, tf] of counts) {
      let list = byTerm.get(term);
      if (!list) byTerm.set(term, (list = []));
      list.push(doc, tf);
    }
  });
  const terms = [...byTerm.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const out = new VarintWriter();
  const lengthBytes = lengths.finish();
  const starts: number[] = [];
  for (const term of terms) {
    starts.push(lengthBytes.length + out.length);
    const list = byTerm.get(term)!;
    let previous = -1;
    for (let k = 0; k < list.length; k += 2) {
      const doc = list[k]!;
      const tf = list[k + 1]!;
      out.write((doc - previous) * 2 + (tf > 1 ? 1 : 0));
      if (tf > 1) out.write(tf);
      previous = doc;
    }
  }
  const postingBytes = out.finish();
  starts.push(lengthBytes.length + postingBytes.length);
  const postings = new Uint8Array(lengthBytes.length + postingBytes.length);
  postings.set(lengthBytes);
  postings.set(postingBytes, lengthBytes.length);
  return { meta: { format: BODY_INDEX_FORMAT, documentCount: bodies.length, averageFieldLength: average, keys: [...keys], terms, starts }, postings };
}

const bm25 = (tf: number, df: number, n: number, length: number, average: number) => {
  const idf = Math.log(1 + (n - df + 0.5) / (df + 0.5));
  return idf * (BM25.d + (tf * (BM25.k + 1)) / (tf + BM25.k * (1 - BM25.b + (BM25.b * length) / average)));
};

interface Raw {
  score: number;
  terms: string[];
}

const addUnique = (target: string[], terms: readonly string[]) => {
  for (const t of terms) if (!target.includes(t)) target.push(t);
};

/** MiniSearch's AND and OR, including which map's order survives (ties keep it through a stable sort). */
function combine(a: Map<number, Raw>, b: Map<number, Raw>, how: 'AND' | 'OR'): Map<number, Raw> {
  if (how === 'OR') {
    for (const [doc, r] of b) {
      const existing = a.get(doc);
      if (!existing) a.set(doc, r);
      else {
        existing.score = existing.score + r.score;
        addUnique(existing.terms, r.terms);
      }
    }
    return a;
  }
  const out = new Map<number, Raw>();
  for (const [doc, r] of b) {
    const existing = a.get(doc);
    if (!existing) continue;
    addUnique(existing.terms, r.terms);
    out.set(doc, { score: existing.score + r.score, terms: existing.terms });
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

  /** MiniSearch's termResults for one field without boosts. */
  private score(t: number, sourceTerm: string, weight: number, results: Map<number, Raw>): void {
    const { docs, tfs } = this.decode(t);
    const { documentCount, averageFieldLength } = this.meta;
    for (let k = 0; k < docs.length; k++) {
      const doc = docs[k]!;
      const s = weight * bm25(tfs[k]!, docs.length, documentCount, this.lengths[doc]!, averageFieldLength);
      const r = results.get(doc);
      if (r) {
        r.score += s;
        addUnique(r.terms, [sourceTerm]);
      } else results.set(doc, { score: s, terms: [sourceTerm] });
    }
  }

  /**
   * What `MiniSearch.search(query, options)` answers over the same texts: the same documents and
   * scores, in the same order for whole-word queries (prefix expansions are walked in term
   * order, MiniSearch walks its tree; the app reads prefix results as a set only).
   */
  search(query: string, options: BodySearchOptions): BodyResult[] {
    const queryTerms = query
      .split(SPACE_OR_PUNCTUATION)
      .map((token) => token.toLowerCase())
      .filter((term) => !!term);
    if (!queryTerms.length) return [];
    const { terms } = this.meta;
    const perTerm = queryTerms.map((term) => {
      const results = new Map<number, Raw>();
      const at = this.lowerBound(term);
      if (terms[at] === term) this.score(at, term, 1, results);
      if (options.prefix && options.prefix(term)) {
        for (let t = at; t < terms.length && terms[t]!.startsWith(term); t++) {
          const derived = terms[t]!;
          const distance = derived.length - term.length;
          if (!distance) continue;
          this.score(t, term, (PREFIX_WEIGHT * derived.length) / (derived.length + 0.3 * distance), results);
        }
      }
      return results;
    });
    const combined = perTerm.reduce((a, b) => combine(a, b, options.combineWith));
    const out: BodyResult[] = [];
    for (const [doc, { score, terms: matched }] of combined) {
      const key = this.meta.keys[doc]!;
      out.push({ id: caseNodeId(key), kind: 'case', key, score: score * (matched.length || 1) });
    }
    return out.sort((a, b) => b.score - a.score);
  }
}
