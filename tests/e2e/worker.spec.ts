import { expect } from '@playwright/test';
import { test } from './fixtures';
import { generateLibrary, syntheticId } from '../../scripts/synthetic';
import { CASE_COUNT, graphDrawn, statusLine, watchForErrors } from './helpers';

test('a download that never finishes can be cancelled; the bundled library opens and search answers', async ({ page }) => {
  const watch = watchForErrors(page);
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  // The worker downloads the library; this server never answers until the test is over.
  await page.route('https://slow.invalid/lib.json', async (route) => {
    await held;
    await route.fulfill({ status: 200, body: '[]', headers: { 'access-control-allow-origin': '*' } }).catch(() => {});
  });
  await page.goto('/?src=https://slow.invalid/lib.json');
  const cancel = page.getByRole('button', { name: 'Cancel' });
  await expect(cancel).toBeVisible();
  await cancel.click();
  await graphDrawn(page);
  await expect(statusLine(page)).toContainText(`${CASE_COUNT} cases`);
  await expect(page).not.toHaveURL(/src=/);
  // The stopped worker was replaced: the new one opened the bundled library and searches it.
  await page.getByTestId('search').fill('IL-0034');
  await expect(page.getByRole('option').first()).toContainText('IL-0034');
  await page.getByTestId('search').fill('sidecar');
  await expect(page.getByRole('option', { name: /IL-0034/ })).toBeVisible();
  release();
  expect(watch.errors).toEqual([]);
});

test('a library given by address is downloaded once, by the worker: its bytes never pass through the page', async ({ page }) => {
  const watch = watchForErrors(page);
  const records = generateLibrary(300, 21);
  let requests = 0;
  await page.route('https://libraries.example/once.json', async (route) => {
    requests++;
    await route.fulfill({ status: 200, body: JSON.stringify(records), headers: { 'content-type': 'application/json', 'access-control-allow-origin': '*' } });
  });
  await page.goto('/?src=https://libraries.example/once.json');
  await graphDrawn(page);
  await expect(statusLine(page)).toContainText('300 cases');
  // The worker's early download was read; had it failed, the worker would have fetched again.
  expect(requests).toBe(1);
  // …and it was the worker's (a worker's fetches are not in the page's resource timeline): a
  // stream handed over by the page moved every chunk through the page's main thread.
  expect(await page.evaluate(() => performance.getEntriesByName('https://libraries.example/once.json').length)).toBe(0);
  await page.getByTestId('search').fill(syntheticId(150));
  await expect(page.getByRole('option').first()).toContainText(syntheticId(150));
  expect(watch.errors).toEqual([]);
});
