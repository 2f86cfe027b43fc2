/**
 * Profiles one page load of the production build with a synthetic library (not part of the bench):
 *   npx tsx scripts/profile-load.ts --size 1000 [--port 4323] [--filter | --select] [--bundled | --src path] [--dist dir] [--gap ms] [--save file.cpuprofile]
 * Serves dist/ with vite preview, records a CDP CPU profile of the main thread from navigation
 * to "graph drawn + status", and prints the long tasks and the functions with the most self time
 * (grouped by function and file), so a change can be aimed at what costs most.
 * `--src`: a library served with the build instead (a pack's manifest linked into `--dist`, say).
 * `--filter`: profiles ticking the first domain after the load instead; `--select`: clicking a case
 *   (in an aggregated map, one drawn around the biggest component, after clicking that), to the
 *   panel and the 2.5 s after, as the bench's "click a case" row times it.
 * `--tasks N`: each long task of N ms or more, with its heaviest frames.
 * `--gap`: the idle time (ms, default 5) that ends a busy stretch; 0.5 splits stretches near task boundaries.
 */
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { chromium, type Page } from '@playwright/test';
import { generateLibrary } from './synthetic';
import { CHROMIUM_ARGS } from '../tests/support/browser';
import { stackTally } from './cpuProfile';

const arg = (name: string, fallback: string) => {
  const k = process.argv.indexOf(`--${name}`);
  return k > 0 ? (process.argv[k + 1] as string) : fallback;
};
const size = Number(arg('size', '1000'));
const port = Number(arg('port', '4323'));
const LIB = 'https://bench.invalid/lib.json';

