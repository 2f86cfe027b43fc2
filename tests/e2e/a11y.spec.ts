import { axeOf } from './axe';
import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { graphDrawn, openApp, sharedPage, showView, statusLine, openPage, keepScreenshot } from './helpers';

// axe reads the whole page three times per test (~1 s a scan alone here, many times that with the
// machine busy): a generous timeout for the work, not a sign of a hang.
test.describe.configure({ timeout: 240_000 });

async function expectNoViolations(page: Page, state: string) {
  const results = await axeOf(page).analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')})`);
  expect(summary, state).toEqual([]);
}

test('the scan finds what it is for: a nameless button and low-contrast text planted in the page', async ({ page }) => {
  await openApp(page, '?case=IL-0034');
  await page.evaluate(() => {
    const planted = document.createElement('div');
    planted.id = 'planted';
    planted.innerHTML = '<button type="button"></button><p style="color:#ccc;background:#fff">faint text</p>';
    document.body.append(planted);
  });
  try {
    // The scan as the other tests run it (./axe.ts), over what was planted only: the whole page
    // is what they scan (alone here, this test took 5.2 s with the page's scan, 4.0 s without).
    const ids = (await axeOf(page).include('#planted').analyze()).violations.map((v) => v.id);
    expect(ids).toEqual(expect.arrayContaining(['button-name', 'color-contrast']));
  } finally {
    // The page is reused by the next test.
    await page.evaluate(() => document.getElementById('planted')?.remove());
  }
});

test('no accessibility violations at start, with a case selected, with a hub selected', async ({ page }) => {
  await openApp(page);
  await expectNoViolations(page, 'start');
  await showView(page, '?case=IL-0034');
  await expect(page.getByTestId('case-panel')).toBeVisible();
  await expectNoViolations(page, 'case selected');
  await showView(page, '?cause=deploy-rollout&domain=kubernetes');
  await expectNoViolations(page, 'hub selected, filters on');
});

test('no accessibility violations in Korean, in dark mode, and with the problems panel open', async ({ page }) => {
  await openApp(page, '?lang=ko&case=IL-0203');
  await expect(statusLine(page)).toContainText('사례');
  await expectNoViolations(page, 'Korean');
  await showView(page, '?lang=ko&component=ingress-controller');
  await expect(page.getByTestId('hub-panel')).toBeVisible();
  await expectNoViolations(page, 'Korean, hub selected');
  await showView(page, '?theme=dark&case=IL-0034');
  await expectNoViolations(page, 'dark');
  const fixture = readFileSync(join(import.meta.dirname, '..', 'fixtures', 'bad-library.json'), 'utf8');
  await page.route('https://libraries.example/bad.json', (route) => route.fulfill({ body: fixture, contentType: 'application/json', headers: { 'access-control-allow-origin': '*' } }));
  await openPage(page, '/?src=https://libraries.example/bad.json');
  await graphDrawn(page);
  await page.getByTestId('problems-button').click();
  await expect(page.getByTestId('problems')).toBeVisible();
  await expectNoViolations(page, 'problems panel');
});

test('on a phone the facets are a drawer and nothing overflows', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openApp(page, '?case=IL-0034');
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(await overflow()).toBeLessThanOrEqual(0);
  await expect(page.getByTestId('facet-domain')).toBeHidden();
  await page.getByRole('button', { name: 'Filters' }).click();
  await expect(page.getByTestId('facet-domain')).toBeVisible();
  await expectNoViolations(page, 'phone, filters open');
  await page.getByTestId('facet-domain').getByLabel(/Kubernetes/).check();
  await expect(page).toHaveURL(/domain=kubernetes/);
  expect(await overflow()).toBeLessThanOrEqual(0);
  // Escape closes the drawer, not the case under it, and the focus goes back to the toggle.
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('facet-domain')).toBeHidden();
  await expect(page.getByTestId('case-panel')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Filters', exact: true })).toBeFocused();
  expect(new URL(page.url()).searchParams.get('case')).toBe('IL-0034');
  // Opened from the keyboard, the drawer takes the focus, so Tab walks its filters next.
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('facet-domain')).toBeVisible();
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.closest('.facets') !== null)).toBe(true);
  // With the drawer closed, Escape closes the case as before.
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('case-panel')).toBeHidden();
});

test('the shortcuts help opens with ? and the selection is announced', async ({ page }) => {
  await openApp(page);
  await page.keyboard.press('?');
  await expect(page.getByTestId('shortcuts')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('shortcuts')).toBeHidden();
  await page.getByTestId('search').fill('IL-0034');
  await page.getByTestId('search').press('Enter');
  await expect(page.getByTestId('announcer')).toContainText('Selected: IL-0034 Airbnb');
  // From the panel, Tab reaches the related cases and Enter follows one.
  const related = page.getByTestId('related').locator('.case-link').first();
  await related.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('announcer')).not.toContainText('IL-0034');
});

test('Escape closes the shortcuts help and keeps the open case', async ({ page }) => {
  await openApp(page, '?case=IL-0034');
  await expect(page.getByTestId('case-panel')).toBeVisible();
  await page.keyboard.press('?');
  await expect(page.getByTestId('shortcuts')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('shortcuts')).toBeHidden();
  await expect(page.getByTestId('case-panel')).toBeVisible();
  expect(new URL(page.url()).searchParams.get('case')).toBe('IL-0034');
  // With no dialog open, Escape still closes the case.
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('case-panel')).toBeHidden();
});

// One page per size (sharedPage): the first test loads it, the others switch language, theme and
// case by in-app navigation, as the app's own controls do (a fresh load with lang=ko is checked above).
for (const [w, h] of [[1440, 900], [390, 844]] as const) {
  test.describe(`at ${w}x${h}`, () => {
    const app = sharedPage({ viewport: { width: w, height: h } });
    for (const lang of ['en', 'ko'] as const) {
      for (const theme of ['light', 'dark'] as const) {
        test(`${lang} ${theme} ${w}x${h}: the language, theme and panel apply, nothing overflows`, async () => {
          const page = await app.open(`?lang=${lang}&theme=${theme}&case=IL-0203`);
          const root = await page.evaluate(() => ({ lang: document.documentElement.lang, theme: document.documentElement.dataset.theme }));
          expect(root).toEqual({ lang, theme });
          const panel = page.getByTestId('case-panel');
          await expect(panel).toBeVisible();
          await expect(panel.getByRole('heading', { level: 2 })).toBeInViewport();
          if (lang === 'ko') await expect(statusLine(page)).toContainText('사례');
          else await expect(statusLine(page)).toContainText('cases');
          expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
          // For a person to look at (SHOTS_DIR); the checks above are what the test holds.
          await keepScreenshot(page, `incident-graph-${lang}-${theme}-${w}x${h}.png`);
          expect(app.errors()).toEqual([]);
        });
      }
    }
  });
}
