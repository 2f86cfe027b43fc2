import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';

import { clickNode, openApp, sharedPage, showView, watchForErrors } from './helpers';

// Several tests load the page two or three times and wait for settled labels each time: with two
// browsers on two cores that can take more than the default minute.
test.describe.configure({ timeout: 150_000 });

type Label = { id: string; text: string; x1: number; y1: number; x2: number; y2: number; fontPx: number };

const labelsNow = (page: Page) => page.evaluate(() => window.__incidentGraph?.labels() ?? []);

/** Labels are placed when the viewport settles: wait until two reads in a row agree. */
async function settledLabels(page: Page): Promise<Label[]> {
  let last = '';
  let labels: Label[] = [];
  await expect
    .poll(async () => {
      labels = await labelsNow(page);
      const key = JSON.stringify(labels);
      const same = key === last && labels.length > 0;
      last = key;
      return same;
    }, { timeout: 20_000, intervals: [300] })
    .toBe(true);
  return labels;
}

function overlapping(labels: Label[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < labels.length; i++) {
    for (let j = i + 1; j < labels.length; j++) {
      const a = labels[i]!;
      const b = labels[j]!;
      if (a.x1 < b.x2 && b.x1 < a.x2 && a.y1 < b.y2 && b.y1 < a.y2) out.push(`${a.id} × ${b.id}`);
    }
  }
  return out;
}

/** The colour cytoscape painted at a node's centre (its fill), read from its canvases. */
async function nodeColour(page: Page, id: string): Promise<string | null> {
  return page.evaluate((nodeId) => {
    const pos = window.__incidentGraph!.nodePosition(nodeId);
    if (!pos) return null;
    for (const canvas of document.querySelectorAll<HTMLCanvasElement>('[data-testid="graph"] canvas')) {
      const box = canvas.getBoundingClientRect();
      if (box.width === 0) continue; // a layer the app leaves undisplayed (src/graph/canvasLayer.ts)
      const sx = canvas.width / box.width;
      const px = canvas.getContext('2d')!.getImageData(Math.round((pos.x - box.left) * sx), Math.round((pos.y - box.top) * sx), 1, 1).data;
      if (px[3] === 255) return `#${[px[0], px[1], px[2]].map((v) => v!.toString(16).padStart(2, '0')).join('')}`;
    }
    return null;
  }, id);
}

/** Hubs drawn, from the status line ("159 cases · 37 components · 16 root causes · …"). */
async function shownCounts(page: Page): Promise<{ cases: number; hubs: number }> {
  const text = await page.getByRole('status').first().innerText();
  const n = (re: RegExp) => Number(re.exec(text)?.[1] ?? NaN);
  return { cases: n(/(\d+) cases/), hubs: n(/(\d+) components/) + n(/(\d+) root causes/) };
}

