import { axeOf } from './axe';
import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { readFileSync } from 'node:fs';
import { graphDrawn, sharedPage, showView, statusLine, watchForErrors, openPage } from './helpers';

/**
 * A small library with known dates, organisations and root causes, spanning seven years (so the
 * trend counts per year), with 2017, 2019 and 2020 empty.
 */
const LIBRARY = [
  { id: 'T-01', date: '2015-03-01', org: 'Acme', root_cause: 'config-change', components: ['dns-resolver'], timeline: { detected_after: 10, resolved_after: 60 } },
  { id: 'T-02', date: '2015-09-01', org: 'Acme', root_cause: 'config-change', components: ['dns-resolver'], timeline: { detected_after: 20, resolved_after: 120 } },
  { id: 'T-03', date: '2016-02-01', org: 'Globex', root_cause: 'config-change', components: ['reverse-proxy'] },
  { id: 'T-04', date: '2018-05-01', org: 'Acme', root_cause: 'capacity-exhaustion', components: ['reverse-proxy'] },
  { id: 'T-05', date: '2018-07-01', org: 'Globex', root_cause: 'latent-bug', components: ['service-mesh'] },
  { id: 'T-06', date: '2018-08-01', org: 'Globex', root_cause: 'latent-bug', components: ['service-mesh'], recurrence_of: 'T-05' },
  { id: 'T-07', date: '2021-01-15', org: 'Initech', root_cause: 'config-change', components: ['dns-resolver'] },
  { id: 'T-08', date: '2021-04-01', org: 'Initech', root_cause: 'capacity-exhaustion', components: ['reverse-proxy'], timeline: { detected_after: 30 } },
].map((c) => ({ ...c, title: { en: `Incident ${c.id}` }, severity: 'major' }));

// Each test opens the app once or twice; on a loaded machine that alone can take most of a minute.
test.describe.configure({ timeout: 150_000 });

const URL_OF = 'https://libraries.example/trends.json';
const YEARS = ['2015', '2016', '2017', '2018', '2019', '2020', '2021'];

/** Counts straight from the fixture: cases per (key, year). */
function expected(key: (c: (typeof LIBRARY)[number]) => string) {
  const out = new Map<string, Map<string, number>>();
  for (const c of LIBRARY) {
    const m = out.get(key(c)) ?? new Map<string, number>();
    m.set(c.date.slice(0, 4), (m.get(c.date.slice(0, 4)) ?? 0) + 1);
    out.set(key(c), m);
  }
  return out;
}

async function open(page: Page, query: string) {
  await page.route(URL_OF, (route) => route.fulfill({ json: LIBRARY, headers: { 'access-control-allow-origin': '*' } }));
  await openPage(page, `/?src=${URL_OF}&${query}`);
}

/**
 * A page shared by a describe's tests (sharedPage) on the fixture library: routed once, loaded by
 * the first test, then each view by in-app navigation; `shown` is the test id of the table that
 * says the view is there.
 */
function fixturePage() {
  const app = sharedPage();
  let routed = false;
  const openOn = async (query: string, shown: 'trends-table' | 'matrix-table') => {
    if (!routed) await app.page().route(URL_OF, (route) => route.fulfill({ json: LIBRARY, headers: { 'access-control-allow-origin': '*' } }));
    routed = true;
    return app.open(`?src=${URL_OF}&${query}`, async (page) => {
      await expect(page.getByTestId(shown)).toBeVisible({ timeout: 30_000 });
    });
  };
  return { app, openOn };
}

/** The trend table as { value row key: { period: count } } and its total column, read from the page. */
async function readTrendTable(page: Page) {
  const table = page.getByTestId('trends-table');
  await expect(table).toBeVisible({ timeout: 30_000 });
  return table.locator('tbody tr').evaluateAll((rows) =>
    rows.map((r) => ({
      key: (r as HTMLElement).dataset.series!,
      counts: Object.fromEntries([...r.querySelectorAll<HTMLElement>('td[data-period]')].map((td) => [td.dataset.period!, Number(td.textContent)])),
      total: Number(r.querySelector<HTMLElement>('td[data-total]')!.textContent),
    })),
  );
}

