/**
 * Browser-side benchmark of the production build (run by scripts/bench.ts, or on its own):
 *   npx tsx scripts/bench-browser.ts [--sizes 1000,10000,100000] [--rebuild] [--runs N] [--packed-only | --no-packed | --draft-only | --switch-only]
 * At 10,000 cases it also times a `?draft=` opened with the library (scripts/bench-draft.ts;
 * `--draft-only` runs that row alone), and switching the trend's facet and the matrix's axes
 * beside a 500-case baseline (scripts/bench-switch.ts; `--switch-only` runs that row alone).
 * Page loads are repeated 3 times up to 2,000 cases and done once above (--runs overrides).
 *
 * - builds dist/ if it is missing (or with --rebuild), serves it with `vite preview` on a free
 *   port, and drives Playwright's chromium (/usr/bin/chromium when present);
 * - for each size, serves a synthetic library through page.route and opens
 *   /?src=https://bench.invalid/lib.json, measuring: navigation start → graph drawn
 *   (`window.__incidentGraph.drawn >= 1`) and the status line showing "cases"; the longest long
 *   task during that load; frame times while dragging the canvas for ~2 s; click → case panel;
 * - the baseline, in the same run: cytoscape alone (scripts/bench-bare.html, built with
 *   scripts/vite.bench.config.ts into bench-results/bare/) with the app's stylesheet, drawing the
 *   same elements at positions computed in Node, time to its first rendered frame;
 * - above 20,000 cases, the app alone (no baseline): the library is served next to the app, and
 *   the run times the load, the longest gap between 100 ms timer ticks, a search and a hub click;
 * - packed rows at 10,000 cases and more: the same library packed as `npm run pack-library` packs
 *   it (its search index included; cached in the temp dir by size, seed and source), served next to the app and opened with ?src=…/manifest.json: load,
 *   page heap (CDP, after a garbage collection), longest gap between timer ticks, a full-text
 *   search, and a case's full text from the click on its suggestion to the text in the panel;
 * - the gzip size of every JS chunk of dist/, those index.html loads or preloads marked initial.
 * Prints figures and ratios only.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, extname, join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { edgeElement, nodeElement, type ElementLabels } from '../src/graph/elements';
import { buildGraph, type GraphNode } from '../src/model/network';
import { buildIndex } from '../src/model/core';
import { layoutLibrary } from '../src/model/layout';
import { loadLibrary } from '../src/model/core';
import { labelOf } from '../src/model/core';
import { MAX_DOWNLOAD_MB } from '../src/model/guard';
import { fmtBytes, fmtCount, fmtMs, fmtRatio, isMain, machineLine, median, parseSizes, percentile, table } from './bench';
import { ROOT, readTaxonomy } from './libraryFiles';
import { generateLibrary, mulberry32, syntheticId } from './synthetic';
import { draftLibraryBody, measureDraft, printDraft } from './bench-draft';
import { measureSwitchRow, printSwitches, SWITCH_BASELINE, timeChange, type SwitchRow } from './bench-switch';
import { measureListSwitch, switchInitScript, type SwitchFigures as ListSwitchFigures } from './measure-list-switch';
import { CHROMIUM_ARGS } from '../tests/support/browser';

const DIST = join(ROOT, 'dist');
const BARE_DIR = join(ROOT, 'bench-results', 'bare');
/** A private copy of dist/, so that a rebuild by someone else mid-run cannot pull files away. */
const APP_DIR = join(ROOT, 'bench-results', 'app');
const LIB_URL = 'https://bench.invalid/lib.json';
const BARE_URL = 'https://bench.invalid/bare/bench-bare.html';
const VIEWPORT = { width: 1280, height: 800 };
/** The app hides edges while panning above this many edges (src/graph/CytoscapeGraph.tsx). */
const LARGE_EDGE_COUNT = 8000;

const log = (s: string) => process.stderr.write(`${s}\n`);

// ---------------------------------------------------------------------------------------------
// Build and serve

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

function npx(args: string[]) {
  log(`$ npx ${args.join(' ')}`);
  // The build's output goes to stderr, so that stdout carries the report only.
  const result = spawnSync('npx', args, { cwd: ROOT, stdio: ['ignore', 2, 2], env: process.env });
  if (result.status !== 0) throw new Error(`npx ${args.join(' ')} failed with exit code ${result.status}`);
}

function ensureBuilds(rebuild: boolean): string[] {
  const notes: string[] = [];
  if (rebuild || !existsSync(join(DIST, 'index.html'))) npx(['vite', 'build', '--logLevel', 'warn']);
  else {
    const built = statSync(join(DIST, 'index.html')).mtimeMs;
    if (newestMtime(join(ROOT, 'src')) > built) notes.push('note: dist/ is older than src/; these figures are for the old build (run with --rebuild to rebuild it)');
  }
  npx(['vite', 'build', '--config', 'scripts/vite.bench.config.ts']);
  snapshotDist();
  return notes;
}

/** Copies dist/ to bench-results/app/, retrying while a concurrent build leaves it incomplete. */
function snapshotDist() {
  for (let attempt = 0; attempt < 10; attempt++) {
    rmSync(APP_DIR, { recursive: true, force: true });
    try {
      cpSync(DIST, APP_DIR, { recursive: true });
      const html = readFileSync(join(APP_DIR, 'index.html'), 'utf8');
      const referenced = [...html.matchAll(/(?:src|href)="\.\/(assets\/[^"]+)"/g)].map((m) => m[1] as string);
      if (referenced.length > 0 && referenced.every((f) => existsSync(join(APP_DIR, f)))) return;
    } catch {
      // dist/ changed under us
    }
    spawnSync('sleep', ['2']);
  }
  throw new Error('could not take a consistent copy of dist/ (is a build running?)');
}

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.on('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => done(port));
    });
  });
}

async function startPreview(): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  // Its own process group, so the server (npx → node vite) can be stopped as a whole.
  const child = spawn('npx', ['vite', 'preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort', '--outDir', APP_DIR], {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  child.on('exit', (code, signal) => {
    if (!stopping) log(`vite preview exited unexpectedly (code ${code}, signal ${signal}):\n${output}`);
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      const response = await fetch(`${url}/`);
      if (response.ok) return { url, child };
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  stopPreview(child);
  throw new Error(`vite preview did not start on port ${port}:\n${output}`);
}

let stopping = false;

function stopPreview(child: ChildProcess) {
  stopping = true;
  if (child.pid === undefined || child.exitCode !== null) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    child.kill('SIGTERM');
  }
}

// ---------------------------------------------------------------------------------------------
// In-page instrumentation

interface BenchState {
  longTasks: { start: number; duration: number }[];
  loaded: number;
  mousedown: number;
  frames: number[];
  sampling: boolean;
  /** The first animation frame at which the watched case's panel was in the page. */
  panelShown: number;
  watchPanel: (caseId: string) => void;
  /** A 100 ms heartbeat timer: the longest gap between two of its ticks (how long the page could not react). */
  longestGap: number;
  /** When the watched selector first matched, polled from the page's own frames. */
  seenAt: number;
  watchFor: (selector: string) => void;
  /** When the watched case's panel first showed its long texts (a pack's arrive after the panel). */
  textShown: number;
  watchText: (caseId: string) => void;
  /** When a drawing after `before` finished (window.__incidentGraph.drawn grew), at the frame that painted it. */
  redrawnAt: number;
  watchRedraw: (before: number) => void;
}

declare global {
  interface Window {
    __bench?: BenchState;
  }
}

/** Installed before any page script: long tasks, the app's "loaded" moment, the last mousedown. */
function initScript() {
  const state: BenchState = {
    longTasks: [],
    loaded: 0,
    mousedown: 0,
    frames: [],
    sampling: false,
    panelShown: 0,
    longestGap: 0,
    seenAt: 0,
    textShown: 0,
    redrawnAt: 0,
    watchRedraw: (before) => {
      state.redrawnAt = 0;
      const poll = () => {
        if ((window.__incidentGraph?.drawn ?? 0) > before) state.redrawnAt = performance.now();
        else requestAnimationFrame(poll);
      };
      requestAnimationFrame(poll);
    },
    watchText: (caseId) => {
      state.textShown = 0;
      const poll = () => {
        const panel = document.querySelector('[data-testid=case-panel]');
        const ready = panel?.querySelector('.case-id')?.textContent === caseId && !panel.querySelector('[data-testid=case-text-loading]') && panel.querySelector('.panel-section');
        if (ready) state.textShown = performance.now();
        else requestAnimationFrame(poll);
      };
      requestAnimationFrame(poll);
    },
    watchFor: (selector) => {
      state.seenAt = 0;
      const poll = () => {
        if (document.querySelector(selector)) state.seenAt = performance.now();
        else requestAnimationFrame(poll);
      };
      requestAnimationFrame(poll);
    },
    // Polled from the page's own frames: a poll sent by Playwright would wait for the main thread.
    watchPanel: (caseId) => {
      state.panelShown = 0;
      const poll = () => {
        if (document.querySelector('[data-testid=case-panel] .case-id')?.textContent === caseId) state.panelShown = performance.now();
        else requestAnimationFrame(poll);
      };
      requestAnimationFrame(poll);
    },
  };
  window.__bench = state;
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) state.longTasks.push({ start: e.startTime, duration: e.duration });
    }).observe({ type: 'longtask', buffered: true });
  } catch {
    // long tasks unsupported: the figure stays empty
  }
  addEventListener('mousedown', () => (state.mousedown = performance.now()), true);
  let tick = performance.now();
  setInterval(() => {
    const now = performance.now();
    state.longestGap = Math.max(state.longestGap, now - tick);
    tick = now;
  }, 100);
  if (location.hostname === 'bench.invalid') return; // the bare baseline reports its own moment
  const check = () => {
    const graph = window.__incidentGraph;
    if (graph && graph.drawn >= 1) {
      for (const el of document.querySelectorAll('[role=status]')) {
        if (/\bcases?\b/.test(el.textContent ?? '')) {
          state.loaded = performance.now();
          return;
        }
      }
    }
    requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}

