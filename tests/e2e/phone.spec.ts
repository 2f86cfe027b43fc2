import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { openApp, openHeaderControl, openPage, showView, watchForErrors } from './helpers';

/**
 * Every control of the toolbar that is drawn now (not inside a closed menu), with its box; and
 * whether the page scrolls sideways. Read in the page, as a closed `<details>` keeps boxes for
 * what it hides.
 */
async function toolbarLayout(page: Page) {
  return page.evaluate(() => {
    const controls = [...document.querySelectorAll<HTMLElement>('.toolbar button, .toolbar select, .toolbar summary, .toolbar input')]
      .filter((el) => el.checkVisibility({ checkVisibilityCSS: true }) && el.getBoundingClientRect().width > 0)
      .map((el) => {
        const b = el.getBoundingClientRect();
        return { name: el.getAttribute('aria-label') || el.textContent!.trim().slice(0, 30), x1: b.left, y1: b.top, x2: b.right, y2: b.bottom };
      });
    return { controls, scrollWidth: document.documentElement.scrollWidth, innerWidth, innerHeight };
  });
}

async function expectAllInside(page: Page) {
  const layout = await toolbarLayout(page);
  expect(layout.scrollWidth).toBeLessThanOrEqual(layout.innerWidth);
  expect(layout.controls.length).toBeGreaterThan(2);
  const outside = layout.controls.filter((c) => c.x1 < 0 || c.x2 > layout.innerWidth || c.y1 < 0 || c.y2 > layout.innerHeight).map((c) => c.name);
  expect(outside).toEqual([]);
  return layout;
}

for (const size of [
  { width: 360, height: 740 },
  { width: 390, height: 844 },
]) {
  for (const lang of ['en', 'ko'] as const) {
    test(`at ${size.width}×${size.height} in ${lang} the toolbar fits the screen, and so do its menus`, async ({ page }) => {
      const watch = watchForErrors(page);
      await page.setViewportSize(size);
      await openApp(page, lang === 'ko' ? '?lang=ko' : '');
      const row = await expectAllInside(page);
      // One row: copy, share, open and the menu of the rest.
      expect(new Set(row.controls.map((c) => Math.round(c.y1 / 8))).size).toBe(1);

      const more = page.getByTestId('more-tools').locator('summary').first();
      await expect(more).toHaveAccessibleName(lang === 'ko' ? '도구 더 보기' : 'More tools');
      await more.click();
      const inMenu = await expectAllInside(page);
      expect(inMenu.controls.length).toBeGreaterThan(row.controls.length + 4);
      // The tools in it work: Export opens its own list, still on the screen.
      await page.getByTestId('more-tools').locator('.export-menu > summary').click();
      await expectAllInside(page);
      await page.keyboard.press('Escape');
      // The theme button switches the theme from the menu.
      if (!(await page.getByTestId('more-tools').evaluate((el) => (el as HTMLDetailsElement).open))) await more.click();
      const dark = await page.getByTestId('theme').getAttribute('aria-pressed');
      await page.getByTestId('theme').click();
      await expect(page.getByTestId('theme')).not.toHaveAttribute('aria-pressed', dark!);

      await more.click();
      await page.locator('.toolbar > .open-menu:not(.toolbar-more) > summary').click();
      await expect(page.locator('.toolbar > .open-menu:not(.toolbar-more) .open-menu-body')).toBeVisible();
      await expectAllInside(page);
      expect(watch.errors).toEqual([]);
    });
  }
}

