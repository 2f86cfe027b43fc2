import { expect, test } from '@playwright/test';
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
