import { describe, expect, it } from 'vitest';
import { openLibrary } from '../../src/model/library';
import { wholeFileFailure } from '../../src/model/core';
import { emptyTaxonomy } from '../../src/model/core';

const rec = (id: string) => ({ id, org: 'Org', date: '2024-01-02', title: { en: `Case ${id}` } });

describe('several library files opened as one (issue 30)', () => {
  it('keeps every record of every file, JSON and NDJSON alike', () => {
    const lib = openLibrary({ files: [
      { name: 'a.json', text: JSON.stringify([rec('A-1'), rec('A-2')]) },
      { name: 'b.ndjson', text: `${JSON.stringify(rec('B-1'))}\n${JSON.stringify(rec('B-2'))}\n` },
    ] }, emptyTaxonomy());
    expect(lib.cases.map((c) => c.id)).toEqual(['A-1', 'A-2', 'B-1', 'B-2']);
    expect(lib.recordCount).toBe(4);
    expect(lib.problems).toEqual([]);
  });

  it('reports an id the first file already used, naming both files and the record in each', () => {
    const lib = openLibrary({ files: [
      { name: 'a.json', text: JSON.stringify([rec('A-1'), rec('X')]) },
      { name: 'b.json', text: JSON.stringify([rec('B-1'), rec('B-2'), rec('X')]) },
    ] }, emptyTaxonomy());
    expect(lib.cases.map((c) => c.id)).toEqual(['A-1', 'X', 'B-1', 'B-2']);
    expect(lib.cases.find((c) => c.id === 'X')!.title.en).toBe('Case X');
    expect(lib.problems).toEqual([
      { severity: 'error', index: 2, id: 'X', field: 'id', file: 'b.json', code: 'duplicateIdOtherFile', params: { record: 2, file: 'a.json' } },
    ]);
  });

  it('numbers records within their own file, and a repeat inside one file stays an ordinary duplicate', () => {
    const lib = openLibrary({ files: [
      { name: 'a.json', text: JSON.stringify([rec('A-1')]) },
      { name: 'b.json', text: JSON.stringify([rec('B-1'), { id: 'B-bad' }, rec('B-1')]) },
    ] }, emptyTaxonomy());
    const dup = lib.problems.find((p) => p.code === 'duplicateId')!;
    expect(dup).toMatchObject({ file: 'b.json', index: 2, params: { record: 1 } });
    expect(lib.problems.filter((p) => p.id === 'B-bad').every((p) => p.file === 'b.json' && p.index === 1)).toBe(true);
  });

  it('opens the readable files when one cannot be read, and reports that one by name', () => {
    const lib = openLibrary({ files: [
      { name: 'broken.json', text: '[{"id": "Z"' },
      { name: 'b.json', text: JSON.stringify([rec('B-1')]) },
    ] }, emptyTaxonomy());
    expect(lib.cases.map((c) => c.id)).toEqual(['B-1']);
    expect(lib.problems[0]).toMatchObject({ file: 'broken.json', code: 'badJson', index: null });
    expect(wholeFileFailure(lib.problems)).toBeNull();
  });

  it('is a whole failure only when no file can be read', () => {
    const lib = openLibrary({ files: [{ name: 'x.json', text: '' }, { name: 'y.json', text: 'nope' }] }, emptyTaxonomy());
    expect(lib.cases).toEqual([]);
    expect(wholeFileFailure(lib.problems)?.code).toBe('emptyFile');
  });
});
