import { expect } from '@playwright/test';
import { test } from './fixtures';
import { generateLibrary, syntheticId } from '../../scripts/synthetic';
import { MEMBERSHIP_ZOOM, RELATION_ZOOM } from '../../src/model/network';
import { graphDrawn, statusLine, watchForErrors, openPage } from './helpers';

test.setTimeout(120_000);

const zoomOf = (page: import('@playwright/test').Page) => page.evaluate(() => window.__incidentGraph!.viewport().zoom);

test('a 1,000-case overview draws its links when zoomed in, and a hovered or selected case shows its own at any zoom', async ({ page }) => {
  const watch = watchForErrors(page);
  const library = generateLibrary(1000, 5) as { id: string; components: string[]; root_cause?: string }[];
  const body = JSON.stringify(library);
  await page.route('https://libraries.example/thousand.json', (route) => route.fulfill({ body, contentType: 'application/json', headers: { 'access-control-allow-origin': '*' } }));
  await openPage(page, '/?src=https://libraries.example/thousand.json');
  await graphDrawn(page);
  await expect(statusLine(page)).toHaveText(/^1,000 cases · \d+ components · \d+ root causes · [\d,]+ relations$/);

  // The overview: every node, no link (a grey mesh at this zoom, and each one a cost per frame).
  expect(await zoomOf(page)).toBeLessThan(RELATION_ZOOM);
  const overview = await page.evaluate(() => window.__incidentGraph!.counts());
  expect(overview.nodes).toBeGreaterThan(1000);
  expect(overview.edges).toBe(0);
  await expect(page.getByTestId('links-hint')).toHaveText('Zoom in to see all links; hover or select a case to see its own.');
  // The hint is drawn over the canvas: labels keep clear of it, as of the other controls.
  const hint = (await page.getByTestId('links-hint').boundingBox())!;
  await expect.poll(() => page.evaluate(() => window.__incidentGraph!.labels().length)).toBeGreaterThan(20);
  const underHint = (await page.evaluate(() => window.__incidentGraph!.labels())).filter((l) => l.x1 < hint.x + hint.width && l.x2 > hint.x && l.y1 < hint.y + hint.height && l.y2 > hint.y);
  expect(underHint.map((l) => l.text)).toEqual([]);

  // Hovering a case still shows its links to its hubs, in the focus layer.
  const record = library.find((r) => r.components.length >= 2 && r.root_cause)!;
  const id = `case:${record.id}`;
  const own = [...record.components.map((c) => `edge:${id}>component:${c}`), `edge:${id}>cause:${record.root_cause}`];
  const at = (await page.evaluate((nodeId) => window.__incidentGraph!.nodePosition(nodeId), id))!;
  await page.mouse.move(at.x, at.y);
  await expect.poll(() => page.evaluate(() => window.__incidentGraph!.focused())).toEqual(expect.arrayContaining([id, ...own]));
  expect((await page.evaluate(() => window.__incidentGraph!.counts())).edges).toBe(0);

  // Zooming in draws the relations, then the case → hub links too (those near the view).
  const box = (await page.getByTestId('graph').boundingBox())!;
  await page.mouse.move(box.x + box.width * 0.6, box.y + box.height / 2);
  for (let k = 0; k < 30 && (await zoomOf(page)) < MEMBERSHIP_ZOOM * 1.05; k++) await page.mouse.wheel(0, -100);
  await expect.poll(() => page.evaluate(() => window.__incidentGraph!.relationEdges().length)).toBeGreaterThan(0);
  await expect.poll(async () => {
    const g = await page.evaluate(() => ({ all: window.__incidentGraph!.counts().edges, relations: window.__incidentGraph!.relationEdges().length }));
    return g.all - g.relations;
  }).toBeGreaterThan(100);
  await expect(page.getByTestId('links-hint')).toHaveCount(0);

  // Fitting the graph again leaves the links out again.
  await page.getByRole('button', { name: 'Fit the graph to the view' }).click();
  await expect.poll(() => page.evaluate(() => window.__incidentGraph!.counts().edges)).toBe(0);
  await expect(page.getByTestId('links-hint')).toBeVisible();

  // A selected case (opened from the search) shows its hubs and related cases, whatever the zoom:
  // the focus view draws them, with the case's links to its components.
  const other = syntheticId(412);
  await page.getByTestId('search').fill(other);
  await page.locator('#search-results [role=option]').filter({ hasText: other }).first().click();
  await expect(page.getByTestId('case-panel')).toContainText(other);
  const picked = library.find((r) => r.id === other)!;
  const pickedId = `case:${other}`;
  await expect.poll(() => page.evaluate(() => window.__incidentGraph!.focused())).toEqual(expect.arrayContaining([pickedId, ...picked.components.map((c) => `component:${c}`)]));
  const links = await page.evaluate(() => window.__incidentGraph!.focusEdges().map((e) => [e.source, e.target].sort().join(' ')));
  for (const c of picked.components) expect(links).toContain([pickedId, `component:${c}`].sort().join(' '));
  // The note is for the overview: a selection's own links are drawn.
  await expect(page.getByTestId('links-hint')).toHaveCount(0);
  expect(watch.errors).toEqual([]);
});