test.describe('trends, one page', () => {
  // These tests read the trend or follow its links (view and filters, all in the link): one page
  // load for the three, each later view by in-app navigation.
  const { app, openOn } = fixturePage();
  const openTrends = (query: string) => openOn(query, 'trends-table');

  test('view=trends&by=rc counts cases per year and root cause, empty years as zeros', async () => {
    const page = await openTrends('view=trends&by=rc');
    const rows = await readTrendTable(page);
    const want = expected((c) => c.root_cause);
    expect(rows.map((r) => r.key).sort()).toEqual([...want.keys()].sort());
    for (const r of rows) {
      expect(Object.keys(r.counts)).toEqual(YEARS);
      for (const y of YEARS) expect(r.counts[y], `${r.key} ${y}`).toBe(want.get(r.key)!.get(y) ?? 0);
      expect(r.total).toBe([...want.get(r.key)!.values()].reduce((a, b) => a + b, 0));
    }
    // The heaviest first, and the chart draws one panel per value with a bar per year.
    expect(rows[0]!.key).toBe('config-change');
    const chart = page.getByTestId('trends-chart');
    await expect(chart.locator('g.trends-panel')).toHaveCount(want.size);
    await expect(chart.locator('g.trends-panel[data-series="config-change"] g.trends-point')).toHaveCount(YEARS.length);
    // Hovering a bar says its count.
    await chart.locator('g.trends-panel[data-series="latent-bug"] g.trends-point[data-period="2018"]').hover();
    await expect(page.getByTestId('trends-hover')).toContainText('2018: 2 cases');
    // All shown cases per year in the footer.
    const totals = await page.getByTestId('trends-table').locator('tfoot td[data-count]').evaluateAll((tds) => tds.map((td) => Number(td.textContent)));
    expect(totals).toEqual(YEARS.map((y) => LIBRARY.filter((c) => c.date.startsWith(y)).length));
    // Recurrence: T-02 (same org, cause and component within a year) and T-06 (recurrence_of); 3 of 8 cases give minutes.
    const all = page.getByTestId('recovery-table').locator('tbody tr[data-key=""]');
    await expect(all.locator('td[data-cases]')).toHaveText('8');
    await expect(all.locator('td[data-repeats]')).toHaveText('2');
    await expect(page.getByTestId('recovery-coverage')).toContainText('3 of 8');
    await expect(page.getByTestId('recovery-table').locator('tbody tr[data-key="config-change"]')).toContainText('15 min (10 min–20 min) · 2 of 4 have it');
    expect(app.errors()).toEqual([]);
  });

  test('a point filters the graph to exactly its cases; Back returns to the trend', async () => {
    const page = await openTrends('view=trends&by=rc');
    await readTrendTable(page);
    // A bar in the chart.
    await page.getByTestId('trends-chart').locator('g.trends-panel[data-series="latent-bug"] g.trends-point[data-period="2018"]').click();
    await graphDrawn(page);
    await expect(statusLine(page)).toHaveText(/^2 of 8 cases · /);
    await expect(page).toHaveURL(/[?&]rc=latent-bug(&|$)/);
    await expect(page).toHaveURL(/[?&]from=2018&to=2018(&|$)/);
    const ids = await page.evaluate(() => window.__incidentGraph!.counts());
    expect(ids.nodes).toBeGreaterThanOrEqual(2);
    await page.goBack();
    await expect(page.getByTestId('trends-view')).toBeVisible();
    await expect(page).toHaveURL(/view=trends/);
    // A count in the table: config-change in 2015.
    await page.getByTestId('trends-table').locator('tr[data-series="config-change"] td[data-period="2015"] button').click();
    await graphDrawn(page);
    await expect(statusLine(page)).toHaveText(/^2 of 8 cases · /);
    await expect(page).toHaveURL(/[?&]rc=config-change(&|$)/);
    await expect(page).toHaveURL(/[?&]from=2015&to=2015(&|$)/);
    expect(app.errors()).toEqual([]);
  });

  test('a failure pattern opens its panel with its own trend and figures', async () => {
    const page = await openTrends('view=trends&by=cluster');
    await readTrendTable(page);
    await page.getByTestId('trends-table').locator('tbody button').first().click();
    await expect(page.getByTestId('cluster-panel')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('cluster-trend')).toBeVisible();
    await expect(page.getByTestId('cluster-repeats')).toHaveText(/^\d+ of \d+ cases? (is a repeat|are repeats)$/);
  });

});

