import { searchTerms } from './terms';
import { VarintWriter } from './varint';

/** The long texts' compact index as a pack stores it; read by bodyIndex.ts, which describes the format. */

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

/** A growable Int32Array (typed, so 100,000 cases' postings stay out of the garbage collector's way). */
class Int32List {
  data = new Int32Array(1 << 12);
  length = 0;
  push(v: number): void {
    if (this.length === this.data.length) {
      const grown = new Int32Array(this.data.length * 2);
      grown.set(this.data);
      this.data = grown;
    }
    this.data[this.length++] = v;
  }
}

/**
 * Builds the meta and postings file from each case's long text (search.ts joins them); `bodies`
 * may be a function of the document number, so the texts need not all be joined at once.
 *
 * Terms get ids as they are first met; each (document, term frequency) posting goes into flat
 * typed arrays chained per term (`next`), in document order, so the postings of 100,000 cases are
 * a few typed arrays instead of a JS array per term (packing 100,000 cases spent a third of its
 * time collecting garbage, and this step grew faster than the library). The output is the same
 * bytes as building per-term lists (tests/unit/buildBodyIndex.test.ts checks it against them).
 */
export function buildBodyIndex(keys: readonly string[], bodies: readonly string[] | ((doc: number) => string)): { meta: BodyIndexMeta; postings: Uint8Array } {
  const count = typeof bodies === 'function' ? keys.length : bodies.length;
  const bodyOf = typeof bodies === 'function' ? bodies : (doc: number) => bodies[doc]!;
  const termIds = new Map<string, number>();
  const termList: string[] = [];
  // Per term id: the first and last posting of its chain, and this document's count (scratch).
  const head = new Int32List();
  const tail = new Int32List();
  let tf = new Int32Array(1 << 12);
  const touched: number[] = [];
  // Per posting: its document, its term frequency, and the next posting of the same term (-1: none).
  const docs = new Int32List();
  const tfs = new Int32List();
  const next = new Int32List();
  const lengths = new VarintWriter();
  let average = 0;
  for (let doc = 0; doc < count; doc++) {
    touched.length = 0;
    for (const term of searchTerms(bodyOf(doc))) {
      let id = termIds.get(term);
      if (id === undefined) {
        id = termList.length;
        termIds.set(term, id);
        termList.push(term);
        head.push(-1);
        tail.push(-1);
        if (id >= tf.length) {
          const grown = new Int32Array(tf.length * 2);
          grown.set(tf);
          tf = grown;
        }
      }
      if (tf[id] === 0) touched.push(id);
      tf[id]!++;
    }
    const length = touched.length;
    lengths.write(length);
    // MiniSearch's running mean, computed the same way so the float is identical.
    average = (average * doc + length) / (doc + 1);
    for (const id of touched) {
      const at = docs.length;
      docs.push(doc);
      tfs.push(tf[id]!);
      next.push(-1);
      if (head.data[id] === -1) head.data[id] = at;
      else next.data[tail.data[id]!] = at;
      tail.data[id] = at;
      tf[id] = 0;
    }
  }
  const order = termList.map((_, id) => id).sort((a, b) => (termList[a]! < termList[b]! ? -1 : termList[a]! > termList[b]! ? 1 : 0));
  const terms = order.map((id) => termList[id]!);
  const out = new VarintWriter();
  const lengthBytes = lengths.finish();
  const starts: number[] = [];
  for (const id of order) {
    starts.push(lengthBytes.length + out.length);
    let previous = -1;
    for (let k = head.data[id]!; k !== -1; k = next.data[k]!) {
      const doc = docs.data[k]!;
      const f = tfs.data[k]!;
      out.write((doc - previous) * 2 + (f > 1 ? 1 : 0));
      if (f > 1) out.write(f);
      previous = doc;
    }
  }
  const postingBytes = out.finish();
  starts.push(lengthBytes.length + postingBytes.length);
  const postings = new Uint8Array(lengthBytes.length + postingBytes.length);
  postings.set(lengthBytes);
  postings.set(postingBytes, lengthBytes.length);
  return { meta: { format: BODY_INDEX_FORMAT, documentCount: count, averageFieldLength: average, keys: [...keys], terms, starts }, postings };
}
