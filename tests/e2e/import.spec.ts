import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect as baseExpect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { graphDrawn, statusLine, watchForErrors, openPage, keepScreenshot } from './helpers';

// Each test opens the bundled library first and imports in the page: give a busy machine time.
test.describe.configure({ timeout: 240_000 });
test.use({ actionTimeout: 60_000 });
const expect = baseExpect.configure({ timeout: 60_000 });

const ROOT = join(import.meta.dirname, '..', '..');
const FIX = join(ROOT, 'tests/fixtures/import');
const fixture = (name: string) => readFileSync(join(FIX, name), 'utf8');

/** The bundled library has opened (its status line counts cases); the graph may still be drawing. */
async function opened(page: Page) {
  await expect(statusLine(page)).toHaveText(/\d+ cases · /, { timeout: 60_000 });
}

async function drop(page: Page, files: { name: string; text: string; type: string }[]) {
  const dataTransfer = await page.evaluateHandle((list) => {
    const dt = new DataTransfer();
    for (const f of list) dt.items.add(new File([f.text], f.name, { type: f.type }));
    return dt;
  }, files);
  await page.dispatchEvent('.drop-zone', 'dragover', { dataTransfer });
  await page.dispatchEvent('.drop-zone', 'drop', { dataTransfer });
}

const DROPPED = [
  { name: 'jira-incidents.csv', text: fixture('jira-incidents.csv'), type: 'text/csv' },
  { name: 'google-sre-en.md', text: fixture('google-sre-en.md'), type: 'text/markdown' },
  { name: 'google-sre-ko.md', text: fixture('google-sre-ko.md'), type: 'text/markdown' },
];

test('a CSV and two Markdown files dropped together: the review step, then one library, exported as JSON', async ({ page }) => {
  const watch = watchForErrors(page);
  await openPage(page, '/');
  await opened(page);
  await drop(page, DROPPED);
  const review = page.getByTestId('import-review');
  await expect(review).toBeVisible();
  await expect(review.getByTestId('import-file')).toHaveText(['jira-incidents.csv: 2 of 4 incidents read', 'google-sre-en.md: 1 of 1 incidents read', 'google-sre-ko.md: 1 of 1 incidents read']);
  // The mapping guessed from Jira's headers, the first rows, every unreadable row and why.
  await expect(review.getByTestId('map-title').first()).toHaveValue('Summary');
  await expect(review.getByTestId('import-preview').locator('tbody tr')).toHaveCount(4);
  await expect(review.getByTestId('import-errors').locator('li')).toHaveText([/jira-incidents\.csv, row 3 \(OPS-103\) field date: no date/, /row 4 \(OPS-104\) field date: the date "30\/Feb\/24 1:00 PM" does not exist/]);
  // Suggestions: one accepted by hand, then all.
  const login = review.getByTestId('import-case').filter({ hasText: 'OPS-101' });
  const chip = login.getByRole('button', { name: 'Expired certificate or credential' });
  await expect(chip).toHaveAttribute('aria-pressed', 'false');
  await chip.click();
  await expect(chip).toHaveAttribute('aria-pressed', 'true');
  await review.getByTestId('accept-all').click();
  await review.getByTestId('import-open').click();
  await expect(review).toBeHidden();
  await expect(page.locator('.status-source')).toHaveText('from file imported-library.json');
  await expect(statusLine(page)).toHaveText(/^4 cases · /);
  // Export → JSON writes the app's format, with the accepted tags.
  await page.getByTestId('export-menu').locator('summary').click();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-json').click()]);
  const saved = JSON.parse(readFileSync((await download.path())!, 'utf8')) as { id: string; root_cause: string | null }[];
  expect(saved.map((c) => c.id).sort()).toEqual(['OPS-101', 'OPS-102', 'google-sre-en', 'google-sre-ko']);
  expect(saved.find((c) => c.id === 'OPS-101')!.root_cause).toBe('credential-expiry');
  expect(watch.errors).toEqual([]);
});

