import { test as base, type Page } from '@playwright/test';

/** Playwright's own defaults for what the projects here leave unset. */
const DEFAULTS = { colorScheme: 'light', locale: 'en-US' } as const;

/**
 * The tests' `page`: one page per Playwright worker, reused from test to test, where a test opens
 * the app with openApp or openPage (./helpers.ts), which reopen the app in it (the page's
 * `__incidentReopen`, src/state/reopen.ts: the app unmounted, its storage and state emptied, and
 * started on the new address) instead of loading it again: ~1.0 s against ~3.1 s for a new
 * context and a load on this project's 2-core machine (docs/decisions.md). A test whose page must
 * be its own gets one:
 * - a test that asks for `freshPage` (an init script, a context of its own, the page as loaded);
 * - a test whose context options differ from the project's (`test.use` of touch, a phone, a
 *   locale; a viewport, motion setting or colour scheme of its own is set on the reused page);
 * - a retry, so a test that failed after another's leftovers is run again on a clean slate
 *   (and is then reported as flaky, not hidden).
 * After each test the reused page is put back: its routes and the listeners a test added are
 * removed, its size and emulated media are the project's again, and other pages are closed.
 */
export const test = base
  .extend<{ page: Page; freshPage: Page }, { reusedPage: Page }>({
    // Playwright's own per-test context (traced as configured), not the overridden `page`.
    freshPage: async ({ context }, use) => use(await context.newPage()),
    reusedPage: [
      async ({ browser }, use, workerInfo) => {
        const { baseURL, viewport, reducedMotion, userAgent, deviceScaleFactor } = workerInfo.project.use;
        const context = await browser.newContext({ ...DEFAULTS, baseURL, viewport, reducedMotion, userAgent, deviceScaleFactor });
        await use(await context.newPage());
        await context.close();
      },
      { scope: 'worker' },
    ],
    page: async ({ reusedPage, browser, viewport, hasTouch, isMobile, reducedMotion, colorScheme, locale, baseURL }, use, testInfo) => {
      const project = testInfo.project.use;
      const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
      // A size, a motion setting or a colour scheme of its own is set on the reused page (the app
      // is reopened after it, so it starts with them); touch, a phone or a locale need a context.
      const sameOptions = !!hasTouch === !!project.hasTouch && !!isMobile === !!project.isMobile && same(locale, project.locale ?? DEFAULTS.locale);
      if (!sameOptions || testInfo.retry > 0 || reusedPage.isClosed()) {
        const context = await browser.newContext({ baseURL, viewport, hasTouch, isMobile, reducedMotion, colorScheme, locale, userAgent: project.userAgent, deviceScaleFactor: project.deviceScaleFactor });
        await use(await context.newPage());
        await context.close();
        return;
      }
      if (viewport && !same(viewport, project.viewport)) await reusedPage.setViewportSize(viewport);
      if (!same(reducedMotion, project.reducedMotion) || !same(colorScheme, project.colorScheme ?? DEFAULTS.colorScheme)) await reusedPage.emulateMedia({ reducedMotion: reducedMotion ?? null, colorScheme: colorScheme ?? null });
      await use(reusedPage);
      await putBack(reusedPage, project.viewport ?? null, project.reducedMotion ?? null);
    },
  });

/** Puts the reused page back as the next test expects it (see above). */
export async function putBack(page: Page, viewport: { width: number; height: number } | null, reducedMotion: 'reduce' | 'no-preference' | null) {
  if (page.isClosed()) return;
  // The app stops, so the page idles until the next test reopens it (a test of a page of its own,
  // sharedPage()'s, would otherwise share the cores with this one's map).
  await page.evaluate(() => window.__incidentStop?.()).catch(() => {});
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  for (const event of ['console', 'pageerror', 'dialog', 'request', 'response', 'requestfailed', 'download', 'popup', 'filechooser'] as const) page.removeAllListeners(event);
  for (const other of page.context().pages()) if (other !== page) await other.close();
  if (viewport) await page.setViewportSize(viewport);
  await page.emulateMedia({ media: 'screen', colorScheme: 'light', reducedMotion, forcedColors: 'none' });
  await page.keyboard.up('Shift').catch(() => {});
}
