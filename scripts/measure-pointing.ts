/**
 * A reader's pointing before a click, measured (not part of the bench): in a pack, a related case
 * further down a panel than its read-ahead, whose shard nothing has read, is clicked either after
 * the pointer rests on it for 300 ms (a reader's pointing) or at once (the bench's cold row), in
 * turn; each time from the mousedown to the frame whose panel shows that case's text.
 *   npx tsx scripts/measure-pointing.ts --pack DIR [--dist dist] [--port 4401]
 * DIR is a pack of synthetic cases with 100-case shards (the bench's cache holds one:
 * $TMPDIR/incident-graph-bench-packs/pack-100000-…); it is linked into the build while measured.
 */
import { rmSync, symlinkSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS } from '../tests/support/browser';
import { servePreview } from './previewServer';

const { values: options } = parseArgs({ options: { pack: { type: 'string' }, dist: { type: 'string', default: 'dist' }, port: { type: 'string', default: '4401' } } });
if (!options.pack) {
  console.error('measure-pointing: --pack DIR is required');
  process.exit(2);
}
const port = Number(options.port);
const dist = resolve(options.dist);
const link = join(dist, 'pack-measure');
rmSync(link, { force: true });
symlinkSync(resolve(options.pack), link, 'dir');
const server = await servePreview(dist, port);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: [...CHROMIUM_ARGS] });
const shardOf = (id: string) => Math.floor((Number(id.replace(/\D/g, '')) - 1) / 100);
const results: { mode: string; ms: number }[] = [];
try {
  for (let run = 0; run < 2; run++) {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.addInitScript({ content: 'globalThis.__name = globalThis.__name || ((f) => f);' });
    const read = new Set<number>();
    page.on('request', (r) => {
      const m = r.url().match(/texts\/(\d+)\.json/);
      if (m) read.add(Number(m[1]));
    });
    await page.goto(`http://127.0.0.1:${port}/?src=./pack-measure/manifest.json`);
    await page.waitForFunction(() => (window.__incidentGraph?.drawn ?? 0) >= 1, null, { timeout: 120000 });
    await page.waitForTimeout(6000);
    let start = `SYN-${String(1234 + run * 20000).padStart(6, '0')}`;
    for (let k = 0; k < 8; k++) {
      // open `start`, wait for its text and the read-ahead of its first related cases
      await page.getByTestId('search').fill(start);
      await page.getByTestId('search').press('Enter');
      await page.getByTestId('case-panel').waitFor();
      await page.waitForFunction(() => !document.querySelector('[data-testid=case-text-loading]'), null, { timeout: 60000 });
      await page.waitForTimeout(1500);
      const related = await page.getByTestId('related').locator('.case-link').evaluateAll((ls) => ls.map((l) => l.getAttribute('data-case') ?? ''));
      const cold = related.slice(5).find((id) => /^SYN-/.test(id) && !read.has(shardOf(id)));
      if (!cold) {
        start = related[0] ?? start;
        continue;
      }
      const mode = k % 2 === 0 ? 'rest 300 ms' : 'click at once';
      const link = page.getByTestId('related').locator(`.case-link[data-case="${cold}"]`).first();
      await link.scrollIntoViewIfNeeded();
      const box = (await link.boundingBox())!;
      await page.evaluate((id) => {
        const w = window as unknown as { __t: { down: number; text: number } };
        w.__t = { down: 0, text: 0 };
        addEventListener('mousedown', () => (w.__t.down = performance.now()), { once: true, capture: true });
        const poll = () => {
          const p = document.querySelector('[data-testid=case-panel]');
          if (p?.querySelector('.case-id')?.textContent === id && !document.querySelector('[data-testid=case-text-loading]') && w.__t.down) w.__t.text = performance.now();
          else requestAnimationFrame(poll);
        };
        requestAnimationFrame(poll);
      }, cold);
      await page.mouse.move(box.x + 20, box.y + box.height / 2);
      if (mode === 'rest 300 ms') await page.waitForTimeout(300);
      await page.mouse.down();
      await page.mouse.up();
      await page.waitForFunction(() => (window as unknown as { __t: { text: number } }).__t.text > 0, null, { timeout: 60000 });
      const t = await page.evaluate(() => (window as unknown as { __t: { down: number; text: number } }).__t);
      results.push({ mode, ms: Math.round(t.text - t.down) });
      console.log(mode, cold, Math.round(t.text - t.down), 'ms');
      start = cold;
    }
    await page.close();
  }
} finally {
  await browser.close();
  if (server.pid) process.kill(-server.pid, 'SIGTERM');
  rmSync(link, { force: true });
}
for (const mode of ['rest 300 ms', 'click at once']) console.log(mode, results.filter((r) => r.mode === mode).map((r) => r.ms).join(', '));
