import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { visit } from 'jsonc-parser';
import { describe, expect, it } from 'vitest';
import { DATA_DIR } from './support/library';

/** Property names that occur twice in one object: JSON.parse keeps the last silently. */
function duplicateKeys(text: string): string[] {
  const stack: Set<string>[] = [];
  const path: string[] = [];
  const dupes: string[] = [];
  visit(text, {
    onObjectBegin: () => {
      stack.push(new Set());
    },
    onObjectEnd: () => {
      stack.pop();
      path.pop();
    },
    onObjectProperty: (name) => {
      const seen = stack[stack.length - 1]!;
      if (seen.has(name)) dupes.push([...path.slice(0, stack.length - 1), name].join('.'));
      seen.add(name);
      path[stack.length - 1] = name;
    },
  });
  return dupes;
}

describe('data/taxonomy.json as a file', () => {
  it('names every slug once per section (helpers merging additions can repeat one)', () => {
    expect(duplicateKeys(readFileSync(join(DATA_DIR, 'taxonomy.json'), 'utf8'))).toEqual([]);
  });

  it('the duplicate check finds a repeated slug', () => {
    expect(duplicateKeys('{"domain": {"a": 1, "b": 2, "a": 3}}')).toEqual(['domain.a']);
  });
});
