/**
 * Packs a library for a static host: a manifest, a compact index, the layout's positions, a
 * prebuilt full-text index (search.json and search-postings.bin), the similarity index
 * (similarity.bin), and the long texts in shards fetched when a case is
 * opened (see src/model/pack/manifest.ts).
 *   npm run pack-library -- in.json out/ [--shard-size 100] [--name "Team library"] [--max-postings N|all] [--no-worker]
 * --max-postings: the most postings similarity.bin keeps for one term (packed.ts, "Pruning");
 * DEFAULT_MAX_POSTINGS unless told (none pruned: the plain library's top 3 for every evaluation
 * draft), a number to trade that for size.
 * --no-worker builds the similarity index in the main thread, after the search index, instead of
 * in a worker thread alongside the layout and search index. It prints each step's time (read,
 * parse, validate, relations, clusters, layout, search and similarity indexes, shards, writing)
 * and the total.
 * Then serve out/ anywhere and open the app with ?src=<address of out/manifest.json>.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { Worker } from 'node:worker_threads';
import { dirname, join, resolve } from 'node:path';
import { openLibrary } from '../src/model/library';
import { DEFAULT_SHARD_SIZE, packLibrary } from '../src/model/pack';
import type { Case } from '../src/model/core';
import { LibrarySearch } from '../src/model/search';
import { DEFAULT_MAX_POSTINGS } from '../src/model/similarity';
import { encodeSimilarity, type SimilarityBuilt } from './packSimilarity';
import { readLibraryText, readTaxonomy } from './libraryFiles';

function option(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

// Options that take a value; --no-worker takes none.
const VALUED = new Set(['--shard-size', '--name', '--max-postings']);
const [input, output] = process.argv.slice(2).filter((a, i, all) => !a.startsWith('--') && !VALUED.has(all[i - 1] ?? ''));
if (!input || !output) {
  console.error('usage: npm run pack-library -- in.json out/ [--shard-size 100] [--name NAME] [--max-postings N|all] [--no-worker]');
  process.exit(2);
}

/**
 * Each step's wall time, printed one line each after the summary (issue #29: packing 100,000
 * cases is profiled by these lines).
 */
const steps: [string, number, number][] = [];
let mark = performance.now();
let cpuMark = process.cpuUsage();
const started = mark;
/** Ends a step: its wall time, and the CPU time of the whole process (all threads) meanwhile. */
function step(name: string): void {
  const now = performance.now();
  const cpu = process.cpuUsage(cpuMark);
  steps.push([name, now - mark, (cpu.user + cpu.system) / 1000]);
  mark = now;
  cpuMark = process.cpuUsage();
}

const maxOption = option('max-postings');
const maxPostings = maxOption === undefined || maxOption === 'all' ? (maxOption === 'all' ? Infinity : DEFAULT_MAX_POSTINGS) : Number(maxOption);
if (!(maxPostings >= 1)) {
  console.error(`--max-postings must be a number ≥ 1 or "all", got ${maxOption}`);
  process.exit(2);
}

function similarityHere(cases: readonly Case[]): SimilarityBuilt {
  const t = performance.now();
  return { ...encodeSimilarity(cases, maxPostings), ms: performance.now() - t };
}

/**
 * The similarity index, built in a worker thread from the valid cases (a copy) while this thread
 * lays them out and builds the search index; built here instead if the worker cannot start.
 */
function similarityInWorker(cases: readonly Case[]): Promise<SimilarityBuilt> {
  const inThread = () => similarityHere(cases);
  return new Promise((done) => {
    let worker: Worker;
    try {
      // A worker does not inherit tsx's loader: it registers it, then imports the TypeScript worker.
      const tsx = JSON.stringify(import.meta.resolve('tsx/esm/api'));
      const target = JSON.stringify(new URL('./packSimilarityWorker.ts', import.meta.url).href);
      const boot = `import(${tsx}).then(({ register }) => { register(); return import(${target}); });`;
      worker = new Worker(boot, { eval: true, workerData: { cases, maxPostings }, resourceLimits: { maxOldGenerationSizeMb: 8192 } });
    } catch (e) {
      console.warn(`similarity index built in the main thread (no worker: ${String(e)})`);
      done(inThread());
      return;
    }
    worker.once('message', (m: SimilarityBuilt) => {
      done(m);
      void worker.terminate();
    });
    worker.once('error', (e) => {
      console.warn(`similarity index built in the main thread (the worker failed: ${String(e)})`);
      done(inThread());
    });
  });
}

let similarityBuilt: Promise<SimilarityBuilt> | null = null;
let stage = '';
// The text is read inside the call and not kept: the parsed cases are all that is needed after it.
const library = openLibrary(
  { text: readLibraryText(resolve(input)).text },
  readTaxonomy(),
  (next) => {
    if (next === stage) return;
    // openLibrary reports parse → validate → index → layout; each report ends the step before it.
    if (next === 'parse') step('read');
    else if (stage === 'parse') step('parse');
    else if (stage === 'validate') step('validate');
    stage = next;
  },
  (cases) => {
    step('relations (index)');
    if (!process.argv.includes('--no-worker')) similarityBuilt = similarityInWorker(cases);
    step('copy cases to worker');
  },
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
// So is the similarity index (in the worker, meanwhile): drafts and "Similar cases" then rank over the full texts (issue #27).
const { bytes: similarity, ms: similarityMs, allPostings, keptPostings } = await (similarityBuilt ?? Promise.resolve(similarityHere(library.cases)));
step('wait for similarity');
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
console.log(
  `similarity.bin: ${(similarity.byteLength / 1e6).toFixed(1)} MB, ${keptPostings.toLocaleString('en-US')} of ${allPostings.toLocaleString('en-US')} postings kept ` +
    `(${Number.isFinite(maxPostings) ? `at most ${maxPostings.toLocaleString('en-US')} a term` : 'not pruned'})`,
);
console.log(`  (similarity index         ${(similarityMs / 1000).toFixed(1).padStart(7)} s ${similarityBuilt ? 'in a worker thread, alongside clusters, layout and search' : 'in this thread, in "wait for similarity"'})`);
// On a shared machine the wall time is mostly waiting for a core: the CPU time says what a step costs.
console.log(`  ${'step'.padEnd(24)} ${'wall'.padStart(9)}  ${'share'.padStart(5)}  ${'CPU'.padStart(9)}`);
for (const [name, ms, cpuMs] of steps) console.log(`  ${name.padEnd(24)} ${(ms / 1000).toFixed(1).padStart(7)} s  ${((100 * ms) / total).toFixed(0).padStart(4)}%  ${(cpuMs / 1000).toFixed(1).padStart(7)} s`);
const cpuTotal = steps.reduce((sum, [, , cpuMs]) => sum + cpuMs, 0);
console.log(`  ${'total'.padEnd(24)} ${(total / 1000).toFixed(1).padStart(7)} s  ${''.padStart(5)}  ${(cpuTotal / 1000).toFixed(1).padStart(7)} s (load average ${loadavg().map((l) => l.toFixed(1)).join(', ')})`);
