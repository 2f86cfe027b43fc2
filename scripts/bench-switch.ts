/**
 * The switch row of the browser benchmark (issue 28): at `size` cases, switching the trend's facet
 * and the matrix's axes, each timed from the select's change event (captured before React sees
 * it) to the second animation frame after it (the first one paints the new chart), with the
 * longest task in that span. Goal: one frame budget of 100 ms. Run by scripts/bench-browser.ts
 * (`--switch-only` for this row alone).
 *
 * The baseline, in the same run and browser: the same switches on a small library (what does not
 * grow with the library: React, the chart's drawing) and two animation frames with no change (the
 * machine's frame latency under its load). The ratios say what is proportional to the library.
 */
import type { Browser, Page } from '@playwright/test';
import { fmtCount, fmtMs, fmtRatio, median, table } from './bench';
import { generateLibrary } from './synthetic';

const SWITCH_LIB_URL = 'https://bench.invalid/switch-lib.json';
/** The baseline library's size. */
export const SWITCH_BASELINE = 500;
/** The trend's facets and the matrix's rows cycled through, each switch one step. */
const TREND_STEPS = ['comp', 'org', 'symptom', 'rc'];
const MATRIX_STEPS = ['org', 'severity', 'year', 'comp'];

export interface SwitchTimes {
  /** change → second frame, per switch. */
  ms: number[];
  /** Longest task (long-task observer) per switch, 0 when none over 50 ms. */
  longest: number[];
}

export interface SwitchRow {
  size: number;
  trend: SwitchTimes;
  matrix: SwitchTimes;
  /** Two animation frames with nothing changed. */
  idle: number[];
}

/** In the page before its scripts: a long-task log. */
function switchInit() {
  const w = window as unknown as { __longTasks: { start: number; duration: number }[] };
  w.__longTasks = [];
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__longTasks.push({ start: e.startTime, duration: e.duration });
    }).observe({ type: 'longtask', buffered: true });
  } catch {
    // No long-task timing in this browser: the longest task reads 0.
  }
}

/** One choice in a select: change → the second animation frame after it, and the longest task overlapping that span. */
export async function timeChange(page: Page, testid: string, value: string): Promise<{ ms: number; longest: number }> {
  await page.evaluate(() => {
    const w = window as unknown as { __switch: { t0: number; t1: number } };
    w.__switch = { t0: 0, t1: 0 };
    document.addEventListener(
      'change',
      () => {
        w.__switch.t0 = performance.now();
        requestAnimationFrame(() => requestAnimationFrame(() => (w.__switch.t1 = performance.now())));
      },
      { capture: true, once: true },
    );
  });
  await page.getByTestId(testid).selectOption(value);
  await page.waitForFunction(() => (window as unknown as { __switch: { t1: number } }).__switch.t1 > 0, null, { timeout: 60_000 });
  // Let a long task that ended after the frame be reported.
  await page.waitForTimeout(300);
  return page.evaluate(() => {
    const w = window as unknown as { __switch: { t0: number; t1: number }; __longTasks?: { start: number; duration: number }[] };
    // Every task that overlaps the span: the one that dispatches the change (and renders the new
    // chart, as React renders a discrete event's update in the same task) began before the event,
    // so a filter on the start alone left it out and the column read 0.
    const during = (w.__longTasks ?? []).filter((t) => t.start + t.duration >= w.__switch.t0 && t.start <= w.__switch.t1).map((t) => t.duration);
    return { ms: w.__switch.t1 - w.__switch.t0, longest: Math.max(0, ...during) };
  });
}

async function idleFrames(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((done) => {
        const t0 = performance.now();
        requestAnimationFrame(() => requestAnimationFrame(() => done(performance.now() - t0)));
      }),
  );
}

async function cycle(page: Page, testid: string, steps: string[], rounds: number): Promise<SwitchTimes> {
  const out: SwitchTimes = { ms: [], longest: [] };
  for (let r = 0; r < rounds; r++) {
    for (const value of steps) {
      const t = await timeChange(page, testid, value);
      out.ms.push(t.ms);
      out.longest.push(t.longest);
      await page.waitForTimeout(200);
    }
  }
  return out;
}

/** Opens the library in the trends view, cycles its facet, then the matrix's rows. */
export async function measureSwitchRow(browser: Browser, base: string, size: number, rounds = 2, timeout = 600_000): Promise<SwitchRow> {
  const body = Buffer.from(JSON.stringify(generateLibrary(size, 1)));
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US', colorScheme: 'light', deviceScaleFactor: 1 });
  try {
    await context.addInitScript({ content: 'globalThis.__name = globalThis.__name || ((f) => f);' });
    await context.addInitScript(switchInit);
    const page = await context.newPage();
    await page.route(SWITCH_LIB_URL, (route) => route.fulfill({ status: 200, body, headers: { 'content-type': 'application/json', 'access-control-allow-origin': '*' } }));
    await page.goto(`${base}/?src=${SWITCH_LIB_URL}&view=trends&by=rc`, { waitUntil: 'commit' });
    await page.getByTestId('trends-table').waitFor({ timeout });
    await page.waitForTimeout(1000);
    const idle: number[] = [];
    for (let k = 0; k < 5; k++) idle.push(await idleFrames(page));
    const trend = await cycle(page, 'trends-by', TREND_STEPS, rounds);
    await page.getByTestId('view-matrix').click();
    await page.getByTestId('matrix-table').waitFor({ timeout: 60_000 });
    await page.waitForTimeout(1000);
    const matrix = await cycle(page, 'matrix-rows', MATRIX_STEPS, rounds);
    return { size, trend, matrix, idle };
  } finally {
    await context.close();
  }
}

export function printSwitches(rows: SwitchRow[]): void {
  const med = (xs: number[]) => median(xs);
  const max = (xs: number[]) => Math.max(...xs);
  const [small, big] = [rows.find((r) => r.size === SWITCH_BASELINE), rows.find((r) => r.size !== SWITCH_BASELINE)];
  console.log(`SWITCHING THE TREND'S FACET AND THE MATRIX'S AXES (change → second frame; goal 100 ms; ${rows.map((r) => `${r.trend.ms.length} trend and ${r.matrix.ms.length} matrix switches at ${fmtCount(r.size)}`).join(', ')})`);
  const head = ['', ...rows.map((r) => `${fmtCount(r.size)} cases`)];
  if (small && big) head.push(`ratio ${fmtCount(big.size)} / ${fmtCount(small.size)}`);
  const line = (label: string, of: (r: SwitchRow) => number) => {
    const cells = [label, ...rows.map((r) => fmtMs(of(r)))];
    if (small && big) cells.push(fmtRatio(of(big) / of(small)));
    return cells;
  };
  console.log(
    table([
      head,
      line('trend facet: median ms', (r) => med(r.trend.ms)),
      line('trend facet: slowest ms', (r) => max(r.trend.ms)),
      line('trend facet: longest task (median)', (r) => med(r.trend.longest)),
      line('matrix rows: median ms', (r) => med(r.matrix.ms)),
      line('matrix rows: slowest ms', (r) => max(r.matrix.ms)),
      line('matrix rows: longest task (median)', (r) => med(r.matrix.longest)),
      line('two frames, nothing changed (median)', (r) => med(r.idle)),
    ]),
  );
}
