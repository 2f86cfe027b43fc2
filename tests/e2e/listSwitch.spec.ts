import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { openApp, watchForErrors, keepScreenshot } from './helpers';

// Issue 30: the map stays mounted (hidden) while the list is shown, so leaving it tears nothing
// down, and it comes back as it was left. Structural only: no time is asserted.
test.setTimeout(240_000);

const viewport = (page: Page) => page.evaluate(() => window.__incidentGraph!.viewport());

async function cameraSettled(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const read = () => JSON.stringify(window.__incidentGraph!.viewport());
        const before = read();
        await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
        return !window.__incidentCamera!.moving() && read() === before;
      }),
    { timeout: 60_000 })
    .toBe(true);
}

test('the list shows only the rows in view at once; the map comes back with its camera, then with the case chosen in the list', async ({ page }) => {
  const watch = watchForErrors(page);
  await openApp(page);
  await cameraSettled(page);
  await page.getByRole('button', { name: 'Zoom in' }).click();
  await page.getByRole('button', { name: 'Zoom in' }).click();
  await cameraSettled(page);
  const before = await viewport(page);

  await page.getByTestId('view-list').click();
  const rows = page.locator('tr.case-row');
  await expect(rows.first()).toBeVisible();
  // The window in view only: 900 px of 36 px rows and the overscan, never the whole library.
  const total = Number(await page.getByTestId('case-table').getAttribute('aria-rowcount')) - 1;
  expect(total).toBeGreaterThan(100);
  expect(await rows.count()).toBeLessThanOrEqual(60);
  // The map is hidden, not torn down: its canvas is still in the page, at its size.
  await expect(page.getByTestId('graph')).toBeHidden();
  await expect(page.getByTestId('graph')).toHaveCount(1);
  expect(await viewport(page)).toMatchObject({ zoom: before.zoom, pan: before.pan });
  await keepScreenshot(page, 'list-switch-en-1440.png');

  // Back to the map: the same camera, not a new framing.
  await page.getByTestId('view-graph').click();
  await expect(page.getByTestId('graph')).toBeVisible();
  await cameraSettled(page);
  expect(await viewport(page)).toEqual(before);

  // A case chosen in the list is the map's selection when it comes back (its focus view open).
  await page.getByTestId('view-list').click();
  const row = rows.nth(3);
  const id = (await row.getAttribute('data-case'))!;
  await row.click();
  await expect(page).toHaveURL(new RegExp(`case=${id}`));
  await page.getByTestId('view-graph').click();
  await expect.poll(() => page.evaluate(() => window.__incidentGraph!.focusState()), { timeout: 30_000 }).toMatchObject({ open: true, moving: false });
  await expect(page.getByTestId('graph')).toBeVisible();
  await keepScreenshot(page, 'list-switch-back-en-1440.png');
  expect(watch.errors).toEqual([]);
});
