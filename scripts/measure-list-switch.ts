/**
 * The list view's first screen at a big library (issue 30): with the library open and the map
 * shown, the click on "List" → the first animation frame with rows, and every main-thread task
 * over 50 ms in between (PerformanceObserver 'longtask'). A fixed reference task (sorting 200,000
 * numbers) is timed in the same page just before, so the figures can be read as ratios on a
 * loaded machine.
 *
 *   npx tsx scripts/measure-list-switch.ts --base http://127.0.0.1:4312 [--size 200000] [--runs 3] [--profile out.cpuprofile]
 *
 * The app must already be served at --base (e.g. `npx vite preview --port 4312`). Prints figures only.
 */
import { writeFileSync } from 'node:fs';
import { chromium, type Page } from '@playwright/test';
import { isMain } from './bench';
import { CHROMIUM_ARGS } from '../tests/support/browser';

const LIB_URL = 'https://libraries.example/tiny.json';

/** The tiny records of tests/e2e/hostileList.spec.ts: ids in a shuffled order, six components, five causes. */
export function tinyLibrary(n: number): string {
  const comps = ['telemetry-agent', 'service-discovery', 'package-registry', 'reverse-proxy', 'ingress-controller', 'dns-resolver'];
  const causes = ['deploy-rollout', 'upgrade-breaking-change', 'config-change', 'capacity-exhaustion', 'credential-expiry'];
  const records = Array.from({ length: n }, (_, k) => {
    const i = (k * 7919) % n;
    return { id: `T-${i}`, org: `Org ${i % 97}`, date: `20${10 + (i % 15)}-0${1 + (i % 9)}-1${i % 10}`, title: { en: `Tiny case ${i}` }, components: [comps[i % 6], comps[(i * 7) % 6]], root_cause: causes[i % 5] };
  });
  return JSON.stringify(records);
}

export interface SwitchFigures {
  /** Click → first animation frame with a case row in the DOM. */
  firstRowsMs: number;
  /** The longest main-thread task from the click to that frame. */
  longestTask: number;
  /** Every long task in that span. */
  tasks: number[];
  /** The reference task's time in the same page. */
  referenceMs: number;
  rows: number;
  /** Whether "Sorting N cases…" showed before the rows (the order was not ready at the click). */
  sorting: boolean;
}

/** Installs the observers; call before the page's first script runs. */
export function switchInitScript() {
  const w = window as unknown as { __ls: { tasks: { start: number; duration: number }[]; clickAt: number; rowsAt: number } };
  w.__ls = { tasks: [], clickAt: 0, rowsAt: 0 };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) w.__ls.tasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
}

/** Times the switch to the list view on an open page (the map shown, the page quiet). */
export async function measureListSwitch(page: Page): Promise<SwitchFigures> {
  const referenceMs = await page.evaluate(() => {
    // The reference: 200,000 numbers from a fixed generator, sorted.
    const a = new Float64Array(200_000);
    let s = 1;
    for (let i = 0; i < a.length; i++) a[i] = (s = (s * 48271) % 2147483647);
    const t0 = performance.now();
    a.sort();
    return performance.now() - t0;
  });
  // A string, not a function: tsx would wrap the inner named function in a helper the page lacks.
  await page.evaluate(`(() => {
    const w = window;
    w.__ls.clickAt = 0;
    w.__ls.rowsAt = 0;
    w.__ls.sorting = false;
    document.querySelector('[data-testid="view-list"]').addEventListener('click', () => {
      w.__ls.clickAt = performance.now();
      const frame = () => {
        if (document.querySelector('[data-testid="list-sorting"]')) w.__ls.sorting = true;
        if (document.querySelector('tr.case-row')) { w.__ls.rowsAt = performance.now(); performance.mark('ig:list-rows'); }
        else requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    }, { capture: true, once: true });
  })()`);
  await page.getByTestId('view-list').click();
  try {
    await page.waitForFunction(() => (window as unknown as { __ls: { rowsAt: number } }).__ls.rowsAt > 0, null, { timeout: Number(process.env.ROWS_TIMEOUT ?? 300_000), polling: 100 });
  } catch (e) {
    const state = await page.evaluate(() => ({ ls: { ...(window as unknown as { __ls: object }).__ls, tasks: undefined }, rows: document.querySelectorAll("tr").length, view: document.querySelector(".app-body")?.className, list: document.querySelector('[data-testid="list-view"]')?.textContent?.slice(0, 300) ?? null }));
    throw new Error(`no rows: ${JSON.stringify(state).slice(0, 2000)}`, { cause: e });
  }
  await page.waitForTimeout(300);
  return page.evaluate(() => {
    const { tasks, clickAt, rowsAt, sorting } = (window as unknown as { __ls: { tasks: { start: number; duration: number }[]; clickAt: number; rowsAt: number; sorting: boolean } }).__ls;
    // A task that ends after the click and starts before the rows' frame.
    const during = tasks.filter((t) => t.start + t.duration > clickAt - 1 && t.start < rowsAt).map((t) => Math.round(t.duration));
    return { firstRowsMs: rowsAt - clickAt, longestTask: Math.max(0, ...during), tasks: during, referenceMs: 0, rows: document.querySelectorAll('tr.case-row').length, sorting };
  }).then((f) => ({ ...f, referenceMs }));
}

async function main() {
  const args = process.argv.slice(2);
  const arg = (name: string) => {
    const i = args.indexOf(name);
    return i >= 0 ? args[i + 1] : undefined;
  };
  const base = arg('--base') ?? 'http://127.0.0.1:4173';
  const size = Number(arg('--size') ?? 200_000);
  const runs = Number(arg('--runs') ?? 1);
  const profile = arg('--profile');
  const settle = Number(arg('--settle') ?? 4000);
  const body = tinyLibrary(size);
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: [...CHROMIUM_ARGS] });
  try {
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
      const page = await context.newPage();
      let cdp: Awaited<ReturnType<typeof context.newCDPSession>> | null = null;
      if (profile) {
        cdp = await context.newCDPSession(page);
        await cdp.send('Profiler.enable');
        await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      }
      await page.route(LIB_URL, (route) => route.fulfill({ body, contentType: 'application/json', headers: { 'access-control-allow-origin': '*' } }));
      await page.addInitScript(switchInitScript);
      await page.goto(`${base}/?src=${LIB_URL}`);
      await page.waitForFunction(() => (window.__incidentGraph?.drawn ?? 0) >= 1, undefined, { timeout: 900_000, polling: 500 });
      // The list is ready (its code, order, rows, first counts: made while the map is shown), then the page quiet.
      await page.waitForFunction(() => performance.getEntriesByName('ig:list-warm').length > 0, undefined, { timeout: 900_000, polling: 500 });
      await page.waitForTimeout(settle);
      if (cdp) await cdp.send('Profiler.start');
      const f = await measureListSwitch(page);
      if (cdp) {
        const { profile: p } = await cdp.send('Profiler.stop');
        writeFileSync(profile!, JSON.stringify(p));
      }
      console.log(`${size} cases, run ${run + 1}: click → first rows ${f.firstRowsMs.toFixed(0)} ms (${f.rows} rows${f.sorting ? ', after "Sorting…"' : ''}); longest task ${f.longestTask} ms; long tasks [${f.tasks.join(', ')}]; reference sort ${f.referenceMs.toFixed(0)} ms; ratio first rows / reference ${(f.firstRowsMs / f.referenceMs).toFixed(2)}`);
      await context.close();
    }
  } finally {
    await browser.close();
  }
}

if (isMain(import.meta)) await main();
