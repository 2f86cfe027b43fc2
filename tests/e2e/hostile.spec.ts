import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { watchForErrors, openPage, keepScreenshot } from './helpers';

// The machine these run on is shared; waits are generous, and nothing here is timed.
test.setTimeout(240_000);
const graphDrawn = (page: Page) => page.waitForFunction(() => (window.__incidentGraph?.drawn ?? 0) >= 1, undefined, { timeout: 150_000 });

/** Issue 30: hostile inputs, round 3. */

const cors = { 'access-control-allow-origin': '*' };

function hugeLibrary(length: number) {
  const huge = { id: 'HUGE-1', org: 'O'.repeat(length), date: '2020-01-01', title: { en: 'W'.repeat(length) }, summary: { en: 'S'.repeat(length) }, components: ['dns-resolver'], root_cause: 'deploy-rollout' };
  const other = { id: 'PLAIN-1', org: 'Plain', date: '2021-01-01', title: { en: 'A plain case' }, components: ['dns-resolver'], root_cause: 'deploy-rollout' };
  return [huge, other];
}

async function serveHuge(page: Page, length: number) {
  const body = JSON.stringify(hugeLibrary(length));
  await page.route('https://libraries.example/huge.json', (route) => route.fulfill({ body, contentType: 'application/json', headers: cors }));
}

test('a huge one-token value is shown bounded, in the panel, the hover card and the list, with a way to copy the rest', async ({ page }) => {
  const watch = watchForErrors(page);
  const length = 300_000;
  await serveHuge(page, length);
  await openPage(page, '/?src=https://libraries.example/huge.json&case=HUGE-1');
  await graphDrawn(page);
  const panel = page.getByTestId('case-panel');
  await expect(panel).toBeVisible();
  const heading = panel.locator('#panel-title');
  expect((await heading.innerText()).length).toBeLessThanOrEqual(300);
  await expect(panel.getByTestId('text-cut').first()).toContainText('299,701 more characters are not shown');
  // "Show more" on the summary shows a bounded part and says how much is left, with a copy button.
  await panel.getByRole('button', { name: 'Show more' }).last().dispatchEvent('click');
  const cut = panel.getByTestId('text-cut').last();
  await expect(cut).toContainText('more characters are not shown');
  await expect(cut.getByRole('button', { name: 'Copy the whole text' })).toBeVisible();
  expect((await panel.innerText()).length).toBeLessThan(100_000);
  await keepScreenshot(page, 'huge-panel-1440.png');

  // The hover card of the huge case.
  const pos = await page.evaluate(() => window.__incidentGraph!.nodePosition('case:HUGE-1'));
  await page.mouse.move(pos!.x, pos!.y);
  const card = page.getByTestId('hover-card');
  await expect(card).toBeVisible();
  expect((await card.innerText()).length).toBeLessThan(1_000);

  // The list view's row.
  await openPage(page, '/?src=https://libraries.example/huge.json&view=list&lang=ko');
  const row = page.locator('tr[data-case="HUGE-1"]');
  await expect(row).toBeVisible();
  expect((await row.innerText()).length).toBeLessThan(1_000);
  expect((await row.getAttribute('aria-label'))!.length).toBeLessThan(25_000);
  await keepScreenshot(page, 'huge-list-ko-1440.png');
  expect(watch.errors).toEqual([]);
});

test('a megabyte pasted into the search box is bounded in the page and in the link, which reads it back whole', async ({ page }) => {
  const watch = watchForErrors(page);
  await openPage(page, '/');
  await graphDrawn(page);
  const search = page.getByTestId('search');
  await search.focus();
  await page.evaluate(() => {
    const input = document.querySelector<HTMLInputElement>('[data-testid="search"]')!;
    const dt = new DataTransfer();
    dt.setData('text/plain', '한'.repeat(1_000_000));
    input.dispatchEvent(new ClipboardEvent('paste', { clipboardData: dt, bubbles: true, cancelable: true }));
  });
  await page.keyboard.insertText('가'.repeat(100_000));
  const value = await search.inputValue();
  expect(value.length).toBeLessThanOrEqual(500);
  // The cut is said, not silent.
  await expect(page.getByTestId('search-cut')).toContainText('cut to its first 500 characters');
  await expect.poll(() => page.url()).toContain('q=');
  const url = page.url();
  expect(url.length).toBeLessThan(10_000);
  await page.goto(url);
  await graphDrawn(page);
  await expect(page.getByTestId('search')).toHaveValue(value);
  await expect(page.getByTestId('ignored')).toHaveCount(0);
  expect(watch.errors).toEqual([]);
});

test('records skipped are counted as records, and Data problems says when it lists only part of them', async ({ page }) => {
  const watch = watchForErrors(page);
  // 2,100 records, each with two bad fields, and three good ones.
  const bad = Array.from({ length: 2100 }, (_, i) => ({ id: `BAD-${i}`, date: 'never', title: 5 }));
  const good = ['G-1', 'G-2', 'G-3'].map((id) => ({ id, org: 'Good', date: '2020-01-01', title: { en: `Good ${id}` }, components: ['dns-resolver'] }));
  await page.route('https://libraries.example/many-bad.json', (route) => route.fulfill({ json: [...good, ...bad], headers: cors }));
  await openPage(page, '/?src=https://libraries.example/many-bad.json');
  await graphDrawn(page);
  await expect(page.getByTestId('problems-button')).toContainText('2,100 records skipped');
  await page.getByTestId('problems-button').click();
  await expect(page.getByTestId('problems-more')).toContainText('Showing the first 2,000 of 4,200 problems');
  expect(watch.errors).toEqual([]);
});

test('on a phone, in Korean, a huge case stays inside the panel', async ({ page }) => {
  const watch = watchForErrors(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await serveHuge(page, 300_000);
  await openPage(page, '/?src=https://libraries.example/huge.json&case=HUGE-1&lang=ko');
  await graphDrawn(page);
  const panel = page.getByTestId('case-panel');
  await expect(panel.getByTestId('text-cut').first()).toContainText('표시하지 않았습니다');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await keepScreenshot(page, 'huge-panel-ko-390.png');
  expect(watch.errors).toEqual([]);
});
