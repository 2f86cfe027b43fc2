/**
 * A Chrome trace of the click on "List" (issue 30): the main thread's tasks from the click to the
 * first frame with rows, each with its biggest parts (script, style, layout, paint, GC) and the
 * JS functions that took most of the span (a CPU profile of the same click).
 *
 *   npx tsx scripts/trace-list-switch.ts --base http://127.0.0.1:4412 [--size 200000] [--out trace.json]
 *
 * The app must already be served at --base. Prints a breakdown only.
 */
import { writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { isMain } from './bench';
import { measureListSwitch, switchInitScript, tinyLibrary } from './measure-list-switch';
import { CHROMIUM_ARGS } from '../tests/support/browser';

const LIB_URL = 'https://libraries.example/tiny.json';

interface TraceEvent { name: string; ph: string; ts: number; dur?: number; pid: number; tid: number; args?: Record<string, unknown>; cat: string }
interface CpuProfile { nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] }[]; samples: number[]; timeDeltas: number[]; startTime: number }

/** The self time of each JS function between two trace times (µs, same clock as the profile). */
function profileBetween(p: CpuProfile, from: number, to: number): [string, number][] {
  const byId = new Map(p.nodes.map((n) => [n.id, n]));
  const self = new Map<string, number>();
  let t = p.startTime;
  for (let i = 0; i < p.samples.length; i++) {
    t += p.timeDeltas[i]!;
    const dt = p.timeDeltas[i + 1] ?? 0;
    if (t < from || t > to) continue;
    const f = byId.get(p.samples[i]!)!.callFrame;
    const key = `${f.functionName || '(anonymous)'} ${f.url.split('/').pop()}:${f.lineNumber}`;
    self.set(key, (self.get(key) ?? 0) + dt);
  }
  return [...self].sort((a, b) => b[1] - a[1]);
}

async function main() {
  const args = process.argv.slice(2);
  const arg = (name: string) => {
    const i = args.indexOf(name);
    return i >= 0 ? args[i + 1] : undefined;
  };
  const base = arg('--base') ?? 'http://127.0.0.1:4173';
  const size = Number(arg('--size') ?? 200_000);
  const out = arg('--out');
  const body = tinyLibrary(size);
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: [...CHROMIUM_ARGS] });
  try {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await page.route(LIB_URL, (route) => route.fulfill({ body, contentType: 'application/json', headers: { 'access-control-allow-origin': '*' } }));
    await page.addInitScript(switchInitScript);
    await page.goto(`${base}/?src=${LIB_URL}`);
    await page.waitForFunction(() => (window.__incidentGraph?.drawn ?? 0) >= 1, undefined, { timeout: 900_000, polling: 500 });
    await page.waitForFunction(() => performance.getEntriesByName('ig:list-warm').length > 0, undefined, { timeout: 900_000, polling: 500 });
    await page.waitForTimeout(Number(arg('--settle') ?? 4000));
    const cdp = await context.newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'blink.user_timing', 'toplevel', 'blink'] });
    await cdp.send('Profiler.start');
    const f = await measureListSwitch(page);
    const { profile } = await cdp.send('Profiler.stop');
    const buf = await browser.stopTracing();
    if (out) {
      writeFileSync(out, buf);
      writeFileSync(`${out}.cpuprofile`, JSON.stringify(profile));
    }
    const events = (JSON.parse(buf.toString()) as { traceEvents: TraceEvent[] }).traceEvents;
    const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && events.some((x) => x.pid === e.pid && x.name === 'EventDispatch'));
    const onMain = events.filter((e) => main && e.pid === main.pid && e.tid === main.tid);
    const click = onMain.find((e) => e.name === 'EventDispatch' && (e.args?.data as { type?: string })?.type === 'click');
    const marks = onMain.filter((e) => e.cat.includes('user_timing') && e.name === 'ig:list-rows');
    const from = click?.ts ?? 0;
    const to = marks[0]?.ts ?? from + f.firstRowsMs * 1000;
    console.log(`${size} cases: click → first rows ${f.firstRowsMs.toFixed(0)} ms; longest task ${f.longestTask} ms; tasks ${f.tasks.join(', ')}`);
    const tasks = onMain.filter((e) => e.ph === 'X' && e.name === 'ThreadControllerImpl::RunTask' && e.ts + (e.dur ?? 0) >= from && e.ts <= to && (e.dur ?? 0) > 1000);
    for (const task of tasks) {
      const end = task.ts + task.dur!;
      const parts = new Map<string, number>();
      for (const e of onMain) {
        if (e.ph !== 'X' || e.ts < task.ts || e.ts > end || e === task) continue;
        if (['FunctionCall', 'EventDispatch', 'TimerFire', 'FireAnimationFrame', 'Layout', 'UpdateLayoutTree', 'Paint', 'PrePaint', 'Layerize', 'Commit', 'MinorGC', 'MajorGC', 'V8.GC_SCAVENGER', 'V8.GCFinalizeMC', 'ParseHTML', 'HitTest', 'RunMicrotasks', 'v8.callFunction', 'EvaluateScript', 'v8.compile', 'FireIdleCallback'].includes(e.name)) {
          parts.set(e.name, (parts.get(e.name) ?? 0) + e.dur!);
        }
      }
      const top = [...parts].sort((a, b) => b[1] - a[1]).slice(0, 8).map(([n, d]) => `${n} ${(d / 1000).toFixed(1)}`).join(', ');
      console.log(`  task at +${((task.ts - from) / 1000).toFixed(0)} ms, ${(task.dur! / 1000).toFixed(1)} ms: ${top}`);
    }
    console.log('  JS self time, click → rows:');
    for (const [name, us] of profileBetween(profile as CpuProfile, from, to).slice(0, Number(arg('--top') ?? 30))) console.log(`    ${(us / 1000).toFixed(1)} ms ${name}`);
    await context.close();
  } finally {
    await browser.close();
  }
}

if (isMain(import.meta)) await main();
