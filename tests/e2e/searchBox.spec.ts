import { expect } from '@playwright/test';
import { test } from './fixtures';
import { openApp } from './helpers';

// The suggestions close a moment after the search box loses focus (so a click on one lands
// first). A reader back in the box before then, as when the next id is typed right after Enter
// chose one (the panel takes focus to its heading), must still see them: a pack.spec run once
// found the box holding its id with the list closed.
test('the suggestions stay open for a reader back in the box before they would have closed', async ({ page }) => {
  await openApp(page);
  const box = page.getByTestId('search');
  const first = page.locator('#search-results [role=option]').first();
  await box.fill('IL-0034');
  await expect(first).toContainText('IL-0034');
  await box.press('Enter');
  await expect(page.getByTestId('case-panel')).toContainText('IL-0034');
  await box.fill('IL-0202');
  await expect(first).toContainText('IL-0202');
  // Out of the box and straight back, then past the closing delay: still open.
  await page.evaluate(() => {
    const input = document.getElementById('search-input')!;
    input.blur();
    input.focus();
  });
  await page.waitForTimeout(400);
  await expect(first).toContainText('IL-0202');
});
