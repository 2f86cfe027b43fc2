/**
 * Imports CSV exports and Markdown postmortems into a library the app opens (issue 26):
 *
 *   npm run import -- FILE... --out LIBRARY.json [--map MAPPING.json] [--apply-suggestions] [--save-map MAPPING.json]
 *
 * Any mix of .csv/.tsv and .md files. Each case records its suggested tags (`suggested_tags`,
 * with reasons); --apply-suggestions also applies the top suggestion of each kind. Prints a
 * summary and one line per row it could not read (file, row or incident key, field, why).
 * Exits 1 when no case could be read, 2 on a usage error.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { createI18nBoth } from '../src/i18n/both';
import { wordsOf } from '../src/i18n/wording';
import { importFiles, parseMapping, serialiseMapping, suggestContext, wordIssueLine, type ColumnMapping } from '../src/model/import';
import { openLibrary } from '../src/model/library';
import { CASES_DIR, readLibraryText, readTaxonomy } from './libraryFiles';

function usage(message: string): never {
  console.error(`${message}\nusage: npm run import -- FILE... --out LIBRARY.json [--map MAPPING.json] [--apply-suggestions] [--save-map MAPPING.json]`);
  process.exit(2);
}

// `npm run` starts in the package's folder; paths are the caller's.
const here = (p: string) => resolve(process.env.INIT_CWD ?? process.cwd(), p);
const args = process.argv.slice(2);
const files: string[] = [];
let out: string | null = null;
let mapFile: string | null = null;
let saveMap: string | null = null;
let apply = false;
for (let i = 0; i < args.length; i++) {
  const a = args[i]!;
  if (a === '--out') out = here(args[++i] ?? usage('--out needs a file'));
  else if (a === '--map') mapFile = here(args[++i] ?? usage('--map needs a file'));
  else if (a === '--save-map') saveMap = here(args[++i] ?? usage('--save-map needs a file'));
  else if (a === '--apply-suggestions') apply = true;
  else if (a.startsWith('--')) usage(`unknown option ${a}`);
  else files.push(a);
}
if (!files.length) usage('no input files');
if (!out) usage('--out is required');

let mapping: ColumnMapping | undefined;
if (mapFile) {
  let parsed: ColumnMapping | null = null;
  try {
    parsed = parseMapping(JSON.parse(readFileSync(mapFile, 'utf8')));
  } catch (e) {
    usage(`cannot read mapping ${mapFile}: ${String(e)}`);
  }
  if (!parsed) usage(`${mapFile} is not a mapping ({"columns": {"title": ["Summary"], …}})`);
  mapping = parsed;
}

const taxonomy = readTaxonomy();
// Suggestions learn from the bundled library's cases.
const library = openLibrary({ text: readLibraryText(CASES_DIR).text }, taxonomy).cases;
const unreadable: string[] = [];
const inputs = files.flatMap((f) => {
  try {
    return [{ name: f, text: readFileSync(here(f), 'utf8') }];
  } catch (e) {
    unreadable.push(`SKIPPED: ${f}: cannot read the file (${(e as NodeJS.ErrnoException).code ?? String(e)})`);
    return [];
  }
});
const result = importFiles(inputs, { taxonomy, mapping, applySuggestions: apply }, suggestContext(taxonomy, library));
writeFileSync(out, `${JSON.stringify(result.cases, null, 2)}\n`);
if (saveMap) {
  const used = mapping ?? result.files.find((f) => f.mapping)?.mapping;
  if (used) writeFileSync(saveMap, serialiseMapping(used));
}

const w = wordsOf(createI18nBoth('en').t);
for (const f of result.files) {
  console.log(`${f.name}: ${f.format ?? 'unknown format'}${f.mapping ? ` (${f.mapping.tool})` : ''}, ${f.cases} of ${f.rows} incidents read`);
}
for (const line of unreadable) console.log(line);
for (const issue of result.issues) console.log(`${issue.severity === 'error' ? 'SKIPPED' : 'NOTE'}: ${wordIssueLine(w, issue)}`);
const rejected = result.issues.filter((i) => i.severity === 'error').length + unreadable.length;
const withRoot = result.cases.filter((c) => c.root_cause || c.suggested_tags?.root_cause.length).length;
console.log(
  [
    `wrote ${out}`,
    `  cases: ${result.cases.length}`,
    `  rows or files not read: ${rejected}`,
    `  notes: ${result.issues.length + unreadable.length - rejected}`,
    `  cases with a root cause ${apply ? 'applied' : 'suggested'}: ${withRoot}`,
    `  suggestions ${apply ? 'applied (top per kind)' : 'recorded in suggested_tags (apply with --apply-suggestions)'}`,
  ].join('\n'),
);
process.exit(result.cases.length ? 0 : 1);
