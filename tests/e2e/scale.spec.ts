import { expect } from '@playwright/test';
import { test } from './fixtures';
import { FOCUS_CASE_CAP } from '../../src/model/network';
import { clickNode, graphDrawn, statusLine, watchForErrors, openPage } from './helpers';
import { serveSynthetic, syntheticJson, THE_BIG_ONE } from './synthetic';

test.setTimeout(180_000);

test('a 10,000-case library opens on a hub deep link, is counted, aggregates, and a case is selectable', async ({ page }) => {
  test.setTimeout(240_000);
  const watch = watchForErrors(page);
  const body = syntheticJson(THE_BIG_ONE.count, THE_BIG_ONE.seed);
  const library = JSON.parse(body) as { components: string[] }[];
  const counts = new Map<string, number>();
  for (const c of library) for (const slug of c.components) counts.set(slug, (counts.get(slug) ?? 0) + 1);
  const [component, total] = [...counts].sort((a, b) => b[1] - a[1])[0]!;
  expect(total).toBeGreaterThan(FOCUS_CASE_CAP);
  const src = await serveSynthetic(THE_BIG_ONE.count, THE_BIG_ONE.seed);
  await openPage(page, `/?src=${encodeURIComponent(src)}&component=${component}`);
  await graphDrawn(page);
  await expect(statusLine(page)).toHaveText(/^10,000 cases · \d+ components · \d+ root causes · [\d,]+ relations$/);

  // The hub's cases are drawn (its most recent FOCUS_CASE_CAP, and the status line says so, in
  // place of the note on aggregation, which would also say to filter) ...
  await expect(page.getByTestId('hub-panel')).toBeVisible();
  await expect(page.getByTestId('focus-capped-note')).toHaveText(`Drawing the ${FOCUS_CASE_CAP} most recent of its ${total.toLocaleString('en-US')} cases; filter to draw them all.`);
  await expect(page.getByTestId('aggregated-note')).toHaveCount(0);
  // (the capped cases plus the hubs, fewer than 200 in this library)
  const nodes = await page.evaluate(() => window.__incidentGraph!.counts().nodes);
  expect(nodes).toBeGreaterThan(FOCUS_CASE_CAP);
  expect(nodes).toBeLessThan(FOCUS_CASE_CAP + 200);
  // ... and the focus view draws the newest of them that fit beside the panel (the rest are paged).
  const listed = await page.getByTestId('hub-panel').locator('[data-case]').evaluateAll((links) => links.map((a) => a.getAttribute('data-case')!));
  expect(listed.length).toBeGreaterThan(20);
  const box = (await page.getByTestId('graph').boundingBox())!;
  const panel = (await page.locator('.detail-panel').boundingBox())!;
  await expect.poll(async () => (await page.evaluate(() => window.__incidentGraph!.focused())).filter((id) => id.startsWith('case:')).length).toBeGreaterThan(3);
  const drawn = (await page.evaluate(() => window.__incidentGraph!.focused())).filter((id) => id.startsWith('case:') && listed.includes(id.slice(5)));
  expect(drawn.length).toBeGreaterThan(3);
  const points = await page.evaluate((ids) => ids.map((id) => window.__incidentGraph!.nodePosition(id)), drawn);
  expect(points.filter((p) => p && p.x > box.x && p.x < panel.x && p.y > box.y && p.y < box.y + box.height).length).toBe(drawn.length);

  // A case is selectable on the canvas.
  const target = listed[0]!;
  await clickNode(page, `case:${target}`);
  await expect(page.getByTestId('case-panel')).toContainText(target);
  await expect(page).toHaveURL(new RegExp(`case=${target}`));
  await expect(page.getByTestId('focus-capped-note')).toHaveCount(0);
  await expect(page.getByTestId('aggregated-note')).toBeVisible();
  // The map keeps its size whatever the status bar says: a bar that wrapped to a second line for
  // a selection's notes resized the canvas at every case opened and closed.
  const canvasHeight = async () => (await page.getByTestId('graph').boundingBox())!.height;
  expect(await canvasHeight()).toBe(box.height);

  // With nothing selected no case is drawn, and no count of drawn relations is given. The map
  // was grown around the case under the focus view: it waits for its model without the case, so
  // no frame of it draws the case's neighbourhood on the way out (awaitsSelection).
  await page.evaluate(() => window.__incidentGraph!.watchMapFrames());
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('case-panel')).toHaveCount(0);
  await expect(statusLine(page)).toHaveText(/^10,000 cases · \d+ components · \d+ root causes$/);
  expect(await canvasHeight()).toBe(box.height);
  await expect.poll(() => page.evaluate(() => window.__incidentGraph!.watchedMapFrames().length)).toBeGreaterThan(0);
  expect((await page.evaluate(() => window.__incidentGraph!.watchedMapFrames())).filter((cases) => cases > 0)).toEqual([]);

  // The map's names settle first, the pointer off the map: a case opened while a pass was still
  // under way (the pointer leaving a hub it rested on after Escape) leaves the placement of before
  // that hover kept, and closing it then places the names anew, which is right but not what is
  // checked below.
  const marksNow = () => page.evaluate(() => ['ig:labels-pass', 'ig:labels-first', 'ig:labels-kept'].map((name) => performance.getEntriesByName(name).length).join());
  const settled = async () => {
    await page.mouse.move(2, 2);
    await expect
      .poll(async () => {
        const before = await marksNow();
        await page.waitForTimeout(400);
        return (await marksNow()) === before;
      })
      .toBe(true);
  };
  await settled();

  // Opened again from the search box: the map grows around the case under the focus view that
  // covers it, and draws none of that meanwhile (a second of long frames at this size), nor
  // copies the case's neighbourhood on it into the focus layer (drawn there under the view).
  await page.evaluate(() => window.__incidentGraph!.watchMapFrames());
  const highlights = await page.evaluate(() => window.__incidentGraph!.highlights());
  await page.getByTestId('search').fill(target);
  await page.locator('#search-results [role=option]').filter({ hasText: target }).first().click();
  await expect(page.getByTestId('case-panel')).toContainText(target);
  await expect.poll(() => page.evaluate((id) => window.__incidentGraph!.focused().includes(`case:${id}`), target)).toBe(true);
  expect((await page.evaluate(() => window.__incidentGraph!.watchedMapFrames())).filter((cases) => cases > 0)).toEqual([]);
  // Closed, the map is the one from before: its names are shown again as they were, not placed
  // anew (the pass was most of the task that closed the case).
  const marks = () => page.evaluate(() => ['ig:labels-pass', 'ig:labels-first', 'ig:labels-kept'].map((name) => performance.getEntriesByName(name).length));
  const [passes, firsts, kept] = await marks();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('case-panel')).toHaveCount(0);
  await expect.poll(() => page.evaluate(() => window.__incidentGraph!.labels().length)).toBeGreaterThan(0);
  await page.waitForTimeout(500);
  const [passesAfter, firstsAfter, keptAfter] = await marks();
  expect([passesAfter, firstsAfter]).toEqual([passes, firsts]);
  expect(keptAfter).toBeGreaterThan(kept!);
  expect(await page.evaluate(() => window.__incidentGraph!.highlights())).toBe(highlights);

  // The same at 1280 × 800, where the minimap (which names keep clear of) is up while the case's
  // panel covers part of the map: it is settled for the closed panel before the names are shown,
  // not a frame later (the kept ones missed, for a minimap about to hide).
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect.poll(() => page.evaluate(() => window.__incidentGraph!.viewport().width)).toBeLessThan(1100);
  await page.waitForTimeout(1000);
  await settled();
  await page.getByTestId('search').fill(target);
  await page.locator('#search-results [role=option]').filter({ hasText: target }).first().click();
  await expect.poll(() => page.evaluate((id) => window.__incidentGraph!.focused().includes(`case:${id}`), target)).toBe(true);
  expect(await page.locator('[data-over-graph="when-needed"]').evaluate((el) => (el as HTMLElement).style.visibility)).toBe('');
  const [passes2, firsts2, kept2] = await marks();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('case-panel')).toHaveCount(0);
  await page.waitForTimeout(500);
  const [passesAfter2, firstsAfter2, keptAfter2] = await marks();
  expect([passesAfter2, firstsAfter2]).toEqual([passes2, firsts2]);
  expect(keptAfter2).toBeGreaterThan(kept2!);

  // Filtering down below the threshold shows every case again.
  await page.getByTestId('facet-component').locator('input[type=checkbox]').last().check();
  await expect(statusLine(page)).toHaveText(/^\d{1,4} of 10,000 cases/);
  await expect(page.getByTestId('aggregated-note')).toHaveCount(0);
  expect(watch.errors).toEqual([]);
});