test('on a phone with a case open the status bar keeps to one line of counts, so the map above the sheet keeps its room; closed, the library is named again', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openApp(page, '?case=IL-0034');
  await expect(page.getByTestId('case-panel')).toBeVisible();
  // One line (it was five, 102 px, then three, 71 px): the counts, cut with an ellipsis where they
  // do not fit; the library's name and the notes wait for the sheet to close.
  await expect(page.locator('.status-source')).toBeHidden();
  await expect(page.getByTestId('chained-note')).toBeHidden();
  const line = (await page.getByTestId('status').boundingBox())!;
  expect(line.height).toBeLessThan(24);
  const bar = (await page.locator('.status-bar').boundingBox())!;
  expect(bar.height).toBeLessThanOrEqual(36);
  await expect(page.getByTestId('status')).toHaveText(/^\d+ cases · \d+ components · \d+ root causes · \d+ relations$/);

  await page.locator('.panel-close').click();
  await expect(page.getByTestId('case-panel')).toBeHidden();
  await expect(page.locator('.status-source')).toBeVisible();
  const source = (await page.locator('.status-source').boundingBox())!;
  expect(source.height).toBeLessThan(24);

  // The draft's sheet too.
  await showView(page, '?draft=pods%20crash%20looping%20after%20the%20metrics%20agent%20upgrade');
  await expect(page.getByTestId('draft-panel')).toBeVisible();
  await expect(page.locator('.status-source')).toBeHidden();
  expect((await page.locator('.status-bar').boundingBox())!.height).toBeLessThanOrEqual(36);
});

test('on a wide desktop the toolbar keeps the theme and the relation rule in view, the rest in its menu', async ({ page }) => {
  // At 1920 px the header table (src/ui/toolbar/headerTools.ts) has room for them in the row.
  await page.setViewportSize({ width: 1920, height: 1080 });
  await openApp(page);
  await expect(page.getByTestId('theme')).toBeVisible();
  await expect(page.getByTestId('rule')).toBeVisible();
  await expect(page.getByTestId('more-tools').getByTestId('theme')).toHaveCount(0);
  await expect(page.getByTestId('lang')).toBeHidden();
});

for (const lang of ['en', 'ko'] as const) {
  test(`at 1440×900 (${lang}) the relation rule's select shows its whole chosen wording`, async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await openApp(page, `?lang=${lang}`);
    const room = await (await openHeaderControl(page, 'rule')).evaluate((el) => {
      const select = el as HTMLSelectElement;
      const style = getComputedStyle(select);
      const ctx = document.createElement('canvas').getContext('2d')!;
      ctx.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const text = select.options[select.selectedIndex]!.text;
      // The text box is the select less its padding, border and drop-down arrow (~20 px).
      const box = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 20;
      return { text, width: ctx.measureText(text).width, box };
    });
    expect(room.width, room.text).toBeLessThanOrEqual(room.box);
  });
}

test('on a phone the list shows each case\'s title beside its id, and the id stays put as the other columns scroll sideways', async ({ page }) => {
  const watch = watchForErrors(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await openPage(page, '/?view=list&lang=ko');
  const table = page.getByTestId('case-table');
  await expect(table.locator('tr.case-row').first()).toBeVisible({ timeout: 30_000 });
  expect(await table.locator('thead th').evaluateAll((ths) => ths.map((th) => th.className))).toEqual(['col-id', 'col-title', 'col-date', 'col-org', 'col-components', 'col-cause', 'col-relations']);
  const cells = () =>
    table.locator('tr.case-row').first().evaluate((row) => {
      const box = (name: string) => row.querySelector(`td.col-${name}`)!.getBoundingClientRect();
      return { id: box('id').left, titleLeft: box('title').left, titleRight: box('title').right, date: box('date').left };
    });
  // The title's cell begins on the first screen and ends at its edge (cut with an ellipsis):
  // no sliver of the date's column shows beside it, in Korean (a wider date) as in English.
  const first = await cells();
  expect(first.titleLeft).toBeLessThan(160);
  expect(first.titleRight).toBeLessThanOrEqual(391);
  expect(first.titleRight).toBeGreaterThanOrEqual(389);
  expect(first.titleRight - first.titleLeft).toBeGreaterThan(200);
  // Scrolled sideways to the date: the id is where it was, over the title.
  await page.getByTestId('list-view').evaluate((el, by) => (el.scrollLeft = by), first.date - 200);
  await expect.poll(async () => (await cells()).date).toBeLessThan(300);
  expect((await cells()).id).toBeCloseTo(first.id, 0);

  // On a wide screen the library's own order: the date and organisation before the title.
  await page.setViewportSize({ width: 1440, height: 900 });
  await expect.poll(() => table.locator('thead th').evaluateAll((ths) => ths.map((th) => th.className).slice(0, 4))).toEqual(['col-id', 'col-date', 'col-org', 'col-title']);
  expect(watch.errors).toEqual([]);
});
