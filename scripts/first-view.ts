/**
 * Time to a readable first view of the bundled library (issue 29), for one or more builds in the
 * same run (not part of the bench):
 *   npx tsx scripts/first-view.ts [--dist dist] [--dist other-dist] [--runs 3] [--busy] [--port 4331]
 *     [--sizes 1000,2000,4000]   # synthetic libraries of these sizes (scripts/synthetic.ts, seed 1) instead,
 *                                # opened with ?src= and served through page.route
 *     [--json out.json]          # also write every run's figures there (npm run bench reads them)
 * For each build, serves it with vite preview, opens / at 1440×900 in Debian's chromium and
 * records navigation → graph drawn (`__incidentGraph.drawn >= 1`) and → 100 labels placed (or
 * all the overlay placed, when fewer). `--busy` holds every core busy with a loop in a worker
 * thread while the page loads. Prints figures, medians and the load average; no assertions.
 * `npm run bench` runs it on its own copy of the build (its FIRST VIEW section).
 */
import { writeFileSync } from 'node:fs';
import { loadavg, availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS } from '../tests/support/browser';
import { generateLibrary } from './synthetic';
import { servePreview } from './previewServer';

const args = process.argv.slice(2);
const dists = args.flatMap((a, k) => (a === '--dist' ? [args[k + 1] as string] : []));
if (!dists.length) dists.push('dist');
const runs = Number(args[args.indexOf('--runs') + 1] ?? 3) || 3;
const basePort = Number(args.includes('--port') ? args[args.indexOf('--port') + 1] : 4331);
const busy = args.includes('--busy');
const jsonOut = args.includes('--json') ? args[args.indexOf('--json') + 1] : undefined;
const sizes = args.includes('--sizes') ? (args[args.indexOf('--sizes') + 1] ?? '').split(',').map(Number).filter((n) => n > 0) : [];
/** What is opened: the bundled library, or synthetic libraries served at LIB_URL. */
const LIB_URL = 'https://first-view.invalid/lib.json';
const libraries: { name: string; query: string; body: Buffer | null }[] = sizes.length
  ? sizes.map((n) => ({ name: `${n.toLocaleString('en')} cases`, query: `?src=${LIB_URL}`, body: Buffer.from(JSON.stringify(generateLibrary(n, 1))) }))
  : [{ name: 'bundled library', query: '', body: null }];

const median = (v: number[]) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)]!;

