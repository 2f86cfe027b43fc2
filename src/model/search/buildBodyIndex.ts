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

/** Builds the meta and postings file from each case's long text (search.ts joins them). */
export function buildBodyIndex(keys: readonly string[], bodies: readonly string[]): { meta: BodyIndexMeta; postings: Uint8Array } {
  const byTerm = new Map<string, number[]>();
  const lengths = new VarintWriter();
  let average = 0;
  bodies.forEach((text, doc) => {
    const tokens = searchTerms(text);
    const length = new Set(tokens).size;
    lengths.write(length);
    // MiniSearch's running mean, computed the same way so the float is identical.
    average = (average * doc + length) / (doc + 1);
    const counts = new Map<string, number>();
    for (const term of tokens) counts.set(term, (counts.get(term) ?? 0) + 1);
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

