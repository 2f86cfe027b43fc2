/**
 * Quality of the import's suggested tags (issue 26), on tests/eval/import/: short incident
 * records written as real exports are (PagerDuty, Jira, ServiceNow, Opsgenie CSV; Markdown
 * postmortems in English and Korean), with the tags a careful reader gives in expected.json.
 *
 *   npx tsx scripts/eval-import.ts          # also the last step of `npm run eval`
 *
 * A case's root cause is right when the top suggestion is the expected one; its components are
 * right when the top suggested component is one of the expected (or none is expected and none
 * suggested). Suggestions learn from the bundled library, as `npm run import` does.
 * tests/unit/importEval.test.ts holds the floor.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { importFiles, suggestContext, type ImportedCase } from '../src/model/import';
import { openLibrary } from '../src/model/library';
import { CASES_DIR, readLibraryText, readTaxonomy, ROOT } from './libraryFiles';

export const EVAL_DIR = join(ROOT, 'tests/eval/import');

interface Expected {
  root_cause: string;
  components: string[];
}

export interface ImportEvalRow {
  id: string;
  expected: Expected;
  rootCause: string | null;
  component: string | null;
  rootRight: boolean;
  componentsRight: boolean;
}

export interface ImportEvalFigures {
  cases: number;
  missing: string[];
  rootCause: number;
  components: number;
  both: number;
  rows: ImportEvalRow[];
}

export function runImportEval(): ImportEvalFigures {
  const taxonomy = readTaxonomy();
  const expected = JSON.parse(readFileSync(join(EVAL_DIR, 'expected.json'), 'utf8')) as Record<string, Expected>;
  const files = readdirSync(EVAL_DIR)
    .filter((f) => f !== 'expected.json')
    .sort()
    .map((f) => ({ name: f, text: readFileSync(join(EVAL_DIR, f), 'utf8') }));
  const library = openLibrary({ text: readLibraryText(CASES_DIR).text }, taxonomy).cases;
  const { cases } = importFiles(files, { taxonomy }, suggestContext(taxonomy, library));
  const byId = new Map<string, ImportedCase>(cases.map((c) => [c.id, c]));
  const rows: ImportEvalRow[] = [];
  const missing: string[] = [];
  for (const [id, want] of Object.entries(expected)) {
    const c = byId.get(id);
    if (!c) {
      missing.push(id);
      continue;
    }
    const rootCause = c.suggested_tags?.root_cause[0]?.slug ?? null;
    const component = c.suggested_tags?.components[0]?.slug ?? null;
    rows.push({
      id,
      expected: want,
      rootCause,
      component,
      rootRight: rootCause === want.root_cause,
      componentsRight: want.components.length ? component !== null && want.components.includes(component) : component === null,
    });
  }
  const share = (n: number) => (Object.keys(expected).length ? n / Object.keys(expected).length : 0);
  return {
    cases: Object.keys(expected).length,
    missing,
    rootCause: share(rows.filter((r) => r.rootRight).length),
    components: share(rows.filter((r) => r.componentsRight).length),
    both: share(rows.filter((r) => r.rootRight && r.componentsRight).length),
    rows,
  };
}

const pct = (x: number) => `${Math.round(x * 100)}%`;

if (process.argv[1] && import.meta.filename === (await import('node:fs')).realpathSync(process.argv[1])) {
  const f = runImportEval();
  console.log(`Import suggestions on ${f.cases} records of tests/eval/import (top suggestion per kind):`);
  for (const r of f.rows) {
    console.log(`  ${r.rootRight ? '✓' : '✗'}${r.componentsRight ? '✓' : '✗'} ${r.id.padEnd(16)} root cause ${r.rootCause ?? '—'}${r.rootRight ? '' : ` (expected ${r.expected.root_cause})`}; component ${r.component ?? '—'}${r.componentsRight ? '' : ` (expected ${r.expected.components.join(' or ') || 'none'})`}`);
  }
  if (f.missing.length) console.log(`  not imported: ${f.missing.join(', ')}`);
  console.log(`root cause right: ${pct(f.rootCause)}\ncomponents right: ${pct(f.components)}\nboth right: ${pct(f.both)}`);
}
