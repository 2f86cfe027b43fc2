import { expect } from '@playwright/test';
import { test } from './fixtures';
import { watchForErrors, openPage, keepScreenshot } from './helpers';
import { serveLibrary } from './libraryServer';

// Issue 30, defect 2: the list view at 200,000 records. Waits are generous (a shared machine);
// the one bound on time is a freeze 4× shorter than the one the issue measured, never a speed.
test.setTimeout(600_000);
const N = 200_000;

/** The library, served over loopback (./libraryServer.ts); returns its address. */
async function serveTiny(): Promise<string> {
  const comps = ['telemetry-agent', 'service-discovery', 'package-registry', 'reverse-proxy', 'ingress-controller', 'dns-resolver'];
  const causes = ['deploy-rollout', 'upgrade-breaking-change', 'config-change', 'capacity-exhaustion', 'credential-expiry'];
  // Library order is not id order: the list must sort, not show the file's order.
  const records = Array.from({ length: N }, (_, k) => {
    const i = (k * 7919) % N;
    return { id: `T-${i}`, org: `Org ${i % 97}`, date: `20${10 + (i % 15)}-0${1 + (i % 9)}-1${i % 10}`, title: { en: `Tiny case ${i}` }, components: [comps[i % 6], comps[(i * 7) % 6]], root_cause: causes[i % 5] };
  });
  return serveLibrary('/tiny.json', JSON.stringify(records));
}

test('the list view at 200,000 records shows its first rows, only the rows in view, and sorts without freezing the page', async ({ freshPage: page }) => {
  const watch = watchForErrors(page);
  const src = await serveTiny();
  await page.addInitScript(() => {
    const w = window as unknown as { __longest: number };
    w.__longest = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__longest = Math.max(w.__longest, e.duration);
    }).observe({ type: 'longtask' });
  });
  await openPage(page, `/?src=${encodeURIComponent(src)}&lang=ko`);
  await page.waitForFunction(() => (window.__incidentGraph?.drawn ?? 0) >= 1, undefined, { timeout: 500_000 });
  // From here on: the list's first render, then a sort by the relations column.
  await page.evaluate(() => ((window as unknown as { __longest: number }).__longest = 0));
  await page.getByTestId('view-list').click();
  const table = page.getByTestId('case-table');
  await expect(table).toHaveAttribute('aria-rowcount', String(N + 1), { timeout: 120_000 });
  const rows = page.locator('tr.case-row');
  await expect(rows.first()).toHaveAttribute('data-case', 'T-0', { timeout: 120_000 });
  await expect(rows.nth(1)).toHaveAttribute('data-case', 'T-1');
  await expect(rows.nth(2)).toHaveAttribute('data-case', 'T-2');
  // Only the window in view is in the DOM: 900 px of 36 px rows, plus the overscan.
  expect(await rows.count()).toBeLessThanOrEqual(60);
  await keepScreenshot(page, 'list-200k-ko-1440.png');

  await page.getByTestId('sort-id').click();
  await expect(rows.first()).toHaveAttribute('data-case', 'T-199999', { timeout: 120_000 });
  await page.getByTestId('sort-relations').click();
  await expect(page.locator('th[aria-sort="descending"]')).toContainText('관계', { timeout: 120_000 });
  // The most related case first: its count is the column's largest.
  const counts = (await rows.locator('td.col-relations').allInnerTexts()).map((t) => Number(t.replace(/,/g, '')));
  expect(counts[0]).toBeGreaterThan(0);
  expect(counts).toEqual([...counts].sort((a, b) => b - a));
  expect(await rows.count()).toBeLessThanOrEqual(60);

  // The page never froze the way it did (10.7–13.2 s, and far more under load): a sort of every
  // case, or a count of every pair, on the page is seconds long at this size.
  const longest = await page.evaluate(() => (window as unknown as { __longest: number }).__longest);
  expect(longest).toBeLessThan(8_000);
  expect(watch.errors).toEqual([]);
});
