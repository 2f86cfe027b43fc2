import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { graphDrawn, watchForErrors, openPage } from './helpers';

/**
 * Two cases joined by one relation edge, either a recurrence (drawn as an arrow from the earlier
 * case to the later one) or a plain `related` link. Everything else is the same, so the layout is
 * too, and any extra ink on the canvas is the arrowhead.
 */
const library = (link: 'recurrence' | 'related') => [
  { id: 'EARLY', date: '2019-03-01', title: { en: 'First outage' }, ...(link === 'related' ? { related: ['LATE'] } : {}) },
  { id: 'LATE', date: '2021-06-01', title: { en: 'The same outage again' }, ...(link === 'recurrence' ? { recurrence_of: 'EARLY' } : {}) },
];

async function openFixture(page: Page, link: 'recurrence' | 'related') {
  const url = `https://libraries.example/${link}.json`;
  await page.route(url, (route) => route.fulfill({ json: library(link), headers: { 'access-control-allow-origin': '*' } }));
  await openPage(page, `/?src=${url}&theme=light`);
  await graphDrawn(page);
  // Let the reveal animation settle before the canvas is read.
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="graph"] canvas').length > 0);
}

/** Painted pixels over every canvas layer of the graph, and where the two cases are drawn. */
async function drawing(page: Page) {
  await page.waitForTimeout(800);
  return page.evaluate(() => {
    let ink = 0;
    for (const canvas of document.querySelectorAll<HTMLCanvasElement>('[data-testid="graph"] canvas')) {
      const ctx = canvas.getContext('2d');
      if (!ctx || canvas.width === 0) continue;
      const data = ctx.getImageData(0, 0, canvas.width, canvas.height).data;
      for (let i = 3; i < data.length; i += 4) if (data[i]! > 0) ink++;
    }
    const g = window.__incidentGraph!;
    return { ink, edges: g.relationEdges(), early: g.nodePosition('case:EARLY'), late: g.nodePosition('case:LATE') };
  });
}

test('a recurrence is drawn as an arrow from the earlier case to the later one; a related link is not', async ({ page }) => {
  const watch = watchForErrors(page);
  await page.setViewportSize({ width: 1200, height: 800 });
  await openFixture(page, 'related');
  const plain = await drawing(page);
  await openFixture(page, 'recurrence');
  const arrow = await drawing(page);

  // One edge either way, named earlier case first (its source), so the arrow points forward in time.
  expect(plain.edges).toEqual(['edge:case:EARLY~case:LATE']);
  expect(arrow.edges).toEqual(['edge:case:EARLY~case:LATE']);
  expect(arrow.early).toEqual(plain.early);
  expect(arrow.late).toEqual(plain.late);
  // Same layout, same edge width: the only extra paint is the arrowhead.
  expect(arrow.ink).toBeGreaterThan(plain.ink + 20);
  expect(watch.errors).toEqual([]);
});
