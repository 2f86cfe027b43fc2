import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { openApp, sharedPage } from './helpers';
import { failingPairs } from './layoutChecks';

/**
 * The header (title, search, toolbar) is one row from 1280 px up (issue #25), in English and
 * Korean, light and dark, with and without a selection; what does not fit is in "More tools".
 * Measured with bounding boxes: every control in one row, none overlapping, none off the screen.
 */

type Box = { name: string; left: number; right: number; top: number; bottom: number };

/** The boxes of the header's title, search box, search option and every drawn toolbar control. */
const headerBoxes = (page: Page) =>
  page.locator('.app-header').evaluate((header) => {
    const controls = [...header.querySelectorAll<HTMLElement>(':scope > h1, .search > input, .search > label, .toolbar > *')];
    const boxes = controls
      .map((el) => ({ el, r: el.getBoundingClientRect() }))
      // The visually hidden search label and an empty copy-feedback line take no room.
      .filter(({ el, r }) => r.width > 1 && r.height > 1 && !el.classList.contains('sr-only'))
      .map(({ el, r }) => ({ name: el.getAttribute('data-testid') ?? el.className ?? el.tagName, left: r.left, right: r.right, top: r.top, bottom: r.bottom }));
    const h = header.getBoundingClientRect();
    return { boxes, header: { top: h.top, bottom: h.bottom, height: h.height }, viewport: window.innerWidth };
  });

function expectOneRow(m: { boxes: Box[]; header: { height: number }; viewport: number }) {
  const { boxes } = m;
  expect(boxes.length).toBeGreaterThanOrEqual(7);
  const tallest = Math.max(...boxes.map((b) => b.bottom - b.top));
  // One row: every control's middle within a few px of the first's (the title's text is shorter
  // than a button, so tops differ by the centring), and the header holds one row (plus its padding).
  const middle = (b: Box) => (b.top + b.bottom) / 2;
  expect(boxes.filter((b) => !(Math.abs(middle(b) - middle(boxes[0]!)) <= 4)).map((b) => `${b.name} middle ${middle(b)} vs ${middle(boxes[0]!)}`), 'controls off the row').toEqual([]);
  expect(m.header.height).toBeLessThanOrEqual(tallest + 24);
  expect(boxes.filter((b) => !(b.left >= 0 && b.right <= m.viewport)).map((b) => `${b.name} ${b.left}–${b.right}`), 'controls off the screen').toEqual([]);
  // Side by side in one row: only the horizontal overlap counts.
  const overlap = (a: Box, b: Box) => Math.min(a.right, b.right) - Math.max(a.left, b.left);
  expect(failingPairs(boxes, (a, b) => !(overlap(a, b) <= 0.5), (a, b) => `${a.name} overlaps ${b.name} by ${overlap(a, b).toFixed(1)} px`), 'overlapping controls').toEqual([]);
}

const SIZES = [
  { width: 1280, height: 800 },
  { width: 1366, height: 768 },
  { width: 1440, height: 900 },
  { width: 1920, height: 1080 },
];

// One page for the eight: each sets its size and the system's colour scheme, then shows its view
// by in-app navigation; the header is measured after that resize, as after a fresh load.
test.describe('the header at each size', () => {
  const app = sharedPage();
  for (const size of SIZES) {
    for (const [lang, scheme, query] of [
      ['en', 'light', ''],
      ['ko', 'dark', '&case=IL-0034'],
    ] as const) {
      test(`at ${size.width}×${size.height} (${lang}, ${scheme}${query ? ', a case open' : ''}) the header is one row`, async () => {
        test.slow();
        await app.page().setViewportSize(size);
        await app.page().emulateMedia({ colorScheme: scheme });
        const page = await app.open(`?lang=${lang}${query}`);
        await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
        if (query) await expect(page.getByTestId('case-panel')).toBeVisible();
        else await expect(page.getByTestId('case-panel')).toHaveCount(0);
        expectOneRow(await headerBoxes(page));
        // The tools that do not fit are one menu button away, named in the page's language.
        await expect(page.getByTestId('more-tools').locator(':scope > summary')).toHaveAccessibleName(lang === 'ko' ? '도구 더 보기' : 'More tools');
        expect(app.errors()).toEqual([]);
      });
    }
  }
});