interface LoadFigures {
  ms: number;
  longestTask: number;
  /** Total blocking time: the sum of each long task's time over 50 ms. */
  blocking: number;
  download: number;
}

async function loadFigures(page: Page, loadedAt: number, resource: string): Promise<LoadFigures> {
  return page.evaluate(
    ([loadedAt, resource]) => {
      const tasks = (window.__bench?.longTasks ?? []).filter((t) => t.start <= loadedAt);
      const entry = performance.getEntriesByName(resource)[0] as PerformanceResourceTiming | undefined;
      return {
        ms: loadedAt,
        longestTask: tasks.reduce((m, t) => Math.max(m, t.duration), 0),
        blocking: tasks.reduce((s, t) => s + Math.max(0, t.duration - 50), 0),
        download: entry ? entry.responseEnd - entry.startTime : NaN,
      };
    },
    [loadedAt, resource] as const,
  );
}

interface PanFigures {
  frames: number;
  p50: number;
  p95: number;
  max: number;
}

/** Drags the canvas in a figure of eight for ~2 s, sampling requestAnimationFrame deltas. */
async function measurePan(page: Page, selector: string): Promise<PanFigures> {
  const box = await page.locator(selector).boundingBox();
  if (!box) throw new Error(`${selector} is not on the page`);
  // Start just inside the right edge and move leftwards: the fit leaves padding there, so the
  // press lands on the background (which pans) rather than on a node, and nothing is drawn over
  // that edge (the legend, the zoom buttons and the minimap lie along the left).
  const x0 = box.x + box.width - 12;
  const y0 = box.y + box.height / 2;
  await page.waitForTimeout(500);
  await page.evaluate(() => {
    const s = window.__bench!;
    s.frames = [];
    s.sampling = true;
    const loop = (t: number) => {
      s.frames.push(t);
      if (s.sampling) requestAnimationFrame(loop);
    };
    requestAnimationFrame(loop);
  });
  await page.mouse.move(x0, y0);
  await page.mouse.down();
  const started = Date.now();
  for (let k = 1; Date.now() - started < 2000; k++) {
    const a = k / 12;
    await page.mouse.move(x0 - 160 * (1 - Math.cos(a)), y0 + 110 * Math.sin(2 * a));
  }
  await page.mouse.up();
  const stamps = await page.evaluate(() => {
    const s = window.__bench!;
    s.sampling = false;
    return s.frames;
  });
  const deltas = stamps.slice(1).map((t, k) => t - (stamps[k] as number));
  return { frames: deltas.length, p50: percentile(deltas, 50), p95: percentile(deltas, 95), max: Math.max(...deltas) };
}

/** Click → panel times, the longest task in the 2.5 s after each click, and the cases clicked. */
interface SelectFigures {
  ms: number[];
  longest: number[];
  ids: string[];
}

/**
 * Clicks case nodes and times mousedown → that case's panel on screen, `count` times (Escape in
 * between clears the selection). Cases are tried in a seeded order; a click that lands on a hub
 * or on another case is not counted.
 *
 * In the aggregated view (no case drawn until a hub is selected) each attempt first clicks the
 * hub `hubId`, as a user would, waits for its cases to be drawn, then clicks one of them.
 */
async function measureSelect(page: Page, size: number, count = 3, hubId: string | null = null): Promise<SelectFigures> {
  const box = await page.locator('[data-testid=graph]').boundingBox();
  const out: SelectFigures = { ms: [], longest: [], ids: [] };
  if (!box) return out;
  const onScreen = (p: { x: number; y: number } | null): p is { x: number; y: number } =>
    !!p && p.x > box.x + 40 && p.x < box.x + box.width - 40 && p.y > box.y + 120 && p.y < box.y + box.height - 40;
  const rng = mulberry32(7);
  for (let attempt = 0; attempt < 60 && out.ms.length < count; attempt++) {
    if (hubId) {
      const hub = await page.evaluate((nodeId) => window.__incidentGraph?.nodePosition(nodeId) ?? null, hubId);
      if (!hub || hub.x < box.x || hub.x > box.x + box.width || hub.y < box.y || hub.y > box.y + box.height) return out;
      // A click there must reach the graph, not a control drawn over it (the legend, the minimap).
      if (!(await page.evaluate((p) => !!document.elementFromPoint(p.x, p.y)?.closest('[data-testid=graph]'), hub))) return out;
      const drawn = await page.evaluate(() => window.__incidentGraph?.drawn ?? 0);
      await page.mouse.click(hub.x, hub.y);
      await page.waitForFunction((before) => (window.__incidentGraph?.drawn ?? 0) > before && !!document.querySelector('[data-testid=hub-panel]'), drawn, { timeout: 30_000 });
      await page.waitForTimeout(800);
    }
    // The next case, in the seeded order, drawn on screen with no other node under its centre.
    let id = '';
    let p: { x: number; y: number } | null = null;
    for (let tries = 0; tries < 400; tries++) {
      id = syntheticId(1 + Math.floor(rng() * size));
      p = await page.evaluate((nodeId) => window.__incidentGraph?.nodePosition(nodeId) ?? null, `case:${id}`);
      if (onScreen(p) && (await page.evaluate(([x, y]) => window.__incidentGraph?.nodesAt(x!, y!) ?? [], [p.x, p.y])).length === 1) break;
      p = null;
    }
    if (!p) continue;
    await page.evaluate((caseId) => window.__bench!.watchPanel(caseId), id);
    await page.mouse.click(p.x, p.y);
    try {
      await page.waitForFunction(() => window.__bench!.panelShown > 0, null, { timeout: 8000 });
      // What the click set off (the graph redrawn around the new focus) goes on after the panel.
      await page.waitForTimeout(2500);
      const { shown, down, longest } = await page.evaluate(() => {
        const s = window.__bench!;
        const after = s.longTasks.filter((t) => t.start >= s.mousedown - 1).map((t) => t.duration);
        return { shown: s.panelShown, down: s.mousedown, longest: Math.max(0, ...after) };
      });
      out.ms.push(shown - down);
      out.longest.push(longest);
      out.ids.push(id);
    } catch {
      // hit a hub, another case or nothing: try another case
    }
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !document.querySelector('[data-testid=case-panel]'), null, { timeout: 8000 }).catch(() => {});
    await page.waitForTimeout(500);
  }
  return out;
}