test('the review step in Korean words unreadable rows in Korean and says where English is missing', async ({ page }) => {
  await openPage(page, '/?lang=ko');
  await expect(statusLine(page)).toHaveText(/사례/, { timeout: 60_000 });
  await drop(page, DROPPED);
  const review = page.getByTestId('import-review');
  await expect(review.getByRole('heading', { name: '가져오기 검토' })).toBeVisible();
  await expect(review.getByTestId('import-errors').locator('li').nth(1)).toContainText('4행 (OPS-104) 필드 date: "30/Feb/24 1:00 PM"는 없는 날짜입니다');
  await expect(review.getByTestId('import-case').filter({ hasText: 'google-sre-ko' })).toContainText('영어 없음: 한국어만 있습니다');
});

for (const [file, type, count] of [['pagerduty-incidents.csv', 'text/csv', 3], ['google-sre-en.md', 'text/markdown', 1]] as const) {
  test(`?src= of ${file} opens it as a library`, async ({ page }) => {
    const watch = watchForErrors(page);
    await page.route(`https://exports.example/${file}`, (route) => route.fulfill({ body: fixture(file), contentType: type, headers: { 'access-control-allow-origin': '*' } }));
    await openPage(page, `/?src=https://exports.example/${file}`);
    await graphDrawn(page);
    await expect(statusLine(page)).toHaveText(new RegExp(`^${count} cases? · `));
    expect(watch.errors).toEqual([]);
  });
}

test('the CLI round trip: npm run import, validate-data, then open by ?src=', async ({ page }) => {
  const dir = mkdtempSync(join(tmpdir(), 'import-e2e-'));
  const out = join(dir, 'library.json');
  const files = ['pagerduty-incidents.csv', 'jira-incidents.csv', 'servicenow-incidents.tsv', 'google-sre-en.md', 'google-sre-ko.md', 'frontmatter-postmortem.md'].map((f) => join(FIX, f));
  execFileSync(process.execPath, ['--import', 'tsx', join(ROOT, 'scripts/import.ts'), ...files, '--out', out, '--apply-suggestions'], { cwd: ROOT, encoding: 'utf8' });
  const validated = execFileSync(process.execPath, ['--import', 'tsx', join(ROOT, 'scripts/validate-data.ts'), out], { cwd: ROOT, encoding: 'utf8' });
  expect(validated).toMatch(/cases: 10\n[\s\S]*problems: 0/);
  const body = readFileSync(out, 'utf8');
  await page.route('https://exports.example/library.json', (route) => route.fulfill({ body, contentType: 'application/json', headers: { 'access-control-allow-origin': '*' } }));
  await openPage(page, '/?src=https://exports.example/library.json');
  await graphDrawn(page);
  await expect(statusLine(page)).toHaveText(/^10 cases · /);
});

// Screenshots for a person to look at (not a check): SHOTS_DIR=/tmp/shots E2E_PORT=… npx playwright test tests/e2e/import.spec.ts -g screenshots
test('screenshots of the review step', async ({ page }) => {
  test.skip(!process.env.SHOTS_DIR, 'only with SHOTS_DIR set');
  const combos = [[1440, 900, 'en', 'light'], [1440, 900, 'ko', 'dark'], [1366, 768, 'ko', 'light'], [390, 844, 'en', 'light'], [390, 844, 'ko', 'light']] as const;
  for (const [w, h, lang, theme] of combos) {
    await page.setViewportSize({ width: w, height: h });
    await openPage(page, `/?lang=${lang}&theme=${theme}`);
    await expect(statusLine(page)).toHaveText(/\d/);
    await drop(page, DROPPED);
    await expect(page.getByTestId('import-review')).toBeVisible();
    await expect(page.getByTestId('import-file')).toHaveCount(3);
    await keepScreenshot(page, `review-${w}x${h}-${lang}-${theme}.png`);
    await page.getByTestId('accept-all').scrollIntoViewIfNeeded();
    await page.getByTestId('accept-all').click();
    await keepScreenshot(page, `review-suggestions-${w}x${h}-${lang}-${theme}.png`);
  }
});

