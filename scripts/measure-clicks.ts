/**
 * What a case click sets off in a big aggregated map, click by click (not part of the bench, whose
 * one "longest task after the click" figure moved by ±40 ms from run to run on this machine):
 *   npx tsx scripts/measure-clicks.ts [--size 10000] [--dist dist] [--port 4402] [--clicks 6] [--profile [--over 80]] [--case SYN-001076 …]
 * Opens a synthetic library, clicks its biggest component, then clicks cases drawn alone in that
 * component's focus view as the bench does, back to the component between clicks. For each click
 * it prints the long tasks of the 2.5 s after it (ms@start, from the click), the reveal's steps
 * (elements added@start) and how many map label passes started (src/graph/labelsOverlay.ts marks).
 * Every animation frame of 90 ms or more is broken down from its long-animation-frame entry: its
 * scripts (their entry point and source, named in a `--minify false` build) and its rendering;
 * `--profile` adds the functions that took most of each task of `--over` ms or more, from a CPU profile
 * of the clicks; `--case` clicks only those cases (each as often as `--clicks` allows).
 */
import { parseArgs } from 'node:util';
import { resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS } from '../tests/support/browser';
import { servePreview } from './previewServer';
import { generateLibrary } from './synthetic';
import { stackTally, type CpuProfile } from './cpuProfile';