test.describe('trends', () => {
  test('unknown by, rows and cols are reported, in English and in Korean', async ({ page }) => {
    await open(page, 'view=trends&by=weather&rows=month&cols=org');
    const line = page.getByTestId('ignored');
    await expect(line).toContainText('by');
    await expect(line).toContainText('weather');
    await expect(line).toContainText('rows');
    await expect(line).toContainText('month');
    await expect(line).toContainText('expected one of rc, comp, domain, org, severity, symptom, factor, cluster');
    // The rest still applies: the trend by root cause (the default).
    await expect(page.getByTestId('trends-table')).toBeVisible({ timeout: 30_000 });
    await open(page, 'lang=ko&view=matrix&cols=weather');
    await expect(page.getByTestId('ignored')).toContainText('다음 중 하나여야 함');
    await expect(page.getByTestId('ignored')).toContainText('weather');
    await expect(page.getByTestId('matrix-table')).toBeVisible({ timeout: 30_000 });
  });
});

test.describe('trend and matrix exports', () => {
  test('the trend as CSV has the counts read from the library; the matrix as SVG has its legend', async ({ page }) => {
    await open(page, 'view=trends&by=org');
    await readTrendTable(page);
    const [csvFile] = await Promise.all([page.waitForEvent('download'), page.getByTestId('trends-export-csv').click()]);
    expect(csvFile.suggestedFilename()).toMatch(/^incident-graph-\d{4}-\d{2}-\d{2}-trends-org\.csv$/);
    const lines = readFileSync((await csvFile.path())!, 'utf8').replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(`Organisation,${YEARS.join(',')},Total`);
    const want = expected((c) => c.org);
    for (const org of want.keys()) expect(lines).toContain(`${org},${YEARS.map((y) => want.get(org)!.get(y) ?? 0).join(',')},${LIBRARY.filter((c) => c.org === org).length}`);
    await open(page, 'view=matrix&rows=org&cols=year');
    await expect(page.getByTestId('matrix-table')).toBeVisible({ timeout: 30_000 });
    const [svgFile] = await Promise.all([page.waitForEvent('download'), page.getByTestId('matrix-export-svg').click()]);
    const svg = readFileSync((await svgFile.path())!, 'utf8');
    expect(svg).toContain('data-part="legend"');
    expect(svg).toContain('>Globex<');
    expect(svg).toContain('Organisation × Year');
  });
});

test('the trends view has no accessibility violations', async ({ page }) => {
  test.setTimeout(180_000);
  await open(page, 'view=trends&by=rc&theme=dark');
  await readTrendTable(page);
  const axe = await axeOf(page).include('[data-testid=trends-view]').analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.help} ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});

