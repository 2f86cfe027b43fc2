/**
 * Profiles switching the trend's facet and the matrix's rows (issue 28; not part of the bench):
 *   npx tsx scripts/profile-switch.ts [--size 10000] [--port 4324] [--dist dir] [--view trends|matrix] [--top 40] [--under fn] [--cpu [--rounds 3]]
 * Serves the build (an unminified one reads best: `npx vite build --minify false --outDir DIR`),
 * opens a synthetic library in the view, records a CDP CPU profile over 8 switches and prints the
 * DOM's size, each switch's change → second frame, and the functions with the most self and
 * inclusive time, so a change can be aimed at what costs most.
 * `--css RULES` adds a stylesheet first, to try a style change before making it.
 * `--cpu`: instead of the profile, a Chrome trace of each switch, and the main thread's own CPU
 * time (the tasks' thread time) from the change to the second frame: on a loaded machine, where
 * the wall time mostly measures waiting for a core, this is what the page's own work costs.
 */
import { spawn } from 'node:child_process';
import { chromium, type Page } from '@playwright/test';
import { generateLibrary } from './synthetic';
import { timeChange } from './bench-switch';
import { CHROMIUM_ARGS } from '../tests/support/browser';

const arg = (name: string, fallback: string) => {
  const k = process.argv.indexOf(`--${name}`);
  return k > 0 ? (process.argv[k + 1] as string) : fallback;
};
const size = Number(arg('size', '10000'));
const port = Number(arg('port', '4324'));
const view = arg('view', 'trends');
const LIB = 'https://bench.invalid/lib.json';
const STEPS = view === 'trends' ? ['comp', 'org', 'symptom', 'rc'] : ['org', 'severity', 'year', 'comp'];
const TESTID = view === 'trends' ? 'trends-by' : 'matrix-rows';

async function domSize(page: Page) {
  return page.evaluate(() => ({ all: document.querySelectorAll('*').length, svg: document.querySelectorAll('svg *').length, view: document.querySelectorAll('.trends-view *, .matrix-view *').length }));
}

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
}

/** The renderer's steps a switch is broken down into (nested steps, such as a Layout inside script, are counted in both). */
const STEP_KINDS = new Set(['FunctionCall', 'EventDispatch', 'UpdateLayoutTree', 'Layout', 'PrePaint', 'Paint', 'Layerize', 'Commit', 'HitTest', 'ParseHTML', 'MajorGC', 'MinorGC', 'V8.GC_SCAVENGER', 'IntersectionObserverController::computeIntersections']);

/** Each switch traced on its own: wall ms (change → second frame) and the main thread's CPU ms of the tasks overlapping it. */
async function cpuTimes(page: Page, browser: import('@playwright/test').Browser) {
  const rounds = Number(arg('rounds', '3'));
  const wall: number[] = [];
  const cpu: number[] = [];
  const lines: string[] = [];
  const kinds = new Map<string, number>();
  for (let r = 0; r < rounds; r++) {
    for (const v of STEPS) {
      await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing', 'toplevel'] });
      await page.evaluate(() => {
        document.addEventListener('change', () => {
          performance.mark('switch-start');
          requestAnimationFrame(() => requestAnimationFrame(() => performance.mark('switch-end')));
        }, { capture: true, once: true });
      });
      const t = await timeChange(page, TESTID, v);
      const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
      const events = trace.traceEvents;
      const mark = (name: string) => events.find((e) => e.name === name && (e.ph === 'R' || e.ph === 'I' || e.ph === 'n' || e.ph === 'b' || e.ph === 'X' || e.ph === 'e'));
      const start = mark('switch-start');
      const end = [...events].reverse().find((e) => e.name === 'switch-end');
      if (!start || !end) {
        lines.push(`${v}: no marks`);
        continue;
      }
      const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && e.pid === start.pid);
      const tasks = events.filter((e) => e.ph === 'X' && e.name === 'RunTask' && e.pid === start.pid && (!main || e.tid === main.tid) && e.ts + (e.dur ?? 0) >= start.ts && e.ts <= end.ts);
      const ms = tasks.reduce((sum, e) => sum + (e.tdur ?? 0), 0) / 1000;
      // Where the main thread's time went: the renderer's own steps (style, layout, paint…) and script.
      for (const e of events) {
        if (e.ph !== 'X' || e.pid !== start.pid || (main && e.tid !== main.tid) || !STEP_KINDS.has(e.name)) continue;
        if (e.ts + (e.dur ?? 0) < start.ts || e.ts > end.ts) continue;
        kinds.set(e.name, (kinds.get(e.name) ?? 0) + (e.dur ?? 0) / 1000);
      }
      wall.push(t.ms);
      cpu.push(ms);
      lines.push(`${v} ${t.ms.toFixed(0)}/${ms.toFixed(1)}`);
      await page.waitForTimeout(200);
    }
  }
  const med = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
  console.log(`switches (wall ms / main-thread CPU ms): ${lines.join(', ')}`);
  console.log(`per switch, wall ms by step: ${[...kinds].sort((a, b) => b[1] - a[1]).map(([k, v]) => `${k} ${(v / wall.length).toFixed(1)}`).join(', ')}`);
  console.log(`median wall ${med(wall).toFixed(1)} ms, median CPU ${med(cpu).toFixed(1)} ms (${cpu.length} switches)`);
}

