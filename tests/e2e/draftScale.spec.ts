import { expect, test } from '@playwright/test';
import { readLibraryText, CASES_DIR } from '../../scripts/libraryFiles';
import { generateLibrary } from '../../scripts/synthetic';
import { EVAL_DRAFTS } from '../eval/drafts';
import { watchForErrors } from './helpers';

// A draft opened with a 10,000-case library (issue #27): answered while the library's index is
// still being built (over the part indexed so far, said as such), then completely, with the
// draft's own case first and the draft drawn linked to it. Structural, not timed.
const strong = EVAL_DRAFTS.find((d) => d.lang === 'en' && d.kind === 'close' && d.expect[0] === 'IL-0034')!;

test('?draft= with a 10,000-case library gets its complete answer, its case first, and a draft node linked to it', async ({ page }) => {
  test.setTimeout(600_000);
  const watch = watchForErrors(page);
  const bundled = JSON.parse(readLibraryText(CASES_DIR).text) as unknown[];
  const body = JSON.stringify([...generateLibrary(10_000, 1), ...bundled]);
  await page.route('https://libraries.example/draft-big.json', (route) => route.fulfill({ body, contentType: 'application/json', headers: { 'access-control-allow-origin': '*' } }));
  // Every partial answer seen on the way is recorded from the page's own frames.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __partials: string[] }).__partials = seen;
    const poll = () => {
      const note = document.querySelector('[data-testid=draft-progress]')?.textContent;
      if (note && seen.at(-1) !== note) seen.push(note);
      requestAnimationFrame(poll);
    };
    requestAnimationFrame(poll);
  });
  // Filtered to the draft's case's organisation, so the map draws cases (10,000 at once are
  // aggregated) and the draft node can link to its case; matching is over the whole library.
  await page.goto(`/?src=${encodeURIComponent('https://libraries.example/draft-big.json')}&org=Airbnb&draft=${encodeURIComponent(strong.text)}`);
  const panel = page.getByTestId('draft-panel');
  await expect(panel.getByTestId('draft-text')).toHaveValue(strong.text, { timeout: 300_000 });
  // (SHOTS_DIR: pictures of the partial and the complete answer, for a person to look at.)
  const shots = process.env.SHOTS_DIR;
  if (shots && (await panel.getByTestId('draft-progress').isVisible())) await page.screenshot({ path: `${shots}/draft-partial-10k.png` });
  // The complete answer: the verdict, and no "still reading" note.
  await expect(panel.getByTestId('verdict')).toBeVisible({ timeout: 300_000 });
  await expect(panel.getByTestId('draft-progress')).toHaveCount(0, { timeout: 300_000 });
  const first = panel.getByTestId('draft-results').getByTestId('similar-item').first();
  await expect(first).toHaveAttribute('data-case', strong.expect[0]!);
  if (shots) await page.screenshot({ path: `${shots}/draft-complete-10k.png` });
  // A partial answer, if one was shown, named how much of the library it covered.
  const partials = await page.evaluate(() => (window as unknown as { __partials: string[] }).__partials);
  for (const note of partials) expect(note).toMatch(/^Still reading the library: these matches are from [\d,]+ of its 10,\d{3} cases and may change\.$/);
  // The draft is drawn, linked to its case.
  await expect.poll(() => page.evaluate(() => window.__incidentGraph?.draftLinks() ?? []), { timeout: 120_000 }).toContain(`case:${strong.expect[0]}`);
  expect(watch.errors).toEqual([]);
});