test.describe('the first view', () => {
  // These tests read the first view and leave it as they found it (the legend folded again, the
  // hover last): one page load for all of them.
  const app = sharedPage();

  test('first view: hub labels, none overlapping, all readable', async () => {
    const page = await app.open();
    const labels = await settledLabels(page);
    expect(overlapping(labels)).toEqual([]);
    const counts = await shownCounts(page);
    expect(counts.hubs).toBeGreaterThan(0);
    // The issue asks ≥ 10 px on screen for labels. Hub names are drawn a size above, but a hub's
    // or a pattern's name takes the case labels' 10 px where its own size finds no place (issue
    // 25: more hubs named at the first view), never less.
    for (const l of labels) expect(l.fontPx, l.id).toBeGreaterThanOrEqual(10);
    // The bundled library has a relation group over the cap: the map says it is drawn as a chain.
    await expect(page.getByTestId('chained-note')).toContainText(/drawn as date-ordered chains \(largest: \d+\)/);
    expect(labels.filter((l) => !l.id.startsWith('case:') && !l.id.startsWith('cluster:') && l.fontPx >= 11).length, 'most hub names at their own size').toBeGreaterThan(labels.filter((l) => !l.id.startsWith('case:') && !l.id.startsWith('cluster:')).length / 2);
    expect(app.errors()).toEqual([]);
  });

  test('first view: most hub labels, none on a node', async () => {
    // Hub names no longer cover case nodes (issue 25): one that finds no free side moves out
    // on a leader line, or waits for a closer zoom. Measured on the bundled library at
    // 1440 × 900: 43 of 53 hubs named in English, 50 in Korean (before: every hub, 27 of them on
    // top of case nodes). None may sit under the legend, the minimap or the zoom buttons.
    const page = await app.open();
    const labels = await settledLabels(page);
    const counts = await shownCounts(page);
    const named = new Set(labels.map((l) => l.id));
    const hubs = await page.evaluate(() => window.__incidentCamera!.nodeIds().filter((id) => !id.startsWith('case:')));
    expect(hubs.length).toBe(counts.hubs);
    // 36 of 57 on the third edition (194 cases): hub names no longer sit on case nodes.
    expect(hubs.filter((id) => named.has(id)).length).toBeGreaterThanOrEqual(Math.ceil(hubs.length * 0.6));
  });

  test('first view: at least half the case labels', async () => {
    const page = await app.open();
    const labels = await settledLabels(page);
    const counts = await shownCounts(page);
    expect(labels.filter((l) => l.id.startsWith('case:')).length).toBeGreaterThanOrEqual(Math.ceil(counts.cases / 2));
  });

  test('the legend opens short and shows every pattern on request', async () => {
    const page = await app.open();
    const items = page.getByTestId('legend-entries').locator('li');
    const short = await items.count();
    // Every pattern with a colour of its own (the palette's 7), the neutral ones behind "show all".
    expect(short).toBeLessThanOrEqual(7);
    await page.getByTestId('legend-more').click();
    expect(await items.count()).toBeGreaterThan(short);
    await page.getByTestId('legend-more').click();
    expect(await items.count()).toBe(short);
  });

  test('hovering a case shows its card with id, organisation and title', async () => {
    const page = await app.open();
    const pos = await page.evaluate(() => window.__incidentGraph!.nodePosition('case:IL-0034'));
    await page.mouse.move(pos!.x, pos!.y);
    const card = page.getByTestId('hover-card');
    await expect(card).toBeVisible();
    await expect(card).toContainText('IL-0034');
    await expect(card).toContainText('Airbnb');
  });

  test('a case is hovered again when the pointer comes back onto it from outside the map', async () => {
    const page = await app.open();
    const pos = await page.evaluate(() => window.__incidentGraph!.nodePosition('case:IL-0034'));
    const card = page.getByTestId('hover-card');
    await page.mouse.move(2, 2);
    await page.mouse.move(pos!.x, pos!.y, { steps: 4 });
    await expect(card).toContainText('IL-0034');
    await page.mouse.move(2, 2);
    await expect(card).toHaveCount(0);
    // Straight back onto it in one jump, as a quick hand can.
    await page.mouse.move(pos!.x, pos!.y);
    await expect(card).toContainText('IL-0034');
    // Back from outside onto the background instead: nothing stays highlighted.
    await page.mouse.move(2, 2);
    await expect(card).toHaveCount(0);
    const empty = { x: pos!.x + 2, y: 20 + (await page.getByTestId('graph').boundingBox())!.y };
    await page.mouse.move(empty.x, empty.y);
    await expect.poll(() => page.evaluate(() => window.__incidentGraph!.focused().length)).toBe(0);
    await expect(card).toHaveCount(0);
  });

  test('the browser blends only the canvases that draw: no empty layer of cytoscape, the focus layer only while it shows something', async () => {
    // Without a GPU every canvas shown costs each frame its blending, and every one redrawn its
    // copying (src/graph/canvasLayer.ts), so an always-empty canvas on screen is a slower map.
    const page = await app.open();
    const shown = () =>
      page.evaluate(() =>
        [...document.querySelectorAll<HTMLCanvasElement>('.graph-stage canvas')]
          .filter((c) => c.getBoundingClientRect().width > 0 && getComputedStyle(c).visibility === 'visible')
          .map((c) => `${c.closest('.graph-focus-layer') ? 'focus' : c.closest('.graph-focus-scene') ? 'scene' : c.closest('.graph-canvas') ? 'map' : 'own'}:${c.dataset.id ?? ''}`)
          .filter((name) => !name.startsWith('own')),
      );
    await page.mouse.move(2, 2);
    await expect.poll(shown).toEqual(['map:layer2-node']);
    // A hovered case is drawn by the focus layer, which is shown for as long as it draws it.
    const pos = await page.evaluate(() => window.__incidentGraph!.nodePosition('case:IL-0034'));
    await page.mouse.move(pos!.x, pos!.y);
    await expect(page.getByTestId('hover-card')).toBeVisible();
    await expect.poll(shown).toEqual(['map:layer2-node', 'focus:layer2-node']);
    await page.mouse.move(2, 2);
    await expect.poll(shown).toEqual(['map:layer2-node']);
    // The focus view: the map under its veil, and the scene's own drawing layer.
    await app.open('?case=IL-0034');
    await expect.poll(shown).toEqual(['map:layer2-node', 'scene:layer2-node']);
    // The empty ones hold no bitmap of the map's size either, even after the map is resized.
    const emptyBitmaps = () => page.evaluate(() => [...document.querySelectorAll<HTMLCanvasElement>('.graph-stage canvas[data-id$="selectbox"], .graph-stage canvas[data-id$="drag"]')].map((c) => c.width * c.height));
    expect(await emptyBitmaps()).toEqual([1, 1, 1, 1, 1, 1]);
    await page.setViewportSize({ width: 1200, height: 800 });
    // The map under the focus is not drawn (src/graph/useMapHeld.ts): its canvases take their new
    // size when the focus closes.
    await page.keyboard.press('Escape');
    await expect.poll(() => page.evaluate(() => document.querySelector<HTMLCanvasElement>('.graph-canvas canvas[data-id$="node"]')!.width)).toBeLessThan(1100);
    expect(await emptyBitmaps()).toEqual([1, 1, 1, 1, 1, 1]);
  });
});

