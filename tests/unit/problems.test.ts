import { describe, expect, it } from 'vitest';
import { IGNORED_CODES, ignoredKey } from '../../src/model/view';
import { loadLibrary } from '../../src/model/core';
import { parseLibraryText } from '../../src/model/core';
import { PROBLEM_CODES, problemKey, sortProblems, type Problem } from '../../src/model/core';
import { decodeView } from '../../src/model/view';
import { rawCase } from './support/library';
import { bothWordings, wordedIgnored, wordedProblem } from './support/messages';

const HANGUL = /[\uac00-\ud7a3]/;

describe('problem and ignored-parameter codes', () => {
  it('are each worded in both languages, the Korean in Hangul', () => {
    for (const key of [...PROBLEM_CODES.map(problemKey), ...IGNORED_CODES.map(ignoredKey)]) {
      const [en, ko] = bothWordings(key);
      expect(en?.trim(), key).toBeTruthy();
      expect(ko, key).toMatch(HANGUL);
    }
  });

  it('word a real library problem and a real ignored parameter fully in Korean, data kept as written', () => {
    const loaded = loadLibrary([rawCase('A', { components: ['quantum-flux'] }), rawCase('A'), 7, { id: 'B' }], undefined);
    const worded = loaded.problems.map((p) => wordedProblem(p, 'ko'));
    expect(worded.length).toBeGreaterThan(2);
    for (const line of worded) expect(line).toMatch(HANGUL);
    const dup = loaded.problems.find((p) => p.code === 'duplicateId')!;
    expect(wordedProblem(dup, 'ko')).toContain('1번 레코드');
    const { ignored } = decodeView('?from=18000&utm=x&view=tree');
    for (const i of ignored) expect(wordedIgnored(i, 'ko').reason).toMatch(HANGUL);
    expect(wordedIgnored(ignored[0]!, 'ko').reason).toContain('9999');
  });

  it('word a JSON syntax error with its position and the cut-off hint once', () => {
    const [problem] = parseLibraryText('[{"id": "A"').problems;
    const en = wordedProblem(problem!);
    expect(en).toMatch(/^not valid JSON at line 1, column \d+: the text ends too early: .* \(the file may be cut off\)\. Nothing was loaded\.$/);
    expect(en.split('cut off').length).toBe(2);
    expect(wordedProblem(problem!, 'ko')).toMatch(HANGUL);
  });
});

describe('sortProblems', () => {
  const p = (index: number | null, field: string): Problem => ({ severity: 'warning', index, id: null, field, code: 'unsafeLink', params: {} });
  it('puts file-wide problems first, then records in order, keeping the found order within a record', () => {
    const sorted = sortProblems([p(3, 'a'), p(1, 'b'), p(null, 'c'), p(3, 'd'), p(0, 'e')]);
    expect(sorted.map((x) => x.field)).toEqual(['c', 'e', 'b', 'a', 'd']);
  });
});
