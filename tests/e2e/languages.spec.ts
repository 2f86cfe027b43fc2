import { expect } from '@playwright/test';
import { test } from './fixtures';
import { openApp, openHeaderControl, statusLine, watchForErrors } from './helpers';

// Each language's strings are a chunk of their own (src/i18n/index.ts): a page loads its reader's.
const strings = (url: string) => url.match(/\/assets\/(en|ko)-[\w-]+\.js$/)?.[1] ?? null;

test("a Korean reader's page loads only the Korean strings; switching to English loads the English ones and rewords the page", async ({ freshPage: page }) => {
  const watch = watchForErrors(page);
  const loaded: string[] = [];
  page.on('request', (request) => {
    const lang = strings(request.url());
    if (lang) loaded.push(lang);
  });
  await openApp(page, '?lang=ko');
  await expect(statusLine(page)).toContainText('사례');
  expect(loaded).toEqual(['ko']);
  await (await openHeaderControl(page, 'lang')).selectOption('en');
  await expect(statusLine(page)).toContainText(/\d+ cases/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(loaded).toEqual(['ko', 'en']);
  expect(watch.errors).toEqual([]);
});

test("when the reader's strings cannot be loaded, the page still starts, in English", async ({ freshPage: page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.route(/\/assets\/ko-[\w-]+\.js$/, (route) => route.abort());
  await openApp(page, '?lang=ko');
  await expect(statusLine(page)).toContainText(/\d+ cases/);
  await expect(page.getByTestId('graph')).toBeVisible();
  expect(errors).toEqual([]);
});
