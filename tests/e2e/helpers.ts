import { expect, type BrowserContextOptions, type Locator, type Page } from '@playwright/test';
import { putBack, test } from './fixtures';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

export const CASE_COUNT = readdirSync(join(import.meta.dirname, '..', '..', 'data', 'cases')).filter((f) => f.endsWith('.json')).length;

/** Fails the test on any uncaught page error, console error or dialog. */
export function watchForErrors(page: Page): { errors: string[] } {
  const state = { errors: [] as string[] };
  page.on('pageerror', (e) => state.errors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') state.errors.push(`console: ${m.text()}`);
  });
  page.on('dialog', (d) => {
    state.errors.push(`dialog: ${d.message()}`);
    void d.dismiss();
  });
  return state;
}

/**
 * Keeps a picture of the page, or of one element, for a person to look at: under $SHOTS_DIR,
 * when it is set (`SHOTS_DIR=/tmp/shots npx playwright test …`). Never a check, so not taken
 * otherwise: a desktop screenshot costs ~0.2 s in software, and a run took about thirty.
 */
export async function keepScreenshot(target: Page | Locator, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (dir) await target.screenshot({ path: join(dir, name) });
}

/** The status line (by its test id: the draft's verdict and notes are status regions too). */
export const statusLine = (page: Page) => page.getByTestId('status').first();

/** Waits until the graph has been drawn at least `times` times. */
export async function graphDrawn(page: Page, times = 1) {
  // A wait, not a timing: a big library with two browsers sharing two cores can take a minute.
  await page.waitForFunction((n) => (window.__incidentGraph?.drawn ?? 0) >= n, times, { timeout: 90_000 });
}

/**
 * Opens the app on `query` as a new page would: in a page that shows the app already (the
 * reused page of ./fixtures.ts), by reopening it there (src/state/reopen.ts), else by loading it.
 * Returns once the app has started; what it shows is for the caller to wait for.
 */
export async function openPage(page: Page, query = '') {
  const address = query.startsWith('/') ? query : `/${query}`;
  const here = page.url();
  const reopen = here.startsWith('http') && new URL(here).origin === new URL(address, here).origin && (await page.evaluate(() => typeof window.__incidentReopen === 'function').catch(() => false));
  if (reopen) await page.evaluate((to) => window.__incidentReopen!(to), address);
  else await page.goto(address);
}

/** Opens the app on `query` (openPage) and waits until its graph is drawn and counted. */
export async function openApp(page: Page, query = '') {
  await openPage(page, query);
  await graphDrawn(page);
  await expect(statusLine(page)).toHaveText(/\d/);
}

/**
 * Shows another view of the library already open, as the app's own links and Back do (a history
 * entry and a popstate, which the URL sync applies), instead of loading the page again: to a
 * settled focus that took ~0.6 s against a fresh load's ~2 s on the 2-core machine. For views of
 * the same library only, and not where a test reads what a fresh load reports (ignored
 * parameters are reported when the page opens). Returns once the app has drawn it and nothing moves.
 */
export async function showView(page: Page, query: string, withMap = true) {
  await page.evaluate(async (url) => {
    history.pushState(null, '', url);
    dispatchEvent(new PopStateEvent('popstate'));
    // The view is applied at once; the graph and the focus follow in the next frames.
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  }, `/${query}`);
  // A case's focus is drawn once its similar cases are in, which can be after the first still
  // frames: until then the focus still shows the view before.
  const selected = new URLSearchParams(query).get('case');
  if (selected) await expect.poll(() => page.evaluate(() => window.__incidentGraph?.focused()[0])).toBe(`case:${selected}`);
  await expect.poll(() => page.evaluate(() => !(window.__incidentGraph?.focusState().moving ?? false) && !(window.__incidentCamera?.moving() ?? false))).toBe(true);
  if (withMap) await expect(statusLine(page)).toHaveText(/\d/);
}

/**
 * One page for all the tests of a describe, which it makes serial: the first test to call the
 * returned `open` loads the app on its view, each later one shows its view by in-app navigation
 * (showView), as a reader who follows a link inside the app does, at a fraction of a load's cost
 * (docs/decisions.md, "The test suite's time"). Only for tests that read their view and leave
 * nothing behind that the URL does not carry (a route of their own, storage, an open menu, a
 * path): a test that does puts it back or opens its own page. Tests that use it take no `page`
 * fixture (Playwright would open an unused page for each).
 */
