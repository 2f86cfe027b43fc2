/**
 * Packs a library for a static host: a manifest, a compact index, the layout's positions, a
 * prebuilt full-text index (search.json and search-postings.bin), the similarity index
 * (similarity.bin), and the long texts in shards fetched when a case is
 * opened (see src/model/pack/manifest.ts).
 *   npm run pack-library -- in.json out/ [--shard-size 100] [--name "Team library"]
 * It prints each step's time (read, parse, validate, relations, clusters, layout, search and
 * similarity indexes, shards, writing) and the total.
 * Then serve out/ anywhere and open the app with ?src=<address of out/manifest.json>.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { openLibrary } from '../src/model/library';
import { DEFAULT_SHARD_SIZE, packLibrary } from '../src/model/pack';
import { LibrarySearch } from '../src/model/search';
import { buildSimilarityIndex, encodeSimilarityIndex } from '../src/model/similarity';
import { readLibraryText, readTaxonomy } from './libraryFiles';

function option(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

const [input, output] = process.argv.slice(2).filter((a, i, all) => !a.startsWith('--') && !all[i - 1]?.startsWith('--'));
if (!input || !output) {
  console.error('usage: npm run pack-library -- in.json out/ [--shard-size 100] [--name NAME]');
  process.exit(2);
}

/**
 * Each step's wall time, printed one line each after the summary (issue #29: packing 100,000
 * cases is profiled by these lines).
 */
const steps: [string, number][] = [];
let mark = performance.now();
const started = mark;
function step(name: string): void {
  const now = performance.now();
  steps.push([name, now - mark]);
  mark = now;
}

const { text } = readLibraryText(resolve(input));
step('read');
let stage = '';
const library = openLibrary(
  { text },
  readTaxonomy(),
  (next) => {
    if (next === stage) return;
    // openLibrary reports parse → validate → index → layout; each report ends the step before it.
    if (stage === 'parse') step('parse');
    else if (stage === 'validate') step('validate');
    else if (stage === 'index') step('relations (index)');
    stage = next;
  },
  undefined,
  null,
  () => step('clusters'),
);
step('layout');
const errors = library.problems.filter((p) => p.severity === 'error');
if (errors.length) console.warn(`${errors.length} record(s) skipped; the pack holds the ${library.cases.length} valid cases (npm run validate-data -- ${input} lists them)`);
const shardSize = Number(option('shard-size') ?? DEFAULT_SHARD_SIZE);
// The full-text index is built here, once, from the texts the page will never hold; the app loads it instead of indexing.
const search = LibrarySearch.forPacking(library.index, library.taxonomy).serialize();
step('search index');
// So is the similarity index: drafts and "Similar cases" then rank over the full texts (issue #27).
const similarity = encodeSimilarityIndex(buildSimilarityIndex(library.cases));
step('similarity index');
const { manifest, files } = await packLibrary(library, { name: option('name') ?? input, shardSize, created: new Date().toISOString(), search, similarity });
step('index, shards, hashes');
let bytes = 0;
for (const [path, content] of files) {
  const target = join(output, path);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, content);
  bytes += content.byteLength;
}
step('writing');
const total = performance.now() - started;
console.log(
  `${manifest.cases} cases → ${output}: ${files.size} files, ${(bytes / 1e6).toFixed(1)} MB ` +
    `(index ${(manifest.index.bytes / 1e6).toFixed(1)} MB, search ${((manifest.search?.bytes ?? 0) / 1e6).toFixed(1)} + ${((manifest.searchPostings?.bytes ?? 0) / 1e6).toFixed(1)} MB, similarity ${((manifest.similarity?.bytes ?? 0) / 1e6).toFixed(1)} MB, ${manifest.shards.length} text shards) in ${(total / 1000).toFixed(1)} s`,
);
for (const [name, ms] of steps) console.log(`  ${name.padEnd(24)} ${(ms / 1000).toFixed(1).padStart(7)} s  ${((100 * ms) / total).toFixed(0).padStart(3)}%`);
console.log(`  ${'total'.padEnd(24)} ${(total / 1000).toFixed(1).padStart(7)} s`);