test.describe('the More tools menu at 1366×768', () => {
  test.use({ viewport: { width: 1366, height: 768 } });
  test.slow();

  test('opens by keyboard, moves with the arrows, closes on Escape with focus back on its button', async ({ page }) => {
    await openApp(page, '?case=IL-0034');
    const button = page.getByTestId('more-tools').locator(':scope > summary');
    await expect(button).toHaveAttribute('aria-haspopup', 'true');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    for (const key of ['Enter', ' ', 'ArrowDown']) {
      await button.focus();
      await page.keyboard.press(key);
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      const body = page.getByTestId('more-tools').locator('.toolbar-more-body');
      await expect(body).toBeVisible();
      // Focus is on the menu's first control; ArrowDown moves to the next, ArrowUp back, End to the last.
      const items = body.locator('button:visible, select:visible, summary:visible');
      const first = items.first();
      await expect(first).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await expect(items.nth(1)).toBeFocused();
      await page.keyboard.press('ArrowUp');
      await expect(first).toBeFocused();
      await page.keyboard.press('End');
      await expect(items.last()).toBeFocused();
      // Nothing covers the open menu: not the map, not the open case panel.
      const covered = await body.evaluate((el) =>
        [...el.querySelectorAll<HTMLElement>('button, select, summary')]
          .filter((c) => c.checkVisibility())
          .filter((c) => {
            const r = c.getBoundingClientRect();
            const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
            return !hit || !c.contains(hit);
          })
          .map((c) => c.getAttribute('data-testid') ?? c.textContent),
      );
      expect(covered).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await expect(body).toBeHidden();
      await expect(button).toBeFocused();
      // The menu's Escape is its own: the case stays open.
      await expect(page.getByTestId('case-panel')).toBeVisible();
    }
  });

  test('its folded controls keep their names and work as the direct ones did; a press outside closes it', async ({ page }) => {
    await openApp(page);
    const more = page.getByTestId('more-tools');
    await more.locator(':scope > summary').click();
    // Folded at this width, and named as they are in the row.
    await expect(more.getByRole('combobox', { name: 'Relations drawn' })).toBeVisible();
    await expect(more.getByRole('combobox', { name: 'Language' })).toBeVisible();
    await expect(more.getByRole('button', { name: 'Keyboard shortcuts' })).toBeVisible();
    // The theme from the menu: the page turns dark and the link says so.
    // A toggle keeps its name; its state is aria-pressed (it once read "Light" while pressed).
    const theme = more.getByTestId('theme');
    await expect(theme).toHaveAttribute('aria-pressed', 'false');
    await expect(theme).toHaveAccessibleName('Dark theme');
    await theme.click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(page).toHaveURL(/theme=dark/);
    if (!(await more.evaluate((el) => (el as HTMLDetailsElement).open))) await more.locator(':scope > summary').click();
    await expect(theme).toHaveAttribute('aria-pressed', 'true');
    await expect(theme).toHaveAccessibleName('Dark theme');
    // A press outside (on the title) closes it.
    if (!(await more.evaluate((el) => (el as HTMLDetailsElement).open))) await more.locator(':scope > summary').click();
    await page.locator('.app-title').click();
    await expect(more.locator('.toolbar-more-body')).toBeHidden();
    // The language from the menu: the page and the link turn Korean, the menu button too.
    await more.locator(':scope > summary').click();
    await more.getByTestId('lang').selectOption('ko');
    await expect(page).toHaveURL(/lang=ko/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
    await expect(more.locator(':scope > summary')).toHaveAccessibleName('도구 더 보기');
    await expect(page.getByTestId('copy-link')).toHaveText('링크 복사');
  });
});
