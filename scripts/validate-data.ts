/**
 * Checks a case library with the very loader the app uses, and prints every problem with its
 * record, id and field, then a summary. Exits non-zero when anything is wrong.
 *   npm run validate-data                  # the bundled library (data/cases)
 *   npm run validate-data -- some/file.json
 */
import { resolve } from 'node:path';
import { createI18n } from '../src/i18n';
import { wordProblem, wordsOf } from '../src/i18n/wording';
import { buildIndex } from '../src/model/indexes';
import { recordNumber, sortProblems } from '../src/model/problems';
import { isSafeHttpUrl } from '../src/model/urls';
import { openLibrary } from '../src/model/library';
import { relationsOf } from '../src/model/relations';
import { TAXONOMY_KINDS } from '../src/model/types';
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
    for (const field of ['title', 'summary', 'lessons'] as const) {
      if (!c[field]?.ko) problems.push({ severity: 'error', index: i, id: c.id, field: `${field}.ko`, code: 'koreanTextMissing', params: {} });
    }
  });
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

// Printed in English, from the same catalogue the app words problems with.
const i18n = createI18n('en');
const words = wordsOf(i18n.t);
for (const p of sortProblems(problems)) {
  const where = [p.index === null ? null : `record #${recordNumber(p.index)}`, p.id ? `id ${p.id}` : null, p.field ? `field ${p.field}` : null].filter(Boolean).join(', ');
  console.log(`${p.severity.toUpperCase()}: ${where || 'file'}: ${wordProblem(words, p)}`);
}
const pct = library.cases.length ? Math.round(((library.cases.length - isolated) / library.cases.length) * 100) : 0;
console.log(
  [
    `${target}`,
    `  records: ${library.recordCount} (${library.shape})`,
    `  cases: ${library.cases.length}`,
    `  components: ${index.byComponent.size}`,
    `  root causes: ${index.byCause.size}`,
    `  organisations: ${index.byOrg.size}`,
    `  years: ${index.minYear}–${index.maxYear}`,
    `  relations (seed rule, pairs): ${relations / 2}`,
    `  cases with at least one relation: ${library.cases.length - isolated} (${pct}%)`,
    `  cases without any relation: ${isolated}`,
    `  problems: ${problems.length}`,
  ].join('\n'),
);
process.exit(problems.length ? 1 : 0);
