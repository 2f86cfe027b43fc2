import { axeOf } from './axe';
import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { CASE_COUNT, clickHeaderButton, graphDrawn, openApp, sharedPage, statusLine, watchForErrors, openPage, keepScreenshot } from './helpers';

const matrixShown = async (page: Page) => {
  await expect(page.getByTestId('matrix-table')).toBeVisible({ timeout: 30_000 });
};

test.describe('pattern matrix', () => {
  // One page for the matrix's tests: each shows its view by in-app navigation.
  const app = sharedPage();
  const openMatrix = (query = '') => app.open(`?view=matrix${query}`, matrixShown);

  test('is a table with row and column headers, heaviest first, shaded and counted', async () => {
    const page = await openMatrix();
    const table = page.getByTestId('matrix-table');
    await expect(table.locator('thead th[scope="col"]').first()).toHaveText('Component');
    expect(await table.locator('thead th[scope="col"]').count()).toBeGreaterThan(5);
    expect(await table.locator('tbody th[scope="row"]').count()).toBeGreaterThan(5);
    // Every count is printed, and a cell's button names its row, column and count.
    const first = table.locator('button.matrix-button').first();
    await expect(first).toHaveAccessibleName(/^.+ and .+: \d+ cases?\. Show/);
    // The heaviest row comes first: its cells add up to at least any other row's.
    const rowTotals = await table.locator('tbody tr').evaluateAll((rows) =>
      rows.map((r) => [...r.querySelectorAll<HTMLButtonElement>('button.matrix-button')].reduce((n, b) => n + Number(b.dataset.count), 0)),
    );
    expect([...rowTotals].sort((a, b) => b - a)).toEqual(rowTotals);
    // How the map draws its relation groups is no news in the matrix: the status bar leaves it out.
    await expect(statusLine(page)).toHaveText(/^\d+ cases · /);
    await expect(page.getByTestId('chained-note')).toHaveCount(0);
    await keepScreenshot(page, 'matrix.png');
    expect(app.errors()).toEqual([]);
  });

  test('a cell filters to its cases and opens the graph', async () => {
    const page = await openMatrix();
    // The largest cell.
    const cells = page.getByTestId('matrix-table').locator('button.matrix-button');
    const counts = await cells.evaluateAll((bs) => bs.map((b) => Number((b as HTMLElement).dataset.count)));
    const cell = cells.nth(counts.indexOf(Math.max(...counts)));
    const count = Number(await cell.getAttribute('data-count'));
    const component = (await cell.getAttribute('data-component'))!;
    const cause = (await cell.getAttribute('data-column'))!;
    const rowLabel = (await cell.locator('xpath=ancestor::tr/th').innerText()).trim();
    expect(count).toBeGreaterThan(1);
    await cell.click();
    await graphDrawn(page);
    await expect(page.getByTestId('graph')).toBeVisible();
    await expect(page.getByTestId('matrix-view')).toHaveCount(0);
    await expect(statusLine(page)).toHaveText(new RegExp(`^${count} of ${CASE_COUNT} cases · `));
    await expect(page).toHaveURL(new RegExp(`[?&]comp=${component}(&|$)`));
    await expect(page).toHaveURL(new RegExp(`[?&]rc=${cause}(&|$)`));
    await expect(page).not.toHaveURL(/view=/);
    const chips = page.getByTestId('active-filters');
    await expect(chips.locator('[data-facet="component"]')).toContainText(rowLabel);
    await expect(chips.locator('[data-facet="cause"]')).toBeVisible();
    expect(await page.evaluate(() => window.__incidentGraph!.counts().nodes)).toBeGreaterThanOrEqual(count + 2);
    expect(app.errors()).toEqual([]);
  });

  test('switches to components × symptoms, counting under the current filters', async () => {
    const page = await openMatrix('&domain=kubernetes');
    await page.getByTestId('matrix-cols').selectOption('symptom');
    await expect(page.getByRole('heading', { name: 'Components × symptoms' })).toBeVisible();
    const cell = page.getByTestId('matrix-table').locator('button.matrix-button').first();
    const count = Number(await cell.getAttribute('data-count'));
    const symptom = (await cell.getAttribute('data-column'))!;
    await cell.click();
    await graphDrawn(page);
    await expect(statusLine(page)).toHaveText(new RegExp(`^${count} of ${CASE_COUNT} cases · `));
    await expect(page).toHaveURL(new RegExp(`[?&]symptom=${symptom}(&|$)`));
    await expect(page).toHaveURL(/[?&]domain=kubernetes(&|$)/);
    await expect(page).not.toHaveURL(/[?&]rc=/);
  });

  for (const theme of ['light', 'dark']) {
    test(`has no accessibility violations and readable shading (${theme})`, async () => {
      const page = await openMatrix(`&theme=${theme}`);
      const axe = await axeOf(page).include('[data-testid=matrix-view]').analyze();
      expect(axe.violations.map((v) => `${v.id}: ${v.help} ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }

  test('arrow keys move between cells', async () => {
    const page = await openMatrix();
    const first = page.getByTestId('matrix-table').locator('button.matrix-button').first();
    await first.focus();
    const start = await first.evaluate((b) => [b.dataset.r, b.dataset.c]);
    await page.keyboard.press('ArrowRight');
    const next = await page.evaluate(() => [(document.activeElement as HTMLElement).dataset.r, (document.activeElement as HTMLElement).dataset.c]);
    expect(next[0]).toBe(start[0]);
    expect(Number(next[1])).toBeGreaterThan(Number(start[1]));
  });
});

test.describe('how two cases are related', () => {
  test('finds the path from IL-0034 to IL-0203, explains each step and highlights it', async ({ page }) => {
    const watch = watchForErrors(page);
    await openApp(page, '?case=IL-0034');
    const section = page.getByTestId('path-section');
    await expect(section.getByRole('heading', { name: 'How is this related to…?' })).toBeVisible();
    await section.getByTestId('path-input').fill('IL-0203');
    await section.getByRole('button', { name: 'Find path' }).click();
    const steps = section.getByTestId('path-steps');
    await expect(steps).toBeVisible();
    const items = steps.locator('li');
    const n = await items.count();
    expect(n).toBeGreaterThan(0);
    await expect(section).toContainText(`IL-0034 reaches IL-0203 in ${n} step`);
    await expect(items.first()).toContainText(/^IL-0034 —/);
    await expect(items.last()).toContainText(/IL-0203/);
    for (let k = 0; k < n; k++) await expect(items.nth(k)).toContainText(/—(related|has component|has root cause)→/);
    // Consecutive steps share their case: step k ends where step k+1 starts.
    const cases = await items.evaluateAll((lis) => lis.map((li) => [...li.querySelectorAll<HTMLElement>('.path-case')].map((b) => b.dataset.case)));
    for (let k = 1; k < cases.length; k++) expect(cases[k]![0]).toBe(cases[k - 1]!.at(-1));
    // Every highlighted element is drawn in the graph.
    const ids = (await steps.getAttribute('data-elements'))!.split(' ');
    expect(ids).toContain('case:IL-0034');
    expect(ids).toContain('case:IL-0203');
    for (const id of ids) {
      const where = await page.evaluate((eid) => (eid.includes('>') || eid.includes('~') ? window.__incidentGraph!.edgeMidpoint(eid) : window.__incidentGraph!.nodePosition(eid)), id);
      expect(where, id).not.toBeNull();
    }
    await expect(section).toContainText('The path is highlighted in the graph.');
    const axe = await axeOf(page).include('[data-testid=path-section]').include('[data-testid=timeline]').analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    await clickHeaderButton(page, 'Fit graph');
    await page.waitForTimeout(400);
    await keepScreenshot(page, 'path.png');
    // Clearing removes the path.
    await section.getByTestId('path-clear').click();
    await expect(section.getByTestId('path-steps')).toHaveCount(0);
    await expect(section.getByTestId('path-input')).toHaveValue('');
    expect(watch.errors).toEqual([]);
  });

  test('says why when there is no path', async ({ page }) => {
    const cases = [
      { id: 'X-1', org: 'Example', date: '2020-01-01', title: { en: 'First' }, components: ['ingress-controller'], root_cause: 'config-change', sources: [] },
      { id: 'X-2', org: 'Example', date: '2021-01-01', title: { en: 'Second' }, components: ['ingress-controller'], root_cause: 'deploy-rollout', sources: [] },
      { id: 'X-3', org: 'Elsewhere', date: '2022-01-01', title: { en: 'Third' }, components: ['dns-resolver'], root_cause: 'latent-bug', sources: [] },
    ];
    await page.route('https://libraries.example/paths.json', (route) => route.fulfill({ json: cases, headers: { 'access-control-allow-origin': '*' } }));
    await openPage(page, '/?src=https://libraries.example/paths.json&case=X-1');
    await graphDrawn(page);
    const section = page.getByTestId('path-section');
    await section.getByTestId('path-input').fill('X-3');
    await section.getByTestId('path-input').press('Enter');
    await expect(section.getByTestId('path-result')).toContainText('different, unconnected parts of the graph');
    await section.getByTestId('path-input').fill('X-2');
    await section.getByTestId('path-input').press('Enter');
    await expect(section.getByTestId('path-steps')).toContainText('X-1 —has component→ Ingress controller ←has component— X-2');
    await section.getByTestId('path-input').fill('NOPE-1');
    await section.getByTestId('path-input').press('Enter');
    await expect(section.getByTestId('path-result')).toContainText('There is no case “NOPE-1” in this library.');
  });
});

test.describe('timeline', () => {
  test('dragging across the bars sets the years, and the status line follows', async ({ page }) => {
    const watch = watchForErrors(page);
    await openApp(page);
    await expect(statusLine(page)).toHaveText(new RegExp(`^${CASE_COUNT} cases`));
    const chart = page.getByTestId('timeline-chart');
    await chart.scrollIntoViewIfNeeded();
    await expect(chart.getByRole('button')).not.toHaveCount(0);
    const box = (await chart.boundingBox())!;
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + box.width * 0.3, y);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.5, y, { steps: 4 });
    await page.mouse.move(box.x + box.width * 0.7, y, { steps: 4 });
    await page.mouse.up();
    await expect(page).toHaveURL(/[?&]from=\d{4}&to=\d{4}(&|$)/);
    const url = new URL(page.url());
    const from = Number(url.searchParams.get('from'));
    const to = Number(url.searchParams.get('to'));
    expect(to).toBeGreaterThan(from);
    // The shown count is the sum of the selected bars.
    const expected = await chart.locator('button').evaluateAll(
      (bs, [lo, hi]) => bs.filter((b) => Number(b.dataset.year) >= lo! && Number(b.dataset.year) <= hi!).reduce((n, b) => n + Number(b.dataset.count), 0),
      [from, to],
    );
    await expect(statusLine(page)).toHaveText(new RegExp(`^${expected} of ${CASE_COUNT} cases · `));
    await expect(page.getByTestId('timeline-range')).toHaveText(`${from}–${to}`);
    await expect(chart.locator('button[aria-pressed="true"]')).toHaveCount(to - from + 1);
    await expect(page.getByTestId('year-from')).toHaveValue(String(from));
    await keepScreenshot(page.getByTestId('timeline'), 'timeline.png');
    expect(watch.errors).toEqual([]);
  });

  test('a click or Enter on a bar picks that year; again shows all years', async ({ page }) => {
    await openApp(page);
    const chart = page.getByTestId('timeline-chart');
    const bar = chart.locator('button[data-year="2021"]');
    await expect(bar).toHaveAccessibleName(/^2021: \d+ cases?$/);
    const count = Number(await bar.getAttribute('data-count'));
    await bar.click();
    await expect(page).toHaveURL(/[?&]from=2021&to=2021(&|$)/);
    await expect(statusLine(page)).toHaveText(new RegExp(`^${count} of ${CASE_COUNT} cases · `));
    await expect(bar).toHaveAttribute('aria-pressed', 'true');
    await bar.click();
    await expect(page).not.toHaveURL(/from=|to=/);
    await expect(statusLine(page)).toHaveText(new RegExp(`^${CASE_COUNT} cases · `));
    // Keyboard: focus a bar and press Enter; Shift+Enter on another extends the range.
    await chart.locator('button[data-year="2015"]').focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/[?&]from=2015&to=2015(&|$)/);
    await chart.locator('button[data-year="2018"]').focus();
    await page.keyboard.press('Shift+Enter');
    await expect(page).toHaveURL(/[?&]from=2015&to=2018(&|$)/);
  });
});