async function main() {
  const servers = await Promise.all(dists.map((d, k) => servePreview(d, basePort + k)));
  const hogs = busy ? Array.from({ length: availableParallelism() }, () => new Worker('for (;;) {}', { eval: true })) : [];
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: [...CHROMIUM_ARGS] });
  const results = libraries.map(() => dists.map(() => ({ drawn: [] as number[], labels: [] as number[], marks: {} as Record<string, number[]> })));
  try {
    for (let run = 0; run < runs; run++) {
      // Interleaved, so that both builds see the same machine.
      for (const [li, library] of libraries.entries()) for (let k = 0; k < dists.length; k++) {
        const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
        await context.addInitScript({ content: 'globalThis.__name = globalThis.__name || ((f) => f);' });
        await context.addInitScript(() => {
          const w = window as unknown as { __fv: { drawn?: number; labels?: number } };
          w.__fv = {};
          let seen = 0;
          let changed = 0;
          const tick = () => {
            const g = (window as unknown as { __incidentGraph?: { drawn: number; labels(): unknown[] } }).__incidentGraph;
            if (g && g.drawn >= 1 && w.__fv.drawn === undefined) w.__fv.drawn = performance.now();
            const count = g ? g.labels().length : 0;
            if (count !== seen) [seen, changed] = [count, performance.now()];
            if (g && w.__fv.labels === undefined && count >= 100) w.__fv.labels = performance.now();
            // Fewer than 100 fit (a dense big library at the overview): when the last of them came,
            // once the graph is drawn and the count has not changed for 3 s. (One second took a
            // first batch of 99 for all that fit when the full pass came 1.0–1.2 s after it.)
            if (w.__fv.labels === undefined && w.__fv.drawn !== undefined && count > 0 && performance.now() - changed > 3000) w.__fv.labels = changed;
            if (w.__fv.labels === undefined || w.__fv.drawn === undefined) requestAnimationFrame(tick);
          };
          requestAnimationFrame(tick);
          // The long tasks of the load, for the breakdown.
          const long: [number, number][] = ((window as unknown as { __fvLong: [number, number][] }).__fvLong = []);
          try {
            new PerformanceObserver((list) => {
              for (const e of list.getEntries()) long.push([e.startTime, e.duration]);
            }).observe({ type: 'longtask', buffered: true });
          } catch {
            /* no long task timing */
          }
        });
        const page = await context.newPage();
        const body = library.body;
        if (body) await page.route(LIB_URL, (route) => route.fulfill({ status: 200, body, headers: { 'content-type': 'application/json', 'access-control-allow-origin': '*' } }));
        await page.goto(`http://127.0.0.1:${basePort + k}/${library.query}`);
        await page.waitForFunction(() => (window as unknown as { __fv: { labels?: number; drawn?: number } }).__fv.labels !== undefined && (window as unknown as { __fv: { drawn?: number } }).__fv.drawn !== undefined, null, { timeout: 120_000, polling: 200 });
        const fv = await page.evaluate(() => (window as unknown as { __fv: { drawn: number; labels: number } }).__fv);
        // The app's own timestamps (performance.mark 'ig:…'): where the time goes.
        const marks = await page.evaluate(() => performance.getEntriesByType('mark').filter((m) => m.name.startsWith('ig:')).map((m) => [m.name, m.startTime, (m as PerformanceMark).detail] as const));
        // Until the labels or the frame that draws the nodes (which may come after them), whichever is later.
        await page.waitForTimeout(1000);
        const long = await page.evaluate(() => (window as unknown as { __fvLong: [number, number][] }).__fvLong.filter(([t]) => t < Math.max((window as unknown as { __fv: { labels: number; drawn: number } }).__fv.labels, (window as unknown as { __fv: { drawn: number } }).__fv.drawn + 1000)));
        const steps = marks.filter(([n]) => n === 'ig:reveal-step');
        const firstOf = (name: string) => marks.find(([n]) => n === name)?.[1];
        const ms = (t: number | undefined) => (t === undefined ? '–' : String(Math.round(t)));
        for (const name of ['ig:library', 'ig:graph-chunk', 'ig:cy-created', 'ig:graph-mounted', 'ig:drawn']) results[li]![k]!.marks[name] = [...(results[li]![k]!.marks[name] ?? []), firstOf(name) ?? NaN];
        console.log(`  library ${ms(firstOf('ig:library'))}, graph chunk ${ms(firstOf('ig:graph-chunk'))}, cy created ${ms(firstOf('ig:cy-created'))}, mounted ${ms(firstOf('ig:graph-mounted'))}, reveal steps ${steps.map(([, t, d]) => `${d}@${Math.round(t)}`).join(' ')}, drawn ${ms(firstOf('ig:drawn'))}, label batches ${marks.filter(([n]) => n === 'ig:labels-first').map(([, t]) => Math.round(t)).join(' ')}, label passes ${marks.filter(([n]) => n === 'ig:labels-pass').map(([, t]) => Math.round(t)).join(' ')}; long tasks ${long.map(([t, d]) => `${Math.round(d)}@${Math.round(t)}`).join(' ')}`);
        results[li]![k]!.drawn.push(fv.drawn);
        results[li]![k]!.labels.push(fv.labels);
        console.log(`run ${run + 1} ${library.name}, ${dists[k]}: graph drawn ${Math.round(fv.drawn)} ms, 100 labels ${Math.round(fv.labels)} ms (${await page.evaluate(() => (window as unknown as { __incidentGraph: { labels(): unknown[] } }).__incidentGraph.labels().length)} placed by then or after; load ${loadavg()[0]!.toFixed(2)})`);
        await context.close();
      }
    }
  } finally {
    await browser.close();
    for (const h of hogs) void h.terminate();
    for (const s of servers) process.kill(-s.pid!);
  }
  for (const [li, library] of libraries.entries()) {
    const first = results[li]![0]!;
    for (let k = 0; k < dists.length; k++) {
      const r = results[li]![k]!;
      const d = median(r.drawn);
      const l = median(r.labels);
      console.log(`${library.name}, ${dists[k]}${busy ? ' (busy)' : ''}: median graph drawn ${Math.round(d)} ms, 100 labels ${Math.round(l)} ms (${(l / d).toFixed(2)}× drawn)` + (k ? `; vs ${dists[0]}: drawn ${(d / median(first.drawn)).toFixed(2)}×, labels ${(l / median(first.labels)).toFixed(2)}×` : ''));
      console.log(`  medians: ${Object.entries(r.marks).map(([name, v]) => `${name.slice(3)} ${Math.round(median(v))}`).join(', ')} ms`);
    }
  }
  console.log(`load average ${loadavg().map((x) => x.toFixed(2)).join(' ')}`);
  if (jsonOut) {
    const figures: FirstViewFigures[] = libraries.flatMap((library, li) => dists.map((dist, k) => ({ library: library.name, dist, busy, drawn: results[li]![k]!.drawn, labels: results[li]![k]!.labels })));
    writeFileSync(jsonOut, JSON.stringify(figures));
  }
}

/** One library and build's runs, as `--json` writes them (milliseconds from navigation). */
export interface FirstViewFigures {
  library: string;
  dist: string;
  busy: boolean;
  drawn: number[];
  labels: number[];
}

void main();