test.describe('matrix with any axes, one page', () => {
  // The three on the fixture library change only what the link carries: one page load for them.
  const { app, openOn } = fixturePage();

  test('view=matrix&rows=org&cols=year shows the right counts and totals; a cell filters to its cases; Back returns', async () => {
    const page = await openOn('view=matrix&rows=org&cols=year', 'matrix-table');
    const table = page.getByTestId('matrix-table');
    await expect(table).toBeVisible({ timeout: 30_000 });
    const want = expected((c) => c.org);
    // Columns: only the years some case has, in time order.
    const cols = await table.locator('thead th.matrix-col:not(.matrix-total-head)').allInnerTexts();
    expect(cols.map((s) => s.trim())).toEqual(['2015', '2016', '2018', '2021']);
    const read = await table.locator('tbody tr').evaluateAll((rows) =>
      rows.map((r) => ({
        org: r.querySelector('th')!.textContent!.trim(),
        cells: [...r.querySelectorAll<HTMLElement>('td.matrix-cell:not(.matrix-total)')].map((td) => Number(td.querySelector('button')?.dataset.count ?? 0)),
        total: Number(r.querySelector<HTMLElement>('td.matrix-total')!.dataset.total),
      })),
    );
    expect(read.map((r) => r.org).sort()).toEqual([...want.keys()].sort());
    for (const r of read) {
      expect(r.cells).toEqual(['2015', '2016', '2018', '2021'].map((y) => want.get(r.org)!.get(y) ?? 0));
      expect(r.total).toBe(LIBRARY.filter((c) => c.org === r.org).length);
    }
    const colTotals = await table.locator('tfoot td.matrix-total').evaluateAll((tds) => tds.map((td) => Number((td as HTMLElement).dataset.total)));
    expect(colTotals).toEqual([2, 1, 3, 2, 8]);
    // Globex in 2018: two cases.
    await table.locator('button[data-row="Globex"][data-column="2018"]').click();
    await graphDrawn(page);
    await expect(statusLine(page)).toHaveText(/^2 of 8 cases · /);
    await expect(page).toHaveURL(/[?&]org=Globex(&|$)/);
    await expect(page).toHaveURL(/[?&]from=2018&to=2018(&|$)/);
    await page.goBack();
    await expect(page.getByTestId('matrix-table')).toBeVisible();
    await expect(page).toHaveURL(/view=matrix&rows=org&cols=year/);
    expect(app.errors()).toEqual([]);
  });

  test('under filters on its own axis and a range to the month, a cell opens exactly its cases; Back returns', async () => {
    // Acme and Globex, June 2015 to June 2018: T-01 (March 2015), T-05 and T-06 (July, August 2018) are out.
    const page = await openOn('view=matrix&rows=org&cols=year&org=Acme,Globex&from=2015-06&to=2018-06', 'matrix-table');
    const table = page.getByTestId('matrix-table');
    await expect(table).toBeVisible({ timeout: 30_000 });
    const inRange = (c: (typeof LIBRARY)[number]) => c.date.slice(0, 7) >= '2015-06' && c.date.slice(0, 7) <= '2018-06';
    const cellCases = (org: string, year: string) => LIBRARY.filter((c) => c.org === org && c.date.startsWith(year) && inRange(c));
    for (const [org, year] of [['Acme', '2015'], ['Acme', '2018']] as const) {
      const want = cellCases(org, year);
      expect(want).toHaveLength(1);
      const cell = table.locator(`button[data-row="${org}"][data-column="${year}"]`);
      await expect(cell).toHaveAttribute('data-count', String(want.length));
      await cell.click();
      await graphDrawn(page);
      await expect(statusLine(page)).toHaveText(new RegExp(`^${want.length} of ${LIBRARY.length} cases? · `));
      await expect(page).toHaveURL(new RegExp(`[?&]org=${org}(&|$)`));
      await page.goBack();
      await expect(page.getByTestId('matrix-table')).toBeVisible();
      await expect(page).toHaveURL(/view=matrix&rows=org&cols=year/);
      await expect(page).toHaveURL(/[?&]org=Acme,Globex(&|$)/);
    }
    expect(app.errors()).toEqual([]);
  });

  test('switching the axes updates the link and keeps the default when none is named', async () => {
    const page = await openOn('view=matrix', 'matrix-table');
    await expect(page.getByTestId('matrix-table')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('matrix-rows')).toHaveValue('comp');
    await expect(page.getByTestId('matrix-cols')).toHaveValue('rc');
    await page.getByTestId('matrix-rows').selectOption('severity');
    await expect(page).toHaveURL(/rows=severity&cols=rc/);
    await expect(page.getByTestId('matrix-table').locator('tbody th')).toHaveText(['Major']);
    await expect(page.getByTestId('matrix-table').locator('tbody td.matrix-total')).toHaveText(['8']);
  });
});

