/**
 * What a case click sets off in a big aggregated map, click by click (not part of the bench, whose
 * one "longest task after the click" figure moved by ±40 ms from run to run on this machine):
 *   npx tsx scripts/measure-clicks.ts [--size 10000] [--dist dist] [--port 4402] [--clicks 6]
 * Opens a synthetic library, clicks its biggest component, then clicks cases drawn alone in that
 * component's focus view as the bench does, back to the component between clicks. For each click
 * it prints the long tasks of the 2.5 s after it (ms@start, from the click), the reveal's steps
 * (elements added@start) and how many map label passes started (src/graph/labelsOverlay.ts marks).
 */
import { parseArgs } from 'node:util';
import { resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS } from '../tests/support/browser';
import { servePreview } from './previewServer';
import { generateLibrary } from './synthetic';

const { values: options } = parseArgs({ options: { size: { type: 'string', default: '10000' }, dist: { type: 'string', default: 'dist' }, port: { type: 'string', default: '4402' }, clicks: { type: 'string', default: '6' } } });
const LIB = 'https://bench.invalid/lib.json';
const port = Number(options.port);
const records = generateLibrary(Number(options.size), 1) as { id: string; components?: string[] }[];
const body = Buffer.from(JSON.stringify(records));
const server = await servePreview(resolve(options.dist), port);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: [...CHROMIUM_ARGS] });
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.addInitScript(() => {
    const w = window as unknown as { __long: number[][] };
    w.__long = [];
    new PerformanceObserver((l) => {
      for (const e of l.getEntries()) w.__long.push([e.startTime, e.duration]);
    }).observe({ type: 'longtask', buffered: true });
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
  const box = (await page.getByTestId('graph').boundingBox())!;
  let clicks = 0;
  for (const { id } of records) {
    if (clicks >= Number(options.clicks)) break;
    const p = await page.evaluate((nodeId) => window.__incidentGraph!.nodePosition(nodeId), `case:${id}`);
    if (!p || p.x < box.x + 40 || p.x > box.x + box.width - 40 || p.y < box.y + 120 || p.y > box.y + box.height - 40) continue;
    if ((await page.evaluate(([x, y]) => window.__incidentGraph!.nodesAt(x!, y!), [p.x, p.y])).length !== 1) continue;
    const t0 = await page.evaluate(() => {
      (window as unknown as { __long: number[][] }).__long = [];
      for (const name of ['ig:reveal-step', 'ig:labels-pass', 'ig:labels-first']) performance.clearMarks(name);
      return performance.now();
    });
    await page.mouse.click(p.x, p.y);
    await page.waitForTimeout(2500);
    const seen = await page.evaluate((t) => ({
      long: (window as unknown as { __long: number[][] }).__long.map(([start, ms]) => `${Math.round(ms!)}@${Math.round(start! - t)}`),
      steps: performance.getEntriesByName('ig:reveal-step').map((m) => `${String((m as PerformanceMark).detail)}@${Math.round(m.startTime - t)}`),
      passes: performance.getEntriesByName('ig:labels-pass').length + performance.getEntriesByName('ig:labels-first').length,
    }), t0);
    console.log(`${id}: long tasks ${seen.long.join(' ') || '–'} | reveal ${seen.steps.join(' ') || '–'} | map label passes ${seen.passes}`);
    clicks++;
    await page.keyboard.press('Escape');
    await page.waitForTimeout(500);
    await openHub();
  }
} finally {
  await browser.close();
  if (server.pid) process.kill(-server.pid, 'SIGTERM');
}
