import { describe, expect, it } from 'vitest';
import { CHUNK_CHARS, isJsonLines, parseJsonOrLines, readingJsonLines, runInSlices, runToEnd, toJsonLines } from '../../src/model/core';

const bytesOf = (text: string) => new TextEncoder().encode(text);

/** A value like a search index's: a long array of items and a big object beside small fields. */
function bigValue(items: number) {
  const terms: [string, Record<string, number>][] = [];
  const ids: Record<string, string> = {};
  for (let k = 0; k < items; k++) {
    terms.push([`term-${k} "quoted"\nline`, { [k]: k % 7 }]);
    ids[String(k)] = `IL-${k} 장애`;
  }
  return { format: 'x', version: 4, short: { documentCount: items, index: terms, documentIds: ids }, body: { keys: Object.keys(ids) } };
}
const PARTS = [['short', 'index'], ['short', 'documentIds'], ['body', 'keys']] as const;

describe('JSON lines', () => {
  it('writes a big value as many short lines and reads back the same value, in steps', async () => {
    const value = bigValue(30_000);
    const text = toJsonLines(value, PARTS);
    const lines = text.split('\n');
    expect(lines.length).toBeGreaterThan(10);
    expect(Math.max(...lines.map((l) => l.length))).toBeLessThanOrEqual(CHUNK_CHARS + 200);
    expect(isJsonLines(bytesOf(text))).toBe(true);
    let pauses = 0;
    const read = await runInSlices(readingJsonLines(bytesOf(text)), async () => void pauses++, 0);
    expect(read).toEqual(value);
    expect(pauses).toBe(lines.length - 2);
    // The writer leaves its input untouched.
    expect(value.short.index).toHaveLength(30_000);
  });

  it('reads a plain JSON text as well (an older pack), and an object key "__proto__" as a plain key', () => {
    expect(parseJsonOrLines('{"a":[1,2]}')).toEqual({ a: [1, 2] });
    expect(isJsonLines(bytesOf('{"a":1}'))).toBe(false);
    const hostile = toJsonLines({ table: JSON.parse('{"__proto__":{"polluted":true},"b":2}') as object }, [['table']]);
    const read = parseJsonOrLines(hostile) as { table: Record<string, unknown> };
    expect(Object.keys(read.table)).toEqual(['__proto__', 'b']);
    expect((read.table as { polluted?: unknown }).polluted).toBeUndefined();
    expect(({} as { polluted?: unknown }).polluted).toBeUndefined();
  });

  it('refuses a file that is not what its header says', () => {
    const text = toJsonLines(bigValue(3_000), PARTS);
    const lines = text.split('\n');
    const bad = [
      lines.slice(0, -1).join('\n'), // a line missing
      [...lines, '[1]'].join('\n'), // a line left over
      [...lines.slice(0, 2), '{"not":"an array"}', ...lines.slice(3)].join('\n'),
      [lines[0], '{"format":"x"}', ...lines.slice(2)].join('\n'), // the parts' places missing
      [lines[0]!.replace('"array"', '"blob"'), ...lines.slice(1)].join('\n'),
      [lines[0], lines[1], '[1,', ...lines.slice(3)].join('\n'),
    ];
    for (const b of bad) expect(() => runToEnd(readingJsonLines(bytesOf(b)))).toThrow();
  });
});