test.describe('matrix with any axes', () => {
  test('an axis whose facet is filtered shows the chosen values only, and says so; each cell opens exactly its cases', async ({ page }) => {
    const watch = watchForErrors(page);
    // Only Q-01a and Q-01b have "cache", and both have "dns-resolver" too.
    await openQuarters(page, 'view=matrix&rows=comp&cols=org&comp=cache');
    const table = page.getByTestId('matrix-table');
    await expect(table).toBeVisible({ timeout: 30_000 });
    expect(await table.locator('button[data-row]').evaluateAll((bs) => [...new Set(bs.map((b) => (b as HTMLElement).dataset.row))])).toEqual(['cache']);
    await expect(page.getByTestId('matrix-chosen-only')).toContainText('only the values chosen in the filters (1 other value');
    const want = QUARTERS.filter((c) => c.components.includes('cache') && c.org === ORG(1)).length;
    expect(want).toBe(2);
    await table.locator(`button[data-row="cache"][data-column="${ORG(1)}"]`).click();
    await graphDrawn(page);
    await expect(statusLine(page)).toHaveText(new RegExp(`^${want} of ${QUARTERS.length} cases · `));
    await page.goBack();
    await expect(page.getByTestId('matrix-table')).toBeVisible();
    await openQuarters(page, 'lang=ko&view=matrix&rows=comp&cols=org&comp=cache');
    await expect(page.getByTestId('matrix-table')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('matrix-chosen-only')).toContainText('필터에서 고른 값만');
    expect(watch.errors).toEqual([]);
  });

});

/**
 * A library spanning two years, every case dated to the day (so the trend counts per quarter),
 * with fourteen organisations: eleven drawn, three folded into "other".
 */
const QUARTERS_URL = 'https://libraries.example/quarters.json';
const ORG = (j: number) => `O${String(j).padStart(2, '0')}`;
const QUARTERS = [
  { id: 'Q-01a', date: '2021-04-10', org: ORG(1), components: ['dns-resolver', 'cache'] },
  { id: 'Q-01b', date: '2021-08-01', org: ORG(1), components: ['dns-resolver', 'cache'] },
  ...Array.from({ length: 10 }, (_, k) => [
    { id: `Q-${k + 2}a`, date: `2022-${String((k % 12) + 1).padStart(2, '0')}-01`, org: ORG(k + 2), components: ['dns-resolver'] },
    { id: `Q-${k + 2}b`, date: '2021-11-20', org: ORG(k + 2), components: ['dns-resolver'] },
  ]).flat(),
  { id: 'Q-12', date: '2021-05-01', org: ORG(12), components: ['dns-resolver'] },
  { id: 'Q-13', date: '2022-01-01', org: ORG(13), components: ['dns-resolver'] },
  { id: 'Q-14', date: '2021-06-15', org: ORG(14), components: ['dns-resolver'] },
].map((c) => ({ ...c, title: { en: `Incident ${c.id}` }, severity: 'major', root_cause: 'config-change' }));

async function openQuarters(page: Page, query: string) {
  await page.route(QUARTERS_URL, (route) => route.fulfill({ json: QUARTERS, headers: { 'access-control-allow-origin': '*' } }));
  await openPage(page, `/?src=${QUARTERS_URL}&${query}`);
}

/** The cases of the fixture a quarter's point stands for, brute force. */
const inQuarter = (c: { date: string }, year: number, q: number) => c.date.startsWith(String(year)) && Math.floor((Number(c.date.slice(5, 7)) - 1) / 3) + 1 === q;