async function main() {
  const server = spawn('npx', ['vite', 'preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort', '--outDir', arg('dist', 'dist')], { detached: true, stdio: 'ignore' });
  await new Promise((r) => setTimeout(r, 2500));
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: [...CHROMIUM_ARGS] });
  try {
    const context = await browser.newContext({ viewport: process.argv.includes('--bundled') ? { width: 1440, height: 900 } : { width: 1280, height: 800 } });
    await context.addInitScript({ content: 'globalThis.__name = globalThis.__name || ((f) => f);' });
    await context.addInitScript(() => {
      (window as unknown as { __lt: unknown[] }).__lt = [];
      new PerformanceObserver((l) => {
        for (const e of l.getEntries()) (window as unknown as { __lt: unknown[] }).__lt.push([Math.round(e.startTime), Math.round(e.duration)]);
      }).observe({ type: 'longtask', buffered: true });
    });
    // Generated only when it is served (a 100,000-case library takes a while).
    const body = process.argv.includes('--src') || process.argv.includes('--bundled') ? Buffer.alloc(0) : Buffer.from(JSON.stringify(generateLibrary(size, 1)));
    const page = await context.newPage();
    await page.route(LIB, (route) => route.fulfill({ status: 200, body, headers: { 'content-type': 'application/json', 'access-control-allow-origin': '*' } }));
    const cdp = await context.newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    let t0 = Date.now();
    // --bundled: the app's own library (issue 29's first view) instead of a synthetic one; --src: one served with the build.
    const query = process.argv.includes('--bundled') ? '' : `?src=${arg('src', LIB)}`;
    await page.goto(`http://127.0.0.1:${port}/${query}`, { waitUntil: 'commit' });
    await page.waitForFunction(() => (window.__incidentGraph?.drawn ?? 0) >= 1 && [...document.querySelectorAll('[role=status]')].some((e) => /\bcases?\b/.test(e.textContent ?? '')), null, { polling: 100, timeout: 120000 });
    const loadedMs = await page.evaluate(() => performance.now());
    await page.waitForTimeout(1500);
    if (process.argv.includes('--filter')) {
      // Profile a filter change instead of the load: tick the first domain.
      await cdp.send('Profiler.stop');
      await page.waitForTimeout(3000);
      await page.evaluate(() => ((window as unknown as { __lt: unknown[] }).__lt = []));
      const before = await page.evaluate(() => window.__incidentGraph!.drawn);
      await cdp.send('Profiler.start');
      await page.getByTestId('facet-domain').locator('input[type=checkbox]').first().click();
      await page.waitForFunction((n) => window.__incidentGraph!.drawn > n, before);
      await page.waitForTimeout(1500);
    }
    if (process.argv.includes('--select')) {
      await cdp.send('Profiler.stop');
      await selectACase(page, generateLibrary(size, 1), async () => {
        await page.evaluate(() => ((window as unknown as { __lt: unknown[] }).__lt = []));
        await cdp.send('Profiler.start');
        t0 = Date.now();
      });
      await page.waitForTimeout(2500);
    }
    const { profile } = await cdp.send('Profiler.stop');
    if (process.argv.includes('--save')) writeFileSync(arg('save', 'profile.cpuprofile'), JSON.stringify(profile));
    console.log(`size ${size}: loaded at ${Math.round(loadedMs)} ms (wall ${Date.now() - t0} ms); counts ${JSON.stringify(await page.evaluate(() => window.__incidentGraph?.counts()))}`);
    console.log('long tasks [start, ms]:', JSON.stringify(await page.evaluate(() => (window as unknown as { __lt: unknown[] }).__lt)));
    const byId = new Map(profile.nodes.map((n) => [n.id, n]));
    const self = new Map<number, number>();
    const dts = profile.timeDeltas ?? [];
    (profile.samples ?? []).forEach((s, k) => self.set(s, (self.get(s) ?? 0) + (dts[k] ?? 0) / 1000));
    const groups = new Map<string, number>();
    for (const [id, ms] of self) {
      const n = byId.get(id)!;
      const f = n.callFrame;
      const key = `${f.functionName || '(anon)'} ${f.url.split('/').pop()}:${f.lineNumber}`;
      groups.set(key, (groups.get(key) ?? 0) + ms);
    }
    const top = [...groups].sort((a, b) => b[1] - a[1]).slice(0, Number(arg('top', '45')));
    for (const [k, ms] of top) console.log(`${ms.toFixed(0).padStart(7)} ms  ${k}`);
    // Inclusive time of some interesting frames by name
    const parent = new Map<number, number>();
    for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
    const incl = new Map<string, number>();
    for (const [id, ms] of self) {
      const seen = new Set<string>();
      for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) {
        const f = byId.get(cur)!.callFrame;
        const key = `${f.functionName || '(anon)'} ${f.url.split('/').pop()}:${f.lineNumber}`;
        if (seen.has(key)) continue;
        seen.add(key);
        incl.set(key, (incl.get(key) ?? 0) + ms);
      }
    }
    // Busy stretches (no idle sample for 5 ms) over 50 ms, each with its heaviest frames.
    const samples = profile.samples ?? [];
    const stretches: { start: number; ms: number; ids: number[] }[] = [];
    let t = 0;
    let cur: { start: number; ms: number; ids: number[]; idle: number } | null = null;
    samples.forEach((id, k) => {
      t += (dts[k] ?? 0) / 1000;
      const name = byId.get(id)!.callFrame.functionName;
      if (name === '(idle)') {
        if (cur) {
          cur.idle += (dts[k] ?? 0) / 1000;
          if (cur.idle > Number(arg('gap', '5'))) {
            stretches.push(cur);
            cur = null;
          }
        }
        return;
      }
      if (!cur) cur = { start: t, ms: 0, ids: [], idle: 0 };
      cur.idle = 0;
      cur.ms = t - cur.start;
      cur.ids.push(id);
    });
    if (cur) stretches.push(cur);
    const tallyStack = stackTally(profile);
    for (const st of stretches.filter((s) => s.ms > 50)) {
      const tally = new Map<string, number>();
      for (const id of st.ids) tallyStack(tally, id, 1);
      const per = st.ms / Math.max(1, st.ids.length);
      const top = [...tally].sort((a, b) => b[1] - a[1]).slice(0, Number(arg('per', '10'))).map(([k, n]) => `${k} ${(n * per).toFixed(0)}`);
      console.log(`@${st.start.toFixed(0)} ${st.ms.toFixed(0)} ms: ${top.join(' | ')}`);
    }
    // --tasks N: each long task of N ms or more, with the frames that took most of it. Samples
    // are matched to the task by the page's time origin against the profile's start (±a few ms).
    if (process.argv.includes('--tasks')) {
      const origin = await page.evaluate(() => performance.timeOrigin);
      const shift = origin - t0;
      const tasks = (await page.evaluate(() => (window as unknown as { __lt: [number, number][] }).__lt)).filter(([, ms]) => ms >= Number(arg('tasks', '150')));
      const times: number[] = [];
      let at = 0;
      for (const d of dts) times.push((at += d / 1000));
      for (const [start, ms] of tasks) {
        const tally = new Map<string, number>();
        samples.forEach((id, k) => {
          const when = times[k]! - shift;
          if (when >= start && when <= start + ms) tallyStack(tally, id, (dts[k] ?? 0) / 1000);
        });
        const top = [...tally].sort((a, b) => b[1] - a[1]).slice(0, Number(arg('per', '10'))).map(([k, v]) => `${k} ${v.toFixed(0)}`);
        console.log(`task @${start} ${ms} ms: ${top.join(' | ')}`);
      }
    }
    console.log('--- inclusive ---');
    for (const [k, ms] of [...incl].sort((a, b) => b[1] - a[1]).slice(0, Number(arg('topincl', '60')))) console.log(`${ms.toFixed(0).padStart(7)} ms  ${k}`);
  } finally {
    await browser.close();
    try {
      if (server.pid) process.kill(-server.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
}
/**
 * Clicks a case drawn alone under its centre, first opening the biggest component when the map is
 * aggregated (no case drawn); `beforeClick` runs just before the click. Returns once its panel shows.
 */
async function selectACase(page: Page, records: unknown[], beforeClick: () => Promise<void>) {
  const counts = await page.evaluate(() => window.__incidentGraph!.counts());
  if (counts.nodes < records.length) {
    const tally = new Map<string, number>();
    for (const r of records) for (const c of (r as { components?: string[] }).components ?? []) tally.set(c, (tally.get(c) ?? 0) + 1);
    const [slug] = [...tally].sort((a, b) => b[1] - a[1])[0]!;
    const hub = await page.evaluate((id) => window.__incidentGraph!.nodePosition(id), `component:${slug}`);
    if (!hub) throw new Error(`the biggest component (${slug}) is not drawn`);
    await page.mouse.click(hub.x, hub.y);
    await page.getByTestId('hub-panel').waitFor();
    await page.waitForTimeout(1500);
  }
  const box = (await page.getByTestId('graph').boundingBox())!;
  for (const r of records) {
    const id = (r as { id: string }).id;
    const p = await page.evaluate((nodeId) => window.__incidentGraph!.nodePosition(nodeId), `case:${id}`);
    if (!p || p.x < box.x + 40 || p.x > box.x + box.width - 40 || p.y < box.y + 120 || p.y > box.y + box.height - 40) continue;
    if ((await page.evaluate(([x, y]) => window.__incidentGraph!.nodesAt(x!, y!), [p.x, p.y])).length !== 1) continue;
    await beforeClick();
    await page.mouse.click(p.x, p.y);
    await page.getByTestId('case-panel').waitFor();
    return;
  }
  throw new Error('no case drawn alone on screen');
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
