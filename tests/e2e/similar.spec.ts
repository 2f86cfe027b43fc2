import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { EVAL_DRAFTS } from '../eval/drafts';
import { graphDrawn, openHeaderControl, sharedPage, statusLine } from './helpers';

// "Have we seen this before?" (issue #15): drafts from the evaluation set, written as an on-call
// engineer would type them, each with the case it describes.
const english = EVAL_DRAFTS.find((d) => d.lang === 'en' && d.kind === 'close' && d.expect[0] === 'IL-0034')!;
const korean = EVAL_DRAFTS.find((d) => d.lang === 'ko' && d.expect[0] === 'IL-0111')!;
const HANGUL = /[\uac00-\ud7a3]/;

// The tests share one page: each shows its view by in-app navigation, as the app's own links do.
const app = sharedPage();

const firstMatch = (page: Page) => page.getByTestId('draft-results').getByTestId('similar-item').first();

test('a draft typed after "Have we seen this before?" lists its case first, with why, tags and a node in the graph', async () => {
  const page = await app.open();
  await page.getByTestId('draft-open').click();
  const panel = page.getByTestId('draft-panel');
  await expect(panel).toBeVisible();
  await panel.getByTestId('draft-text').fill(english.text);
  await panel.getByTestId('draft-match').click();
  await expect(firstMatch(page)).toHaveAttribute('data-case', english.expect[0]!);
  await expect(firstMatch(page).getByTestId('similar-terms')).not.toBeEmpty();
  await expect(firstMatch(page).getByTestId('similar-score')).toContainText(/score 0\.\d\d/);
  await expect(panel.getByTestId('draft-tags')).toContainText(/\(\d+\)/);
  // The address holds the draft, so Copy link shares this view.
  await expect.poll(() => new URL(page.url()).searchParams.get('draft')).toBe(english.text);
  // The draft stands in the graph, linked to its best matches.
  await expect.poll(() => page.evaluate(() => window.__incidentGraph!.draftLinks())).toContain(`case:${english.expect[0]}`);
  // Closing the draft removes its node: it is never part of the library.
  await panel.getByRole('button', { name: 'Close' }).click();
  await expect.poll(() => page.evaluate(() => window.__incidentGraph!.draftLinks())).toEqual([]);
  expect(new URL(page.url()).searchParams.has('draft')).toBe(false);
  expect(app.errors()).toEqual([]);
});

test('?draft= opens the draft directly; a Korean draft finds its case, and the UI is Korean', async () => {
  const page = await app.open(`?lang=ko&draft=${encodeURIComponent(korean.text)}`);
  const panel = page.getByTestId('draft-panel');
  await expect(panel.getByTestId('draft-text')).toHaveValue(korean.text);
  await expect(firstMatch(page)).toHaveAttribute('data-case', korean.expect[0]!);
  await expect(panel.getByRole('heading', { level: 2 })).toHaveText(HANGUL);
  await expect(firstMatch(page).getByTestId('similar-score')).toContainText('점수');
  await expect(page.getByTestId('draft-open')).toHaveText(HANGUL);
});

test('an English draft read in Korean: the cards\' words and snippets and the focus view\'s words are Korean', async () => {
  const page = await app.open(`?lang=ko&draft=${encodeURIComponent('Ingress controller upgrade broke routing for all services')}`);
  const cards = page.getByTestId('draft-results').getByTestId('similar-item');
  await expect(cards.first()).toBeVisible();
  for (let i = 0; i < Math.min(3, await cards.count()); i++) {
    const card = cards.nth(i);
    // The shared words as the Korean text writes them ("인그레스", "라우팅"), and a piece of that text.
    await expect(card.getByTestId('similar-terms')).toHaveText(HANGUL);
    await expect(card.locator('.similar-snippet')).toHaveText(HANGUL);
    await expect(card.locator('.similar-snippet mark').first()).toHaveText(HANGUL);
  }
  // The draft's node opens the focus view: its matches' reasons name the Korean words, not the draft's English ones.
  await expect.poll(() => page.evaluate(() => window.__incidentGraph!.focusState().open)).toBe(true);
  const reasons = (await page.evaluate(() => window.__incidentGraph!.labels().map((l) => l.text))).filter((t) => t.includes('내용이 비슷함'));
  expect(reasons.length).toBeGreaterThan(0);
  for (const reason of reasons) expect(reason.split('내용이 비슷함')[1]).not.toMatch(/routing|controller|upgrade/i);
  expect(app.errors()).toEqual([]);
});

