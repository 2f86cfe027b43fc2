import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DEFAULT_BOUNDS } from '../../src/model/core';
import { loadLibrary } from '../../src/model/core';
import { bundledTaxonomy, readCase } from './support/library';

const taxonomy = bundledTaxonomy();
const base = ['IL-0034', 'IL-0203'].map((id) => readCase(id));

/** A value nested `depth` levels deep, built without recursion (as a hostile file would be). */
function deep(depth: number, asArray: boolean): unknown {
  let v: unknown = 'bottom';
  for (let i = 0; i < depth; i++) v = asArray ? [v] : { next: v };
  return v;
}

/** One object referenced from many places: small as JSON text, huge once walked. */
function repeated(fanOut: number, levels: number): unknown {
  let v: unknown = { leaf: 1 };
  for (let i = 0; i < levels; i++) v = Array.from({ length: fanOut }, () => v);
  return v;
}

/** A value that contains itself: not JSON, but nothing the loader is given may make it hang. */
function cyclic(): unknown {
  const a: Record<string, unknown> = { name: 'a' };
  a.self = a;
  a.list = [a, { back: a }];
  return a;
}

const extraValue = fc.oneof(
  fc.tuple(fc.integer({ min: 0, max: 8000 }), fc.boolean()).map(([d, arr]) => deep(d, arr)),
  fc.integer({ min: 0, max: 60_000 }).map((n) => Array.from({ length: n }, (_, i) => i)),
  fc.tuple(fc.integer({ min: 2, max: 12 }), fc.integer({ min: 1, max: 6 })).map(([f, l]) => repeated(f, l)),
  fc.constant(null).map(cyclic),
  fc.jsonValue(),
);

/** Depth of nesting below `value` (0 for a primitive), iteratively; stops counting past `cap`. */
function depthOf(value: unknown, cap: number): number {
  let max = 0;
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length) {
    const [v, d] = stack.pop()!;
    if (typeof v !== 'object' || v === null) continue;
    max = Math.max(max, d + 1);
    if (max > cap) return max;
    for (const child of Object.values(v)) stack.push([child, d + 1]);
  }
  return max;
}

describe('odd extra fields never stop a library from opening', () => {
  it('opens with every valid case, keeps every case postable and reports what was dropped', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.constantFrom('extra', 'meta', 'x_vendor'), extraValue), { minLength: 1, maxLength: 3 }), fc.nat(1), (extras, which) => {
        const records = base.map((c) => structuredClone(c) as Record<string, unknown>);
        const target = records[which]!;
        for (const [name, value] of extras) target[name] = value;
        const loaded = loadLibrary(records, taxonomy);
        expect(loaded.cases.map((c) => c.id)).toEqual(['IL-0034', 'IL-0203']);
        for (const c of loaded.cases) expect(depthOf(c, DEFAULT_BOUNDS.maxDepth + 1)).toBeLessThanOrEqual(DEFAULT_BOUNDS.maxDepth);
        // What the worker posts to the page must survive the structured clone.
        expect(() => structuredClone(loaded)).not.toThrow();
        const id = target.id as string;
        for (const p of loaded.problems.filter((p) => p.code === 'valueTooDeep' || p.code === 'valueTooLarge')) {
          expect(p).toMatchObject({ severity: 'warning', index: which, id });
          expect(p.field).toMatch(/^(extra|meta|x_vendor)\b/);
        }
      }),
      { numRuns: 40 },
    );
  });

  it('says which record, id and field lost a 5,000-deep value', () => {
    const record = { ...structuredClone(base[0]!), extra: { deep: deep(5000, false) } };
    const loaded = loadLibrary([structuredClone(base[1]!), record], taxonomy);
    expect(loaded.cases).toHaveLength(2);
    const dropped = loaded.problems.filter((p) => p.code === 'valueTooDeep');
    expect(dropped).toHaveLength(1);
    expect(dropped[0]).toMatchObject({ index: 1, id: 'IL-0034' });
    expect(dropped[0]!.field.startsWith('extra.deep.next')).toBe(true);
    expect(() => structuredClone(loaded.cases)).not.toThrow();
  });
});
