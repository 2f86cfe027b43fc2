import type { Case } from '../core';
import { isHangulTerm } from './fields';
import { createSimilarityIndex, DEFAULT_OPTIONS, type Postings, type SimilarityIndex } from './textIndex';

/**
 * The similarity index as bytes, for a packed library (issue #27): a pack's page holds no long
 * texts, so its worker cannot index them; `npm run pack-library` builds the index once from the
 * full texts and ships it, and the worker reads it back instead of indexing. Queries over the
 * read index are those of the plain library's (same postings, same lengths, same statistics), so
 * drafts and "Similar cases" rank alike; `tests/unit/similarity.packed.test.ts` compares them.
 *
 *   "IGS2"                          magic and version (2: the terms include the title and tag twins,
 *                                   textIndex.ts TWIN_MARKS; an "IGS1" index has none, and its drafts'
 *                                   scores would not be on the verdict's scale, so it is read as no index)
 *   varint L, L bytes of JSON       { cases, k1, b, weights, terms: [term…] } (term ids in order)
 *   per case                        varint lenLatin × 2, varint lenHangul × 2
 *   per term                        varint n, then n × (varint case gap, varint tf × 2)
 *
 * Field weights are multiples of 0.5, so every length and tf × 2 is a whole number. Nothing is
 * pruned: measured at 10,000 and 100,000 synthetic cases in README ("Packed libraries").
 */
const MAGIC = [0x49, 0x47, 0x53, 0x32]; // IGS2

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
export function encodeSimilarityIndex(index: SimilarityIndex): Uint8Array {
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
  for (const p of index.postings) {
    w.varint(p.n);
    let last = 0;
    for (let k = 0; k < p.n; k++) {
      const d = p.docs[k] as number;
      w.varint(d - last);
      w.varint(p.tf2[k] as number);
      last = d;
    }
  }
  return w.done();
}

/**
 * The index of `bytes` over `cases` (the pack's cases, light: their texts are not needed), or null
 * when the bytes are not an index of that many cases, or are cut or malformed: the caller then
 * indexes what it has. Never throws on bad bytes.
 */
export function decodeSimilarityIndex(bytes: Uint8Array, cases: readonly Case[]): SimilarityIndex | null {
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
    if (MAGIC.some((m, k) => bytes[k] !== m)) return null;
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
    for (const term of header.terms) {
      if (index.termIds.has(term)) return null;
      const count = varint();
      if (count > n) return null;
      const p: Postings = { docs: new Int32Array(count), tf2: new Uint16Array(count), n: count };
      let doc = 0;
      for (let k = 0; k < count; k++) {
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
