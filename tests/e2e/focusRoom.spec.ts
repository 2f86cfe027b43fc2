import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { buildGraph } from '../../src/model/network';
import { EVAL_DRAFTS } from '../eval/drafts';
import { bundledIndex } from '../unit/support/library';
import { statusLine, watchForErrors, openPage } from './helpers';
import { covered, crowded, meets, overlapping } from './layoutChecks';

// The focus view's last readability gaps (issue 25): at 1440×900 the open legend took the
// focus' left cells; on a phone the labels were cut to their organisation; a cut "reads alike"
// line ended with a comma.

const model = buildGraph(bundledIndex(), null, 'seed');
const relatedOf = (id: string) =>
  model.edges.filter((e) => e.kind === 'relation' && (e.source === id || e.target === id)).map((e) => (e.source === id ? e.target : e.source));
const DRAFT = EVAL_DRAFTS.find((d) => d.lang === 'en' && d.kind === 'close' && d.expect[0] === 'IL-0034')!;

async function openFocus(page: Page, query: string) {
  await openPage(page, `/${query}`);
  await page.waitForFunction(() => (window.__incidentGraph?.drawn ?? 0) >= 1, null, { timeout: 120_000 });
  await expect(statusLine(page)).toHaveText(/\d/);
  await expect.poll(() => page.evaluate(() => window.__incidentGraph?.focusState()), { timeout: 60_000 }).toMatchObject({ open: true, moving: false });
}

/** The focus' nodes and labels, each label's head, body and reason as drawn and whether each part shows inside the label's box. */
function measure(page: Page) {
  return page.evaluate(() => {
    const g = window.__incidentGraph!;
    const nodes = g.focused().flatMap((id) => {
      const p = g.nodePosition(id);
      return p ? [{ id, ...p }] : [];
    });
    const parts = [...document.querySelectorAll<HTMLElement>('.focus-label')].map((div) => {
      const box = div.getBoundingClientRect();
      const part = (cls: string) => {
        const el = div.querySelector<HTMLElement>(`.${cls}`);
        if (!el) return null;
        const r = el.getBoundingClientRect();
        return { text: el.innerText.replace(/\s+/g, ' ').trim(), shown: r.height > 0 && r.bottom <= box.bottom + 0.5 };
      };
      return { id: div.dataset.id!, head: part('focus-label-head'), body: part('focus-label-body'), reason: part('focus-label-reason') };
    });
    const rect = (el: Element | null) => {
      const r = el?.getBoundingClientRect();
      return r && r.width > 0 && r.height > 0 ? { x1: r.left, y1: r.top, x2: r.right, y2: r.bottom } : null;
    };
    const covers = [...document.querySelectorAll('[data-covers-graph], [data-testid=legend]')].map(rect).filter((r) => r !== null);
    return { nodes, labels: g.labels(), parts, covers, state: g.focusState() };
  });
}

/** Spaced, labelled, nothing under the legend or the panel, no overlapping or clipped label. */
function expectReadable(m: Awaited<ReturnType<typeof measure>>, gap: number, what: string) {
  const dot = (a: { x: number; y: number }) => ({ x1: a.x - 1, y1: a.y - 1, x2: a.x + 1, y2: a.y + 1 });
  expect(covered(m.nodes, dot, m.covers), `${what}: nodes under the legend or the panel`).toEqual([]);
  expect(crowded(m.nodes, gap), `${what}: nodes too close`).toEqual([]);
  expect(m.labels.filter((a) => a.clipped === true).map((a) => a.id), `${what}: labels cut off by their cell, not cut with "…"`).toEqual([]);
  expect(covered(m.labels, (a) => a, m.covers), `${what}: labels under the legend or the panel`).toEqual([]);
  expect(overlapping(m.labels), `${what}: overlapping labels`).toEqual([]);
}

