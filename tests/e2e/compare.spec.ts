import { axeOf } from './axe';
import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { graphDrawn, openApp, watchForErrors, openPage } from './helpers';

/** Two cases side by side (issue #15): `compare=A,B`, from a case panel and from a path result. */

const view = (page: Page) => page.getByTestId('compare-view');
const row = (page: Page, name: string) => view(page).locator(`[data-row="${name}"]`);
const side = (page: Page, name: string, s: 'a' | 'b') => row(page, name).locator(`.compare-cell[data-side="${s}"]`);

test('compare=IL-0034,IL-0202 shows both cases field by field, the shared component marked and shared words highlighted', async ({ page }) => {
  const watch = watchForErrors(page);
  await openPage(page, '/?compare=IL-0034,IL-0202&lang=en');
  await expect(view(page)).toBeVisible();
  await expect(side(page, 'title', 'a')).toContainText('A crashing stats agent sidecar');
  await expect(side(page, 'title', 'b')).toContainText('A new telemetry service');
  // Both cases have the telemetry agent: marked on both sides; the API server only on B's, unmarked.
  for (const s of ['a', 'b'] as const) await expect(side(page, 'components', s).locator('.compare-shared[data-slug="telemetry-agent"]')).toBeVisible();
  await expect(side(page, 'components', 'b').locator('.compare-only[data-slug="kube-apiserver"]')).toBeVisible();
  await expect(side(page, 'rootCause', 'a').locator('.compare-shared')).toHaveAttribute('data-slug', 'deploy-rollout');
  // A word both texts use is listed and marked in both summaries, as text.
  const listed = await page.getByTestId('compare-terms').locator('mark').allTextContents();
  expect(listed).toContain('Kubernetes');
  for (const s of ['a', 'b'] as const) await expect(side(page, 'summary', s).locator('mark', { hasText: 'Kubernetes' }).first()).toBeVisible();
  await expect(page.getByTestId('ignored')).toHaveCount(0);
  // The status bar counts the library; how the (hidden) map draws its groups is left out.
  await expect(page.getByTestId('status')).toHaveText(/^\d+ cases · /);
  await expect(page.getByTestId('chained-note')).toHaveCount(0);
  const axe = await axeOf(page).include('[data-testid="compare-view"]').analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  expect(watch.errors).toEqual([]);
});

test('from a case panel: Compare with… opens the pair, Escape returns to the panel, an id opens its case', async ({ page }) => {
  const watch = watchForErrors(page);
  await openApp(page, '?case=IL-0034&lang=en');
  const section = page.getByTestId('compare-section');
  await expect(section).toContainText('Compare with…');
  await section.getByTestId('compare-input').fill('IL-0034');
  await section.getByTestId('compare-open').click();
  await expect(section).toContainText('That is this case');
  await section.getByTestId('compare-input').fill('il-0202');
  await section.getByTestId('compare-open').click();
  await expect(view(page)).toBeVisible();
  await expect(page).toHaveURL(/compare=IL-0034,IL-0202/);
  await expect(page.getByTestId('case-panel')).toHaveCount(0);

  await page.keyboard.press('Escape');
  await expect(view(page)).toHaveCount(0);
  await expect(page.getByTestId('case-panel')).toContainText('IL-0034');
  await expect(page).not.toHaveURL(/compare=/);
  // Back reopens the comparison; its B id opens that case's panel.
  await page.goBack();
  await expect(view(page)).toBeVisible();
  await view(page).locator('.compare-ids button[data-case="IL-0202"]').click();
  await expect(view(page)).toHaveCount(0);
  await expect(page.getByTestId('case-panel')).toContainText('IL-0202');
  expect(watch.errors).toEqual([]);
});

test('from a path result: the two ends side by side, and Close returns', async ({ page }) => {
  await openApp(page, '?case=IL-0034&lang=en');
  await page.getByTestId('path-input').fill('IL-0202');
  await page.getByTestId('path-section').getByRole('button', { name: 'Find path' }).click();
  await expect(page.getByTestId('path-steps')).toBeVisible();
  await page.getByTestId('compare-from-path').click();
  await expect(view(page)).toBeVisible();
  await expect(page).toHaveURL(/compare=IL-0034,IL-0202/);
  await page.getByTestId('compare-close').click();
  await expect(view(page)).toHaveCount(0);
  await expect(page.getByTestId('case-panel')).toContainText('IL-0034');
});

test('a bad compare value is reported in the ignored line and the rest of the view applies', async ({ page }) => {
  const watch = watchForErrors(page);
  await openPage(page, '/?compare=IL-0034&view=list&lang=en');
  await expect(page.getByTestId('list-view')).toBeVisible();
  const line = page.getByTestId('ignored');
  await expect(line).toContainText('compare=IL-0034 (expected two case ids separated by a comma, got 1)');
  await expect(view(page)).toHaveCount(0);

  await openPage(page, '/?compare=IL-0034,IL-9999&case=IL-0203&lang=en');
  await graphDrawn(page);
  await expect(page.getByTestId('ignored')).toContainText('compare=IL-9999 (no such case in this library; the comparison was not opened)');
  await expect(page.getByTestId('case-panel')).toContainText('IL-0203');
  await expect(page).not.toHaveURL(/compare=/);

  await openPage(page, '/?compare=IL-0034,IL-0034,IL-0202&lang=en');
  await expect(page.getByTestId('ignored')).toContainText('got 3');
  await openPage(page, '/?compare=IL-0034,il-0034&lang=en');
  await expect(page.getByTestId('ignored')).toContainText('the same case twice');
  expect(watch.errors).toEqual([]);
});

test('under lang=ko the comparison is in Korean, its reasons too', async ({ page }) => {
  await openPage(page, '/?compare=IL-0034,IL-0202&lang=ko');
  await expect(view(page).getByRole('heading', { level: 2 })).toHaveText('나란히 비교');
  await expect(row(page, 'components').locator('h3')).toHaveText(/[\uac00-\ud7a3]/);
  await expect(page.getByTestId('compare-terms')).toContainText(/[\uac00-\ud7a3]{2}/);
  await expect(side(page, 'summary', 'b').locator('mark').first()).toHaveText(/[\uac00-\ud7a3]/);
  await openPage(page, '/?compare=IL-0034&lang=ko');
  await expect(page.getByTestId('ignored')).toContainText('쉼표로 구분한 사례 ID 두 개');
});

test('on a phone each field shows A then B, one under the other, and nothing overflows', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openPage(page, '/?compare=IL-0034,IL-0202&lang=en');
  await expect(view(page)).toBeVisible();
  const a = await side(page, 'summary', 'a').boundingBox();
  const b = await side(page, 'summary', 'b').boundingBox();
  expect(a && b).toBeTruthy();
  expect(b!.y).toBeGreaterThanOrEqual(a!.y + a!.height);
  expect(Math.abs(b!.x - a!.x)).toBeLessThan(2);
  await expect(side(page, 'summary', 'b').locator('.compare-cell-id')).toHaveText('IL-0202');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
