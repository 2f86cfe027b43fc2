/**
 * Performance figures for the README: model-side timings in Node, then (unless --model-only)
 * the browser-side benchmark of scripts/bench-browser.ts. Prints figures and ratios only; no
 * pass/fail, always exits 0 unless the benchmark itself breaks.
 *
 *   npm run bench                                  # 1k, 10k, 100k: model side, then browser side
 *   npm run bench -- --sizes 1000,10000
 *   npm run bench -- --model-only
 *   npm run bench -- --rebuild                     # rebuild dist/ before the browser side
 *   npm run bench -- --budget 60                   # seconds allowed for "all relations" (then extrapolated)
 *   npm run bench -- --no-similarity               # leave out the similarity evaluation (npm run eval)
 *   npm run bench -- --no-first-view               # leave out the first view (scripts/bench-first-view.ts)
 *
 * At 10,000 cases the browser side also prints navigation → first draft answer (`?draft=`) beside
 * the library's own navigation → drawn (scripts/bench-draft.ts; alone: `npx tsx
 * scripts/bench-browser.ts --draft-only --sizes 10000`), and switching the trend's facet and the matrix's
 * axes beside a 500-case baseline (scripts/bench-switch.ts; alone: `--switch-only --sizes 10000`).
 *
 * Every library size runs in its own Node process (large heap, a clean GC state), warmed up on a
 * 1,000-case library first. Each figure is the median of several runs; the slow ones at 100,000
 * cases run once (marked †). Ratios divide by JSON.parse of the very same text, the cheapest
 * thing anything could do with the file.
 */
import { spawn } from 'node:child_process';
import { cpus, loadavg, totalmem } from 'node:os';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { colorScheme, createDeriver, deriveView } from '../src/model/view';
import { mapPicture, nodeText, type PictureWording } from '../src/model/picture';

/** Words for the picture stage's bench: as cheap as the page's lookups, no i18n loaded. */
const BENCH_WORDING: PictureWording = {
  draftNode: 'draft',
  hub: (_kind, slug) => slug,
  caseTitle: (c) => c.title.en ?? c.title.ko ?? '',
  date: (iso) => iso,
  hubCases: (n) => String(n),
  reasons: (r) => r.map((x) => x.kind),
  draftEdge: (t) => t.join(', '),
  coOccurs: (n) => String(n),
};
import { emptyFilters } from '../src/model/view';
import { buildGraph, caseNodeId } from '../src/model/network';
import { DESKTOP_CELL, focusPicture } from '../src/model/focus';
import { buildIndex } from '../src/model/core';
import { layoutLibrary } from '../src/model/layout';
import { openLibrary } from '../src/model/library';
import { loadLibrary } from '../src/model/core';
import { parseLibraryText } from '../src/model/core';
import { relationsOf } from '../src/model/relations';
import { LibrarySearch } from '../src/model/search';
import { readTaxonomy } from './libraryFiles';
import { generateLibrary, mulberry32, SEARCH_PREFIXES } from './synthetic';

// ---------------------------------------------------------------------------------------------
// Shared helpers (also used by bench-browser.ts)

export const DEFAULT_SIZES = [1000, 10_000, 100_000];
/** The similarity evaluation's library: the bundled cases mixed into this many synthetic ones. */
const SIMILARITY_SYNTHETIC = 10_000;
const SCRIPT = fileURLToPath(import.meta.url);
/** Large enough for 100,000 cases: the text alone is ~430 M UTF-16 characters. */
export const CHILD_HEAP_MB = Math.max(4096, Math.min(16_384, Math.floor((totalmem() / 1024 / 1024) * 0.75)));

export function median(values: readonly number[]): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

/** Nearest-rank percentile (p in 0–100). */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length)));
  return sorted[rank - 1] as number;
}

const grouped = (v: number, digits: number) => v.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

/** Milliseconds with about three significant figures. */
export function fmtMs(ms: number): string {
  if (!Number.isFinite(ms)) return '–';
  if (ms < 0.1) return grouped(ms, 3);
  if (ms < 10) return grouped(ms, 2);
  if (ms < 100) return grouped(ms, 1);
  return grouped(ms, 0);
}

