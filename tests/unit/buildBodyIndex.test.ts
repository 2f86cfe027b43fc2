import { describe, expect, it } from 'vitest';
import { generateLibrary } from '../../scripts/synthetic';
import { BodyIndex, buildBodyIndex, searchTerms, VarintWriter } from '../../src/model/search';
import { bundledIndex } from './support/library';

/**
 * The body index as it was built before issue #29 (a JS array of postings per term, every text
 * joined first): kept here as the reference the typed-array build must match byte for byte.
 */
function referenceBuild(keys: readonly string[], bodies: readonly string[]) {
  const byTerm = new Map<string, number[]>();
  const lengths = new VarintWriter();
  let average = 0;
  bodies.forEach((text, doc) => {
    const tokens = searchTerms(text);
    const length = new Set(tokens).size;
    lengths.write(length);
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
      out.write((list[k]! - previous) * 2 + (list[k + 1]! > 1 ? 1 : 0));
      if (list[k + 1]! > 1) out.write(list[k + 1]!);
      previous = list[k]!;
    }
  }
  const postingBytes = out.finish();
  starts.push(lengthBytes.length + postingBytes.length);
  const postings = new Uint8Array(lengthBytes.length + postingBytes.length);
  postings.set(lengthBytes);
  postings.set(postingBytes, lengthBytes.length);
  return { meta: { format: 'incident-graph-body-index', documentCount: bodies.length, averageFieldLength: average, keys: [...keys], terms, starts }, postings };
}

const bodyOf = (c: { summary?: { en: string; ko?: string | null } | null; lessons?: { en: string; ko?: string | null } | null }) =>
  [c.summary, c.lessons].map((t) => (t ? `${t.en}\n${t.ko ?? ''}` : '')).join('\n');

describe('the long texts\' compact index (buildBodyIndex)', () => {
  it('writes the same bytes as per-term lists on the bundled library, texts given as a list or one at a time', () => {
    const cases = bundledIndex().cases;
    const keys = cases.map((c) => c.id);
    const bodies = cases.map(bodyOf);
    const expected = referenceBuild(keys, bodies);
    expect(expected.meta.terms.length).toBeGreaterThan(1000);
    for (const built of [buildBodyIndex(keys, bodies), buildBodyIndex(keys, (doc) => bodies[doc]!)]) {
      expect(built.meta).toEqual(expected.meta);
      expect(Buffer.from(built.postings).equals(Buffer.from(expected.postings))).toBe(true);
    }
  });

  it('writes the same bytes on 2,000 synthetic cases (postings past the first growth of every buffer)', () => {
    const cases = generateLibrary(2000, 3) as Parameters<typeof bodyOf>[0][];
    const keys = cases.map((_, i) => `C-${i}`);
    const bodies = cases.map(bodyOf);
    const built = buildBodyIndex(keys, (doc) => bodies[doc]!);
    const expected = referenceBuild(keys, bodies);
    expect(built.meta).toEqual(expected.meta);
    expect(Buffer.from(built.postings).equals(Buffer.from(expected.postings))).toBe(true);
  });

  it('counts repeats, skips empty texts and reads Korean as the reference does, into an index that loads', () => {
    const keys = ['a', 'b', 'c', 'd'];
    const bodies = ['disk disk disk quota', '', 'quota exceeded', '디스크 용량 부족 디스크'];
    const built = buildBodyIndex(keys, bodies);
    expect(built.meta).toEqual(referenceBuild(keys, bodies).meta);
    expect(Buffer.from(built.postings).equals(Buffer.from(referenceBuild(keys, bodies).postings))).toBe(true);
    const index = BodyIndex.load(built.meta, built.postings);
    expect(index).not.toBeNull();
  });
});
