import { runInSlices, runToEnd, type Case } from '../core';
import { isHangulTerm } from './fields';
import { postingImpact } from './rank';
import { createSimilarityIndex, DEFAULT_OPTIONS, postingsDf, TWIN_PREFIXES, type Postings, type SimilarityIndex } from './textIndex';

/**
 * The similarity index as bytes, for a packed library (issue #27): a pack's page holds no long
 * texts, so its worker cannot index them; `npm run pack-library` builds the index once from the
 * full texts and ships it, and the worker reads it back instead of indexing. Queries over the
 * read index are those of the plain library's (same postings, same lengths, same statistics), so
 * drafts and "Similar cases" rank alike; `tests/unit/similarity.packed.test.ts` compares them.
 *
 *   "IGS3"                          magic and version (3: each term carries its document frequency
 *                                   apart from the postings kept; "IGS2", still read, has n only; an
 *                                   "IGS1" index has no title and tag twins, textIndex.ts TWIN_MARKS,
 *                                   and its drafts' scores would not be on the verdict's scale, so it
 *                                   is read as no index)
 *   varint L, L bytes of JSON       { cases, k1, b, weights, terms: [term…] } (term ids in order)
 *   per case                        varint lenLatin × 2, varint lenHangul × 2
 *   per term                        varint df, varint n (≤ df), then n × (varint case gap, varint tf × 2)
 *
 * Field weights are multiples of 0.5, so every length and tf × 2 is a whole number.
 *
 * **Pruning** (`maxPostings`): a term found in more cases than that keeps only its `maxPostings`
 * postings of highest impact (rank.ts postingImpact: what the posting can add to any query's
 * score), and its full document frequency, so idf, the query's choice of terms and the verdict's
 * scale stay the plain index's; a case loses only the small contributions of the most common
 * words. Rare terms, the ones that tell incidents apart, are kept whole. Size against recall and
 * "same top 3 as plain" at 100,000 cases: README ("Packed libraries").
 */
const MAGIC = [0x49, 0x47, 0x53, 0x33]; // IGS3
const MAGIC_V2 = [0x49, 0x47, 0x53, 0x32]; // IGS2: no df apart from n

/**
 * What `npm run pack-library` keeps of a common term's postings unless told otherwise: all of them,
 * so a pack answers every evaluation draft with the plain library's top 3 (issue #27). A cap trades
 * that for size, measured at 10,000 and 100,000 synthetic cases (README, "Packed libraries"): at
 * 20,000 a term, 100,000 cases' index is 2.2 times smaller and 135 of 142 drafts keep the plain
 * top 3; encoding the cap also costs minutes of packing (issue #29).
 */
export const DEFAULT_MAX_POSTINGS = Infinity;

/** What a pack keeps of the index: see "Pruning" above. */
export interface PruneOptions {
  /** Most postings kept for one term (≥ 1); absent or Infinity: all. */
  maxPostings?: number;
}

/** The postings of term `id` a pruned index keeps, in case order: all, or the `max` of highest impact. */
export function keptPostings(index: SimilarityIndex, id: number, term: string, max: number): { docs: Int32Array; tf2: Uint16Array } {
  const p = index.postings[id] as Postings;
  if (!(max < p.n)) return { docs: p.docs.subarray(0, p.n), tf2: p.tf2.subarray(0, p.n) };
  const twin = TWIN_PREFIXES.includes(term[0] as string);
  const order = Array.from({ length: p.n }, (_, k) => k);
  const impact = new Float64Array(p.n);
  for (let k = 0; k < p.n; k++) impact[k] = postingImpact(index, id, k, twin);
  // Highest impact first, ties by case position (the ranking's own tie-break).
  order.sort((x, y) => (impact[y] as number) - (impact[x] as number) || x - y);
  const keep = order.slice(0, Math.max(1, Math.floor(max))).sort((x, y) => x - y);
  return { docs: Int32Array.from(keep, (k) => p.docs[k] as number), tf2: Uint16Array.from(keep, (k) => p.tf2[k] as number) };
}

interface Header {
  cases: number;
  k1: number;
  b: number;
  weights: Record<string, number>;
  terms: string[];
}

class Writer {
  private buf = new Uint8Array(1 << 16);
  length = 0;
  private room(n: number) {
    if (this.length + n <= this.buf.length) return;
    const grown = new Uint8Array(Math.max(this.buf.length * 2, this.length + n));
    grown.set(this.buf.subarray(0, this.length));
    this.buf = grown;
  }
  bytes(b: Uint8Array | readonly number[]) {
    this.room(b.length);
    this.buf.set(b, this.length);
    this.length += b.length;
  }
  varint(v: number) {
    this.room(8);
    let x = v;
    while (x >= 0x80) {
      this.buf[this.length++] = (x % 0x80) | 0x80;
      x = Math.floor(x / 0x80);
    }
    this.buf[this.length++] = x;
  }
  done(): Uint8Array {
    return this.buf.slice(0, this.length);
  }
}