test.describe('the map', () => {
  test('first view in Korean: over two fifths of the case labels, most hubs named', async ({ page }) => {
    await openApp(page, '?lang=ko');
    const labels = await settledLabels(page);
    expect(overlapping(labels)).toEqual([]);
    const ids = await page.evaluate(() => window.__incidentCamera!.nodeIds());
    const named = new Set(labels.map((l) => l.id));
    const cases = ids.filter((id) => id.startsWith('case:'));
    // 90 of 194 cases and most hubs on the third edition (the floors were half and three quarters
    // on 159 cases); 85 cases since hubs' names may sit farther out (50 of 57 hubs named, 46 before).
    expect(cases.filter((id) => named.has(id)).length).toBeGreaterThanOrEqual(Math.ceil(cases.length * 0.42));
    const hubs = ids.filter((id) => !id.startsWith('case:'));
    expect(hubs.filter((id) => named.has(id)).length).toBeGreaterThanOrEqual(Math.ceil(hubs.length * 0.6));
  });

  test('no overlaps after a selection, a filter and zooming in', async ({ page }) => {
    // Two page loads and three settled label passes: more than a minute with two browsers on two cores.
    test.setTimeout(150_000);
    await openApp(page);
    await clickNode(page, 'case:IL-0034');
    await expect(page.locator('#panel-title')).toBeVisible();
    // The pointer leaves the canvas: a hovered node is labelled first, and the camera moving the
    // graph under a resting pointer changes which node that is.
    await page.mouse.move(1, 1);
    let labels = await settledLabels(page);
    expect(overlapping(labels)).toEqual([]);
    expect(labels.some((l) => l.id === 'case:IL-0034')).toBe(true);

    await showView(page, '?domain=kubernetes');
    labels = await settledLabels(page);
    expect(overlapping(labels)).toEqual([]);

    const box = (await page.getByTestId('graph').boundingBox())!;
    await page.mouse.move(box.x + box.width * 0.6, box.y + box.height / 2);
    // Two notches (the wheel zooms 1.15× a notch): zoomed in, with labels still on screen.
    for (let k = 0; k < 2; k++) await page.mouse.wheel(0, -100);
    labels = await settledLabels(page);
    expect(overlapping(labels)).toEqual([]);
  });

  test('color=year changes the legend and the case colours', async ({ page }) => {
    await openApp(page);
    const before = await page.getByTestId('legend-entries').locator('li').allInnerTexts();
    const colourBefore = await nodeColour(page, 'case:IL-0034');
    await showView(page, '?color=year');
    await expect(page.getByTestId('color-mode')).toHaveValue('year');
    const after = await page.getByTestId('legend-entries').locator('li').allInnerTexts();
    expect(after).not.toEqual(before);
    expect(after.some((t) => /\b(19|20)\d\d\b/.test(t))).toBe(true);
    const colourAfter = await nodeColour(page, 'case:IL-0034');
    expect(colourAfter).not.toBe(colourBefore);
    // The legend names the colour the case is drawn in (once opened in full, if it is folded).
    const more = page.getByTestId('legend-more');
    if (await more.count()) await more.click();
    const legendColours = await page.getByTestId('legend-entries').locator('li').evaluateAll((els) => els.map((el) => el.getAttribute('data-colour')?.toLowerCase()));
    expect(legendColours).toContain(colourAfter?.toLowerCase());

    await page.getByTestId('color-mode').selectOption('severity');
    await expect(page).toHaveURL(/color=severity/);
    await expect.poll(() => nodeColour(page, 'case:IL-0034')).not.toBe(colourAfter);
  });

  test('cluster= opens the cluster panel; a legend entry selects its cluster', async ({ page }) => {
    await openApp(page);
    const first = page.getByTestId('legend-entries').locator('button').first();
    const key = await first.locator('xpath=..').getAttribute('data-key');
    await first.click();
    await expect(page.getByTestId('cluster-panel')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`cluster=${key!.replace(/[.~]/g, '\\$&')}`));
    const links = page.getByTestId('cluster-panel').locator('.case-link');
    expect(await links.count()).toBeGreaterThan(1);
    // Newest first.
    const years = (await links.locator('.case-link-date').allInnerTexts()).map(Number);
    expect([...years].sort((a, b) => b - a)).toEqual(years);

    await showView(page, `?cluster=${encodeURIComponent(key!)}&lang=ko`);
    const panel = page.getByTestId('cluster-panel');
    await expect(panel).toBeVisible();
    await expect(panel.locator('h3').first()).toHaveText(/[\uac00-\ud7af]/);
    await expect(page.getByTestId('legend')).toContainText(/[\uac00-\ud7af]/);
  });

  test('a bad color or cluster value is reported and the rest applies', async ({ page }) => {
    const watch = watchForErrors(page);
    await openApp(page, '?color=rainbow&cluster=no-such-pattern&domain=kubernetes');
    const line = page.getByText(/ignored/i).first();
    await expect(line).toBeVisible();
    await expect(page.locator('body')).toContainText('rainbow');
    await expect(page.locator('body')).toContainText('no-such-pattern');
    await expect(page.getByTestId('cluster-panel')).toHaveCount(0);
    await expect(page.getByTestId('color-mode')).toHaveValue('cluster');
    expect(watch.errors).toEqual([]);
  });

});
