import { expect } from '@playwright/test';
import { test } from './fixtures';
import { CASE_COUNT, graphDrawn, openApp, statusLine, watchForErrors, openPage } from './helpers';

test('two facets and a search, copied as a link, reopen the same view in a fresh page', async ({ page, browser }) => {
  // Three page loads (the first, a reload, a fresh context).
  test.setTimeout(300_000);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  const watch = watchForErrors(page);
  await openApp(page);
  await page.getByTestId('facet-domain').getByLabel(/Kubernetes/).check();
  await page.getByTestId('facet-domain').getByLabel(/^AWS/).check();
  await expect(page.getByTestId('active-filters')).toContainText(/Domain:\s*Kubernetes×?\s*or\s*AWS/);
  await page.getByTestId('facet-component').getByLabel(/Ingress controller/).check();
  await expect(statusLine(page)).toHaveText(new RegExp(`^\\d+ of ${CASE_COUNT} cases · `));
  await page.getByTestId('search').fill('load balancer');
  await page.getByTestId('search-filter').check();
  await page.keyboard.press('Escape');
  // The component filter and a component selection coexist.
  await page.goto(page.url()); // a reload keeps everything
  await graphDrawn(page);
  await page.getByTestId('case-panel').or(page.getByTestId('graph')).first().waitFor();
  await page.evaluate(() => window.__incidentGraph!.nodePosition('case:IL-0203'));
  const firstStatus = await statusLine(page).textContent();
  expect(firstStatus).toMatch(/^\d+ of \d+ cases/);
  await page.getByTestId('search').fill('IL-0203');
  await page.getByTestId('search').press('Enter');
  await expect(page.getByTestId('case-panel')).toContainText('Honeycomb');
  await page.getByTestId('copy-link').click();
  await expect(page.getByText('Link copied')).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain('domain=kubernetes,aws');
  expect(copied).toContain('comp=ingress-controller');
  expect(copied).toContain('case=IL-0203');
  expect(copied).toContain('qf=1');

  const fresh = await browser.newContext();
  const other = await fresh.newPage();
  await other.goto(copied);
  await graphDrawn(other);
  await expect(statusLine(other)).toHaveText((await statusLine(page).textContent())!);
  await expect(other.getByTestId('case-panel')).toContainText('IL-0203');
  await expect(other.getByTestId('active-filters')).toContainText(/Kubernetes×?\s*or\s*AWS/);
  await expect(other.getByTestId('search')).toHaveValue('IL-0203');
  await fresh.close();
  expect(watch.errors).toEqual([]);
});

test('Back and Forward move across three selections; filter edits do not add entries', async ({ page }) => {
  await openApp(page, '?case=IL-0034');
  for (const id of ['IL-0203', 'IL-0210']) {
    await page.getByTestId('search').fill(id);
    await page.getByTestId('search').press('Enter');
    await expect(page.getByTestId('case-panel')).toContainText(id);
  }
  await page.getByTestId('facet-domain').getByLabel(/Kubernetes/).check();
  await expect(page).toHaveURL(/domain=kubernetes/);
  await page.goBack();
  await expect(page.getByTestId('case-panel')).toContainText('IL-0203');
  await page.goBack();
  await expect(page.getByTestId('case-panel')).toContainText('IL-0034');
  await page.goForward();
  await expect(page.getByTestId('case-panel')).toContainText('IL-0203');
  await page.goForward();
  await expect(page.getByTestId('case-panel')).toContainText('IL-0210');
  await expect(page).toHaveURL(/domain=kubernetes/);
});

test('garbage parameters and an unknown case id leave the rest applied and say what was ignored', async ({ page }) => {
  const watch = watchForErrors(page);
  await openPage(page, '/?case=IL-9999&domain=kubernetes,no-such-domain&from=20x9&to=2024&lang=xx&view=teapot&bogus=1&q=%E0%A4%A');
  await graphDrawn(page);
  const line = page.getByTestId('ignored');
  await expect(line).toContainText('case=IL-9999 (no such case in this library)');
  await expect(line).toContainText('bogus=1 (unknown parameter)');
  await expect(line).toContainText('from=20x9');
  await expect(line).toContainText('lang=xx');
  await expect(line).toContainText('view=teapot');
  await expect(line).toContainText('no-such-domain');
  await expect(line).toContainText('q=');
  await expect(page.getByTestId('active-filters')).toContainText('Kubernetes');
  await expect(page.getByTestId('active-filters')).toContainText('–2024');
  await expect(statusLine(page)).toHaveText(new RegExp(`^\\d+ of ${CASE_COUNT} cases`));
  await expect(page.getByTestId('case-panel')).toHaveCount(0);
  await line.getByRole('button', { name: 'Dismiss' }).click();
  await expect(line).toHaveCount(0);
  expect(watch.errors).toEqual([]);
});

test('search results are keyboard navigable and / focuses the search', async ({ page }) => {
  await openApp(page);
  await page.keyboard.press('/');
  await expect(page.getByTestId('search')).toBeFocused();
  await page.keyboard.type('ingres');
  const results = page.getByRole('listbox');
  await expect(results.getByRole('option').first()).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(results.getByRole('option').nth(1)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowUp');
  const first = results.getByRole('option').first();
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await expect(first).toContainText('Ingress controller');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('hub-panel').getByRole('heading', { level: 2 })).toHaveText('Ingress controller');
  await expect(page).toHaveURL(/component=ingress-controller/);
  // The picked result is the selection; the text that found it does not stay in the link.
  await expect(page).not.toHaveURL(/q=/);
});

test('removing filters one by one and clearing them', async ({ page }) => {
  await openApp(page, '?domain=kubernetes,databases&rc=upgrade-breaking-change');
  const chips = page.getByTestId('active-filters');
  await expect(chips).toContainText(/Root cause:\s*Breaking change in an upgrade/);
  const narrowed = await statusLine(page).textContent();
  await chips.getByRole('button', { name: 'Remove filter Databases' }).click();
  await expect(page).not.toHaveURL(/databases/);
  await expect(statusLine(page)).not.toHaveText(narrowed!);
  await chips.getByTestId('clear-filters').click();
  await expect(statusLine(page)).toHaveText(new RegExp(`^${CASE_COUNT} cases`));
  await expect(page).not.toHaveURL(/domain=|rc=/);
});