test('a draft saved as a case: the form starts from the draft, downloads IL-NNNN.json, and the case joins the graph', async ({ page }) => {
  const watch = watchForErrors(page);
  await openPage(page, `/?draft=${encodeURIComponent('ingress controller returned 502 errors after a config change to the nginx annotations')}`);
  await opened(page);
  await expect(page.getByTestId('draft-results')).toBeVisible();
  await page.getByTestId('save-as-case').click();
  const form = page.getByTestId('case-form');
  await expect(form).toBeVisible();
  await expect(form.getByTestId('cf-duplicate')).toContainText('This may already be in the library: IL-');
  const id = await form.getByTestId('cf-id').inputValue();
  expect(id).toMatch(/^IL-\d{4}$/);
  await expect(form.getByTestId('cf-title-en')).toHaveValue(/^ingress controller returned 502/);
  await form.getByTestId('cf-org').fill('Acme');
  await form.getByTestId('cf-date').fill('2024-02-30');
  await expect(form.getByTestId('cf-invalid')).toContainText('Date');
  await expect(form.getByTestId('cf-download')).toBeDisabled();
  await form.getByTestId('cf-date').fill('2024-03-12');
  const [download] = await Promise.all([page.waitForEvent('download'), form.getByTestId('cf-download').click()]);
  expect(download.suggestedFilename()).toBe(`${id}.json`);
  const record = JSON.parse(readFileSync((await download.path())!, 'utf8')) as { id: string; org: string; date: string; root_cause: string | null };
  expect(record).toMatchObject({ id, org: 'Acme', date: '2024-03-12' });
  const before = Number((await statusLine(page).textContent())!.match(/^(\d+) cases/)![1]);
  await form.getByTestId('cf-add').click();
  await expect(statusLine(page)).toHaveText(new RegExp(`^${before + 1} cases · `));
  await page.getByRole('combobox').first().fill(id);
  await expect(page.getByRole('option').first()).toContainText(id);
  expect(watch.errors).toEqual([]);
});

test('New case… in the library menu opens the form empty; a case written there joins the graph', async ({ page }) => {
  const watch = watchForErrors(page);
  await openPage(page, '/');
  await opened(page);
  const before = Number((await statusLine(page).textContent())!.match(/^(\d+) cases/)![1]);
  await page.getByText('Open library…', { exact: true }).click();
  await page.getByTestId('new-case').click();
  const form = page.getByTestId('case-form');
  await expect(form).toBeVisible();
  const id = await form.getByTestId('cf-id').inputValue();
  expect(id).toMatch(/^IL-\d{4}$/);
  await expect(form.getByTestId('cf-title-en')).toHaveValue('');
  await expect(form.getByTestId('cf-add')).toBeDisabled();
  await form.getByTestId('cf-title-en').fill('Queue consumers stalled after a broker upgrade');
  await form.getByTestId('cf-org').fill('Acme');
  await form.getByTestId('cf-date').fill('2024-05-02');
  await form.getByTestId('cf-add').click();
  await expect(statusLine(page)).toHaveText(new RegExp(`^${before + 1} cases · `));
  expect(watch.errors).toEqual([]);
});

test('screenshots of the case form', async ({ page }) => {
  test.skip(!process.env.SHOTS_DIR, 'only with SHOTS_DIR set');
  for (const [w, h, lang, draft] of [[1440, 900, 'en', 'ingress controller returned 502 errors after a config change'], [390, 844, 'ko', '설정 변경 후 인그레스에서 502 오류가 났다']] as const) {
    await page.setViewportSize({ width: w, height: h });
    await openPage(page, `/?lang=${lang}&draft=${encodeURIComponent(draft)}`);
    await expect(statusLine(page)).toHaveText(/\d/);
    await page.getByTestId('save-as-case').click();
    await expect(page.getByTestId('case-form')).toBeVisible();
    await keepScreenshot(page, `case-form-${w}x${h}-${lang}.png`);
  }
});