export function fmtRatio(r: number): string {
  if (!Number.isFinite(r)) return '–';
  if (r < 0.01) return `${grouped(r, 4)}×`;
  if (r < 10) return `${grouped(r, 2)}×`;
  if (r < 100) return `${grouped(r, 1)}×`;
  return `${grouped(r, 0)}×`;
}

export function fmtBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${grouped(bytes / 1024, 1)} kB`;
  return `${grouped(bytes / 1024 / 1024, 1)} MB`;
}

export const fmtCount = (n: number) => n.toLocaleString('en-US');

/** Prints rows as aligned columns: the first column left-aligned, the others right-aligned. */
export function table(rows: string[][], gap = 3): string {
  const widths: number[] = [];
  for (const row of rows) row.forEach((cell, k) => (widths[k] = Math.max(widths[k] ?? 0, [...cell].length)));
  return rows
    .map((row) => row.map((cell, k) => (k === 0 ? cell.padEnd(widths[k] as number) : cell.padStart(widths[k] as number))).join(' '.repeat(gap)).trimEnd())
    .join('\n');
}

export function parseSizes(value: string): number[] {
  const sizes = value.split(',').map((s) => Number(s.trim().replace(/[_]/g, '').replace(/k$/i, '000')));
  if (sizes.some((s) => !Number.isInteger(s) || s < 1)) throw new Error(`--sizes expects numbers like 1000,10000; got ${value}`);
  return sizes;
}

export function isMain(meta: ImportMeta): boolean {
  return process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(meta.url);
}

/** Runs a TypeScript script in a child Node (through tsx, like this one) with a large heap. */
export function runChild(script: string, args: string[], stdout: 'pipe' | 'inherit'): Promise<{ code: number | null; out: string }> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [...process.execArgv, `--max-old-space-size=${CHILD_HEAP_MB}`, '--expose-gc', script, ...args], {
      stdio: ['ignore', stdout, 'inherit'],
      env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
    });
    let out = '';
    child.stdout?.setEncoding('utf8').on('data', (chunk: string) => (out += chunk));
    child.on('error', fail);
    child.on('close', (code) => done({ code, out }));
  });
}

export function machineLine(): string {
  const cpu = cpus()[0]?.model.replace(/\s+/g, ' ').trim() ?? 'unknown CPU';
  const load = loadavg().map((v) => v.toFixed(1)).join(' ');
  return `Node ${process.version}, ${process.platform} ${process.arch}, ${cpus().length} CPU (${cpu}), ${fmtBytes(totalmem())} RAM, load average ${load}`;
}

// ---------------------------------------------------------------------------------------------
// Model side: one library size, run in a child process

interface Measurement {
  key: string;
  ms: number;
  runs: number;
  /** Set when the figure is extrapolated from part of the work. */
  extrapolatedFrom?: { done: number; of: number };
  note?: string;
}

interface ModelResult {
  size: number;
  textChars: number;
  textBytes: number;
  measurements: Measurement[];
  info: string[];
}

const now = () => performance.now();
const gc = () => (globalThis as { gc?: () => void }).gc?.();

function runsFor(size: number, heavy: boolean): number {
  if (size <= 2000) return 11;
  if (size <= 20_000) return heavy ? 3 : 5;
  return heavy ? 1 : 3;
}

/** Warm-up once (when there are several runs), then the median of `runs` timed runs. */
function measure(key: string, runs: number, fn: () => unknown): Measurement {
  if (runs > 1) fn();
  const times: number[] = [];
  for (let k = 0; k < runs; k++) {
    gc();
    const t0 = now();
    fn();
    times.push(now() - t0);
  }
  return { key, ms: median(times), runs };
}

async function benchModel(size: number, budgetMs: number, log: (s: string) => void, warmUpOnly = false): Promise<ModelResult> {
  const taxonomy = readTaxonomy();
  const measurements: Measurement[] = [];
  const info: string[] = [];
  const step = (m: Measurement) => {
    measurements.push(m);
    log(`  ${size}: ${m.key} ${fmtMs(m.ms)} ms${m.extrapolatedFrom ? ' (extrapolated)' : ''}`);
  };
  const cheap = warmUpOnly ? 1 : runsFor(size, false);
  const heavy = warmUpOnly ? 1 : runsFor(size, true);

  log(`  ${size}: generating…`);
  const records = generateLibrary(size, 1);
  let text = '';
  step(measure('stringify', cheap, () => (text = JSON.stringify(records))));
  const textBytes = Buffer.byteLength(text, 'utf8');

  step(measure('JSON.parse', cheap, () => JSON.parse(text)));
  step(measure('parseLibraryText', cheap, () => parseLibraryText(text)));
  let loaded = loadLibrary(records, taxonomy);
  step(measure('loadLibrary', heavy, () => (loaded = loadLibrary(records, taxonomy))));
  const cases = loaded.cases;
  let index = buildIndex(cases);
  step(measure('buildIndex', cheap, () => (index = buildIndex(cases))));

  // All relations: every case's relations under the seed rule. Quadratic in the size of the
  // relation groups, so it is time-boxed: past the budget, the rest is extrapolated.
  {
    const runs = heavy;
    const times: number[] = [];
    let extrapolatedFrom: Measurement['extrapolatedFrom'];
    let total = 0;
    for (let k = 0; k < runs + (runs > 1 ? 1 : 0); k++) {
      gc();
      const t0 = now();
      let done = 0;
      total = 0;
      for (let i = 0; i < cases.length; i++) {
        total += relationsOf(index, i, 'seed').length;
        done++;
        if (now() - t0 > budgetMs && done < cases.length) break;
      }
      const elapsed = now() - t0;
      if (done < cases.length) extrapolatedFrom = { done, of: cases.length };
      if (runs > 1 && k === 0) continue; // warm-up
      times.push(done < cases.length ? (elapsed * cases.length) / done : elapsed);
      if (done < cases.length) {
        info.push(`${fmtCount(size)}: all relations stopped after ${fmtCount(done)} of ${fmtCount(cases.length)} cases (budget ${budgetMs / 1000} s), ~${fmtCount(Math.round((total / done) * 1))} relations per case`);
        break;
      }
    }
    const m: Measurement = { key: 'allRelations', ms: median(times), runs: times.length };
    if (extrapolatedFrom) m.extrapolatedFrom = extrapolatedFrom;
    else info.push(`${fmtCount(size)}: ${fmtCount(total / 2)} relation pairs, ${grouped(total / cases.length, 1)} relations per case on average`);
    step(m);
  }

  let graph = buildGraph(index, null);
  step(measure('buildGraph', cheap, () => (graph = buildGraph(index, null))));
  info.push(`${fmtCount(size)}: graph of ${fmtCount(graph.nodes.length)} nodes and ${fmtCount(graph.edges.length)} edges (${fmtCount(graph.edges.filter((e) => e.kind === 'relation').length)} relation edges)`);
  step(measure('layoutLibrary', heavy, () => layoutLibrary(index)));
  let opened = openLibrary({ text }, taxonomy);
  step(measure('openLibrary', heavy, () => (opened = openLibrary({ text }, taxonomy))));

  // One filter change: tick the most common domain.
  const [domain, domainCases] = [...index.byDomain].sort((a, b) => b[1].length - a[1].length)[0] as [string, number[]];
  const filters = { ...emptyFilters(), domain: [domain] };
  // Exactly what the page runs (src/model/view/derive.ts): at 100,000 cases it takes the aggregated path.
  let view = deriveView({ index, filters: emptyFilters(), searchMask: null, rule: 'seed', focus: null });
  step(measure('deriveAll', cheap, () => (view = deriveView({ index, filters: emptyFilters(), searchMask: null, rule: 'seed', focus: null }))));
  info.push(`${fmtCount(size)}: the opened page draws ${view.aggregated ? 'the aggregated hub view' : 'every case'} (${fmtCount(view.graph.nodes.length)} nodes, ${fmtCount(view.graph.edges.length)} edges)`);
  step(measure('filterChange', cheap, () => deriveView({ index, filters, searchMask: null, rule: 'seed', focus: null })));
  // A case selected on the page's deriver (its hub layer kept): above AGGREGATE_ABOVE, the map
  // grown around the case; below, nothing to derive. Median of 20 random cases.
  {
    const derive = createDeriver();
    const input = { index, filters: emptyFilters(), searchMask: null, rule: 'seed' as const, focus: null };
    derive(input);
    const rng = mulberry32(7);
    const picks = Array.from({ length: 20 }, () => cases[Math.floor(rng() * cases.length)]!.id);
    const focusTimes: number[] = [];
    const times = picks.map((key) => {
      const t0 = now();
      const selected = derive({ ...input, focus: { kind: 'case', key } });
      const t1 = now();
      // Then its focus picture, as the page draws it (useFocusView, useFocusText): the case's
      // related list and the layout of one page of it in a desktop room.
      const i = index.byId.get(key)!;
      const related = relationsOf(index, i, 'seed').map((r) => ({ nodeId: caseNodeId(index.cases[r.other]!.id), reasons: r.reasons }));
      const dateOf = (id: string) => index.cases[index.byId.get(id.slice('case:'.length)) ?? -1]?.date ?? '';
      focusPicture(selected.graph, { selection: { kind: 'node', nodeId: caseNodeId(key) }, depth: 1, related }, { width: 1000, height: 760, cell: DESKTOP_CELL }, dateOf);
      focusTimes.push(now() - t1);
      return t1 - t0;
    });
    step({ key: 'selectCase', ms: median(times), runs: times.length, note: `p95 ${fmtMs(percentile(times, 95))} ms` });
    step({ key: 'focusPicture', ms: median(focusTimes), runs: focusTimes.length, note: `p95 ${fmtMs(percentile(focusTimes, 95))} ms` });
  }
  // The picture stage after the graph: every drawn case's colours, the discs, the words of every node.
  {
    const scheme = colorScheme('cluster', { index: opened.index, clustering: opened.map, regions: opened.map.regions });
    const drawn = view.graph;
    step(
      measure('picture', cheap, () => {
        const picture = mapPicture({ graph: drawn, map: opened.map, scheme, theme: 'light', selectedCluster: null, years: opened.index, clusterName: (k) => opened.map.clusters[k]!.id });
        const words = nodeText(drawn, opened.cases, BENCH_WORDING);
        let n = picture.regions.length;
        for (const node of drawn.nodes) n += (picture.look(node)?.fill.length ?? 0) + words.node(node).length;
        return n;
      }),
    );
  }
  info.push(`${fmtCount(size)}: filter change ticks domain "${domain}" (${Math.round((domainCases.length / size) * 100)}% of cases)`);

  // The search index: the constructor, then (for big libraries, which the constructor only
  // partly indexes) the full text, which the app indexes in background slices.
  let search = new LibrarySearch(index, taxonomy);
  step(measure('searchBuild', heavy, () => (search = new LibrarySearch(index, taxonomy))));
  {
    const times: number[] = [];
    for (let k = 0; k < heavy + (heavy > 1 ? 1 : 0); k++) {
      search = new LibrarySearch(index, taxonomy);
      gc();
      const t0 = now();
      await search.indexInBackground();
      if (heavy > 1 && k === 0) continue; // warm-up
      times.push(now() - t0);
    }
    step({ key: 'searchFullText', ms: median(times), runs: times.length });
  }

  // One keystroke: a 4-letter prefix, 20 different ones, median.
  {
    const prefixes = Array.from({ length: 20 }, (_, k) => SEARCH_PREFIXES[Math.floor((k * SEARCH_PREFIXES.length) / 20)] as string);
    for (const p of prefixes.slice(0, 3)) search.search(p);
    const times = prefixes.map((p) => {
      const t0 = now();
      search.search(p);
      return now() - t0;
    });
    step({ key: 'keystroke', ms: median(times), runs: times.length });
  }

  // Relations of one case, as when a case is selected: median over 1,000 random cases.
  {
    const rng = mulberry32(99);
    const picks = Array.from({ length: 1000 }, () => Math.floor(rng() * cases.length));
    for (const i of picks.slice(0, 50)) relationsOf(index, i, 'seed');
    const times = picks.map((i) => {
      const t0 = now();
      relationsOf(index, i, 'seed');
      return now() - t0;
    });
    step({ key: 'oneRelations', ms: median(times), runs: times.length, note: `p95 ${fmtMs(percentile(times, 95))} ms` });
  }
  return { size, textChars: text.length, textBytes, measurements, info };
}

async function warmUp(log: (s: string) => void) {
  log('  warming up on 1,000 cases…');
  await benchModel(1000, Infinity, () => {}, true);
}

const ROWS: { key: string; label: string }[] = [
  { key: 'stringify', label: 'JSON.stringify (the library text)' },
  { key: 'JSON.parse', label: 'JSON.parse (baseline)' },
  { key: 'parseLibraryText', label: 'parseLibraryText' },
  { key: 'loadLibrary', label: 'loadLibrary (validate)' },
  { key: 'buildIndex', label: 'buildIndex' },
  { key: 'allRelations', label: 'relationsOf × every case (seed rule)' },
  { key: 'buildGraph', label: 'buildGraph(index, null), all edges' },
  { key: 'layoutLibrary', label: 'layoutLibrary' },
  { key: 'openLibrary', label: 'openLibrary (parse + validate + layout)' },
  { key: 'deriveAll', label: 'deriveView, no filter (what the page draws)' },
  { key: 'filterChange', label: 'filter change (deriveView: mask + facets + graph)' },
  { key: 'selectCase', label: 'a case selected (deriveView: the map grown around it at 10,000+; median of 20)' },
  { key: 'focusPicture', label: '  then its focus picture (its related list + one page laid out; median of 20)' },
  { key: 'picture', label: 'picture stage (colours, discs, node words of the drawn graph)' },
  { key: 'searchBuild', label: 'new LibrarySearch (constructor)' },
  { key: 'searchFullText', label: '  then indexInBackground() to the end' },
  { key: 'keystroke', label: 'search keystroke (4-letter prefix, median of 20)' },
  { key: 'oneRelations', label: 'relations of one case (median of 1,000)' },
];

function printModel(results: ModelResult[]) {
  const header = ['', ...results.flatMap((r) => [`${fmtCount(r.size)} cases`, ''])];
  const sub = ['', ...results.flatMap(() => ['ms', '× parse'])];
  const rows: string[][] = [header, sub];
  rows.push(['library text', ...results.flatMap((r) => [fmtBytes(r.textBytes), `${grouped(r.textChars / 1e6, 1)} M chars`])]);
  let marks = false;
  let extrapolated = false;
  for (const { key, label } of ROWS) {
    rows.push([
      label,
      ...results.flatMap((r) => {
        const m = r.measurements.find((x) => x.key === key);
        const parse = r.measurements.find((x) => x.key === 'JSON.parse')?.ms ?? NaN;
        if (!m) return ['–', '–'];
        let mark = '';
        if (m.extrapolatedFrom) {
          mark = '*';
          extrapolated = true;
        } else if (m.runs === 1) {
          mark = '†';
          marks = true;
        }
        return [`${m.extrapolatedFrom ? '~' : ''}${fmtMs(m.ms)}${mark || ' '}`, fmtRatio(m.ms / parse)];
      }),
    ]);
  }
  console.log(table(rows));
  console.log('');
  const runs = results.map((r) => `${fmtCount(r.size)}: ${runsFor(r.size, false)} (slow rows ${runsFor(r.size, true)})`).join('; ');
  console.log(`Median of runs after one warm-up run — ${runs}. Single-figure rows (keystroke, a case selected, one case's relations) are medians of 20, 20 and 1,000 calls.`);
  if (marks) console.log('† a single run (no warm-up at that size; the process was warmed up on 1,000 cases).');
  if (extrapolated) console.log('* time-boxed: measured on the first cases, then scaled linearly to all of them (see below).');
  for (const r of results) for (const line of r.info) console.log(`  ${line}`);
  for (const r of results) {
    const selected = r.measurements.find((m) => m.key === 'selectCase');
    if (selected?.note) console.log(`  ${fmtCount(r.size)}: a case selected ${selected.note}`);
    const one = r.measurements.find((m) => m.key === 'oneRelations');
    if (one?.note) console.log(`  ${fmtCount(r.size)}: relations of one case ${one.note}`);
  }
}

