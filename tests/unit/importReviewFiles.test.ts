import { describe, expect, it } from 'vitest';
import { isLibraryFile, needsImport, useImportReview } from '../../src/state/importReview';

const file = (name: string, type = '') => new File(['[]'], name, { type });

describe('a mixed drop (issue 30)', () => {
  it('tells library files from files to import, by name or, failing that, by type', () => {
    expect(isLibraryFile(file('a.json'))).toBe(true);
    expect(isLibraryFile(file('a.NDJSON'))).toBe(true);
    expect(isLibraryFile(file('a.jsonl'))).toBe(true);
    expect(isLibraryFile(file('export', 'application/json'))).toBe(true);
    expect(isLibraryFile(file('a.csv'))).toBe(false);
    expect(isLibraryFile(file('a.md', 'application/json'))).toBe(false);
    expect(isLibraryFile(file('notes.txt'))).toBe(false);
    expect(needsImport([file('a.json'), file('b.ndjson')])).toBe(false);
    expect(needsImport([file('a.json'), file('b.csv')])).toBe(true);
  });

  it('reviews the CSV/Markdown and keeps the library files aside, in the order given', async () => {
    const lib1 = file('one.json');
    const lib2 = file('two.ndjson');
    await useImportReview.getState().start([lib1, file('rows.csv', 'text/csv'), lib2, file('pm.md')]);
    const s = useImportReview.getState();
    expect(s.files!.map((f) => f.name)).toEqual(['rows.csv', 'pm.md']);
    expect(s.libraries).toEqual([lib1, lib2]);
    s.close();
    expect(useImportReview.getState()).toMatchObject({ files: null, libraries: [] });
  });
});