test.describe('a point per quarter and "other"', () => {
  test('a quarter\'s point filters exactly that quarter, and the link reads back', async ({ page }) => {
    const watch = watchForErrors(page);
    await openQuarters(page, 'view=trends&by=org');
    const rows = await readTrendTable(page);
    expect(Object.keys(rows[0]!.counts)).toEqual(['2021-Q1', '2021-Q2', '2021-Q3', '2021-Q4', '2022-Q1', '2022-Q2', '2022-Q3', '2022-Q4']);
    const want = QUARTERS.filter((c) => c.org === ORG(1) && inQuarter(c, 2021, 2)).length;
    expect(rows.find((r) => r.key === ORG(1))!.counts['2021-Q2']).toBe(want);
    await page.getByTestId('trends-chart').locator(`g.trends-panel[data-series="${ORG(1)}"] g.trends-point[data-period="2021-Q2"]`).click();
    await graphDrawn(page);
    await expect(statusLine(page)).toHaveText(new RegExp(`^${want} of ${QUARTERS.length} cases? · `));
    await expect(page).toHaveURL(/[?&]from=2021-04&to=2021-06(&|$)/);
    await expect(page.getByTestId('active-filters').locator('[data-facet="years"]')).toContainText('2021-04–2021-06');
    // The link, opened afresh, shows the same cases.
    await page.reload();
    await graphDrawn(page);
    await expect(statusLine(page)).toHaveText(new RegExp(`^${want} of ${QUARTERS.length} cases? · `));
    await page.goBack();
    await expect(page.getByTestId('trends-view')).toBeVisible();
    expect(watch.errors).toEqual([]);
  });

  test('"other" filters exactly the cases of the values outside the top', async ({ page }) => {
    const watch = watchForErrors(page);
    await openQuarters(page, 'view=trends&by=org');
    const rows = await readTrendTable(page);
    const other = rows.find((r) => r.key === '')!;
    const otherOrgs = [ORG(12), ORG(13), ORG(14)];
    const want = QUARTERS.filter((c) => otherOrgs.includes(c.org) && inQuarter(c, 2021, 2)).length;
    expect(want).toBe(2);
    expect(other.counts['2021-Q2']).toBe(want);
    await page.getByTestId('trends-table').locator('tr[data-series=""] td[data-period="2021-Q2"] button').click();
    await graphDrawn(page);
    await expect(statusLine(page)).toHaveText(new RegExp(`^${want} of ${QUARTERS.length} cases · `));
    await expect(page).toHaveURL(new RegExp(`[?&]org=${otherOrgs.join(',')}(&|$)`));
    await expect(page).toHaveURL(/[?&]from=2021-04&to=2021-06(&|$)/);
    expect(watch.errors).toEqual([]);
  });

  test('a point no filter can show says why, in both languages', async ({ page }) => {
    // Components filtered to "cache": dns-resolver's cases here also have cache, which one list of components cannot say.
    await openQuarters(page, 'view=trends&by=comp&comp=cache');
    await readTrendTable(page);
    await expect(page.getByTestId('trends-why')).toBeHidden();
    await page.getByTestId('trends-table').locator('tbody tr:not([data-series="cache"]) td[data-period="2021-Q2"] button').click();
    await expect(page.getByTestId('trends-why')).toContainText('is already filtered');
    await expect(page.getByTestId('trends-view')).toBeVisible();
    await expect(page).toHaveURL(/view=trends/);
    await openQuarters(page, 'lang=ko&view=trends&by=comp&comp=cache');
    await readTrendTable(page);
    await page.getByTestId('trends-table').locator('tbody tr:not([data-series="cache"]) td[data-period="2021-Q2"] button').click();
    await expect(page.getByTestId('trends-why')).toContainText('필터가 이미 걸려 있습니다');
  });
});

