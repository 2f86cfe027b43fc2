import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openLibrary } from '../../src/model/library';
import { readTaxonomy, ROOT } from '../../scripts/libraryFiles';

const FIX = join(ROOT, 'tests/fixtures/import');

describe('npm run import', () => {
  it('writes a library the loader accepts, applies suggestions, names each unread row', () => {
    const dir = mkdtempSync(join(tmpdir(), 'import-'));
    const out = join(dir, 'lib.json');
    const stdout = execFileSync(process.execPath, ['--import', 'tsx', join(ROOT, 'scripts/import.ts'), ...['jira-incidents.csv', 'google-sre-ko.md', 'no-sections.md'].map((f) => join(FIX, f)), '--out', out, '--apply-suggestions', '--save-map', join(dir, 'map.json')], { cwd: ROOT, encoding: 'utf8' });
    expect(stdout).toMatch(/jira-incidents\.csv, row 4 \(OPS-104\) field date: the date "30\/Feb\/24 1:00 PM" does not exist/);
    expect(stdout).toMatch(/no-sections\.md: no front matter/);
    expect(stdout).toMatch(/cases: 3\n/);
    const cases = JSON.parse(readFileSync(out, 'utf8')) as { id: string; root_cause: string | null; suggested_tags: unknown }[];
    expect(cases.map((c) => c.id)).toEqual(['OPS-101', 'OPS-102', 'google-sre-ko']);
    expect(cases[0]!.root_cause).toBe('credential-expiry');
    const opened = openLibrary({ text: readFileSync(out, 'utf8') }, readTaxonomy());
    expect(opened.cases).toHaveLength(3);
    expect(opened.problems.filter((p) => p.severity === 'error')).toEqual([]);
    expect(JSON.parse(readFileSync(join(dir, 'map.json'), 'utf8'))).toMatchObject({ tool: 'jira', columns: { title: ['Summary'] } });
  }, 60_000);
});
