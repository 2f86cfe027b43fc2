import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { loadLibrary } from '../../src/model/core';
import { parseLibraryText } from '../../src/model/core';
import { bundledTaxonomy, readCase } from './support/library';

const taxonomy = bundledTaxonomy();

/** Every record ends up either as a case or with at least one error naming its index. */
function checkAccounting(input: unknown) {
  const records = Array.isArray(input) ? input : input === undefined ? [] : [input];
  const loaded = loadLibrary(input, taxonomy);
  const rejected = new Set<number>();
  for (const p of loaded.problems) {
    expect(p.index === null || (Number.isInteger(p.index) && p.index >= 0 && p.index < records.length)).toBe(true);
    if (p.severity === 'error') {
      expect(p.index).not.toBeNull();
      rejected.add(p.index as number);
    }
  }
  expect(loaded.cases.length + rejected.size).toBe(records.length);
  expect(new Set(loaded.cases.map((c) => c.id)).size).toBe(loaded.cases.length);
}

/** Objects shaped roughly like cases, so that validation reaches deep fields. */
const caseLike = fc.record(
  {
    id: fc.oneof(fc.constantFrom('A', 'B', ' A ', 'IL-0034', ''), fc.string(), fc.integer()),
    date: fc.oneof(fc.constantFrom('2020-01-01', '2020-02-30', '2020'), fc.string()),
    title: fc.oneof(fc.record({ en: fc.string(), ko: fc.option(fc.string()) }), fc.jsonValue()),
    components: fc.oneof(fc.array(fc.constantFrom('telemetry-agent', 'x', 'constructor', '')), fc.jsonValue()),
    root_cause: fc.oneof(fc.constantFrom('deploy-rollout', 'unknown-cause'), fc.jsonValue()),
    related: fc.oneof(fc.array(fc.constantFrom('A', 'B', 'IL-0034', 'zz')), fc.jsonValue()),
    recurrence_of: fc.oneof(fc.constantFrom('A', 'B', 'zz'), fc.jsonValue()),
    sources: fc.oneof(fc.array(fc.record({ url: fc.oneof(fc.webUrl(), fc.string()) })), fc.jsonValue()),
    timeline: fc.jsonValue(),
  },
  { requiredKeys: [] },
);

describe('loadLibrary never throws and accounts for every record', () => {
  it('for any JSON value', () => {
    fc.assert(fc.property(fc.jsonValue(), (v) => checkAccounting(v)), { numRuns: 300 });
  });

  it('for any JSON list of case-like records', () => {
    fc.assert(fc.property(fc.array(fc.oneof(caseLike, fc.jsonValue()), { maxLength: 12 }), (v) => checkAccounting(v)), { numRuns: 300 });
  });

  it('for anything at all (maps, sets, dates, typed arrays, null prototypes…)', () => {
    const anything = fc.anything({
      withBigInt: true, withBoxedValues: true, withDate: true, withMap: true, withSet: true,
      withNullPrototype: true, withObjectString: true, withSparseArray: true, withTypedArray: true,
    });
    // Holes in the top-level list are filled with undefined: JSON never has holes, and
    // Array.prototype.forEach (used by the loader) skips them, so they cannot be accounted for.
    const dense = (v: unknown) => (Array.isArray(v) ? Array.from(v) : v);
    fc.assert(fc.property(fc.oneof(anything, fc.array(anything)), (v) => checkAccounting(dense(v))), { numRuns: 300 });
  });
});

describe('a valid case among garbage', () => {
  const il0034 = readCase('IL-0034');
  const alone = loadLibrary([il0034], taxonomy).cases[0];
  // Garbage must not itself claim the id IL-0034 (a duplicate would rightly be dropped).
  const garbage = fc.oneof(fc.jsonValue(), caseLike).filter(
    (r) => !(typeof r === 'object' && r !== null && 'id' in r && typeof r.id === 'string' && r.id.trim() === 'IL-0034'),
  );

  it('is always kept intact', () => {
    fc.assert(
      fc.property(fc.array(garbage, { maxLength: 10 }), fc.nat(), (others, at) => {
        const records: unknown[] = [...others];
        records.splice(at % (others.length + 1), 0, structuredClone(il0034));
        const loaded = loadLibrary(records, taxonomy);
        const kept = loaded.cases.filter((c) => c.id === 'IL-0034');
        expect(kept).toHaveLength(1);
        expect(kept[0]).toEqual(alone);
      }),
      { numRuns: 300 },
    );
  });
});

describe('parseLibraryText never throws', () => {
  const check = (text: string) => {
    const parsed = parseLibraryText(text);
    if (parsed.records === null) expect(parsed.problems.some((p) => p.severity === 'error')).toBe(true);
    else expect(Array.isArray(parsed.records)).toBe(true);
    // Whatever the text, loading its records must not throw either.
    loadLibrary(parsed.records ?? []);
  };

  it('for any ASCII-ish string', () => {
    fc.assert(fc.property(fc.string(), check), { numRuns: 500 });
  });

  it('for any string of UTF-16 code units, lone surrogates included', () => {
    fc.assert(fc.property(fc.string({ unit: 'binary' }), check), { numRuns: 500 });
  });

  it('for any full-Unicode string', () => {
    fc.assert(fc.property(fc.string({ unit: 'grapheme' }), check), { numRuns: 300 });
  });

  it('for JSON text cut at any point, with or without a byte-order mark', () => {
    const text = fc.jsonValue().map((v) => JSON.stringify(v, null, 1) ?? '');
    fc.assert(
      fc.property(text, fc.nat(), fc.boolean(), (t, cut, bom) => {
        const cutText = t.slice(0, cut % (t.length + 1));
        check(bom ? `\uFEFF${cutText}` : cutText);
      }),
      { numRuns: 500 },
    );
  });
});