/** The complete index as bytes (call once every case is indexed). */
export function encodeSimilarityIndex(index: SimilarityIndex, prune: PruneOptions = {}): Uint8Array {
  if (index.size !== index.cases.length) throw new RangeError(`the index holds ${index.size} of ${index.cases.length} cases`);
  const terms: string[] = new Array<string>(index.postings.length);
  for (const [term, id] of index.termIds) terms[id] = term;
  const header: Header = { cases: index.cases.length, k1: index.options.k1, b: index.options.b, weights: { ...index.options.weights }, terms };
  const w = new Writer();
  w.bytes(MAGIC);
  const json = new TextEncoder().encode(JSON.stringify(header));
  w.varint(json.length);
  w.bytes(json);
  for (let i = 0; i < index.cases.length; i++) {
    w.varint(Math.round((index.lenLatin[i] as number) * 2));
    w.varint(Math.round((index.lenHangul[i] as number) * 2));
  }
  const max = prune.maxPostings ?? Infinity;
  index.postings.forEach((p, id) => {
    const { docs, tf2 } = keptPostings(index, id, terms[id] as string, max);
    w.varint(postingsDf(p));
    w.varint(docs.length);
    let last = 0;
    for (let k = 0; k < docs.length; k++) {
      const d = docs[k] as number;
      w.varint(d - last);
      w.varint(tf2[k] as number);
      last = d;
    }
  });
  return w.done();
}

/**
 * The index of `bytes` over `cases` (the pack's cases, light: their texts are not needed), or null
 * when the bytes are not an index of that many cases, or are cut or malformed: the caller then
 * indexes what it has. Never throws on bad bytes.
 */
export function decodeSimilarityIndex(bytes: Uint8Array, cases: readonly Case[]): SimilarityIndex | null {
  return runToEnd(decoding(bytes, cases));
}

/**
 * Postings decoded between two looks at the clock in `decodeSimilarityIndexSliced`. Counted in
 * postings, not terms: a pack keeps few terms with long lists (1,794 terms for 67 MB at 100,000
 * cases), so a step of a thousand terms was most of the file in one task (2 s in the worker).
 */
export const POSTINGS_PER_STEP = 16_384;

/**
 * `decodeSimilarityIndex` in slices of about `sliceMs`, awaiting `pause()` between them: at
 * 100,000 cases the decode was one task of most of a second in the worker, and a case's text
 * asked for meanwhile (a related case clicked) waited for all of it.
 */
export function decodeSimilarityIndexSliced(bytes: Uint8Array, cases: readonly Case[], pause: () => Promise<void>, sliceMs = 10): Promise<SimilarityIndex | null> {
  return runInSlices(decoding(bytes, cases), pause, sliceMs);
}

/** The decode, yielding every POSTINGS_PER_STEP postings; returns the index or null. */
function* decoding(bytes: Uint8Array, cases: readonly Case[]): Generator<void, SimilarityIndex | null> {
  let at = 0;
  const varint = (): number => {
    let v = 0;
    let scale = 1;
    for (let k = 0; k < 8; k++) {
      if (at >= bytes.length) throw new RangeError('cut');
      const b = bytes[at++] as number;
      v += (b & 0x7f) * scale;
      if (b < 0x80) return v;
      scale *= 0x80;
    }
    throw new RangeError('varint');
  };
  try {
    const v3 = MAGIC.every((m, k) => bytes[k] === m);
    if (!v3 && MAGIC_V2.some((m, k) => bytes[k] !== m)) return null;
    at = MAGIC.length;
    const len = varint();
    if (at + len > bytes.length) return null;
    const header = JSON.parse(new TextDecoder().decode(bytes.subarray(at, at + len))) as Partial<Header>;
    at += len;
    if (header.cases !== cases.length || !Array.isArray(header.terms) || header.terms.some((t) => typeof t !== 'string')) return null;
    if (header.k1 !== DEFAULT_OPTIONS.k1 || header.b !== DEFAULT_OPTIONS.b) return null;
    const weights = header.weights ?? {};
    if (Object.entries(DEFAULT_OPTIONS.weights).some(([field, v]) => weights[field] !== v)) return null;
    const index = createSimilarityIndex(cases);
    const n = cases.length;
    for (let i = 0; i < n; i++) {
      const latin = varint() / 2;
      const hangul = varint() / 2;
      index.lenLatin[i] = latin;
      index.lenHangul[i] = hangul;
      index.sumLatin += latin;
      index.sumHangul += hangul;
      if (latin > 0) index.docsLatin++;
      if (hangul > 0) index.docsHangul++;
    }
    let sinceStep = 0;
    for (const term of header.terms) {
      if (index.termIds.has(term)) return null;
      const df = v3 ? varint() : -1;
      const count = varint();
      if (count > n || (v3 && (df > n || count > df))) return null;
      const p: Postings = { docs: new Int32Array(count), tf2: new Uint16Array(count), n: count };
      if (df > count) p.df = df;
      let doc = 0;
      for (let k = 0; k < count; k++) {
        if (++sinceStep >= POSTINGS_PER_STEP) {
          sinceStep = 0;
          yield;
        }
        const gap = varint();
        doc += gap;
        if ((k > 0 && gap === 0) || doc >= n) return null;
        const tf2 = varint();
        if (tf2 > 0xffff) return null;
        p.docs[k] = doc;
        p.tf2[k] = tf2;
      }
      index.termIds.set(term, index.postings.length);
      index.postings.push(p);
      index.hangul.push(isHangulTerm(term) ? 1 : 0);
    }
    if (at !== bytes.length) return null;
    index.size = n;
    return index;
  } catch {
    return null;
  }
}
