import { expect } from '@playwright/test';
import { test } from './fixtures';
import { readLibraryText, CASES_DIR } from '../../scripts/libraryFiles';
import { EVAL_DRAFTS } from '../eval/drafts';
import { watchForErrors, openPage, keepScreenshot } from './helpers';
import { serveLibrary } from './libraryServer';
import { syntheticRecords, THE_BIG_ONE } from './synthetic';

// A draft opened with a 10,000-case library (issue #27): answered while the library's index is
// still being built (over the part indexed so far, said as such, its verdict provisional and never
// "looks new"), then completely, with the
// draft's own case first and the draft drawn linked to it. Structural, not timed.
const strong = EVAL_DRAFTS.find((d) => d.lang === 'en' && d.kind === 'close' && d.expect[0] === 'IL-0034')!;

test('?draft= with a 10,000-case library gets its complete answer, its case first, and a draft node linked to it', async ({ freshPage: page }) => {
  test.setTimeout(600_000);
  const watch = watchForErrors(page);
  const bundled = JSON.parse(readLibraryText(CASES_DIR).text) as unknown[];
  const body = JSON.stringify([...syntheticRecords(THE_BIG_ONE.count, THE_BIG_ONE.seed), ...bundled]);
  const src = await serveLibrary('/draft-big.json', body);
  // Every partial answer seen on the way is recorded from the page's own frames.
  // With each, the verdict shown beside it: its kind, whether it is marked provisional, its title.
  await page.addInitScript(() => {
    const seen: { note: string; kind: string | null; provisional: string | null; title: string | null }[] = [];
    (window as unknown as { __partials: typeof seen }).__partials = seen;
    const poll = () => {
      const note = document.querySelector('[data-testid=draft-progress]')?.textContent;
      const verdict = document.querySelector('[data-testid=draft-panel] [data-testid=verdict]');
      const shot = { note: note ?? '', kind: verdict?.getAttribute('data-kind') ?? null, provisional: verdict?.getAttribute('data-provisional') ?? null, title: verdict?.querySelector('h3')?.textContent ?? null };
      const last = seen.at(-1);
      if (note && (!last || last.note !== shot.note || last.kind !== shot.kind || last.title !== shot.title)) seen.push(shot);
      requestAnimationFrame(poll);
    };
    requestAnimationFrame(poll);
  });
  // Filtered to the draft's case's organisation, so the map draws cases (10,000 at once are
  // aggregated) and the draft node can link to its case; matching is over the whole library.
  await openPage(page, `/?src=${encodeURIComponent(src)}&org=Airbnb&draft=${encodeURIComponent(strong.text)}`);
  const panel = page.getByTestId('draft-panel');
  await expect(panel.getByTestId('draft-text')).toHaveValue(strong.text, { timeout: 300_000 });
  // (SHOTS_DIR: pictures of the partial and the complete answer, for a person to look at.)
  if (await panel.getByTestId('draft-progress').isVisible()) await keepScreenshot(page, 'draft-partial-10k.png');
  // The complete answer: the verdict, and no "still reading" note.
  await expect(panel.getByTestId('verdict')).toBeVisible({ timeout: 300_000 });
  await expect(panel.getByTestId('draft-progress')).toHaveCount(0, { timeout: 300_000 });
  const first = panel.getByTestId('draft-results').getByTestId('similar-item').first();
  await expect(first).toHaveAttribute('data-case', strong.expect[0]!);
  await keepScreenshot(page, 'draft-complete-10k.png');
  // The complete verdict is final. Partial answers were shown on the way (the first comes 0.8 s
  // into building an index of several seconds); each named how much of the library it covered,
  // and its verdict said it was provisional ("So far: … — N of M cases read") and never "looks
  // new" (no match in part of the library proves nothing).
  await expect(panel.getByTestId('verdict')).toHaveAttribute('data-provisional', 'false');
  await expect(panel.getByTestId('verdict')).not.toHaveClass(/verdict-provisional/);
  const partials = await page.evaluate(() => (window as unknown as { __partials: { note: string; kind: string | null; provisional: string | null; title: string | null }[] }).__partials);
  expect(partials.length).toBeGreaterThan(0);
  for (const p of partials) {
    expect(p.note).toMatch(/^Still reading the library: these matches are from [\d,]+ of its 10,\d{3} cases and may change\.$/);
    if (p.kind === null) continue; // the frame between the note and the matches
    expect(p.kind).not.toBe('new');
    expect(p.provisional).toBe('true');
    const read = p.note.match(/from ([\d,]+) of its ([\d,]+) cases/)!;
    expect(p.title).toMatch(new RegExp(`^So far: .+ — ${read[1]} of ${read[2]} cases read$`));
  }
  expect(partials.some((p) => p.kind !== null)).toBe(true);
  // The draft is drawn, linked to its case.
  await expect.poll(() => page.evaluate(() => window.__incidentGraph?.draftLinks() ?? []), { timeout: 120_000 }).toContain(`case:${strong.expect[0]}`);
  expect(watch.errors).toEqual([]);
});
