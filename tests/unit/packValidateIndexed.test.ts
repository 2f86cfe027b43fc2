import { describe, expect, it } from 'vitest';
import { loadLibrary } from '../../src/model/core';
import { openLibrary } from '../../src/model/library';
import { decodeIndex, encodeIndex, type DictColumn, type PackedIndex } from '../../src/model/pack';
import { quickIndexedCase } from '../../src/model/pack';
import { caseSchema } from '../../src/model/core';
import { bundledRecords, bundledTaxonomy } from './support/library';

let opened: ReturnType<typeof openLibrary> | null = null;
const bundledLibrary = () => (opened ??= openLibrary({ json: bundledRecords() }, bundledTaxonomy()));

/** The bundled library's index as a pack carries it (through JSON, as it is read). */
const packedIndex = (): PackedIndex => {
  const lib = bundledLibrary();
  return JSON.parse(JSON.stringify(encodeIndex(lib.cases, lib.positions.hubs))) as PackedIndex;
};

/** Case i's value of a dictionary column becomes `value` (a new dictionary entry: the others keep theirs). */
function setDict(col: DictColumn, i: number, value: unknown) {
  col.values.push(value as string);
  col.codes[i] = col.values.length - 1;
}

/** An index edited by hand, badly: each record below is wrong (or merely untidy) in its own way. */
function badIndex(): PackedIndex {
  const p = packedIndex();
  const bad = p as unknown as Record<string, unknown[]>;
  p.ids[1] = p.ids[0]!; // duplicate id
  p.ids[2] = '   '; // empty id
  p.ids[3] = ` ${p.ids[3]!} `; // padded: kept, trimmed
  p.date[4] = '2021-02-30'; // no such day
  p.titleEn[5] = ''; // no title
  bad.titleEn![6] = 42; // a title of the wrong type
  p.detectedAfter[7] = -5; // negative duration
  const withComponent = p.ids.findIndex((_, i) => p.components.offsets[i + 1]! > p.components.offsets[i]!);
  p.components.values.push('no-such-component-xyz'); // unknown slug
  p.components.codes[p.components.offsets[withComponent]!] = p.components.values.length - 1;
  setDict(p.severity, 9, ' high '); // padded: kept, trimmed
  setDict(p.recurrenceOf, 10, 'IL-NO-SUCH-CASE'); // unknown reference
  setDict(p.org, 11, ' Padded Org '); // padded: kept, trimmed
  setDict(p.dateKind, 12, 5); // wrong type
  setDict(p.rootCause, 13, 'x'.repeat(201)); // slug too long
  return p;
}

describe('quick check of records decoded from a pack index', () => {
  it('gives the same cases and the same problems as the schema, bad records included', () => {
    const taxonomy = bundledTaxonomy();
    const p = badIndex();
    const viaSchema = loadLibrary(decodeIndex(p), taxonomy);
    const viaQuick = loadLibrary(decodeIndex(p), taxonomy, undefined, quickIndexedCase);
    expect(viaQuick.cases).toEqual(viaSchema.cases);
    expect(viaQuick.problems).toEqual(viaSchema.problems);
    // The bad records are really there and reported: not two empty results agreeing.
    const codes = viaQuick.problems.map((q) => `${q.index}:${q.code}`);
    for (const expected of ['1:duplicateId', '2:idEmpty', '4:badDate', '5:englishTextMissing', '6:fieldWrongType', '7:numberTooSmall', '10:unknownReference', '12:fieldWrongType', '13:slugTooLong']) {
      expect(codes).toContain(expected);
    }
    expect(viaQuick.problems.some((q) => q.code === 'unknownSlug' && q.params.slug === 'no-such-component-xyz')).toBe(true);
    expect(viaQuick.cases).toHaveLength(p.ids.length - 8);
    const byId = new Map(viaQuick.cases.map((c) => [c.id, c]));
    expect(byId.get(p.ids[3]!.trim())).toBeDefined();
    expect(byId.get(p.ids[9]!)?.severity).toBe('high');
    expect(byId.get(p.ids[11]!)?.org).toBe('Padded Org');
  });

  it('accepts only what the schema gives back unchanged, and doubts every edited record', () => {
    const decoded = decodeIndex(badIndex());
    let accepted = 0;
    decoded.forEach((record, i) => {
      const quick = quickIndexedCase(structuredClone(record));
      if (!quick) return;
      accepted++;
      expect(quick, record.id).toEqual(caseSchema.parse(structuredClone(record)));
      expect([2, 3, 4, 5, 6, 7, 9, 11, 12, 13]).not.toContain(i);
    });
    // The untouched records (and those whose only fault is for the loader to find: a duplicate id, an unknown reference or slug) take the quick path.
    expect(accepted).toBe(decoded.length - 10);
  });

  it('doubts a record carrying texts or fields the index does not hold', () => {
    const record = decodeIndex(packedIndex())[0]!;
    expect(quickIndexedCase({ ...record })).not.toBeNull();
    expect(quickIndexedCase({ ...record, summary: { en: 'text', ko: null } })).toBeNull();
    expect(quickIndexedCase({ ...record, sources: [{ url: 'javascript:alert(1)' }] })).toBeNull();
    expect(quickIndexedCase({ ...record, url: 5 })).toBeNull();
    expect(quickIndexedCase({ ...record, domain: ['ok', ''] })).toBeNull();
    expect(quickIndexedCase({ ...record, timeline: { detected_after: Number.NaN, resolved_after: null } })).toBeNull();
  });
});
