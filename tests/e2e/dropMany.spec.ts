import { expect } from '@playwright/test';
import { test } from './fixtures';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { graphDrawn, statusLine, watchForErrors, openPage, keepScreenshot } from './helpers';

// Issue 30: dropping two library files used to open the first alone, silently.
test.setTimeout(300_000);
const rec = (id: string) => ({ id, org: 'Org', date: '2024-01-02', title: { en: `Case ${id}`, ko: `사례 ${id}` } });
const first = JSON.stringify([rec('A-1'), rec('A-2'), rec('SAME')]);
const second = [rec('B-1'), rec('SAME'), rec('B-2')].map((r) => JSON.stringify(r)).join('\n');

for (const lang of ['en', 'ko'] as const) {
  test(`two libraries dropped at once open as one, the repeated id reported by file (${lang})`, async ({ page }) => {
    const watch = watchForErrors(page);
    await openPage(page, `/?lang=${lang}`);
    await graphDrawn(page);
    const dataTransfer = await page.evaluateHandle(([a, b]) => {
      const dt = new DataTransfer();
      dt.items.add(new File([a!], 'first.json', { type: 'application/json' }));
      dt.items.add(new File([b!], 'second.ndjson', { type: 'application/x-ndjson' }));
      return dt;
    }, [first, second]);
    await page.dispatchEvent('.drop-zone', 'dragover', { dataTransfer });
    await page.dispatchEvent('.drop-zone', 'drop', { dataTransfer });
    await graphDrawn(page, 2);
    await expect(page.locator('.status-source')).toContainText('first.json + second.ndjson');
    // Five distinct cases: three of the first file, two of the second (its SAME skipped).
    await expect(statusLine(page)).toHaveText(lang === 'en' ? /^5 cases · / : /5/);
    await page.getByTestId('problems-button').click();
    const row = page.getByTestId('problems').locator('tbody tr');
    await expect(row).toHaveCount(1);
    await expect(row.locator('td').nth(0)).toHaveText('second.ndjson #2');
    await expect(row.locator('td').nth(1)).toHaveText('SAME');
    await expect(row.locator('td').nth(3)).toContainText(lang === 'en' ? 'record 3 of first.json has the same id' : 'first.json의 3번 레코드가 같은 id');
    await keepScreenshot(page, `drop-two-${lang}.png`);
    expect(watch.errors).toEqual([]);
  });
}

// Issue 30: a library dropped with a CSV was listed as unreadable in the import review, and its
// records were lost. What the user dropped is one library: the JSON's records and the CSV's rows.
const csv = readFileSync(join(import.meta.dirname, '..', 'fixtures', 'import', 'jira-incidents.csv'), 'utf8');
const withCsv = JSON.stringify([rec('A-1'), rec('A-2'), rec('OPS-101')]);

for (const lang of ['en', 'ko'] as const) {
  test(`a library dropped with a CSV opens with the CSV's reviewed rows as one library (${lang})`, async ({ page }) => {
    const watch = watchForErrors(page);
    await openPage(page, `/?lang=${lang}`);
    await graphDrawn(page);
    const dataTransfer = await page.evaluateHandle(([a, b]) => {
      const dt = new DataTransfer();
      dt.items.add(new File([a!], 'library.json', { type: 'application/json' }));
      dt.items.add(new File([b!], 'jira-incidents.csv', { type: 'text/csv' }));
      return dt;
    }, [withCsv, csv]);
    await page.dispatchEvent('.drop-zone', 'dragover', { dataTransfer });
    await page.dispatchEvent('.drop-zone', 'drop', { dataTransfer });
    const review = page.getByTestId('import-review');
    await expect(review).toBeVisible();
    // The CSV is reviewed; the library is named as a library, not as an unreadable file.
    await expect(review.getByTestId('import-file')).toHaveCount(1);
    await expect(review.getByTestId('import-file')).toContainText('jira-incidents.csv');
    await expect(review.getByTestId('import-library-file')).toHaveText(lang === 'en' ? 'library.json: a library file, opened as it is with the imported cases' : /^library\.json: 라이브러리 파일/);
    await expect(review.getByTestId('import-errors')).not.toContainText('library.json');
    await expect(review.getByTestId('import-open')).toContainText('library.json');
    await keepScreenshot(page, `drop-mixed-review-${lang}.png`);
    await review.getByTestId('import-open').click();
    await expect(review).toBeHidden();
    await graphDrawn(page, 2);
    await expect(page.locator('.status-source')).toContainText('library.json + jira-incidents.json');
    // Four cases: and OPS-101 of the library, OPS-102 of the CSV (its OPS-101 is the library's, reported).
    await expect(statusLine(page)).toHaveText(lang === 'en' ? /^4 cases · / : /4/);
    await page.getByTestId('problems-button').click();
    const row = page.getByTestId('problems').locator('tbody tr');
    await expect(row).toHaveCount(1);
    await expect(row.locator('td').nth(1)).toHaveText('OPS-101');
    await expect(row.locator('td').nth(3)).toContainText(lang === 'en' ? 'record 3 of library.json has the same id' : 'library.json의 3번 레코드가 같은 id');
    expect(watch.errors).toEqual([]);
  });
}
