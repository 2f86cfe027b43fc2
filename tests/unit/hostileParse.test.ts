import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseLibraryText } from '../../src/model/core';
import { loadLibrary } from '../../src/model/core';
import { wordedProblem } from './support/messages';

const good = (id: string) => JSON.stringify({ id, title: { en: `t ${id}` } });

describe('NDJSON is decided by its shape, not its first line (issue 30, defect 3)', () => {
  it('keeps the valid lines after a first line that was cut off, and reports the cut line', () => {
    const text = ['{"id":"CUT","title":{"en":"half', good('A'), good('B'), good('C'), good('D')].join('\n');
    const parsed = parseLibraryText(text);
    expect(parsed.shape).toBe('ndjson');
    expect(parsed.records).toEqual(['A', 'B', 'C', 'D'].map((id) => JSON.parse(good(id))));
    expect(parsed.problems).toHaveLength(1);
    expect(wordedProblem(parsed.problems[0]!)).toMatch(/^line 1 is not valid JSON/);
  });

  it('keeps the valid lines after a first line that is JSON but not a case, which the loader reports', () => {
    const text = ['[1,2]', good('A'), good('B'), good('C')].join('\n');
    const parsed = parseLibraryText(text);
    expect(parsed.shape).toBe('ndjson');
    expect(parsed.records).toHaveLength(4);
    expect(parsed.problems).toEqual([]);
    const loaded = loadLibrary(parsed.records);
    expect(loaded.problems.map((p) => p.code)).toContain('recordNotObject');
  });

  it('still reads a broken pretty-printed JSON file as one JSON error', () => {
    for (const text of ['[\n{"id":"a"},\n{"id":"b"}\n', '{\n"id": "a",\n}', '[\n  {"id": "a"},\n  {"id": "b" "x"}\n]']) {
      const parsed = parseLibraryText(text);
      expect(parsed.shape, text).toBe('none');
    }
  });

  it('property: one bad line anywhere loses no valid line', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ maxLength: 12 }), { minLength: 2, maxLength: 8 }),
        fc.nat(),
        fc.constantFrom('{"id":"x","title":', '[1,2', 'nonsense', '}{'),
        (ids, at, bad) => {
          const lines = ids.map(good);
          const pos = at % (lines.length + 1);
          lines.splice(pos, 0, bad);
          const parsed = parseLibraryText(lines.join('\n'));
          expect(parsed.shape).toBe('ndjson');
          expect(parsed.records).toEqual(ids.map((id) => JSON.parse(good(id))));
          expect(parsed.problems).toHaveLength(1);
          expect(parsed.problems[0]!.params.line).toBe(pos + 1);
        },
      ),
    );
  });
});