/** A filter change: mousedown on a domain facet's box → the graph redrawn and painted, and the longest task in between. */
interface FilterFigures {
  ms: number;
  longest: number;
  /** What the graph draws after the filter. */
  drawn: { nodes: number; edges: number };
}

/**
 * Ticks the first value of the domain facet, as a user would, and times it from the mousedown to
 * the first animation frame after the graph finished drawing the filtered model (polled by the
 * page itself), with the longest task in that span and the 1.5 s after it.
 */
async function measureFilter(page: Page): Promise<FilterFigures | null> {
  const box = page.getByTestId('facet-domain').locator('input[type=checkbox]').first();
  if ((await box.count()) === 0) return null;
  await box.scrollIntoViewIfNeeded();
  await page.waitForTimeout(500);
  const before = await page.evaluate(() => window.__incidentGraph?.drawn ?? 0);
  await page.evaluate((n) => window.__bench!.watchRedraw(n), before);
  await box.click();
  await page.waitForFunction(() => window.__bench!.redrawnAt > 0, null, { timeout: 30_000 });
  await page.waitForTimeout(1500);
  return page.evaluate(() => {
    const s = window.__bench!;
    const during = s.longTasks.filter((t) => t.start >= s.mousedown - 1).map((t) => t.duration);
    return { ms: s.redrawnAt - s.mousedown, longest: Math.max(0, ...during), drawn: window.__incidentGraph?.counts() ?? { nodes: 0, edges: 0 } };
  });
}

/** Switching the trend's facet and the matrix's axes (issue 28): change → the frame after the one that paints it. */
interface SwitchFigures {
  trendBy: number;
  matrixAxes: number;
}

/** One choice in a select: change → the second frame after it (bench-switch's timing, without its long-task log here). */
async function measureSelectChange(page: Page, testid: string, value: string): Promise<number> {
  return (await timeChange(page, testid, value)).ms;
}

/** Opens the trends view (by root cause), switches it to components; opens the matrix, switches its rows to organisations. */
async function measureSwitches(page: Page): Promise<SwitchFigures | null> {
  const tab = page.getByTestId('view-trends');
  if ((await tab.count()) === 0) return null;
  await tab.click();
  await page.getByTestId('trends-by').waitFor({ timeout: 60_000 });
  await page.waitForTimeout(500);
  const trendBy = await measureSelectChange(page, 'trends-by', 'comp');
  await page.getByTestId('view-matrix').click();
  await page.getByTestId('matrix-rows').waitFor({ timeout: 60_000 });
  await page.waitForTimeout(500);
  const matrixAxes = await measureSelectChange(page, 'matrix-rows', 'org');
  return { trendBy, matrixAxes };
}

// ---------------------------------------------------------------------------------------------
// One library size

interface SizeResult {
  size: number;
  libraryBytes: number;
  elements: { nodes: number; edges: number };
  /** What the app drew: above its aggregation threshold it draws hubs only, not every case. */
  appDrawn: { nodes: number; edges: number };
  app: LoadFigures[];
  bare: (LoadFigures & { fetched: number })[];
  appPan: PanFigures | null;
  barePan: PanFigures | null;
  select: SelectFigures | null;
  filter: FilterFigures | null;
  switches: SwitchFigures | null;
}

async function newPage(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: VIEWPORT, locale: 'en-US', colorScheme: 'light', deviceScaleFactor: 1 });
  // tsx compiles this file with esbuild's keepNames, which wraps functions in `__name(…)`;
  // functions sent to the page need that helper to exist there too.
  await context.addInitScript({ content: 'globalThis.__name = globalThis.__name || ((f) => f);' });
  await context.addInitScript(initScript);
  const page = await context.newPage();
  return { context, page };
}

const MIME: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json' };

async function runApp(browser: Browser, base: string, libraryBody: Buffer, timeout: number, interact: boolean, size: number, hubId: string) {
  const { context, page } = await newPage(browser);
  try {
    await page.route(LIB_URL, (route) =>
      route.fulfill({ status: 200, body: libraryBody, headers: { 'content-type': 'application/json', 'access-control-allow-origin': '*' } }),
    );
    await page.goto(`${base}/?src=${LIB_URL}`, { waitUntil: 'commit' });
    const handle = await page.waitForFunction(() => window.__bench?.loaded || 0, null, { polling: 100, timeout });
    const loadedAt = (await handle.jsonValue()) as number;
    const figures = await loadFigures(page, loadedAt, LIB_URL);
    const drawn = await page.evaluate(() => window.__incidentGraph?.counts() ?? { nodes: 0, edges: 0 });
    let pan: PanFigures | null = null;
    let select: SizeResult['select'] = null;
    let filter: FilterFigures | null = null;
    let switches: SwitchFigures | null = null;
    if (interact) {
      pan = await measurePan(page, '[data-testid=graph]');
      await page.waitForTimeout(500);
      // Above the aggregation threshold no case is drawn until a hub is selected.
      select = await measureSelect(page, size, 3, drawn.nodes < size ? hubId : null);
      filter = await measureFilter(page);
      switches = await measureSwitches(page);
    }
    return { figures, drawn, pan, select, filter, switches };
  } finally {
    await context.close();
  }
}

