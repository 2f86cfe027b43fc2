import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { sharedPage, watchForErrors, openPage } from './helpers';

// Issue 25: the focus view's picture is what an embed and an exported picture show, and a case's
// focus shows its similar cases by text, apart from its related ones and marked as such.

async function focusSettled(page: Page) {
  await expect.poll(() => page.evaluate(() => window.__incidentGraph?.focusState()), { timeout: 30_000 }).toMatchObject({ open: true, moving: false });
}

async function exportSvg(page: Page): Promise<string> {
  const menu = page.getByTestId('export-menu');
  if (!(await menu.evaluate((d) => (d as HTMLDetailsElement).open))) await menu.locator('summary').click();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-svg').click()]);
  return readFileSync(await download.path()).toString('utf8');
}

const squash = (s: string) => s.replace(/\s+/g, ' ').trim();

test('the embed of IL-0034 draws its focus picture: the case, its related case, labelled, beside nothing', async ({ page }) => {
  test.setTimeout(180_000);
  const watch = watchForErrors(page);
  await openPage(page, '/?embed=1&case=IL-0034&lang=ko');
  await page.waitForFunction(() => (window.__incidentGraph?.drawn ?? 0) >= 1, null, { timeout: 120_000 });
  await focusSettled(page);
  const m = await page.evaluate(() => {
    const g = window.__incidentGraph!;
    const box = document.querySelector('[data-testid=graph]')!.getBoundingClientRect();
    return { focused: g.focused(), labels: g.labels(), positions: g.focused().filter((id) => id.startsWith('case:')).map((id) => ({ id, p: g.nodePosition(id) })), box: { x1: box.left, y1: box.top, x2: box.right, y2: box.bottom } };
  });
  expect(m.focused[0]).toBe('case:IL-0034');
  expect(m.focused).toContain('case:IL-0202');
  for (const { id, p } of m.positions) {
    expect(p, `${id} drawn`).toBeTruthy();
    expect(p!.x >= m.box.x1 && p!.x <= m.box.x2 && p!.y >= m.box.y1 && p!.y <= m.box.y2, `${id} in the embed's canvas`).toBe(true);
    const label = m.labels.find((l) => l.id === id);
    expect(label?.text.startsWith(id.slice('case:'.length)), `${id} labelled`).toBe(true);
    expect(label!.text.length).toBeGreaterThan(id.length + 4);
  }
  // The related case's label gives the reason, in Korean.
  expect(m.labels.find((l) => l.id === 'case:IL-0202')!.text).toMatch(/[\uAC00-\uD7A3]/);
  await expect(page.getByTestId('embed').getByTestId('legend')).toBeVisible();
  expect(watch.errors).toEqual([]);
});