for (const lang of ['en', 'ko'] as const) {
  test.describe(`at 1440×900 in ${lang}`, () => {
    test.use({ viewport: { width: 1440, height: 900 } });

    test('the legend folds while IL-0705 is in focus, which shows all its related cases on one page, and comes back when it closes', async ({ page }) => {
      test.setTimeout(240_000);
      const watch = watchForErrors(page);
      await openFocus(page, `?case=IL-0705&lang=${lang}`);
      const legend = page.getByTestId('legend');
      await expect(legend.getByTestId('legend-entries')).toBeHidden();
      const m = await measure(page);
      expectReadable(m, 40, 'IL-0705');
      const ids = m.nodes.map((n) => n.id);
      const related = relatedOf('case:IL-0705');
      expect(related.length).toBeGreaterThan(3);
      for (const id of related) expect(ids, `${id} in the focus`).toContain(id);
      expect(m.state).toMatchObject({ pages: 1 });
      expect(ids).not.toContain('focus:more');
      for (const id of ids.filter((i) => i.startsWith('case:'))) {
        const label = m.labels.find((l) => l.id === id);
        expect(label?.text.startsWith(id.slice('case:'.length)), `${id} labelled`).toBe(true);
      }
      // The picture takes the canvas the legend left: its cases in at least three columns (two beside the open legend).
      const columns = new Set(m.nodes.filter((n) => n.id.startsWith('case:')).map((n) => Math.round(n.x)));
      expect(columns.size).toBeGreaterThanOrEqual(3);

      // The reader opens the legend: the cells reflow around it.
      await legend.getByTestId('legend-fold').click();
      await expect(legend.getByTestId('legend-entries')).toBeVisible();
      await expect.poll(async () => {
        const again = await measure(page);
        return again.state.moving === false && again.nodes.every((n) => again.covers.every((c) => !meets({ x1: n.x - 1, y1: n.y - 1, x2: n.x + 1, y2: n.y + 1 }, c)));
      }, { timeout: 30_000 }).toBe(true);

      // Closed: the map's legend as it was (open at 1440).
      await page.keyboard.press('Escape');
      await expect.poll(() => page.evaluate(() => window.__incidentGraph!.focusState().open)).toBe(false);
      await expect(legend.getByTestId('legend-entries')).toBeVisible();
      expect(watch.errors).toEqual([]);
    });
  });

  test.describe(`on a phone (390×844) in ${lang}`, () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

    test('every case label says its id, organisation and a few words of what happened', async ({ page }) => {
      test.setTimeout(240_000);
      const watch = watchForErrors(page);
      await openFocus(page, `?case=IL-0203&lang=${lang}`);
      const m = await measure(page);
      expectReadable(m, 28, 'IL-0203');
      const cases = m.parts.filter((p) => p.id.startsWith('case:'));
      expect(cases.map((p) => p.id)).toContain('case:IL-0206');
      expect(cases.length).toBeGreaterThan(2);
      for (const p of cases) {
        const id = p.id.slice('case:'.length);
        // "IL-0206 · UK…": the id and at least the start of the organisation.
        expect(p.head?.shown, `${id}'s head shown`).toBe(true);
        expect(p.head!.text, `${id}'s head`).toMatch(new RegExp(`^${id} · \\S{2,}`));
        // What happened: a part of its own, shown inside the label, with some words.
        expect(p.body?.shown, `${id}: what happened is shown (${p.head!.text})`).toBe(true);
        expect(p.body!.text.replace(/…$/, '').length, `${id}: "${p.body!.text}"`).toBeGreaterThanOrEqual(lang === 'ko' ? 4 : 8);
      }
      expect(watch.errors).toEqual([]);
    });
  });
}

test('in a draft focus, a cut line ends at a word with "…", never with a dangling comma, colon or middle dot', async ({ page }) => {
  test.setTimeout(240_000);
  const watch = watchForErrors(page);
  await openFocus(page, `?draft=${encodeURIComponent(DRAFT.text)}`);
  const m = await measure(page);
  expectReadable(m, 40, 'draft');
  const reasons = m.parts.flatMap((p) => (p.reason ? [p.reason.text] : []));
  expect(reasons.some((r) => /reads alike/.test(r))).toBe(true);
  for (const p of m.parts) {
    for (const part of [p.head, p.body, p.reason]) {
      if (!part) continue;
      expect(part.shown, `${p.id}: "${part.text}" shown`).toBe(true);
      expect(part.text, p.id).not.toMatch(/[,:;·]\s*…?$/);
    }
  }
  expect(watch.errors).toEqual([]);
});