test.describe('switching and long names (bundled library)', () => {
  test('after a switch of facet the chart and the table agree bar by bar; the matrix total reads across', async ({ page }) => {
    const watch = watchForErrors(page);
    await openPage(page, '/?view=trends&by=rc&lang=ko');
    await expect(page.getByTestId('trends-table')).toBeVisible({ timeout: 30_000 });
    const readChart = () =>
      page.getByTestId('trends-chart').locator('g.trends-panel').evaluateAll((panels) =>
        panels.map((p) => ({ key: (p as HTMLElement).dataset.series!, counts: [...p.querySelectorAll<HTMLElement>('g.trends-point')].map((g) => Number(g.dataset.count)) })),
      );
    const readTable = () =>
      page.getByTestId('trends-table').locator('tbody tr').evaluateAll((rows) =>
        rows.map((r) => ({ key: (r as HTMLElement).dataset.series!, counts: [...r.querySelectorAll<HTMLElement>('td[data-period]')].map((td) => Number(td.dataset.count)) })),
      );
    // The panels are kept by position across switches: each must carry its new value and counts.
    for (const by of ['org', 'comp', 'domain']) {
      await page.getByTestId('trends-by').selectOption(by);
      await expect(page).toHaveURL(new RegExp(`[?&]by=${by}(&|$)`));
      const table = await readTable();
      expect(await readChart()).toEqual(table);
      expect(table.length).toBeGreaterThan(3);
    }
    // The matrix's total column head is written across, in Korean too.
    await showView(page, '?view=matrix&lang=ko');
    const total = page.locator('.matrix-total-head .matrix-col-label');
    await expect(total).toHaveText('합계', { timeout: 30_000 });
    expect(await total.evaluate((el) => getComputedStyle(el).writingMode)).toBe('horizontal-tb');
    const box = (await total.boundingBox())!;
    expect(box.width).toBeGreaterThan(box.height);
    expect(watch.errors).toEqual([]);
  });
});

/** What of a sideways-scrolled table's column heads shows: the sticky corner, the first, the last two, and any stub. */
function headsSeen(el: Element) {
  const box = el.getBoundingClientRect();
  const heads = [...el.querySelectorAll('thead th')].map((th) => th.getBoundingClientRect());
  const inView = (r: DOMRect) => r.left >= box.left - 1 && r.right <= box.right + 1;
  // A head whose start is under the sticky corner: what of it shows beyond.
  const edge = heads[0]!.right;
  const stubs = heads.slice(1).filter((r) => r.left < edge - 1.5 && r.right > edge + 1.5).map((r) => Math.round(r.right - edge));
  // The names cast a shadow while years lie hidden under them.
  const shadow = getComputedStyle(el.querySelector('thead th')!).boxShadow !== 'none';
  return { scrollLeft: el.scrollLeft, overflows: el.scrollWidth > el.clientWidth, corner: inView(heads[0]!), first: inView(heads[1]!), last: inView(heads.at(-2)!), total: inView(heads.at(-1)!), stubs, shadow };
}

test.describe('the trend table on a phone (bundled library)', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  test('opens on its latest years and the totals, beside the names; scrolled back, it stays', async ({ page }) => {
    const watch = watchForErrors(page);
    await openPage(page, '/?view=trends&by=rc&lang=ko');
    const wrap = page.getByTestId('trends-table-wrap');
    await expect(page.getByTestId('trends-table')).toBeVisible({ timeout: 30_000 });
    const seen = () => wrap.evaluate(headsSeen);
    // The bundled library's years do not fit 390 px: the latest ones and the total show, the first do not.
    // No year shows as a stub beside the names ("'22" for 2022): the first one shown is whole.
    await expect.poll(seen).toMatchObject({ overflows: true, corner: true, last: true, total: true, first: false, stubs: [], shadow: true });
    expect((await seen()).scrollLeft).toBeGreaterThan(0);
    // The reader scrolls back to the first years: a later render keeps them.
    await wrap.evaluate((el) => (el.scrollLeft = 0));
    await page.getByTestId('trends-table').locator('tbody tr').first().hover();
    await expect.poll(seen).toMatchObject({ first: true, scrollLeft: 0, shadow: false });

    // The matrix with years as columns (in time order) opens on its latest years too; with
    // other columns (heaviest first) it opens at its start.
    const matrixSeen = () => page.getByTestId('matrix-scroll').evaluate(headsSeen);
    await showView(page, '?view=matrix&rows=comp&cols=year&lang=ko', false);
    await expect(page.getByTestId('matrix-table')).toBeVisible();
    await expect.poll(matrixSeen).toMatchObject({ overflows: true, corner: true, first: false, last: true, stubs: [], shadow: true });
    await showView(page, '?view=matrix&rows=rc&cols=comp&lang=ko', false);
    await expect.poll(matrixSeen).toMatchObject({ overflows: true, corner: true, first: true, scrollLeft: 0, shadow: false });
    expect(watch.errors).toEqual([]);
  });
});
