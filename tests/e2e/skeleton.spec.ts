import { expect } from '@playwright/test';
import { test } from './fixtures';
import { CASE_COUNT, clickNode, graphDrawn, openApp, sharedPage, statusLine, openPage, keepScreenshot } from './helpers';

test.describe('the bundled library, one page', () => {
  // These tests read their view, or change only what the link carries: one page load for all of them.
  const app = sharedPage();

  test('the app opens on the bundled library with a drawn graph and a status line', async () => {
    const page = await app.open();
    await expect(statusLine(page)).toHaveText(new RegExp(`^${CASE_COUNT} cases · \\d+ components · \\d+ root causes · \\d+ relations$`));
    const counts = await page.evaluate(() => window.__incidentGraph!.counts());
    expect(counts.nodes).toBeGreaterThan(CASE_COUNT);
    expect(counts.edges).toBeGreaterThan(CASE_COUNT);
    await expect(page.getByRole('group', { name: 'Legend' })).toContainText('Root cause');
    expect(app.errors()).toEqual([]);
  });

  test('a case deep link opens its panel with the seed relation line', async () => {
    const page = await app.open('?case=IL-0034');
    const panel = page.getByTestId('case-panel');
    await expect(panel).toContainText('IL-0034');
    await expect(panel).toContainText('Airbnb');
    await expect(panel.getByRole('heading', { level: 2 })).toContainText('A crashing stats agent sidecar');
    await expect(panel.getByTestId('related')).toContainText('same root cause · shared Telemetry agent');
    await expect(panel).toContainText('Faulty deployment');
    await expect(panel).toContainText('Probe failures');
    await expect(panel.getByRole('link', { name: 'https://www.youtube.com/watch?v=FrQ8Lwm9_j8' })).toHaveAttribute('rel', 'noopener noreferrer');
    await keepScreenshot(page, 'case-selected.png');
    expect(app.errors()).toEqual([]);
  });

  test('IL-0203 shows its ingress controller and cloud load balancer relations', async () => {
    const page = await app.open('?case=IL-0203');
    const related = page.getByTestId('case-panel').getByTestId('related');
    await expect(related).toContainText('same root cause · shared Ingress controller');
    await expect(related).toContainText('Cloud load balancer');
  });

  test('a component or root cause deep link lists its cases newest first', async () => {
    const page = await app.open('?cause=deploy-rollout');
    const hub = page.getByTestId('hub-panel');
    await expect(hub.getByRole('heading', { level: 2 })).toHaveText('Faulty deployment');
    const years = await hub.locator('.case-link-date').allTextContents();
    expect(years.length).toBeGreaterThan(1);
    expect([...years].sort().reverse()).toEqual(years);
    await expect(hub).toContainText('Occurs together with');
  });

  test('Escape clears the selection and closes the panel', async () => {
    const page = await app.open('?case=IL-0034');
    await expect(page.getByTestId('case-panel')).toBeVisible();
    // (The focus view lies over the graph while a case is open: a trial click only moves the mouse.)
    await page.getByTestId('graph').click({ position: { x: 5, y: 5 }, trial: true, force: true });
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('case-panel')).toHaveCount(0);
    await expect(page).not.toHaveURL(/case=/);
  });

  test('clicking a node on the canvas selects it and puts it in the URL', async () => {
    const page = await app.open();
    await clickNode(page, 'case:IL-0203');
    await expect(page.getByTestId('case-panel')).toContainText('Honeycomb');
    await expect(page).toHaveURL(/[?&]case=IL-0203\b/);
    await clickNode(page, 'component:ingress-controller');
    const hub = page.getByTestId('hub-panel');
    await expect(hub.getByRole('heading', { level: 2 })).toHaveText('Ingress controller');
    await expect(page).toHaveURL(/[?&]component=ingress-controller\b/);
  });

  test('hovering a case dims the rest of the graph', async () => {
    const page = await app.open();
    const pos = (await page.evaluate(() => window.__incidentGraph!.nodePosition('case:IL-0034')))!;
    await page.mouse.move(pos.x, pos.y);
    await expect.poll(() => page.evaluate(() => window.__incidentGraph!.dimmed())).toBeGreaterThan(10);
    await page.mouse.move(2, 2);
    await expect.poll(() => page.evaluate(() => window.__incidentGraph!.dimmed())).toBe(0);
  });
});

test('clicking a related case moves the selection and centres the graph on it', async ({ page }) => {
  await openApp(page, '?case=IL-0034');
  const first = page.getByTestId('related').locator('.case-link').first();
  const id = await first.getAttribute('data-case');
  expect(id).toBeTruthy();
  // Related cases lead the panel; scrolled down a little, the next case is still read from its top.
  const panel = page.locator('.detail-panel');
  await panel.evaluate((el) => (el.scrollTop = 120));
  await first.scrollIntoViewIfNeeded();
  await first.click();
  await expect(page.getByTestId('case-panel')).toContainText(id!);
  await expect(page).toHaveURL(new RegExp(`case=${id}`));
  expect(await panel.evaluate((el) => el.scrollTop)).toBe(0);
  // Framed (with its neighbourhood, see camera.spec) in the part of the canvas the panel leaves
  // visible, not under the panel.
  await page.waitForTimeout(600);
  const box = (await page.getByTestId('graph').boundingBox())!;
  const panelBox = (await page.getByTestId('case-panel').boundingBox())!;
  const visibleRight = Math.min(box.x + box.width, panelBox.x);
  expect(visibleRight).toBeLessThan(box.x + box.width);
  const pos = (await page.evaluate((nid) => window.__incidentGraph!.nodePosition(nid), `case:${id}`))!;
  expect(pos.x).toBeGreaterThan(box.x);
  expect(pos.x).toBeLessThan(visibleRight);
  expect(pos.y).toBeGreaterThan(box.y);
  expect(pos.y).toBeLessThan(box.y + box.height);
});

