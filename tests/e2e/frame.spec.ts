import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { graphDrawn, statusLine, watchForErrors, keepScreenshot } from './helpers';

/**
 * Issue 29, never a blank page: while the library's response is held back, the app's frame and a
 * progress indicator that says what is happening are on screen; then the graph replaces it.
 */

test.describe.configure({ timeout: 120_000 });

/** Holds a response back until release() is called; `hit` says whether it was asked for at all. */
async function holdBack(page: Page, pattern: string) {
  const state = { hit: false, release: () => {} };
  const gate = new Promise<void>((resolve) => (state.release = resolve));
  await page.route(pattern, async (route) => {
    state.hit = true;
    // Held at most 45 s (this machine can be slow), so a test that fails before release() does not hang.
    await Promise.race([gate, new Promise((r) => setTimeout(r, 45_000))]);
    await route.continue();
  });
  return state;
}

/** Records every value the load's progress bar shows, as a percentage of its max. */
async function recordProgress(page: Page) {
  await page.addInitScript(() => {
    const seen: number[] = [];
    (window as unknown as { __progressSeen: number[] }).__progressSeen = seen;
    const look = () => {
      for (const p of document.querySelectorAll<HTMLProgressElement>('[data-testid="load-progress"]')) {
        if (p.hasAttribute('value')) seen.push((p.value / p.max) * 100);
      }
    };
    new MutationObserver(look).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['value', 'max'] });
  });
}

async function expectFrame(page: Page, stageText: RegExp) {
  const frame = page.getByTestId('load-frame');
  await expect(frame).toBeVisible();
  await expect(frame).toHaveAttribute('aria-busy', 'true');
  await expect(page.locator('.app-header .app-title')).toBeVisible();
  await expect(page.getByTestId('load-canvas')).toBeVisible();
  await expect(page.getByTestId('load-progress')).toBeVisible();
  await expect(statusLine(page)).toHaveText(stageText);
  // The canvas takes the space the graph will: not a one-line strip at the top of a white page.
  const box = (await page.getByTestId('load-canvas').boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(box.height).toBeGreaterThan(viewport.height * 0.6);
}

async function expectProgressSane(page: Page, mustSee = false) {
  const seen = await page.evaluate(() => (window as unknown as { __progressSeen: number[] }).__progressSeen);
  for (const v of seen) {
    expect(v).toBeGreaterThanOrEqual(0);
    expect(v).toBeLessThanOrEqual(100);
  }
  // Checking the bundled library's records is a counted stage: its bar had values.
  if (mustSee) expect(seen.length).toBeGreaterThan(0);
}

for (const lang of ['en', 'ko'] as const) {
  const loading = lang === 'en' ? /^Loading the library…$/ : /^라이브러리를 불러오는 중…$/;

  test(`${lang}: the frame and a progress indicator are on screen before the bundled library is read`, async ({ freshPage: page }) => {
    const watch = watchForErrors(page);
    await recordProgress(page);
    const held = await holdBack(page, '**/assets/bundled-*.js');
    await page.goto(`/?lang=${lang}`);
    await expectFrame(page, loading);
    // The request may leave a moment after the frame is drawn (read at once, it failed on a slow machine).
    await expect.poll(() => held.hit).toBe(true);
    await expect(page.getByTestId('load-frame')).toBeVisible();
    await keepScreenshot(page, `frame-bundled-${lang}-${page.viewportSize()!.width}.png`);
    held.release();
    await graphDrawn(page);
    await expect(page.getByTestId('load-frame')).toHaveCount(0);
    await expect(statusLine(page)).toHaveText(/\d/);
    await expectProgressSane(page, true);
    expect(watch.errors).toEqual([]);
  });

  test(`${lang}: a slowed ?src= download shows the frame, a stage text and Cancel, and no bar value over 100%`, async ({ freshPage: page }) => {
    const watch = watchForErrors(page);
    await recordProgress(page);
    const held = await holdBack(page, '**/example-library.ndjson');
    await page.goto(`/?lang=${lang}&src=example-library.ndjson`);
    await expectFrame(page, loading);
    // The request may leave a moment after the frame is drawn (read at once, it failed on a slow machine).
    await expect.poll(() => held.hit).toBe(true);
    // The cancel button is in the reader's language and the frame stays while the request waits.
    await expect(page.getByTestId('load-canvas').getByRole('button')).toHaveText(lang === 'en' ? 'Cancel' : '취소');
    await keepScreenshot(page, `frame-src-${lang}-${page.viewportSize()!.width}.png`);
    held.release();
    await graphDrawn(page);
    await expect(statusLine(page)).toHaveText(lang === 'en' ? /^3 cases · / : /^사례 3건 · /);
    await expectProgressSane(page);
    expect(watch.errors).toEqual([]);
  });
}

test('the built page carries the frame before any script runs', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  const frame = page.getByTestId('boot-frame');
  await expect(frame).toBeVisible();
  await expect(frame).toHaveAttribute('aria-busy', 'true');
  await expect(frame).toHaveAccessibleName(/Incident Graph/);
  await expect(page.getByRole('progressbar')).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveAccessibleName(/Loading…/);
  // Layout: the header row, the filter column and the canvas at the explorer's sizes.
  const header = (await page.locator('.boot-header').boundingBox())!;
  const facets = (await page.locator('.boot-facets').boundingBox())!;
  const canvas = (await page.locator('.boot-canvas').boundingBox())!;
  expect(header.y).toBe(0);
  expect(facets.width).toBe(250);
  expect(canvas.height).toBeGreaterThan(600);
  await context.close();
});
