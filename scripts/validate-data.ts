/**
 * Checks a case library with the very loader the app uses, and prints every problem with its
 * record, id and field, then a summary. Exits non-zero when anything is wrong.
 *   npm run validate-data                  # the bundled library (data/cases)
 *   npm run validate-data -- some/file.json
 */
import { resolve } from 'node:path';
import { createI18nBoth } from '../src/i18n/both';
import { wordProblem, wordsOf } from '../src/i18n/wording';
import { aliasErrors, aliasNotes } from '../src/model/core';
import { buildIndex } from '../src/model/core';
import { auditLibrary, rareSlugLines, relationCensus, relationCensusFlagLines, relationCensusLines, sourceFlagLines } from '../src/model/library';
import { recordNumber, sortProblems } from '../src/model/core';
import { isSafeHttpUrl } from '../src/model/core';
import { openLibrary } from '../src/model/library';
import { relationsOf } from '../src/model/relations';
import { TAXONOMY_KINDS } from '../src/model/core';
import { CASES_DIR, readLibraryText, readTaxonomy } from './libraryFiles';

const target = process.argv[2] ? resolve(process.argv[2]) : CASES_DIR;
const taxonomy = readTaxonomy();
const { text, files } = readLibraryText(target);
const library = openLibrary({ text }, taxonomy);
const index = buildIndex(library.cases);

const problems = [...library.problems];
// The bundled library is held to a higher bar than any library a user opens.
if (target === CASES_DIR) {
  library.cases.forEach((c, i) => {
    const file = files[i];
    if (file && file !== `${c.id}.json`) problems.push({ severity: 'error', index: i, id: c.id, field: 'id', code: 'fileName', params: { file, expected: `${c.id}.json` } });
    if (!c.sources.some((s) => isSafeHttpUrl(s.url))) problems.push({ severity: 'error', index: i, id: c.id, field: 'sources', code: 'noSource', params: {} });
    for (const field of ['title', 'summary', 'lessons', 'detection'] as const) {
      if (!c[field]?.ko) problems.push({ severity: 'error', index: i, id: c.id, field: `${field}.ko`, code: 'koreanTextMissing', params: {} });
    }
  });
  for (const e of aliasErrors(taxonomy)) problems.push({ severity: 'error', index: null, id: null, field: `taxonomy.aliases.${e.params.kind}.${e.params.alias}`, ...e });
  for (const kind of TAXONOMY_KINDS) {
    for (const [slug, label] of Object.entries(taxonomy[kind])) {
      if (!label.ko) problems.push({ severity: 'error', index: null, id: null, field: `taxonomy.${kind}.${slug}`, code: 'koreanLabelMissing', params: {} });
    }
  }
}

let relations = 0;
let isolated = 0;
for (let i = 0; i < library.cases.length; i++) {
  const n = relationsOf(index, i).length;
  relations += n;
  if (n === 0) isolated++;
}

// Slugs used by fewer than two cases fail only the bundled library (whose taxonomy is ours to
// keep tidy, unused slugs included); for another library they are information.
const bundled = target === CASES_DIR;
const audit = auditLibrary(index, bundled ? taxonomy : undefined);
const census = relationCensus(index);
// Like rare slugs: a flag for the bundled library, information for another (a small library's
// few relations are often all one component's).
const flags = [...(bundled ? [...rareSlugLines(audit), ...relationCensusFlagLines(census)] : []), ...sourceFlagLines(audit)];
const notes = bundled ? [] : [...rareSlugLines(audit), ...relationCensusFlagLines(census)];

// Printed in English, from the same catalogue the app words problems with.
const i18n = createI18nBoth('en');
const words = wordsOf(i18n.t);
for (const p of sortProblems(problems)) {
  const where = [p.index === null ? null : `record #${recordNumber(p.index)}`, p.id ? `id ${p.id}` : null, p.field ? `field ${p.field}` : null].filter(Boolean).join(', ');
  console.log(`${p.severity.toUpperCase()}: ${where || 'file'}: ${wordProblem(words, p)}`);
}
for (const line of flags) console.log(`FLAG: ${line}`);
// Information, not a problem: the library's own slugs, read as the taxonomy's.
for (const a of aliasNotes(library.cases)) notes.push(`${a.kind.replace('_', ' ')} "${a.original}" read as "${a.slug}" (${a.cases} case${a.cases > 1 ? 's' : ''}, first ${a.firstId})`);
for (const line of notes) console.log(`INFO: ${line}`);
const pct = library.cases.length ? Math.round(((library.cases.length - isolated) / library.cases.length) * 100) : 0;
console.log(
  [
    `${target}`,
    `  records: ${library.recordCount} (${library.shape})`,
    `  cases: ${library.cases.length}`,
    `  components: ${index.byComponent.size}`,
    `  root causes: ${index.byCause.size}`,
    `  organisations: ${audit.organisations}`,
    `  recurrence chains: ${audit.chains.length}${audit.chains.length ? ` (${audit.chains.map((c) => c.join(' → ')).join('; ')})` : ''}`,
    `  years: ${index.minYear}–${index.maxYear}`,
    `  relations (seed rule, pairs): ${relations / 2}`,
    `  cases with at least one relation: ${library.cases.length - isolated} (${pct}%)`,
    `  cases without any relation: ${isolated}`,
    `  relations by component (pairs it relates; a pair sharing two counts for both):`,
    ...relationCensusLines(census).map((line) => `    ${line}`),
    `  problems: ${problems.length}`,
    `  flags: ${flags.length}`,
  ].join('\n'),
);
process.exit(problems.length || flags.length ? 1 : 0);