test('an English draft by link lists its case first; one word says what it needs; a 100 KB paste is cut with a note', async () => {
  const page = await app.open(`?draft=${encodeURIComponent(english.text)}`);
  await expect(firstMatch(page)).toHaveAttribute('data-case', english.expect[0]!);
  const panel = page.getByTestId('draft-panel');
  await panel.getByTestId('draft-text').fill('ingress');
  await panel.getByTestId('draft-match').click();
  await expect(panel.getByTestId('draft-status')).toContainText('One word cannot tell');
  await panel.getByTestId('draft-text').fill(`${english.text} `.repeat(600));
  await expect(panel).toContainText('only its first');
  await panel.getByTestId('draft-match').click();
  await expect(firstMatch(page)).toHaveAttribute('data-case', english.expect[0]!);
});

test('a case panel lists similar cases by text, with scores and shared words, apart from related cases', async () => {
  const page = await app.open('?case=IL-0034');
  const section = page.getByTestId('similar-section');
  await expect(section.getByRole('heading')).toHaveText('Similar cases, by text similarity');
  await expect(section).toContainText('Computed from the texts');
  const items = section.getByTestId('similar-item');
  await expect(items.first()).toBeVisible();
  expect(await items.count()).toBeGreaterThan(1);
  await expect(items.first().getByTestId('similar-terms')).not.toBeEmpty();
  await expect(items.first().locator('mark').first()).toBeVisible();
  await expect(items.first().getByRole('link', { name: /Compare IL-0034 and IL-/ })).toHaveAttribute('href', /compare=IL-0034,IL-/);
  // A title is a link that selects that case.
  const other = await items.first().getAttribute('data-case');
  await items.first().locator('.case-link').click();
  await expect(page).toHaveURL(new RegExp(`case=${other}`));
  expect(app.errors()).toEqual([]);
});

test('rel=text draws text edges and the relation list says why two cases read alike', async () => {
  // Explicit links and recurrences count under every rule: the text rule must draw more than they do.
  // IL-0420 reads like several cases (IL-0034 no longer does, since the third edition's texts).
  const page = await app.open('?rel=explicit&case=IL-0420');
  const relations = async () => Number(((await statusLine(page).textContent()) ?? '').match(/([\d,]+) relations/)?.[1]?.replace(/,/g, '') ?? -1);
  const explicit = await relations();
  expect(explicit).toBeGreaterThanOrEqual(0);
  await (await openHeaderControl(page, 'rule')).selectOption('text');
  await expect.poll(relations, { timeout: 30_000 }).toBeGreaterThan(explicit + 50);
  await expect.poll(() => page.evaluate(() => window.__incidentGraph!.relationEdges().length)).toBeGreaterThan(explicit + 50);
  await expect(page).toHaveURL(/rel=text/);
  await expect(page.getByTestId('rule').locator('option:checked')).toHaveText('Texts that read alike');
  await expect(page.getByTestId('related')).toContainText(/reads alike: \S+/);
  // The focus view's first step is the panel's list under the new rule (the text rule's groups
  // join the index after the switch): its first related case is in the picture, on a relation edge.
  const first = await page.getByTestId('related').locator('.case-link').first().getAttribute('data-case');
  await expect.poll(() => page.evaluate((id) => window.__incidentGraph!.focusEdges().some((e) => !e.id.startsWith('similar:') && [e.source, e.target].includes(`case:${id}`) && [e.source, e.target].includes('case:IL-0420')), first), { timeout: 30_000 }).toBe(true);
});

test('an empty filter result offers the nearest cases by text, one click each', async () => {
  const page = await app.open('?rc=time-handling&comp=cloud-load-balancer');
  await expect(page.getByText('No case matches')).toBeVisible();
  const nearest = page.getByTestId('nearest-filter');
  await expect(nearest).toContainText('Cases that read closest');
  const first = nearest.locator('.case-link').first();
  const id = await first.getAttribute('data-case');
  await first.click();
  await expect(page).toHaveURL(new RegExp(`case=${id}`));
  await expect(page.getByTestId('case-panel')).toBeVisible();
});

test('a search with no hits offers the cases whose texts read like it', async () => {
  const page = await app.open();
  // The search matches whole words; similarity cuts the particle: 로드밸런서가 → 로드밸런서.
  await page.getByTestId('search').fill('로드밸런서가');
  await expect(page.locator('.search-empty')).toBeVisible();
  await expect(page.getByTestId('nearest-search').locator('.case-link').first()).toBeVisible();
});

test('under lang=ko the similar cases section is Korean', async () => {
  const page = await app.open('?lang=ko&case=IL-0034');
  const section = page.getByTestId('similar-section');
  await expect(section.getByRole('heading')).toHaveText(HANGUL);
  await expect(section.getByTestId('similar-item').first().getByTestId('similar-score')).toContainText('점수');
  await graphDrawn(page);
});