// ---------------------------------------------------------------------------------------------
// Entry points

interface Options {
  sizes: number[];
  modelOnly: boolean;
  rebuild: boolean;
  budgetMs: number;
  child: number | null;
  similarity: boolean;
  firstView: boolean;
  /** Child mode: the similarity evaluation mixed into this many synthetic cases. */
  similarityChild: number | null;
}

function parseArgs(argv: string[]): Options {
  const o: Options = { sizes: DEFAULT_SIZES, modelOnly: false, rebuild: false, budgetMs: 60_000, child: null, similarity: true, firstView: true, similarityChild: null };
  for (let k = 0; k < argv.length; k++) {
    const arg = argv[k] as string;
    const value = () => {
      const v = argv[++k];
      if (v === undefined) throw new Error(`${arg} needs a value`);
      return v;
    };
    if (arg === '--sizes') o.sizes = parseSizes(value());
    else if (arg.startsWith('--sizes=')) o.sizes = parseSizes(arg.slice(8));
    else if (arg === '--model-only') o.modelOnly = true;
    else if (arg === '--rebuild') o.rebuild = true;
    else if (arg === '--budget') o.budgetMs = Number(value()) * 1000;
    else if (arg === '--child') o.child = Number(value());
    else if (arg === '--no-similarity') o.similarity = false;
    else if (arg === '--no-first-view') o.firstView = false;
    else if (arg === '--similarity-child') o.similarityChild = Number(value());
    else throw new Error(`unknown argument: ${arg} (known: --sizes 1000,10000 --model-only --rebuild --budget <s> --no-similarity --no-first-view)`);
  }
  return o;
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const log = (s: string) => process.stderr.write(`${s}\n`);

  if (options.similarityChild !== null) {
    // Imported here, not at the top: the eval script imports this file's helpers.
    const { runSimilarityEval } = await import('./eval-similarity');
    runSimilarityEval({ synthetic: options.similarityChild, grid: false });
    return;
  }

  if (options.child !== null) {
    if (options.child > 1000) await warmUp(log);
    const result = await benchModel(options.child, options.budgetMs, log);
    process.stdout.write(`\n${JSON.stringify(result)}\n`);
    return;
  }

  console.log(`Incident Graph benchmark — ${new Date().toISOString().slice(0, 10)}`);
  console.log(machineLine());
  console.log('Synthetic libraries from scripts/synthetic.ts (seed 1).');
  console.log('');
  console.log('MODEL SIDE (Node, src/model) — milliseconds, and the ratio to JSON.parse of the same text');
  console.log('');
  const results: ModelResult[] = [];
  for (const size of options.sizes) {
    log(`model side, ${fmtCount(size)} cases…`);
    const { code, out } = await runChild(SCRIPT, ['--child', String(size), '--budget', String(options.budgetMs / 1000)], 'pipe');
    const line = out.trim().split('\n').pop() ?? '';
    if (code !== 0 || !line.startsWith('{')) {
      console.log(`(the ${fmtCount(size)}-case model benchmark failed with exit code ${code})`);
      continue;
    }
    results.push(JSON.parse(line) as ModelResult);
  }
  if (results.length) printModel(results);

  if (options.similarity) {
    // Issue #15's sizes: the bundled library alone and mixed into 10,000 synthetic cases, in a
    // child with --expose-gc so the index's memory is measured after collection.
    console.log('');
    console.log(`SIMILARITY (Node, src/model/similarity; the same as npm run eval) — mixed into ${fmtCount(SIMILARITY_SYNTHETIC)} synthetic cases`);
    console.log('');
    log('similarity evaluation…');
    const { code } = await runChild(SCRIPT, ['--similarity-child', String(SIMILARITY_SYNTHETIC)], 'inherit');
    if (code !== 0) console.log(`(the similarity evaluation failed with exit code ${code})`);
  }

  if (!options.modelOnly) {
    // Above 20,000 cases the browser side runs the app alone (no bare-cytoscape baseline).
    const browserSizes = options.sizes;
    console.log('');
    const args = ['--sizes', browserSizes.join(',')];
    if (options.rebuild) args.push('--rebuild');
    const { code } = await runChild(fileURLToPath(new URL('./bench-browser.ts', import.meta.url)), args, 'inherit');
    if (code !== 0) console.log(`(the browser benchmark failed with exit code ${code})`);
  }

  if (!options.modelOnly && options.firstView) {
    // The browser side's own copy of the build (bench-results/app), so these figures are for the same build.
    const { benchFirstView } = await import('./bench-first-view');
    const app = fileURLToPath(new URL('../bench-results/app', import.meta.url));
    console.log('');
    await benchFirstView(existsSync(join(app, 'index.html')) ? app : 'dist', 4331, log);
  }
}

if (isMain(import.meta)) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