async function runBare(browser: Browser, elementsBody: Buffer, timeout: number, interact: boolean) {
  const { context, page } = await newPage(browser);
  try {
    await page.route('https://bench.invalid/bare/**', (route) => {
      const path = new URL(route.request().url()).pathname.replace(/^\/bare\//, '');
      if (path === 'elements.json') return route.fulfill({ status: 200, body: elementsBody, headers: { 'content-type': 'application/json' } });
      const file = resolve(BARE_DIR, path);
      if (!file.startsWith(BARE_DIR) || !existsSync(file)) return route.fulfill({ status: 404, body: 'not found' });
      return route.fulfill({ status: 200, body: readFileSync(file), headers: { 'content-type': MIME[extname(file)] ?? 'application/octet-stream' } });
    });
    await page.goto(BARE_URL, { waitUntil: 'commit' });
    const handle = await page.waitForFunction(() => window.__bare ?? null, null, { polling: 100, timeout });
    const bare = (await handle.jsonValue()) as { fetched: number; firstFrame: number } | { error: string };
    if ('error' in bare) throw new Error(`bare page: ${bare.error}`);
    const figures = { ...(await loadFigures(page, bare.firstFrame, 'https://bench.invalid/bare/elements.json')), fetched: bare.fetched };
    const pan = interact ? await measurePan(page, '#cy') : null;
    return { figures, pan };
  } finally {
    await context.close();
  }
}

/** The graph id of the component with the most cases (the hub a user of the aggregated view opens first). */
function biggestHub(records: unknown[]): string {
  const counts = new Map<string, number>();
  for (const r of records) for (const c of (r as { components?: string[] }).components ?? []) counts.set(c, (counts.get(c) ?? 0) + 1);
  const [slug] = [...counts].sort((a, b) => b[1] - a[1])[0] ?? [''];
  return `component:${slug}`;
}

/** The elements the app would draw for the whole library, at the positions its layout gives. */
function bareElements(records: unknown[]): { body: Buffer; nodes: number; edges: number } {
  const taxonomy = readTaxonomy();
  const { cases } = loadLibrary(records, taxonomy);
  const index = buildIndex(cases);
  const positions = layoutLibrary(index);
  const graph = buildGraph(index, null);
  const labels: ElementLabels = {
    node: (n: GraphNode) => {
      if (n.kind === 'case') {
        const c = cases[n.caseIndex ?? -1];
        return c ? `${c.id}\n${c.org}` : n.key;
      }
      return labelOf(taxonomy, n.kind === 'component' ? 'component' : 'root_cause', n.key, 'en');
    },
    edge: () => '',
  };
  const elements = [...graph.nodes.map((n) => nodeElement(n, positions.get(n.id), labels, () => null)), ...graph.edges.map((e) => edgeElement(e))];
  const body = Buffer.from(JSON.stringify({ elements, hideEdgesOnViewport: graph.edges.length > LARGE_EDGE_COUNT }));
  return { body, nodes: graph.nodes.length, edges: graph.edges.length };
}

async function benchSize(browser: Browser, base: string, size: number, runs: number): Promise<SizeResult> {
  log(`browser side, ${fmtCount(size)} cases: preparing…`);
  const records = generateLibrary(size, 1);
  const libraryBody = Buffer.from(JSON.stringify(records));
  const bare = bareElements(records);
  const timeout = 120_000 + size * 5;
  const result: SizeResult = {
    size,
    libraryBytes: libraryBody.length,
    elements: { nodes: bare.nodes, edges: bare.edges },
    appDrawn: { nodes: 0, edges: 0 },
    app: [],
    bare: [],
    appPan: null,
    barePan: null,
    select: null,
    filter: null,
    switches: null,
  };
  // Alternate app and baseline, so that drift in the machine's speed touches both alike.
  for (let k = 0; k < runs; k++) {
    const last = k === runs - 1;
    log(`  ${fmtCount(size)}: app, run ${k + 1} of ${runs}`);
    const app = await runApp(browser, base, libraryBody, timeout, last, size, biggestHub(records));
    result.app.push(app.figures);
    result.appDrawn = app.drawn;
    if (last) {
      result.appPan = app.pan;
      result.select = app.select;
      result.filter = app.filter;
      result.switches = app.switches;
    }
    log(`  ${fmtCount(size)}: bare cytoscape, run ${k + 1} of ${runs}`);
    const b = await runBare(browser, bare.body, timeout, last);
    result.bare.push(b.figures);
    if (last) result.barePan = b.pan;
  }
  return result;
}

/** What a run above LARGE_ABOVE cases measures: the app alone (see runLarge). */
interface LargeResult {
  size: number;
  libraryBytes: number;
  load: LoadFigures;
  longestGap: number;
  drawn: { nodes: number; edges: number };
  /** Typing a word in the search box → its first suggestion on screen. */
  searchMs: number;
  /** Clicking the biggest hub → its panel on screen. */
  hubMs: number;
  heapMb: number;
  /** The click on List (the map shown) → the first frame with rows, and the tasks between (issue 30). */
  list: ListSwitchFigures;
}

/**
 * 100,000 cases, the app only: the bare baseline is not run (cytoscape drawing 100,000 nodes and
 * half a million edges at once does not finish in useful time here). The library is served by
 * the preview server next to the app (too big to hand through page.route).
 */
/** Sizes above this are run app-only (see runLarge). */
const LARGE_ABOVE = 20_000;

/** A big library written next to the served app before the preview server starts (it lists its files once). */
interface LargeFile {
  size: number;
  file: string;
  bytes: number;
  hub: string;
}

function writeLargeFile(size: number): LargeFile {
  log(`browser side, ${fmtCount(size)} cases (app only): writing the library next to the app…`);
  const records = generateLibrary(size, 1);
  const file = join(APP_DIR, `bench-${size}.json`);
  writeFileSync(file, JSON.stringify(records));
  return { size, file, bytes: statSync(file).size, hub: biggestHub(records) };
}

async function runLarge(browser: Browser, base: string, large: LargeFile): Promise<LargeResult> {
  const { size, hub } = large;
  log(`browser side, ${fmtCount(size)} cases (app only): loading…`);
  const { context, page } = await newPage(browser);
  try {
    const src = `/bench-${size}.json`;
    await page.addInitScript(switchInitScript);
    // The 100,000-case file (496 MB) is past the default download limit (256 MB): the address
    // raises it as a user would (`maxmb`, at most 500), or the page says it cannot open the file.
    const maxmb = Math.min(MAX_DOWNLOAD_MB, Math.ceil(large.bytes / 2 ** 20) + 1);
    await page.goto(`${base}/?src=${src}&maxmb=${maxmb}`, { waitUntil: 'commit' });
    // Waiting ends early on the page's load error (a file past the limit), not after 15 minutes.
    const handle = await page.waitForFunction(() => window.__bench?.loaded || (document.querySelector('[data-testid=load-error]') ? -1 : 0), null, { polling: 500, timeout: 900_000 });
    if ((await handle.jsonValue()) === -1) throw new Error(`${fmtCount(size)} cases: the page could not open ${src} (${(large.bytes / 2 ** 20).toFixed(0)} MB)`);
    const loadedAt = (await handle.jsonValue()) as number;
    const load = await loadFigures(page, loadedAt, `${base}${src}`);
    const longestGap = await page.evaluate(() => window.__bench!.longestGap);
    const drawn = await page.evaluate(() => window.__incidentGraph?.counts() ?? { nodes: 0, edges: 0 });
    await page.waitForTimeout(2000);
    log('  loaded; searching…');
    const search = page.getByTestId('search');
    await search.click();
    await page.evaluate(() => window.__bench!.watchFor('[role=option]'));
    const typedAt = await page.evaluate(() => performance.now());
    await search.fill('telem');
    await page.waitForFunction(() => window.__bench!.seenAt > 0, null, { timeout: 60_000 });
    const searchMs = (await page.evaluate(() => window.__bench!.seenAt)) - typedAt;
    // The worker reads ahead the shard of a search's first case suggestion: remembered, so the cold click below avoids it.
    const readAhead = new Set<number>();
    const firstHit = (await page.locator('#search-results [role=option]').first().innerText()).match(/SYN-\d+/)?.[0];
    if (firstHit) readAhead.add(shardOfSynthetic(firstHit));
    await page.keyboard.press('Escape');
    await search.blur();
    log('  clicking the biggest component…');
    const p = await page.evaluate((id) => window.__incidentGraph?.nodePosition(id) ?? null, hub);
    let hubMs = NaN;
    if (p) {
      await page.evaluate(() => window.__bench!.watchFor('[data-testid=hub-panel]'));
      await page.mouse.click(p.x, p.y);
      await page.waitForFunction(() => window.__bench!.seenAt > 0, null, { timeout: 60_000 });
      hubMs = await page.evaluate(() => window.__bench!.seenAt - window.__bench!.mousedown);
    }
    const heapMb = await page.evaluate(() => ((performance as unknown as { memory?: { usedJSHeapSize: number } }).memory?.usedJSHeapSize ?? NaN) / 1e6);
    await page.keyboard.press('Escape');
    await page.waitForTimeout(3000);
    log('  switching to the list…');
    const list = await measureListSwitch(page);
    return { size, libraryBytes: large.bytes, load, longestGap, drawn, searchMs, hubMs, heapMb, list };
  } finally {
    await context.close();
  }
}

function printLarge(r: LargeResult) {
  console.log(`${fmtCount(r.size)} CASES, APP ONLY (library ${fmtBytes(r.libraryBytes)} served with the app; no baseline: bare cytoscape`);
  console.log('cannot draw every case and edge of a library this size at once in useful time here)');
  console.log(table([
    ['', 'ms'],
    ['app draws (aggregated view)', `${fmtCount(r.drawn.nodes)} n, ${fmtCount(r.drawn.edges)} e`],
    ['navigation → graph drawn + status', fmtMs(r.load.ms)],
    ['  longest long task during load', fmtMs(r.load.longestTask)],
    ['  longest gap between 100 ms timer ticks', fmtMs(r.longestGap)],
    ['search: "telem" typed → first suggestion', fmtMs(r.searchMs)],
    ['click the biggest component → its panel', fmtMs(r.hubMs)],
    ['page JS heap after load (MB)', r.heapMb.toFixed(0)],
    ['click List (map shown) → first rows, goal 100 ms', `${fmtMs(r.list.firstRowsMs)} (${(r.list.firstRowsMs / r.list.referenceMs).toFixed(2)}× a 200,000-number sort)`],
    ['  longest task from the click to the rows, goal 100 ms', fmtMs(r.list.longestTask)],
  ]));
}

// ---------------------------------------------------------------------------------------------
// Packed libraries

/** Sizes from which a packed row is run (a pack is what a library of this size would be served as). */
const PACKED_FROM = 10_000;
/** Whole words of the synthetic texts: matched by the long-text index only, which a pack brings prebuilt. */
const TEXT_QUERY = 'failover partition';

interface PackDir {
  size: number;
  dir: string;
  bytes: number;
  indexBytes: number;
  searchBytes: number;
  shards: number;
  packSeconds: number;
}

/** Sources whose change makes a cached pack stale: the synthetic library and everything that writes a pack. */
/** What writes a pack: every source file under these (folders whole, so a moved or new file changes the key too). */
const PACK_SOURCES = ['scripts/synthetic.ts', 'scripts/generate-library.ts', 'scripts/pack-library.ts', 'scripts/packSimilarity.ts', 'scripts/packSimilarityWorker.ts', 'src/model/pack', 'src/model/search', 'src/model/layout', 'src/model/similarity', 'src/model/library', 'src/model/core'];
const packSourceFiles = (path: string): string[] => (statSync(join(ROOT, path)).isDirectory() ? readdirSync(join(ROOT, path)).sort().flatMap((f) => packSourceFiles(join(path, f))) : [path]);
const PACK_SEED = 1;
const dirBytes = (dir: string): number => readdirSync(dir, { withFileTypes: true }).reduce((sum, e) => sum + (e.isDirectory() ? dirBytes(join(dir, e.name)) : statSync(join(dir, e.name)).size), 0);

/**
 * Packs a synthetic library with `npm run pack-library` itself (issue 29's packing goal is that
 * command's time: its worker thread, its heap settings) into a cache directory keyed by size,
 * seed and the sources that write it, and links it into bench-results/app/pack-N/ before the
 * preview server starts: a 100,000-case pack takes minutes to write, a rerun reuses it. The
 * command's own step table goes to the log; the row is the total it prints.
 */
async function writePackDir(size: number): Promise<PackDir> {
  const { createHash } = await import('node:crypto');
  const { tmpdir } = await import('node:os');
  const { renameSync, symlinkSync } = await import('node:fs');
  const hash = createHash('sha256');
  for (const file of PACK_SOURCES.flatMap(packSourceFiles)) hash.update(file).update(readFileSync(join(ROOT, file)));
  const cached = join(process.env.BENCH_PACK_CACHE ?? join(tmpdir(), 'incident-graph-bench-packs'), `pack-${size}-seed${PACK_SEED}-${hash.digest('hex').slice(0, 12)}`);
  const infoFile = join(cached, 'bench-pack.json');
  let info: Omit<PackDir, 'dir'>;
  if (existsSync(infoFile)) {
    log(`browser side, ${fmtCount(size)} cases packed: reusing ${cached}`);
    info = JSON.parse(readFileSync(infoFile, 'utf8')) as Omit<PackDir, 'dir'>;
  } else {
    log(`browser side, ${fmtCount(size)} cases packed: npm run pack-library into ${cached} (once)…`);
    // Written beside the cache entry and renamed into place, so an interrupted run leaves no half pack.
    const partial = `${cached}.partial-${process.pid}`;
    const input = `${cached}.input-${process.pid}.json`;
    rmSync(partial, { recursive: true, force: true });
    mkdirSync(dirname(input), { recursive: true });
    try {
      npx(['tsx', 'scripts/generate-library.ts', String(size), '--seed', String(PACK_SEED), '--out', input]);
      const packed = spawnSync('npm', ['run', '--silent', 'pack-library', '--', input, partial, '--name', `bench ${size}`], { cwd: ROOT, stdio: ['ignore', 'pipe', 2], env: process.env, encoding: 'utf8' });
      process.stderr.write(packed.stdout ?? '');
      if (packed.status !== 0) throw new Error(`npm run pack-library failed (exit ${packed.status})`);
      const total = /\bin ([\d.]+) s\b/.exec(packed.stdout ?? '');
      if (!total) throw new Error('npm run pack-library printed no total time');
      const manifest = JSON.parse(readFileSync(join(partial, 'manifest.json'), 'utf8')) as { index: { bytes: number }; search?: { bytes: number }; searchPostings?: { bytes: number }; shards: unknown[] };
      const bytes = dirBytes(partial);
      const searchBytes = (manifest.search?.bytes ?? 0) + (manifest.searchPostings?.bytes ?? 0);
      info = { size, bytes, indexBytes: manifest.index.bytes, searchBytes, shards: manifest.shards.length, packSeconds: Number(total[1]) };
      writeFileSync(join(partial, 'bench-pack.json'), JSON.stringify(info));
      rmSync(cached, { recursive: true, force: true });
      renameSync(partial, cached);
    } finally {
      rmSync(input, { force: true });
      rmSync(partial, { recursive: true, force: true });
    }
  }
  const dir = join(APP_DIR, `pack-${size}`);
  rmSync(dir, { recursive: true, force: true });
  symlinkSync(cached, dir, 'dir');
  return { ...info, dir };
}

interface PackedResult {
  pack: PackDir;
  load: LoadFigures;
  longestGap: number;
  heapMb: number;
  drawn: { nodes: number; edges: number };
  /** TEXT_QUERY typed → its first suggestion. */
  searchMs: number;
  /** An id typed as soon as the map is drawn → its suggestion; whether the full search was still being read then. */
  earlyIdMs: number;
  earlyPartial: boolean;
  /** Clicking a case's suggestion → its panel, and → its full text in the panel. */
  panelMs: number;
  textMs: number;
  /** The page's longest task in the 2.5 s after that click (the map drawn around the case, its focus view). */
  selectLongest: number;
  /** Then clicking a related case in that panel whose shard nothing has read yet → its panel, → its full text. */
  coldPanelMs: number;
  coldTextMs: number;
  /** Then, a second after that panel's text, clicking one of its first related cases (read ahead) of another shard. */
  aheadPanelMs: number;
  aheadTextMs: number;
  /** Escape on that case (its focus view closes, the map comes back): the page's longest task in the 2.5 s after. */
  escapeLongest: number;
  /** Export → JSON of every case (the worker reads every shard and makes the file) → the download, and the page's longest task meanwhile. */
  exportMs: number;
  exportLongest: number;
}

/** The related cases a case panel reads ahead in a pack (READ_AHEAD_RELATED in src/ui/panel/RelatedSection.tsx). */
const READ_AHEAD_RELATED = 5;

/** The shard a synthetic case's texts are in (shards are cut in pack order, 100 cases each by default). */
const shardOfSynthetic = (id: string) => Math.floor((Number(id.replace(/\D/g, '')) - 1) / 100);

async function runPacked(browser: Browser, base: string, pack: PackDir): Promise<PackedResult> {
  const { size } = pack;
  log(`browser side, ${fmtCount(size)} cases packed: loading…`);
  const { context, page } = await newPage(browser);
  try {
    const manifest = `/pack-${size}/manifest.json`;
    await page.goto(`${base}/?src=${manifest}`, { waitUntil: 'commit' });
    const handle = await page.waitForFunction(() => window.__bench?.loaded || 0, null, { polling: 200, timeout: 600_000 });
    const loadedAt = (await handle.jsonValue()) as number;
    const load = await loadFigures(page, loadedAt, `${base}${manifest}`);
    const longestGap = await page.evaluate(() => window.__bench!.longestGap);
    const drawn = await page.evaluate(() => window.__incidentGraph?.counts() ?? { nodes: 0, edges: 0 });
    // An id typed at once, while the worker may still read the prebuilt search: the codes answer it.
    const search = page.getByTestId('search');
    await search.click();
    const earlyId = syntheticId(1 + Math.floor(size * 0.41));
    // The list shows the last query's hits until the new ones come: wait for those of this query.
    await page.evaluate((q) => window.__bench!.watchFor(`#search-results[data-answers="${q}"] [role=option]`), earlyId);
    const earlyAt = await page.evaluate(() => performance.now());
    await search.fill(earlyId);
    await page.waitForFunction(() => window.__bench!.seenAt > 0, null, { timeout: 60_000 });
    const earlyIdMs = (await page.evaluate(() => window.__bench!.seenAt)) - earlyAt;
    const earlyPartial = (await page.getByTestId('search-incomplete').count()) > 0;
    await search.fill('');
    await page.keyboard.press('Escape');
    await page.waitForTimeout(2000);
    // The heap the page keeps, not what a collection would free anyway.
    const cdp = await context.newCDPSession(page);
    await cdp.send('HeapProfiler.collectGarbage');
    const heapMb = (await cdp.send('Runtime.getHeapUsage')).usedSize / 1e6;
    log('  loaded; searching the texts…');
    await search.click();
    await page.evaluate((q) => window.__bench!.watchFor(`#search-results[data-answers="${q}"] [role=option]`), TEXT_QUERY);
    const typedAt = await page.evaluate(() => performance.now());
    await search.fill(TEXT_QUERY);
    await page.waitForFunction(() => window.__bench!.seenAt > 0, null, { timeout: 60_000 });
    const searchMs = (await page.evaluate(() => window.__bench!.seenAt)) - typedAt;
    // The worker reads ahead the shard of a search's first case suggestion: remembered, so the cold click below avoids it.
    const readAhead = new Set<number>();
    const firstHit = (await page.locator('#search-results [role=option]').first().innerText()).match(/SYN-\d+/)?.[0];
    if (firstHit) readAhead.add(shardOfSynthetic(firstHit));
    log('  opening a case…');
    const id = syntheticId(1 + Math.floor(size * 0.73));
    await search.fill(id);
    const option = page.locator('#search-results [role=option]').first();
    await option.filter({ hasText: id }).waitFor({ timeout: 60_000 });
    await page.evaluate((caseId) => {
      window.__bench!.watchPanel(caseId);
      window.__bench!.watchText(caseId);
    }, id);
    await option.click();
    await page.waitForFunction(() => window.__bench!.textShown > 0, null, { timeout: 60_000 });
    const shown = () =>
      page.evaluate(() => {
        const s = window.__bench!;
        return { panelMs: s.panelShown - s.mousedown, textMs: s.textShown - s.mousedown };
      });
    const { panelMs, textMs } = await shown();
    const selectLongest = await longestAfter(page, await page.evaluate(() => window.__bench!.mousedown - 1), 2500);
    readAhead.add(shardOfSynthetic(id));
    const relatedOfPanel = () => page.locator('[data-testid=case-panel] [data-testid=related] .case-link').evaluateAll((links) => links.map((l) => l.getAttribute('data-case') ?? ''));
    /** Clicks related case `caseId` of the open panel: → its panel, → its full text. */
    const openRelated = async (caseId: string) => {
      await page.evaluate((c) => {
        window.__bench!.watchPanel(c);
        window.__bench!.watchText(c);
      }, caseId);
      await page.locator(`[data-testid=case-panel] [data-testid=related] .case-link[data-case="${caseId}"]`).first().click();
      await page.waitForFunction(() => window.__bench!.textShown > 0, null, { timeout: 60_000 });
      return shown();
    };
    log('  opening a related case from another shard…');
    // The panel reads ahead its first related cases' shards: the cold case is one further down.
    const related = await relatedOfPanel();
    for (const c of related.slice(0, READ_AHEAD_RELATED)) readAhead.add(shardOfSynthetic(c));
    const cold = related.slice(READ_AHEAD_RELATED).find((c) => /^SYN-\d+$/.test(c) && !readAhead.has(shardOfSynthetic(c)));
    let coldPanelMs = NaN;
    let coldTextMs = NaN;
    let aheadPanelMs = NaN;
    let aheadTextMs = NaN;
    if (cold) {
      ({ panelMs: coldPanelMs, textMs: coldTextMs } = await openRelated(cold));
      readAhead.add(shardOfSynthetic(cold));
      // A reader reads the panel before the next click; meanwhile its first related cases are read ahead.
      await page.waitForTimeout(1000);
      log('  opening one of its first related cases (read ahead)…');
      const ahead = (await relatedOfPanel()).slice(0, READ_AHEAD_RELATED).find((c) => /^SYN-\d+$/.test(c) && !readAhead.has(shardOfSynthetic(c)));
      if (ahead) ({ panelMs: aheadPanelMs, textMs: aheadTextMs } = await openRelated(ahead));
    }
    log('  closing the case (Escape)…');
    await page.waitForTimeout(2500);
    const escapedAt = await page.evaluate(() => performance.now());
    await page.keyboard.press('Escape');
    const escapeLongest = await longestAfter(page, escapedAt, 2500);
    log('  exporting every case as JSON (every shard read)…');
    const { exportMs, exportLongest } = await measurePackExport(page);
    return { pack, load, longestGap, heapMb, drawn, searchMs, earlyIdMs, earlyPartial, panelMs, textMs, selectLongest, coldPanelMs, coldTextMs, aheadPanelMs, aheadTextMs, escapeLongest, exportMs, exportLongest };
  } finally {
    await context.close();
  }
}

/** The page's longest task that started after `from` (page time), once `ms` have passed since it. */
async function longestAfter(page: Page, from: number, ms: number): Promise<number> {
  const now = await page.evaluate(() => performance.now());
  if (now < from + ms) await page.waitForTimeout(from + ms - now);
  return page.evaluate((t) => Math.max(0, ...window.__bench!.longTasks.filter((l) => l.start >= t).map((l) => l.duration)), from);
}

/**
 * Export → JSON of the whole pack, as a user saves it: the click → the download, and the page's
 * longest task in between. Started on a page at rest, its case closed 2.5 s before: this row once
 * counted a 198 ms task, most likely of the Escape pressed just before it (closing a case at
 * 10,000 cases took 167–634 ms the first time in probes, the export itself none over 90 ms), which
 * is now a row of its own.
 */
async function measurePackExport(page: Page): Promise<{ exportMs: number; exportLongest: number }> {
  // At the bench's width the export menu is folded into "More tools".
  const exportMenu = page.getByTestId('export-menu').locator('summary');
  if (!(await exportMenu.isVisible())) await page.getByTestId('more-tools').locator('> summary').click();
  await exportMenu.click();
  const from = await page.evaluate(() => performance.now());
  const started = Date.now();
  await Promise.all([page.waitForEvent('download', { timeout: 600_000 }), page.getByTestId('export-json').click()]);
  const exportMs = Date.now() - started;
  const exportLongest = await page.evaluate((t) => Math.max(0, ...window.__bench!.longTasks.filter((l) => l.start >= t).map((l) => l.duration)), from);
  return { exportMs, exportLongest };
}

function printPacked(results: PackedResult[]) {
  console.log('PACKED LIBRARIES, APP ONLY (npm run pack-library\'s output served next to the app, opened with ?src=…/manifest.json)');
  const cols = (f: (r: PackedResult) => string) => results.map(f);
  console.log(table([
    ['', ...cols((r) => `${fmtCount(r.pack.size)} cases`)],
    ['pack: files (index / search.json + search-postings.bin / text shards)', ...cols((r) => `${fmtBytes(r.pack.bytes)} (${fmtBytes(r.pack.indexBytes)} / ${fmtBytes(r.pack.searchBytes)} / ${r.pack.shards})`)],
    ['pack: npm run pack-library, total it prints (when cached, the run that wrote it), s', ...cols((r) => r.pack.packSeconds.toFixed(1))],
    ['app draws', ...cols((r) => `${fmtCount(r.drawn.nodes)} n, ${fmtCount(r.drawn.edges)} e`)],
    ['navigation → graph drawn + status (interactive), ms', ...cols((r) => fmtMs(r.load.ms))],
    ['  longest long task during load, ms', ...cols((r) => fmtMs(r.load.longestTask))],
    ['  longest gap between 100 ms timer ticks, ms', ...cols((r) => fmtMs(r.longestGap))],
    ['page JS heap after load and a GC (CDP), MB', ...cols((r) => r.heapMb.toFixed(0))],
    ['search: an id typed as soon as the map is drawn → its suggestion, ms', ...cols((r) => `${fmtMs(r.earlyIdMs)}${r.earlyPartial ? ' (full search still read)' : ''}`)],
    [`search: "${TEXT_QUERY}" typed → first suggestion, ms`, ...cols((r) => fmtMs(r.searchMs))],
    ['click a case\'s suggestion → its panel, ms', ...cols((r) => fmtMs(r.panelMs))],
    ['click a case\'s suggestion → its full text in the panel, ms', ...cols((r) => fmtMs(r.textMs))],
    ['  longest task in the 2.5 s after the click (goal 100), ms', ...cols((r) => fmtMs(r.selectLongest))],
    ['then click a related case of another shard (not read ahead) → its panel, ms', ...cols((r) => fmtMs(r.coldPanelMs))],
    ['  → its full text in the panel, ms', ...cols((r) => fmtMs(r.coldTextMs))],
    ['then one of its first related cases of another shard (read ahead) → its panel, ms', ...cols((r) => fmtMs(r.aheadPanelMs))],
    ['  → its full text in the panel, ms', ...cols((r) => fmtMs(r.aheadTextMs))],
    ['Escape on that case (its focus closes, the map is back): longest task in the 2.5 s after (goal 100), ms', ...cols((r) => fmtMs(r.escapeLongest))],
    ['Export → JSON of every case (the worker reads every shard, makes the file) → download, ms', ...cols((r) => fmtMs(r.exportMs))],
    ['  longest task on the page meanwhile (goal 100), ms', ...cols((r) => fmtMs(r.exportLongest))],
  ]));
  console.log('The full text is read by the worker from its shard (fetched and checked against the manifest\'s SHA-256 the first time);');
  console.log('the shards of the highlighted search suggestion and of an open panel\'s first related cases are read ahead, so their texts usually come with their panels; the cold related case is further down the list.');
}

// ---------------------------------------------------------------------------------------------
// Report

function medianOf<T>(list: T[], pick: (t: T) => number): number {
  return median(list.map(pick));
}

function printResults(results: SizeResult[], runs: number[]) {
  const header = ['', ...results.flatMap((r) => [`${fmtCount(r.size)} cases`, ''])];
  const sub = ['', ...results.flatMap(() => ['ms', 'ratio'])];
  const rows: string[][] = [header, sub];
  const pair = (ms: number, ratio: string) => [fmtMs(ms), ratio];
  rows.push(['library file (page.route) / baseline draws', ...results.flatMap((r) => [fmtBytes(r.libraryBytes), `${fmtCount(r.elements.nodes)} n, ${fmtCount(r.elements.edges)} e`])]);
  rows.push(['app draws (window.__incidentGraph.counts())', ...results.flatMap((r) => ['', `${fmtCount(r.appDrawn.nodes)} n, ${fmtCount(r.appDrawn.edges)} e`])]);
  rows.push(['app: navigation → graph drawn + status', ...results.flatMap((r) => pair(medianOf(r.app, (f) => f.ms), fmtRatio(medianOf(r.app, (f) => f.ms) / medianOf(r.bare, (f) => f.ms))))]);
  rows.push(['  longest long task during load', ...results.flatMap((r) => pair(medianOf(r.app, (f) => f.longestTask), fmtRatio(medianOf(r.app, (f) => f.longestTask) / medianOf(r.bare, (f) => f.longestTask))))]);
  rows.push(['  total blocking time during load', ...results.flatMap((r) => pair(medianOf(r.app, (f) => f.blocking), fmtRatio(medianOf(r.app, (f) => f.blocking) / medianOf(r.bare, (f) => f.blocking))))]);
  rows.push(['baseline: navigation → first cytoscape frame', ...results.flatMap((r) => pair(medianOf(r.bare, (f) => f.ms), '1.00×'))]);
  rows.push(['  of which elements download + JSON', ...results.flatMap((r) => pair(medianOf(r.bare, (f) => f.fetched), ''))]);
  rows.push(['  longest long task', ...results.flatMap((r) => pair(medianOf(r.bare, (f) => f.longestTask), ''))]);
  rows.push(['  total blocking time', ...results.flatMap((r) => pair(medianOf(r.bare, (f) => f.blocking), ''))]);
  const panRow = (label: string, get: (r: SizeResult) => PanFigures | null, key: 'p50' | 'p95' | 'max', base?: (r: SizeResult) => PanFigures | null) =>
    rows.push([
      label,
      ...results.flatMap((r) => {
        const v = get(r)?.[key] ?? NaN;
        const b = base?.(r)?.[key];
        return pair(v, b === undefined ? '' : fmtRatio(v / b));
      }),
    ]);
  panRow('app: pan frame time p50', (r) => r.appPan, 'p50', (r) => r.barePan);
  panRow('app: pan frame time p95', (r) => r.appPan, 'p95', (r) => r.barePan);
  panRow('app: pan frame time max', (r) => r.appPan, 'max', (r) => r.barePan);
  panRow('baseline: pan frame time p50', (r) => r.barePan, 'p50');
  panRow('baseline: pan frame time p95', (r) => r.barePan, 'p95');
  rows.push(['app: click a case → case panel', ...results.flatMap((r) => pair(median(r.select?.ms ?? []), ''))]);
  rows.push(['  longest task in the 2.5 s after the click', ...results.flatMap((r) => pair(median(r.select?.longest ?? []), ''))]);
  rows.push(['app: tick a domain → graph redrawn (painted)', ...results.flatMap((r) => pair(r.filter?.ms ?? NaN, r.filter ? `${fmtCount(r.filter.drawn.nodes)} n, ${fmtCount(r.filter.drawn.edges)} e` : ''))]);
  rows.push(['  longest task from the click to 1.5 s after', ...results.flatMap((r) => pair(r.filter?.longest ?? NaN, ''))]);
  rows.push(['app: switch trend facet (rc → comp), goal 100 ms', ...results.flatMap((r) => pair(r.switches?.trendBy ?? NaN, ''))]);
  rows.push(['app: switch matrix axes (rows comp → org), goal 100 ms', ...results.flatMap((r) => pair(r.switches?.matrixAxes ?? NaN, ''))]);
  console.log(table(rows));
  console.log('');
  console.log('The app reads the library in its worker (which starts the download as soon as it is asked), where the page cannot time it; the navigation figure includes it.');
  console.log(`Load figures are medians of ${runs.map((n, k) => `${n} (${fmtCount(results[k]?.size ?? 0)})`).join(', ')} fresh page loads; ratio = app ÷ baseline.`);
  console.log('Pan: ~2 s of mouse drag, requestAnimationFrame deltas (16.7 ms = 60 fps); ' +
    results.map((r) => `${fmtCount(r.size)}: ${r.appPan?.frames ?? 0} app / ${r.barePan?.frames ?? 0} baseline frames`).join('; ') + '.');
  console.log('Click → panel: median over clicked cases, from the mousedown to the first animation frame showing that case\'s panel (polled by the page itself): ' +
    results.map((r) => `${fmtCount(r.size)}: ${(r.select?.ms ?? []).map((ms) => `${fmtMs(ms)} ms`).join(', ') || 'no case node on screen to click'}`).join('; ') + '.');
  console.log('Filter: after the clicks, the first value of the domain facet is ticked (one click), from the mousedown to the first animation frame after the graph finished drawing the filtered model.');
  if (results.some((r) => r.appDrawn.nodes < r.size)) console.log('In the aggregated view each click is on a case drawn around the biggest component, after clicking that component (not timed).');
  if (results.some((r) => r.appDrawn.nodes < r.elements.nodes)) {
    console.log('Where the app draws fewer elements than the baseline, it is showing its aggregated view (hubs only, above');
    console.log('AGGREGATE_ABOVE shown cases), so the app ÷ baseline ratios there compare different pictures.');
  }
  console.log('Baseline: scripts/bench-bare.html — cytoscape with the app\'s stylesheet and the same elements at precomputed');
  console.log('positions, added in one call; no React, worker, validation, layout or indexes.');
}

function printBundle() {
  const assets = join(APP_DIR, 'assets');
  if (!existsSync(assets)) return;
  const files = readdirSync(assets).filter((f) => f.endsWith('.js') || f.endsWith('.css')).sort();
  // What index.html loads before the app runs: its module script and styles, and the chunks it
  // preloads (the entry imports them; counting the entry alone left ~55 kB gzip out).
  const html = readFileSync(join(APP_DIR, 'index.html'), 'utf8');
  const loadedFirst = new Set([...html.matchAll(/(?:src|href)="\.?\/?assets\/([^"]+)"/g)].map((m) => m[1]!));
  const rows: string[][] = [['chunk', 'raw', 'gzip', '']];
  let initialGzip = 0;
  let totalGzip = 0;
  const sized = files.map((f) => {
    const data = readFileSync(join(assets, f));
    const gz = gzipSync(data, { level: 9 }).length;
    return { f, raw: data.length, gz };
  });
  sized.sort((a, b) => b.gz - a.gz);
  for (const { f, raw, gz } of sized) {
    // The reader's strings load before the first render (src/i18n/index.ts): an English reader's counted.
    const strings = /^en-[\w-]+\.js$/.test(f);
    const initial = loadedFirst.has(f) || strings;
    if (f.endsWith('.js')) {
      totalGzip += gz;
      if (initial) initialGzip += gz;
    }
    rows.push([`${f}`, fmtBytes(raw), fmtBytes(gz), strings ? '← initial (an English reader\'s strings, loaded before the first render)' : initial ? '← initial (loaded or preloaded by index.html)' : '']);
  }
  console.log('PRODUCTION BUNDLE (dist/assets, gzip -9 with node:zlib)');
  console.log('');
  console.log(table(rows));
  console.log('');
  console.log(`Initial JS: ${fmtBytes(initialGzip)} gzip of ${fmtBytes(totalGzip)} gzip JS in all (${fmtRatio(initialGzip / totalGzip)} of it); the rest loads on demand (cytoscape chunk, worker, bundled library).`);
}

// ---------------------------------------------------------------------------------------------
// Entry

export interface BrowserOptions {
  sizes: number[];
  rebuild: boolean;
  runs: number | null;
  /** 'with': plain rows and packed rows (from PACKED_FROM cases); 'only': packed rows only; 'none': plain only. */
  packed?: 'with' | 'only' | 'none';
  /** Only the draft row (navigation → first draft answer beside navigation → library shown). */
  draftOnly?: boolean;
  /** Only the switch row (trend facet and matrix axes at 10,000 cases beside a small library). */
  switchOnly?: boolean;
}

/** The library size of the draft row. */
const DRAFT_SIZE = 10_000;

export async function runBrowserBench(options: BrowserOptions) {
  const notes = ensureBuilds(options.rebuild);
  const alone = options.draftOnly || options.switchOnly;
  const packedMode = alone ? 'none' : (options.packed ?? 'with');
  const plainSizes = packedMode === 'only' || alone ? [] : options.sizes;
  const largeFiles = plainSizes.filter((size) => size > LARGE_ABOVE).map(writeLargeFile);
  const packDirs: PackDir[] = [];
  if (packedMode !== 'none') for (const size of options.sizes.filter((n) => n >= PACKED_FROM)) packDirs.push(await writePackDir(size));
  const { url, child } = await startPreview();
  const stop = () => {
    stopPreview(child);
    for (const large of largeFiles) rmSync(large.file, { force: true });
    for (const pack of packDirs) rmSync(pack.dir, { recursive: true, force: true });
  };
  process.once('exit', stop);
  let browser: Browser | null = null;
  try {
    const executablePath = existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
    browser = await chromium.launch({ headless: true, args: [...CHROMIUM_ARGS], ...(executablePath ? { executablePath } : {}) });
    console.log(`BROWSER SIDE (production build via vite preview; ${executablePath ?? 'Playwright chromium'} ${browser.version()}, headless, --disable-gpu, ${VIEWPORT.width}×${VIEWPORT.height})`);
    console.log(machineLine());
    for (const n of notes) console.log(n);
    console.log('');
    const results: SizeResult[] = [];
    const runs: number[] = [];
    let large: LargeResult | null = null;
    for (const size of plainSizes) {
      if (size > LARGE_ABOVE) {
        try {
          large = await runLarge(browser, url, largeFiles.find((f) => f.size === size)!);
        } catch (error) {
          console.log(`(${fmtCount(size)} cases: the browser benchmark failed: ${error instanceof Error ? (process.env.BENCH_DEBUG ? String(error.stack) : error.message.split("\n")[0]) : String(error)})`);
        }
        continue;
      }
      const n = options.runs ?? (size <= 2000 ? 3 : 1);
      try {
        results.push(await benchSize(browser, url, size, n));
        runs.push(n);
      } catch (error) {
        console.log(`(${fmtCount(size)} cases: the browser benchmark failed: ${error instanceof Error ? (process.env.BENCH_DEBUG ? String(error.stack) : error.message.split("\n")[0]) : String(error)})`);
      }
    }
    if (results.length) printResults(results, runs);
    if (large) {
      console.log('');
      printLarge(large);
    }
    if (packedMode !== 'only' && !options.draftOnly && options.sizes.includes(DRAFT_SIZE)) {
      try {
        const switches: SwitchRow[] = [];
        for (const size of [SWITCH_BASELINE, DRAFT_SIZE]) switches.push(await measureSwitchRow(browser, url, size));
        console.log('');
        printSwitches(switches);
      } catch (error) {
        console.log(`(the switch row failed: ${error instanceof Error ? error.message.split('\n')[0] : String(error)})`);
      }
    }
    if (options.switchOnly) return;
    if (packedMode !== 'only' && options.sizes.includes(DRAFT_SIZE)) {
      try {
        const draft = await measureDraft(browser, url, DRAFT_SIZE, draftLibraryBody(DRAFT_SIZE));
        console.log('');
        printDraft(draft);
      } catch (error) {
        console.log(`(the draft row failed: ${error instanceof Error ? error.message.split('\n')[0] : String(error)})`);
      }
    }
    if (options.draftOnly) return;
    const packedResults: PackedResult[] = [];
    for (const pack of packDirs) {
      try {
        packedResults.push(await runPacked(browser, url, pack));
      } catch (error) {
        console.log(`(${fmtCount(pack.size)} cases packed: the browser benchmark failed: ${error instanceof Error ? (process.env.BENCH_DEBUG ? String(error.stack) : error.message.split("\n")[0]) : String(error)})`);
      }
    }
    if (packedResults.length) {
      console.log('');
      printPacked(packedResults);
    }
    console.log('');
    printBundle();
  } finally {
    await browser?.close();
    stop();
  }
}

function parseArgs(argv: string[]): BrowserOptions {
  const o: BrowserOptions = { sizes: [1000, 10_000], rebuild: false, runs: null };
  for (let k = 0; k < argv.length; k++) {
    const arg = argv[k] as string;
    if (arg === '--sizes') o.sizes = parseSizes(argv[++k] ?? '');
    else if (arg.startsWith('--sizes=')) o.sizes = parseSizes(arg.slice(8));
    else if (arg === '--rebuild') o.rebuild = true;
    else if (arg === '--runs') o.runs = Number(argv[++k]);
    else if (arg === '--packed-only') o.packed = 'only';
    else if (arg === '--no-packed') o.packed = 'none';
    else if (arg === '--draft-only') o.draftOnly = true;
    else if (arg === '--switch-only') o.switchOnly = true;
    else throw new Error(`unknown argument: ${arg} (known: --sizes 1000,10000,100000 --rebuild --runs N --packed-only --no-packed --draft-only --switch-only)`);
  }
  return o;
}

if (isMain(import.meta)) {
  process.env.PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD = '1';
  runBrowserBench(parseArgs(process.argv.slice(2))).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
