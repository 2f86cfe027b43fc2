import { describe, expect, it } from 'vitest';
import { skippedRecords } from '../../src/model/guard';
import { loadLibrary } from '../../src/model/core';
import { parseLibraryText } from '../../src/model/core';

describe('"N records skipped" counts records, not problems (issue 30, smaller defect)', () => {
  it('counts a record with two bad fields once, and each bad NDJSON line once', () => {
    const text = [
      JSON.stringify({ id: 'A', date: '2020-01-01', title: { en: 'ok' } }),
      JSON.stringify({ id: 'B', date: 'not a date', title: 5 }),
      '{"id": "C", cut',
      JSON.stringify({ id: 'D', date: '2020-01-01', title: { en: 'ok' } }),
    ].join('\n');
    const parsed = parseLibraryText(text);
    const loaded = loadLibrary(parsed.records);
    const problems = [...parsed.problems, ...loaded.problems];
    expect(problems.filter((p) => p.severity === 'error').length).toBeGreaterThan(2);
    expect(skippedRecords(problems)).toBe(2);
    expect(loaded.cases.map((c) => c.id)).toEqual(['A', 'D']);
  });
});
