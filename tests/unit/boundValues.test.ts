import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { boundRecord, DEFAULT_BOUNDS } from '../../src/model/core';

function nested(depth: number): unknown {
  // Built iteratively: a recursive builder would overflow on the depths under test.
  let v: unknown = { leaf: true };
  for (let i = 0; i < depth; i++) v = { next: v };
  return v;
}

function depthOf(v: unknown): number {
  let max = 0;
  const stack: [unknown, number][] = [[v, 0]];
  while (stack.length) {
    const [x, d] = stack.pop()!;
    max = Math.max(max, d);
    if (typeof x === 'object' && x !== null) for (const c of Object.values(x)) stack.push([c, d + 1]);
  }
  return max;
}

describe('boundRecord', () => {
  it('keeps an ordinary case untouched', () => {
    const record = { id: 'IL-1', title: { en: 'T', ko: '제목' }, action_items: [{ text: { en: 'a' } }], extra: { team: 'sre', tags: ['a', 'b'] } };
    const copy = structuredClone(record);
    expect(boundRecord(record)).toEqual([]);
    expect(record).toEqual(copy);
  });

  it('drops a value nested thousands of levels deep, naming its field, and keeps the rest', () => {
    const record: Record<string, unknown> = { id: 'IL-1', title: { en: 'T' }, extra: nested(5000) };
    const dropped = boundRecord(record);
    expect(dropped).toHaveLength(1);
    expect(dropped[0]!.reason).toBe('too-deep');
    expect(dropped[0]!.field).toMatch(/^extra(\.next)+$/);
    expect(record.id).toBe('IL-1');
    expect(depthOf(record)).toBeLessThanOrEqual(DEFAULT_BOUNDS.maxDepth);
    // What is left can be posted to a worker.
    expect(() => structuredClone(record)).not.toThrow();
  });

  it('cuts a huge value at the size budget, top-level fields first', () => {
    const record: Record<string, unknown> = { id: 'IL-1', wide: Array.from({ length: 50_000 }, (_, i) => i), after: 'kept?' };
    const dropped = boundRecord(record, { maxDepth: 16, maxNodes: 1000 });
    expect(dropped).toEqual([{ field: 'wide[997]', reason: 'too-large' }]);
    expect(record.id).toBe('IL-1');
    expect(record.after).toBe('kept?');
    expect((record.wide as number[]).length).toBe(997);
  });

  it('keeps array indexes stable when an item is too deep', () => {
    const record: Record<string, unknown> = { list: [nested(30), 'b'] };
    const dropped = boundRecord(record, { maxDepth: 2, maxNodes: 1000 });
    expect(dropped.map((d) => d.field)).toEqual(['list[0]']);
    expect(record.list).toEqual([null, 'b']);
  });

  it('any JSON value: the result is within bounds, postable, and the id survives', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 40 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 5, max: 400 }), (extra, maxDepth, maxNodes) => {
        const record: Record<string, unknown> = { id: 'IL-1', extra, again: structuredClone(extra) };
        boundRecord(record, { maxDepth, maxNodes });
        expect(record.id).toBe('IL-1');
        expect(depthOf(record)).toBeLessThanOrEqual(maxDepth);
        expect(() => structuredClone(record)).not.toThrow();
      }),
      { numRuns: 200 },
    );
  });
});