/** IL-0034's focus, exported and with its similar cases, read from one page (sharedPage). */
test.describe("IL-0034's focus on one page", () => {
  const app = sharedPage();

  test('the exported SVG of IL-0034 is its focus picture: every case label, every relation reason, and the colour key', async () => {
    test.setTimeout(180_000);
    const page = await app.open('?case=IL-0034&theme=light');
    await focusSettled(page);
    const focus = await page.evaluate(() => {
      const g = window.__incidentGraph!;
      const ids = g.focused().filter((id) => id.startsWith('case:'));
      return { ids, edges: g.focusEdges().filter((e) => e.source.startsWith('case:') && e.target.startsWith('case:') && !e.id.includes('similar:')) };
    });
    expect(focus.ids).toContain('case:IL-0034');
    expect(focus.ids).toContain('case:IL-0202');
    expect(focus.edges.length).toBeGreaterThan(0);
    const svg = await exportSvg(page);
    const parsed = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
      const ctx = document.createElement('canvas').getContext('2d')!;
      const norm = (c: string | null) => {
        ctx.fillStyle = '#010203';
        ctx.fillStyle = c ?? '';
        return ctx.fillStyle;
      };
      const legend = [...doc.querySelectorAll('[data-part="legend"] text')].map((t) => t.textContent ?? '');
      const swatches = [...doc.querySelectorAll('[data-part="legend"] circle')].map((c) => norm(c.getAttribute('fill')));
      const shapes = [...doc.querySelectorAll('circle, path, rect, polygon, ellipse')].filter((e) => e.closest('[data-part="graph"]')).map((e) => norm(e.getAttribute('fill')));
      const texts = [...doc.querySelectorAll('text')].filter((t) => t.closest('[data-part="graph"]')).map((t) => t.textContent ?? '');
      return { error: doc.querySelector('parsererror')?.textContent ?? null, legend, swatches, shapes, texts };
    }, svg);
    expect(parsed.error).toBeNull();
    // Each case of the focus is named by its label, id first.
    for (const id of focus.ids) expect(parsed.texts.some((t) => t.startsWith(id.slice('case:'.length))), id).toBe(true);
    // Each relation's reason is written out (wrapped over lines in the label).
    const all = squash(parsed.texts.join(' '));
    for (const e of focus.edges) expect(all, `${e.id}: "${e.text}"`).toContain(squash(e.text));
    // The legend: the four kinds, then the colours of the cases drawn, each named as the legend on screen names it.
    expect(parsed.legend.slice(0, 4)).toEqual(['Case', 'Component', 'Root cause', 'Related cases']);
    const key = parsed.legend.slice(4);
    expect(key.length, 'a colour key').toBeGreaterThan(0);
    expect(parsed.swatches.length).toBe(1 + key.length);
    // While a focus is open the legend folds (model/view/legendFold.ts): open it to read it.
    const fold = page.getByTestId('legend-fold');
    if ((await fold.getAttribute('aria-expanded')) === 'false') await fold.click();
    const onScreen = await page.getByTestId('legend-entries').locator('li[data-colour]').evaluateAll((lis) => lis.map((li) => ({ name: li.getAttribute('title'), colour: li.getAttribute('data-colour') })));
    const colours = await page.evaluate((list) => {
      const ctx = document.createElement('canvas').getContext('2d')!;
      return list.map((c) => {
        ctx.fillStyle = '#010203';
        ctx.fillStyle = c ?? '';
        return ctx.fillStyle;
      });
    }, onScreen.map((e) => e.colour));
    key.forEach((name, k) => {
      const colour = parsed.swatches[k + 1]!;
      const entry = onScreen.findIndex((e) => e.name === name);
      expect(entry, `${name} is a legend entry`).toBeGreaterThanOrEqual(0);
      expect(colours[entry], `${name}'s colour`).toBe(colour);
      // A colour in the key is a colour in the picture.
      expect(parsed.shapes, `${name}'s colour drawn`).toContain(colour);
    });
    expect(app.errors()).toEqual([]);
  });

  for (const lang of ['en', 'ko'] as const) {
    test(`a case's focus shows its similar cases by text, apart and marked (${lang})`, async () => {
      test.setTimeout(180_000);
      const page = await app.open(`?case=IL-0034&lang=${lang}`);
      // The panel's "Similar cases" (the worker's answer), against which the focus is checked.
      const items = page.getByTestId('similar-cases').getByTestId('similar-item');
      await items.first().scrollIntoViewIfNeeded();
      await expect(items.first()).toBeVisible({ timeout: 60_000 });
      const similar = (await items.evaluateAll((lis) => lis.map((li) => li.getAttribute('data-case')!))).map((id) => `case:${id}`);
      expect(similar.length).toBeGreaterThan(1);
      await expect.poll(() => page.evaluate(() => window.__incidentGraph!.focusEdges().filter((e) => e.id.includes('similar:')).length), { timeout: 30_000 }).toBeGreaterThan(0);
      await focusSettled(page);
      const m = await page.evaluate(() => {
        const g = window.__incidentGraph!;
        const ids = g.focused();
        return { edges: g.focusEdges(), labels: g.labels(), at: Object.fromEntries(ids.flatMap((id) => { const p = g.nodePosition(id); return p ? [[id, p]] : []; })) };
      });
      const related = m.edges.filter((e) => !e.id.includes('similar:') && e.source === 'case:IL-0034' && e.target.startsWith('case:')).map((e) => e.target)
        .concat(m.edges.filter((e) => !e.id.includes('similar:') && e.target === 'case:IL-0034' && e.source.startsWith('case:')).map((e) => e.source));
      expect(related).toContain('case:IL-0202');
      const shownSimilar = m.edges.filter((e) => e.id.includes('similar:')).map((e) => e.target);
      // Every similar case that is not related already is drawn, on its own edge; a related one is not repeated.
      expect(shownSimilar.sort()).toEqual(similar.filter((id) => !related.includes(id)).sort());
      // "reads alike: w1, w2", or bare "reads alike" when no shared word has a form in the reader's language.
      const word = lang === 'en' ? 'reads alike' : '내용이 비슷함';
      const centre = m.at['case:IL-0034']!;
      const far = (id: string) => Math.hypot(m.at[id]!.x - centre.x, m.at[id]!.y - centre.y);
      for (const id of shownSimilar) {
        const label = m.labels.find((l) => l.id === id)!;
        expect(label.text, `${id} labelled as similar`).toContain(word);
        // Its shared words are in the reader's language only: no Hangul on an English screen.
        if (lang === 'en') expect(label.text.slice(label.text.indexOf(word))).not.toMatch(/[\uAC00-\uD7A3]/);
        // Apart: no nearer the case than its related cases.
        for (const r of related) expect(far(id), `${id} beyond ${r}`).toBeGreaterThanOrEqual(far(r) - 1);
      }
      for (const r of related) expect(m.labels.find((l) => l.id === r)!.text).not.toContain(word);
      expect(app.errors()).toEqual([]);
    });
  }
});
