/**
 * Packs a library for a static host: a manifest, a compact index, the layout's positions, a
 * prebuilt full-text index (search.json and search-postings.bin), the similarity index
 * (similarity.bin), and the long texts in shards fetched when a case is
 * opened (see src/model/pack/manifest.ts).
 *   npm run pack-library -- in.json out/ [--shard-size 100] [--name "Team library"] [--max-postings N|all]
 * --max-postings: the most postings similarity.bin keeps for one term (packed.ts, "Pruning");
 * DEFAULT_MAX_POSTINGS unless told, `all` for none pruned.
 * Then serve out/ anywhere and open the app with ?src=<address of out/manifest.json>.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { openLibrary } from '../src/model/library';
import { DEFAULT_SHARD_SIZE, packLibrary } from '../src/model/pack';
import { LibrarySearch } from '../src/model/search';
import { buildSimilarityIndex, DEFAULT_MAX_POSTINGS, encodeSimilarityIndex } from '../src/model/similarity';
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

const started = performance.now();
const { text } = readLibraryText(resolve(input));
const library = openLibrary({ text }, readTaxonomy());
const errors = library.problems.filter((p) => p.severity === 'error');
if (errors.length) console.warn(`${errors.length} record(s) skipped; the pack holds the ${library.cases.length} valid cases (npm run validate-data -- ${input} lists them)`);
const shardSize = Number(option('shard-size') ?? DEFAULT_SHARD_SIZE);
// The full-text index is built here, once, from the texts the page will never hold; the app loads it instead of indexing.
const search = LibrarySearch.forPacking(library.index, library.taxonomy).serialize();
// So is the similarity index: drafts and "Similar cases" then rank over the full texts (issue #27).
const maxOption = option('max-postings');
const maxPostings = maxOption === 'all' ? Infinity : Number(maxOption ?? DEFAULT_MAX_POSTINGS);
if (!(maxPostings >= 1)) {
  console.error(`--max-postings must be a number ≥ 1 or "all", got ${maxOption}`);
  process.exit(2);
}
const similarityIndex = buildSimilarityIndex(library.cases);
const similarity = encodeSimilarityIndex(similarityIndex, { maxPostings });
const allPostings = similarityIndex.postings.reduce((n, p) => n + p.n, 0);
const keptPostings = similarityIndex.postings.reduce((n, p) => n + Math.min(p.n, maxPostings), 0);
const { manifest, files } = await packLibrary(library, { name: option('name') ?? input, shardSize, created: new Date().toISOString(), search, similarity });
let bytes = 0;
for (const [path, content] of files) {
  const target = join(output, path);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, content);
  bytes += content.byteLength;
}
console.log(
  `${manifest.cases} cases → ${output}: ${files.size} files, ${(bytes / 1e6).toFixed(1)} MB ` +
    `(index ${(manifest.index.bytes / 1e6).toFixed(1)} MB, search ${((manifest.search?.bytes ?? 0) / 1e6).toFixed(1)} + ${((manifest.searchPostings?.bytes ?? 0) / 1e6).toFixed(1)} MB, similarity ${((manifest.similarity?.bytes ?? 0) / 1e6).toFixed(1)} MB, ${manifest.shards.length} text shards) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
console.log(
  `similarity.bin: ${(similarity.byteLength / 1e6).toFixed(1)} MB, ${keptPostings.toLocaleString('en-US')} of ${allPostings.toLocaleString('en-US')} postings kept ` +
    `(${Number.isFinite(maxPostings) ? `at most ${maxPostings.toLocaleString('en-US')} a term` : 'not pruned'})`,
);