const { values: options } = parseArgs({ options: { size: { type: 'string', default: '10000' }, dist: { type: 'string', default: 'dist' }, port: { type: 'string', default: '4402' }, clicks: { type: 'string', default: '6' }, profile: { type: 'boolean', default: false }, over: { type: 'string', default: '80' }, case: { type: 'string', multiple: true } } });
const LIB = 'https://bench.invalid/lib.json';
const port = Number(options.port);
const records = generateLibrary(Number(options.size), 1) as { id: string; components?: string[] }[];
const body = Buffer.from(JSON.stringify(records));
const server = await servePreview(resolve(options.dist), port);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: [...CHROMIUM_ARGS] });
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  // tsx names the page's functions with a helper the page lacks.
  await page.addInitScript({ content: 'globalThis.__name = globalThis.__name || ((f) => f);' });
  await page.addInitScript(() => {
    const w = window as unknown as { __long: number[][] };
    w.__long = [];
    (window as unknown as { __longAll: number[][] }).__longAll = [];
    new PerformanceObserver((l) => {
      for (const e of l.getEntries()) {
        w.__long.push([e.startTime, e.duration]);
        (window as unknown as { __longAll: number[][] }).__longAll.push([e.startTime, e.duration]);
      }
    }).observe({ type: 'longtask', buffered: true });
    // The frames worth explaining: what ran in them and how long their rendering took.
    const f = window as unknown as { __frames: string[] };
    f.__frames = [];
    new PerformanceObserver((l) => {
      for (const e of l.getEntries() as (PerformanceEntry & { renderStart: number; styleAndLayoutStart: number; scripts: { invoker: string; sourceFunctionName: string; sourceURL: string; duration: number; forcedStyleAndLayoutDuration: number }[] })[]) {
        if (e.duration < 90) continue;
        const scripts = e.scripts.map((s) => `${s.invoker} ${s.sourceFunctionName || '?'} (${s.sourceURL.split('/').pop()}) ${Math.round(s.duration)} ms, forced layout ${Math.round(s.forcedStyleAndLayoutDuration)}`);
        const render = e.renderStart ? Math.round(e.startTime + e.duration - e.renderStart) : 0;
        f.__frames.push(`${Math.round(e.duration)} ms frame @${Math.round(e.startTime)}: rendering ${render} ms (style and layout ${e.styleAndLayoutStart ? Math.round(e.startTime + e.duration - e.styleAndLayoutStart) : 0}); ${scripts.join('; ') || 'no script'}`);
      }
    }).observe({ type: 'long-animation-frame', buffered: true });
  });
  await page.route(LIB, (r) => r.fulfill({ status: 200, body, headers: { 'content-type': 'application/json', 'access-control-allow-origin': '*' } }));
  await page.goto(`http://127.0.0.1:${port}/?src=${LIB}`);
  await page.waitForFunction(() => (window.__incidentGraph?.drawn ?? 0) >= 1, null, { timeout: 180_000 });
  await page.waitForTimeout(3000);
  const tally = new Map<string, number>();
  for (const r of records) for (const c of r.components ?? []) tally.set(c, (tally.get(c) ?? 0) + 1);
  const hubId = `component:${[...tally].sort((a, b) => b[1] - a[1])[0]![0]}`;
  const openHub = async () => {
    const hub = await page.evaluate((id) => window.__incidentGraph!.nodePosition(id), hubId);
    if (!hub) throw new Error(`${hubId} is not drawn`);
    await page.mouse.click(hub.x, hub.y);
    await page.waitForTimeout(2500);
  };
  await openHub();
  const cdp = options.profile ? await page.context().newCDPSession(page) : null;
  let profileStart = 0;
  if (cdp) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    // An anchor: a busy loop of a known name at a known page time, found again in the profile.
    profileStart = await page.evaluate(() => {
      const at = performance.now();
      const igAnchor = () => {
        while (performance.now() - at < 30) Math.sqrt(at);
      };
      igAnchor();
      return at;
    });
  }
  const box = (await page.getByTestId('graph').boundingBox())!;
  let clicks = 0;
  // The cases asked for, again and again until the clicks are made; else every case once.
  const chosen = options.case ? records.filter((r) => options.case!.includes(r.id)) : records;
  const rounds = options.case && chosen.length ? Array.from({ length: Number(options.clicks) }, () => chosen).flat() : chosen;
  for (const { id } of rounds) {
    if (clicks >= Number(options.clicks)) break;
    const p = await page.evaluate((nodeId) => window.__incidentGraph!.nodePosition(nodeId), `case:${id}`);
    if (!p || p.x < box.x + 40 || p.x > box.x + box.width - 40 || p.y < box.y + 120 || p.y > box.y + box.height - 40) continue;
    if ((await page.evaluate(([x, y]) => window.__incidentGraph!.nodesAt(x!, y!), [p.x, p.y])).length !== 1) continue;
    const t0 = await page.evaluate(() => {
      (window as unknown as { __long: number[][] }).__long = [];
      (window as unknown as { __frames: string[] }).__frames = [];
      for (const name of ['ig:reveal-step', 'ig:labels-pass', 'ig:labels-first']) performance.clearMarks(name);
      return performance.now();
    });
    await page.mouse.click(p.x, p.y);
    await page.waitForTimeout(2500);
    const seen = await page.evaluate((t) => ({
      long: (window as unknown as { __long: number[][] }).__long.map(([start, ms]) => `${Math.round(ms!)}@${Math.round(start! - t)}`),
      steps: performance.getEntriesByName('ig:reveal-step').map((m) => `${String((m as PerformanceMark).detail)}@${Math.round(m.startTime - t)}`),
      passes: performance.getEntriesByName('ig:labels-pass').length + performance.getEntriesByName('ig:labels-first').length,
      frames: (window as unknown as { __frames: string[] }).__frames.map((line) => line.replace(/@(\d+)/, (_, at: string) => `@${Math.round(Number(at) - t)}`)),
    }), t0);
    console.log(`${id} (clicked @${Math.round(t0)}): long tasks ${seen.long.join(' ') || '–'} | reveal ${seen.steps.join(' ') || '–'} | map label passes ${seen.passes}`);
    for (const frame of seen.frames) console.log(`  ${frame}`);
    clicks++;
    await page.keyboard.press('Escape');
    await page.waitForTimeout(500);
    await openHub();
  }
  if (cdp) {
    const { profile } = await cdp.send('Profiler.stop');
    // Long tasks only: a long animation frame may be mostly waiting.
    const frames = (await page.evaluate(() => (window as unknown as { __longAll: number[][] }).__longAll)).filter(([, ms]) => ms! >= Number(options.over));
    console.log(`\nwhat took the tasks of ${options.over} ms or more (CPU profile, self and callers, plumbing left out):`);
    for (const line of framesBreakdown(profile, frames, profileStart)) console.log(`  ${line}`);
  }
} finally {
  await browser.close();
  if (server.pid) process.kill(-server.pid, 'SIGTERM');
}

/** Each task's heaviest functions: samples matched to page time by the anchor loop run at page time `anchorAt`. */
function framesBreakdown(profile: CpuProfile, frames: number[][], anchorAt: number): string[] {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const add = stackTally(profile);
  const dts = profile.timeDeltas ?? [];
  const times: number[] = [];
  let at = 0;
  for (const d of dts) times.push((at += d / 1000));
  const first = (profile.samples ?? []).findIndex((id) => byId.get(id)!.callFrame.functionName === 'igAnchor');
  const shift = (first >= 0 ? times[first]! : 0) - anchorAt;
  return frames.map(([start, ms]) => {
    const tally = new Map<string, number>();
    (profile.samples ?? []).forEach((id, k) => {
      const when = times[k]! - shift;
      if (when >= start! && when <= start! + ms!) add(tally, id, (dts[k] ?? 0) / 1000);
    });
    const top = [...tally].sort((a, b) => b[1] - a[1]).slice(0, 14).map(([k, v]) => `${k} ${v.toFixed(0)}`);
    return `${Math.round(ms!)} ms @${Math.round(start!)}: ${top.join(' | ')}`;
  });
}