test('a case clicked near the right edge is moved out from under the panel that opens', async ({ page }) => {
  await openApp(page);
  const box = (await page.getByTestId('graph').boundingBox())!;
  // The rightmost case node that is on screen and clear of the overlays.
  const ids = await page.evaluate(() => window.__incidentGraph!.relationEdges().flatMap((e) => e.slice('edge:'.length).split('~')));
  let target: { id: string; x: number; y: number } | null = null;
  for (const id of new Set(ids)) {
    const p = await page.evaluate((nid) => window.__incidentGraph!.nodePosition(nid), id);
    if (!p || p.y < box.y + 120 || p.y > box.y + box.height - 40 || p.x > box.x + box.width - 20) continue;
    if ((await page.evaluate(([x, y]) => window.__incidentGraph!.nodesAt(x!, y!), [p.x, p.y])).length !== 1) continue;
    if (!target || p.x > target.x) target = { id, ...p };
  }
  expect(target).not.toBeNull();
  await page.mouse.click(target!.x, target!.y);
  const panel = page.locator('[data-covers-graph]');
  await expect(panel).toBeVisible();
  const panelLeft = (await panel.boundingBox())!.x;
  expect(target!.x).toBeGreaterThan(panelLeft); // it was where the panel now is
  await expect.poll(async () => (await page.evaluate((nid) => window.__incidentGraph!.nodePosition(nid), target!.id))!.x).toBeLessThan(panelLeft - 20);
});

test('?src= opens another library and the other parameters apply on top', async ({ page }) => {
  const cases = [
    { id: 'X-1', org: 'Example', date: '2020-01-01', title: { en: 'First external case' }, components: ['ingress-controller'], root_cause: 'config-change', sources: [{ url: 'https://example.org/1' }] },
    { id: 'X-2', org: 'Example', date: '2021-01-01', title: { en: 'Second external case' }, components: ['ingress-controller'], root_cause: 'config-change', sources: [] },
  ];
  await page.route('https://libraries.example/lib.json', (route) => route.fulfill({ json: cases, headers: { 'access-control-allow-origin': '*' } }));
  await openPage(page, '/?src=https://libraries.example/lib.json&case=X-2');
  await graphDrawn(page);
  await expect(statusLine(page)).toHaveText('2 cases · 1 component · 1 root cause · 1 relation');
  await expect(page.getByTestId('case-panel')).toContainText('Second external case');
  await expect(page.getByTestId('related')).toContainText('same root cause · shared Ingress controller');
});

test('a library URL that fails says which URL and how, and offers a retry', async ({ page }) => {
  await page.route('https://libraries.example/missing.json', (route) => route.fulfill({ status: 404, body: 'nope', headers: { 'access-control-allow-origin': '*' } }));
  await openPage(page, '/?src=https://libraries.example/missing.json');
  const error = page.getByTestId('load-error');
  await expect(error).toContainText('https://libraries.example/missing.json');
  await expect(error).toContainText('404');
  await expect(error.getByRole('button', { name: 'Try again' })).toBeVisible();
  await error.getByRole('button', { name: 'Open the bundled library' }).click();
  await graphDrawn(page);
  await expect(statusLine(page)).toContainText(`${CASE_COUNT} cases`);
});

test('hovering a relation edge shows why the two cases are related', async ({ page }) => {
  // On the map (a selection opens the focus view, which writes each reason beside its case).
  await openApp(page, '?domain=kubernetes');
  await page.waitForTimeout(500);
  const box = (await page.getByTestId('graph').boundingBox())!;
  // A relation edge whose middle is on the visible canvas and not under a node or label.
  const target = await page.evaluate((b) => {
    const g = window.__incidentGraph!;
    for (const id of g.relationEdges()) {
      const m = g.edgeMidpoint(id);
      if (!m || m.x < b.x + 60 || m.x > b.x + b.width - 60 || m.y < b.y + 80 || m.y > b.y + b.height - 40) continue;
      // Not under the legend, the minimap or the panel, which lie over the canvas.
      const top = document.elementFromPoint(m.x, m.y);
      if (!top?.closest('[data-testid="graph"]')) continue;
      if (g.nodesAt(m.x, m.y).length === 0) return { id, ...m };
    }
    return null;
  }, box);
  expect(target).not.toBeNull();
  await page.mouse.move(target!.x - 5, target!.y - 5);
  await page.mouse.move(target!.x, target!.y, { steps: 3 });
  await expect(page.getByTestId('edge-tooltip')).toContainText(/same root cause · shared |linked in the library|recurrence of/);
  await page.mouse.move(box.x + 5, box.y + box.height - 5, { steps: 5 });
  await expect(page.getByTestId('edge-tooltip')).toHaveCount(0);
});

test('the example library shipped with the build opens by a relative ?src=', async ({ page }) => {
  await openPage(page, '/?src=example-library.ndjson&case=IL-0202');
  await graphDrawn(page);
  await expect(statusLine(page)).toHaveText(/^3 cases · /);
  await expect(page.locator('.status-source')).toHaveText('from example-library.ndjson');
  await expect(page.getByTestId('related')).toContainText('same root cause · shared Telemetry agent');
});