export function sharedPage(options: Pick<BrowserContextOptions, 'viewport' | 'hasTouch' | 'isMobile'> = {}) {
  test.describe.configure({ mode: 'serial' });
  let page: Page | null = null;
  let watch: { errors: string[] } = { errors: [] };
  let opened = false;
  // The worker's reused page (./fixtures.ts) at the size asked for; touch needs a context of its own.
  let reused = false;
  test.beforeAll(async ({ browser, reusedPage }) => {
    const use = test.info().project.use;
    reused = !options.hasTouch && !options.isMobile && !reusedPage.isClosed();
    if (reused) {
      page = reusedPage;
      if (options.viewport) await page.setViewportSize(options.viewport);
    } else {
      // A context of its own rather than browser.newPage(): axe (AxeBuilder) refuses the latter's pages.
      const context = await browser.newContext({ baseURL: use.baseURL, viewport: use.viewport, reducedMotion: use.reducedMotion, ...options });
      page = await context.newPage();
    }
    watch = watchForErrors(page);
  });
  test.afterAll(async () => {
    const use = test.info().project.use;
    if (page === null) return;
    if (reused) await putBack(page, use.viewport ?? null, use.reducedMotion ?? null);
    else await page.context().close();
  });
  return {
    /**
     * The page on this view; errors() then holds what the page reported from here on. `ready`
     * says when a view that draws no map (the list, trends, the matrix) is shown, in place of
     * the drawn graph and the status line.
     */
    async open(query = '', ready?: (page: Page) => Promise<void>) {
      if (!page) throw new Error('sharedPage: open() called outside a test');
      watch.errors.length = 0;
      if (opened) await showView(page, query, !ready);
      else if (ready) await openPage(page, query);
      else await openApp(page, query);
      opened = true;
      await ready?.(page);
      return page;
    },
    errors: () => watch.errors,
    /** The page before open(), to set what a view does not carry (its size, the system's colour scheme). */
    page: () => {
      if (!page) throw new Error('sharedPage: page() called outside a test');
      return page;
    },
  };
}

/** Clicks a node on the canvas, where cytoscape drew it. */
export async function clickNode(page: Page, nodeId: string) {
  // A position read while the camera or the focus picture still moves is where the node was, not
  // where the click lands (a quiet, fast machine clicks during the move after a selection).
  await expect.poll(() => page.evaluate(() => !(window.__incidentGraph?.focusState().moving ?? false) && !(window.__incidentCamera?.moving() ?? false))).toBe(true);
  const pos = await page.evaluate((id) => window.__incidentGraph?.nodePosition(id) ?? null, nodeId);
  if (!pos) throw new Error(`node ${nodeId} is not in the graph`);
  await page.mouse.click(pos.x, pos.y);
}

/**
 * A header tool by its test id ('rule', 'lang', 'theme', 'export-menu', 'draft-open', …), ready to
 * use: where the header table (src/ui/toolbar/headerTools.ts) folds it at this width, the "More
 * tools" menu is opened first, as a reader would.
 */
/** Clicks a header button by its name, from the More tools menu when the header folds it there (src/ui/toolbar/headerTools.ts). */
export async function clickHeaderButton(page: Page, name: string) {
  const button = page.locator('.app-header').getByRole('button', { name, exact: true, includeHidden: true });
  await expect(button).toHaveCount(1);
  if (!(await button.isVisible())) {
    const more = page.getByTestId('more-tools');
    if (!(await more.evaluate((el) => (el as HTMLDetailsElement).open))) await more.locator(':scope > summary').click();
  }
  await button.click();
}

export async function openHeaderControl(page: Page, testId: string) {
  const control = page.locator('.app-header').getByTestId(testId);
  await expect(control).toHaveCount(1);
  const more = page.getByTestId('more-tools');
  const folded = (await more.getByTestId(testId).count()) > 0;
  if (folded && !(await more.evaluate((el) => (el as HTMLDetailsElement).open))) await more.locator('summary').first().click();
  await expect(control).toBeVisible();
  return control;
}