async function main() {
  const server = spawn('npx', ['vite', 'preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort', '--outDir', arg('dist', 'dist')], { detached: true, stdio: 'ignore' });
  await new Promise((r) => setTimeout(r, 2500));
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: [...CHROMIUM_ARGS] });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
    await context.addInitScript({ content: 'globalThis.__name = globalThis.__name || ((f) => f);' });
    const body = Buffer.from(JSON.stringify(generateLibrary(size, 1)));
    const page = await context.newPage();
    await page.route(LIB, (route) => route.fulfill({ status: 200, body, headers: { 'content-type': 'application/json', 'access-control-allow-origin': '*' } }));
    await page.goto(`http://127.0.0.1:${port}/?src=${LIB}&view=${view}`, { waitUntil: 'commit' });
    await page.getByTestId(view === 'trends' ? 'trends-table' : 'matrix-table').waitFor({ timeout: 180_000 });
    // --css RULES: a stylesheet added for the experiment (what a style change would save).
    const css = arg('css', '');
    if (css) await page.addStyleTag({ content: css });
    await page.waitForTimeout(2000);
    console.log('DOM before:', JSON.stringify(await domSize(page)));
    if (process.argv.includes('--cpu')) {
      await cpuTimes(page, browser);
      return;
    }
    const cdp = await context.newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await cdp.send('Profiler.start');
    const times: string[] = [];
    for (let r = 0; r < 2; r++) {
      for (const v of STEPS) {
        const t = await timeChange(page, TESTID, v);
        times.push(`${v} ${t.ms.toFixed(0)}/${t.longest.toFixed(0)}`);
        await page.waitForTimeout(200);
      }
    }
    const { profile } = await cdp.send('Profiler.stop');
    console.log('switches (ms / longest task):', times.join(', '));
    console.log('DOM after:', JSON.stringify(await domSize(page)));
    const byId = new Map(profile.nodes.map((n) => [n.id, n]));
    const parent = new Map<number, number>();
    for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
    const self = new Map<number, number>();
    const dts = profile.timeDeltas ?? [];
    (profile.samples ?? []).forEach((s, k) => self.set(s, (self.get(s) ?? 0) + (dts[k] ?? 0) / 1000));
    const keyOf = (id: number) => {
      const f = byId.get(id)!.callFrame;
      return `${f.functionName || '(anon)'} ${f.url.split('/').pop()}:${f.lineNumber}`;
    };
    const selfBy = new Map<string, number>();
    const incl = new Map<string, number>();
    for (const [id, ms] of self) {
      selfBy.set(keyOf(id), (selfBy.get(keyOf(id)) ?? 0) + ms);
      const seen = new Set<string>();
      for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) {
        const k = keyOf(cur);
        if (seen.has(k)) continue;
        seen.add(k);
        incl.set(k, (incl.get(k) ?? 0) + ms);
      }
    }
    const top = Number(arg('top', '40'));
    // --lines NAME: where in that function its own time goes (source line: hits).
    const lines = arg('lines', '');
    if (lines) {
      const ticks = new Map<number, number>();
      for (const n of profile.nodes) if (n.callFrame.functionName === lines) for (const t of n.positionTicks ?? []) ticks.set(t.line, (ticks.get(t.line) ?? 0) + t.ticks);
      console.log(`--- lines of ${lines} ---`, JSON.stringify([...ticks].sort((a, b) => b[1] - a[1]).slice(0, 15)));
    }
    // --under NAME: the inclusive time of what runs below the frames of that function.
    const under = arg('under', '');
    if (under) {
      const below = new Map<string, number>();
      for (const [id, ms] of self) {
        const chain: number[] = [];
        for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) chain.push(cur);
        const at = chain.findIndex((c) => byId.get(c)!.callFrame.functionName === under);
        if (at < 0) continue;
        const seen = new Set<string>();
        for (const c of chain.slice(0, at)) {
          const k = keyOf(c);
          if (seen.has(k)) continue;
          seen.add(k);
          below.set(k, (below.get(k) ?? 0) + ms);
        }
      }
      console.log(`--- below ${under} ---`);
      for (const [k, ms] of [...below].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`${ms.toFixed(1).padStart(8)} ms  ${k}`);
    }
    console.log('--- self ---');
    for (const [k, ms] of [...selfBy].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`${ms.toFixed(1).padStart(8)} ms  ${k}`);
    console.log('--- inclusive ---');
    for (const [k, ms] of [...incl].sort((a, b) => b[1] - a[1]).slice(0, top * 2)) console.log(`${ms.toFixed(1).padStart(8)} ms  ${k}`);
  } finally {
    await browser.close();
    try {
      if (server.pid) process.kill(-server.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
}
main().catch((e) => {
  console.error(e);
  process.exit(1);
});
