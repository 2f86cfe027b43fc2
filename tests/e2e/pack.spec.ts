import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { CASES_DIR, readLibraryText } from '../../scripts/libraryFiles';
import { generateLibrary, syntheticId } from '../../scripts/synthetic';
import { graphDrawn, watchForErrors, openPage } from './helpers';
import { packRecords, serveJson, servePack } from './packHost';
import { buildIndex, loadLibrary } from '../../src/model/core';
import { relationsOf } from '../../src/model/relations';
import { syntheticRecords, THE_BIG_ONE } from './synthetic';
import { FIRST_BATCH_IN_USE_MAX } from '../../src/graph/labelSlices';

// Packing in Node and opening big libraries on a shared 2-core machine take a while.
test.setTimeout(240_000);

const HOST = 'https://libraries.example/';
const status = (page: Page) => page.locator('footer [data-testid=status]');

async function open(page: Page, query: string) {
  await openPage(page, `/?${query}`);
  await graphDrawn(page);
  await expect(status(page)).toHaveText(/\d/);
}

/** The case panel once its text (if it comes from a shard) is in. */
async function panelText(page: Page) {
  const panel = page.getByTestId('case-panel');
  await expect(panel).toBeVisible();
  await expect(panel.getByTestId('case-text-loading')).toHaveCount(0);
  await expect(panel.locator('.panel-section').first()).toBeVisible();
  // The long lists render a moment after the first screenful.
  await expect(panel.getByTestId('path-section')).toBeVisible();
  // Compared without the similar-cases section (worked out from the texts, which a pack keeps in
  // shards) and without the related cases' lesson lines (their texts are in their own shards,
  // read when those cases are opened): everything else must be the same.
  const similar = await panel.getByTestId('similar-section').innerText().catch(() => '');
  // Blank lines are dropped too: where the similar section stood, one library may leave one more.
  return (await panel.innerText()).replace(similar, '').split('\n').filter((line) => line.trim() && !line.startsWith('Lesson:')).join('\n');
}

/** The address of the text shard holding synthetic case `id` (SYN-n is the n-th case) in a pack at `base` of `shardSize`-case shards. */
const shardFileOf = (base: string, shardSize: number) => (id: string) => `${base}texts/${String(Math.floor((Number(id.replace(/\D/g, '')) - 1) / shardSize)).padStart(4, '0')}.json`;

/**
 * The 600-case pack of seed 3 in 100-case shards, with both indexes: three tests read it, and
 * packing it is about a second of the test runner's CPU, which the browser shares. Made once.
 */
let pack600: ReturnType<typeof packRecords> | null = null;
const the600Pack = () => (pack600 ??= packRecords(generateLibrary(600, 3), { shardSize: 100 }));

/** Selects a case as a user does: its id typed in the search, Enter. */
async function selectById(page: Page, id: string) {
  await page.getByTestId('search').fill(id);
  await expect(page.locator('#search-results [role=option]').first()).toContainText(id);
  await page.getByTestId('search').press('Enter');
  await expect(page.getByTestId('case-panel')).toContainText(id);
}

test('a packed library and the plain JSON of the same cases show the same status, panel, filter result and search', async ({ page }) => {
  const watch = watchForErrors(page);
  const records = generateLibrary(600, 3);
  const { files } = await the600Pack();
  await serveJson(page, `${HOST}plain.json`, records);
  await servePack(page, `${HOST}pack/`, files);
  const target = syntheticId(345);
  const seen: Record<string, { status: string; panel: string; filtered: string; suggestions: string }> = {};
  for (const [name, src] of [['plain', `${HOST}plain.json`], ['packed', `${HOST}pack/manifest.json`]] as const) {
    await open(page, `src=${src}`);
    const opened = await status(page).innerText();
    await selectById(page, target);
    const panel = await panelText(page);
    await page.keyboard.press('Escape');
    await page.getByTestId('facet-severity').locator('input[type=checkbox]').first().check();
    await expect(status(page)).toHaveText(/ of 600 cases/);
    const filtered = await status(page).innerText();
    // A word of the long texts: the packed library answers from its prebuilt index.
    await page.getByTestId('search').fill('rollback');
    // The answer to this query, complete: the list keeps the last query's hits (the case id typed
    // above) until it answers, and says so while the library's texts are still being indexed.
    const answer = page.locator('#search-results[data-answers="rollback"]');
    await expect(answer.locator('[role=option]').first()).toBeVisible();
    await expect(answer.getByTestId('search-incomplete')).toHaveCount(0);
    const suggestions = await answer.innerText();
    seen[name] = { status: opened, panel, filtered, suggestions };
  }
  expect(seen.packed).toEqual(seen.plain);
  expect(seen.plain!.panel.length).toBeGreaterThan(500);
  expect(seen.plain!.status).toMatch(/^600 cases/);
  expect(watch.errors).toEqual([]);
});

test('a packed 10,000-case library opens; a case is selected with its text, and a filter applies', async ({ page }) => {
  const watch = watchForErrors(page);
  const records = syntheticRecords(THE_BIG_ONE.count, THE_BIG_ONE.seed);
  // Without its similarity index: building it here is ~4 s of the test runner's CPU, taken from
  // the browser; a pack's similarity is read in the test of its own below, and over 3,000 cases in
  // tests/unit/similarity.packed.test.ts.
  const { files } = await packRecords(records, { search: false, similarity: false });
  await servePack(page, `${HOST}big/`, files);
  await open(page, `src=${HOST}big/manifest.json`);
  await expect(status(page)).toHaveText(/^10,000 cases/);
  const target = syntheticId(7_777);
  await selectById(page, target);
  await panelText(page);
  await expect(page).toHaveURL(new RegExp(`case=${target}`));
  await page.keyboard.press('Escape');
  // A filter that keeps thousands of cases drawn one by one: their names come from the label pass
  // in slices, never from a first batch of every name in one task after the click.
  await page.getByTestId('facet-domain').locator('input[type=checkbox]').first().check();
  await expect(status(page)).toHaveText(/^\d,\d{3} of 10,000 cases/);
  await expect.poll(() => page.evaluate(() => window.__incidentGraph!.counts().nodes)).toBeGreaterThan(FIRST_BATCH_IN_USE_MAX);
  await expect.poll(() => page.evaluate(() => window.__incidentGraph!.labels().filter((l) => l.id.startsWith('case:')).length)).toBeGreaterThan(20);
  const firstBatches = await page.evaluate(() => performance.getEntriesByName('ig:labels-first').map((m) => (m as PerformanceMark).detail as number));
  expect(firstBatches.length).toBeGreaterThan(0);
  expect(firstBatches.filter((n) => n > FIRST_BATCH_IN_USE_MAX)).toEqual([]);
  expect(watch.errors).toEqual([]);
});

test("the highlighted search suggestion's shard is read before the case is chosen, once, and its panel shows the texts; then the first related cases' shards are read ahead", async ({ page }) => {
  const watch = watchForErrors(page);
  const { files } = await the600Pack();
  await servePack(page, `${HOST}ahead/`, files);
  const shardReads: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/texts/')) shardReads.push(request.url());
  });
  await open(page, `src=${HOST}ahead/manifest.json`);
  expect(shardReads).toEqual([]);
  const target = syntheticId(345);
  await page.getByTestId('search').fill(target);
  await expect(page.locator('#search-results [role=option]').first()).toContainText(target);
  // Nothing is chosen yet, and the shard holding case 345 (cases 301–400) is already asked for.
  await expect.poll(() => shardReads).toEqual([`${HOST}ahead/texts/0003.json`]);
  await expect(page.getByTestId('case-panel')).toHaveCount(0);
  await page.getByTestId('search').press('Enter');
  await expect(page.getByTestId('case-panel')).toContainText(target);
  await panelText(page);
  // Then the shards of the first related cases the panel lists (read ahead: the reader's likely next click).
  const related = await page.getByTestId('related').locator('.case-link').evaluateAll((links) => links.map((l) => l.getAttribute('data-case') ?? ''));
  const shardFile = shardFileOf(`${HOST}ahead/`, 100);
  const expected = [...new Set([`${HOST}ahead/texts/0003.json`, ...related.slice(0, 5).map(shardFile)])].sort();
  expect(expected.length).toBeGreaterThan(1);
  await expect.poll(() => [...shardReads].sort()).toEqual(expected);
  // Opening one of them shows its text from the shard already read (its own panel then reads ahead in turn).
  const next = related.slice(0, 5).find((id) => shardFile(id) !== `${HOST}ahead/texts/0003.json`)!;
  await page.getByTestId('related').locator(`.case-link[data-case="${next}"]`).first().click();
  await expect(page.getByTestId('case-panel').locator('.case-id')).toHaveText(next);
  await panelText(page);
  expect(shardReads.filter((url) => url === shardFile(next))).toHaveLength(1);
  expect(watch.errors).toEqual([]);
});

test('a related case further down the list, in a shard nothing has read, has its shard read when pointed at or tabbed to, before any click', async ({ page }) => {
  const watch = watchForErrors(page);
  // Small shards, so the panel's own read-ahead (its first five related cases) leaves most unread.
  const records = generateLibrary(600, 3);
  const { files } = await packRecords(records, { shardSize: 20 });
  await servePack(page, `${HOST}point/`, files);
  const shardReads: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/texts/')) shardReads.push(request.url());
  });
  const shardFile = shardFileOf(`${HOST}point/`, 20);
  // The case with the most related cases, so that many are listed past the first five.
  const index = buildIndex(loadLibrary(records).cases);
  const busiest = index.cases.reduce((best, _, k) => (relationsOf(index, k).length > relationsOf(index, best).length ? k : best), 0);
  const target = index.cases[busiest]!.id;
  await open(page, `src=${HOST}point/manifest.json&case=${target}`);
  await panelText(page);
  const related = await page.getByTestId('related').locator('.case-link').evaluateAll((links) => links.map((l) => l.getAttribute('data-case') ?? ''));
  const readAhead = new Set([shardFile(target), ...related.slice(0, 5).map(shardFile)]);
  await expect.poll(() => new Set(shardReads)).toEqual(readAhead);
  const unread = related.slice(5).filter((id) => !readAhead.has(shardFile(id)));
  expect(unread.length).toBeGreaterThan(1);
  const [pointed, tabbed] = [unread[0]!, unread.find((id) => shardFile(id) !== shardFile(unread[0]!))!];
  await page.getByTestId('related').locator(`.case-link[data-case="${pointed}"]`).first().hover();
  await expect.poll(() => shardReads).toContain(shardFile(pointed));
  await page.getByTestId('related').locator(`.case-link[data-case="${tabbed}"]`).first().focus();
  await expect.poll(() => shardReads).toContain(shardFile(tabbed));
  // Nothing was opened; each shard was asked for once.
  await expect(page.getByTestId('case-panel').locator('.case-id')).toHaveText(target);
  expect(shardReads.length).toBe(new Set(shardReads).size);
  expect(watch.errors).toEqual([]);
});

test("while a pack's search is still read, an id or a title's words typed are found at once and the list says more may follow; then all is searched", async ({ page }) => {
  const watch = watchForErrors(page);
  const records = generateLibrary(600, 3);
  const { files } = await the600Pack();
  await servePack(page, `${HOST}slow/`, files);
  // The prebuilt search is held back until the test lets it through.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`${HOST}slow/search.json`, async (route) => {
    await held;
    await route.fulfill({ body: Buffer.from(files.get('search.json')!), contentType: 'application/json', headers: { 'access-control-allow-origin': '*' } });
  });
  await open(page, `src=${HOST}slow/manifest.json`);
  const search = page.getByTestId('search');
  const target = syntheticId(345);
  await search.fill(target);
  await expect(page.locator('#search-results [role=option]').first()).toContainText(target);
  await expect(page.getByTestId('search-incomplete')).toHaveText('Still indexing the library: more matches may follow');
  // Two words of a case's title: found at once from the titles, and more may still follow.
  const words = (records[344] as { title: { en: string } }).title.en.split(/\s+/).filter((w) => /^[A-Za-z]{6,}$/.test(w)).slice(0, 2).join(' ');
  await search.fill(words);
  await expect(page.locator('#search-results [role=option]').filter({ hasText: target }).first()).toBeVisible();
  await expect(page.getByTestId('search-incomplete')).toBeVisible();
  // Words found only in the long texts: not found yet, and not called "no matches" either.
  await search.fill('zzqxv');
  await expect(page.getByTestId('search-incomplete')).toBeVisible();
  await expect(page.locator('#search-results')).not.toContainText('No matches');
  release();
  await expect(page.getByTestId('search-incomplete')).toHaveCount(0);
  await expect(page.locator('#search-results')).toContainText('No matches');
  await search.fill(words);
  await expect(page.locator('#search-results [role=option]').filter({ hasText: target }).first()).toBeVisible();
  expect(watch.errors).toEqual([]);
});

test('a 2,000-case plain library opens; a case is selected and a filter applies', async ({ page }) => {
  const watch = watchForErrors(page);
  await serveJson(page, `${HOST}two.json`, generateLibrary(2_000, 13));
  await open(page, `src=${HOST}two.json`);
  await expect(status(page)).toHaveText(/^2,000 cases/);
  const target = syntheticId(1_234);
  await selectById(page, target);
  await panelText(page);
  await page.keyboard.press('Escape');
  await page.getByTestId('facet-component').locator('input[type=checkbox]').last().check();
  await expect(status(page)).toHaveText(/^\d{1,4} of 2,000 cases/);
  expect(watch.errors).toEqual([]);
});

test('a pack with a missing, a truncated and a foreign shard opens; each affected case names its shard, the others show their text', async ({ page }) => {
  const watch = watchForErrors(page);
  const records = generateLibrary(500, 5);
  const { manifest, files } = await packRecords(records, { shardSize: 100, search: false });
  const other = await packRecords(generateLibrary(500, 6), { shardSize: 100, search: false });
  const [s1, s2, s3] = [manifest.shards[1]!, manifest.shards[2]!, manifest.shards[3]!];
  const idAt = (i: number) => (records[i] as { id: string }).id;
  await servePack(page, `${HOST}broken/`, files, {
    [s1.path]: null,
    [s2.path]: files.get(s2.path)!.slice(0, 1_000),
    [s3.path]: other.files.get(s3.path)!,
  });
  await open(page, `src=${HOST}broken/manifest.json`);
  for (const shard of [s1, s2, s3]) {
    const first = idAt(shard.first);
    const last = idAt(shard.first + shard.count - 1);
    for (const id of [idAt(shard.first + 7), idAt(shard.first + 8)]) {
      await selectById(page, id);
      const note = page.getByTestId('case-text-failed');
      await expect(note).toContainText(shard.path);
      await expect(note).toContainText(`${first} to ${last}`);
      // Its id, title and tags are still there, and no other case's text is.
      await expect(page.getByTestId('case-panel').locator('.case-id')).toHaveText(id);
      await expect(page.getByTestId('case-panel').getByText('Summary', { exact: true })).toHaveCount(0);
    }
  }
  await expect(page.getByTestId('case-text-failed')).toContainText('does not match the pack’s manifest');
  // An intact shard's case shows its text.
  await selectById(page, idAt(450));
  await panelText(page);
  await expect(page.getByTestId('case-text-failed')).toHaveCount(0);
  // The problems dialog lists each failed shard once, however many of its cases were opened.
  await page.getByTestId('problems-button').click();
  const dialog = page.getByTestId('problems');
  for (const shard of [s1, s2, s3]) await expect(dialog.locator('tbody tr', { hasText: shard.path })).toHaveCount(1);
  await expect(dialog).toContainText('is missing');
  await expect(dialog).toContainText('is truncated');
  expect(watch.errors).toEqual([]);
});

/** Export → JSON of the shown cases, as a user saves it: the parsed file and the note said after it. */
async function exportJson(page: Page) {
  await page.getByTestId('export-menu').locator('summary').click();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-json').click()]);
  const saved = JSON.parse(readFileSync(await download.path(), 'utf8')) as Record<string, unknown>[];
  return { saved, note: (await page.getByTestId('export-feedback').innerText()).trim() };
}

test("a packed library's JSON export holds its cases' texts, as the plain library's does; a shard that cannot be read leaves its cases without theirs, and the note says which and how many", async ({ page }) => {
  const watch = watchForErrors(page);
  const records = generateLibrary(500, 7);
  const { manifest, files } = await packRecords(records, { shardSize: 100, search: false, similarity: false });
  await serveJson(page, `${HOST}plain-export.json`, records);
  await servePack(page, `${HOST}export/`, files);
  const exported: Record<string, Record<string, unknown>[]> = {};
  for (const [name, src] of [['plain', `${HOST}plain-export.json`], ['packed', `${HOST}export/manifest.json`]] as const) {
    await open(page, `src=${src}`);
    await page.getByTestId('facet-severity').locator('input[type=checkbox]').first().check();
    await expect(status(page)).toHaveText(/ of 500 cases/);
    const { saved, note } = await exportJson(page);
    expect(note).toMatch(/^Saved incident-graph-.*\.json$/);
    exported[name] = saved;
  }
  // Cases from every shard, each record whole: the pack's export is the plain library's, field for field.
  expect(exported.packed!.length).toBeGreaterThan(50);
  expect(new Set(exported.packed!.map((c) => Math.floor((Number(String(c.id).replace(/\D/g, '')) - 1) / 100))).size).toBe(5);
  expect(exported.packed!.every((c) => typeof c.summary === 'object' && c.summary !== null)).toBe(true);
  expect(exported.packed).toEqual(exported.plain);

  // The same pack with four of its five shards gone: the export still saves every shown case.
  const lost = manifest.shards.slice(1);
  await servePack(page, `${HOST}export-lost/`, files, Object.fromEntries(lost.map((shard) => [shard.path, null])));
  await open(page, `src=${HOST}export-lost/manifest.json`);
  const { saved, note } = await exportJson(page);
  const inLost = (c: Record<string, unknown>) => Math.floor((Number(String(c.id).replace(/\D/g, '')) - 1) / 100) >= 1;
  expect(saved).toHaveLength(500);
  expect(saved.filter(inLost).every((c) => c.summary === null)).toBe(true);
  expect(saved.filter((c) => !inLost(c)).every((c) => c.summary !== null)).toBe(true);
  // The note counts the cases, names the first files and counts the rest; the problems list has every one.
  expect(note).toContain(`400 cases are saved without their texts: their pack files could not be read (${lost.slice(0, 3).map((s) => s.path).join(', ')}, 1 more file)`);
  await page.getByTestId('problems-button').click();
  for (const shard of lost) await expect(page.getByTestId('problems').locator('tbody tr', { hasText: shard.path })).toHaveCount(1);
  expect(watch.errors).toEqual([]);
});

test("a packed export tells how many files it has read and can be stopped: nothing is saved, and the next export saves whole records", async ({ page }) => {
  const watch = watchForErrors(page);
  const records = generateLibrary(600, 8);
  const { files } = await packRecords(records, { shardSize: 100, search: false, similarity: false });
  // Shards come as from a distant host: while `holding`, the first comes after a moment (the
  // export tells its progress a few times a second at most, src/worker/session.ts) and every
  // other waits until the test lets it go, so the export has read one file and is still reading
  // when Stop is pressed.
  let holding = false;
  let passed = 0;
  const held: (() => void)[] = [];
  const release = () => {
    holding = false;
    for (const go of held.splice(0)) go();
  };
  const hold = () => {
    holding = true;
    passed = 0;
  };
  const answered: Promise<void>[] = [];
  await page.route(`${HOST}slow/**`, async (route) => {
    const path = route.request().url().slice(`${HOST}slow/`.length);
    if (holding && path.startsWith('texts/')) await new Promise<void>((go) => (passed++ === 0 ? setTimeout(go, 400) : held.push(go)));
    const body = files.get(path);
    const answer = body ? route.fulfill({ body: Buffer.from(body), contentType: 'application/json', headers: { 'access-control-allow-origin': '*' } }) : route.fulfill({ status: 404 });
    answered.push(answer.catch(() => {}));
    return answer;
  });
  /**
   * Lets the held shards go and waits until the page has had them and time to act on them: an
   * export that Stop had not really stopped would save its file now.
   */
  const releaseAndSettle = async () => {
    release();
    await Promise.all(answered.splice(0));
    await page.waitForTimeout(500);
  };
  await open(page, `src=${HOST}slow/manifest.json`);
  const downloads: string[] = [];
  page.on('download', (d) => downloads.push(d.suggestedFilename()));
  hold();
  await page.getByTestId('export-menu').locator('summary').click();
  await page.getByTestId('export-json').click();
  const note = page.getByTestId('export-feedback');
  await expect(note).toContainText(/Reading the cases’ texts from the pack: [1-5] of 6 files/);
  await expect(page.getByTestId('export-json')).toBeDisabled();
  // The menu has closed so the note covers nothing; the keyboard's focus is on Stop, and Enter stops it.
  await expect(page.getByTestId('export-json')).toBeHidden();
  await expect(page.getByTestId('export-cancel')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(note).toHaveText('Export stopped; nothing was saved');
  await expect(page.getByTestId('export-cancel')).toHaveCount(0);
  await expect(page.getByTestId('export-menu').locator('summary')).toBeFocused();
  await releaseAndSettle();
  expect(downloads).toEqual([]);
  // Exported again, at full speed: the whole library, every record with its texts.
  const { saved } = await exportJson(page);
  expect(saved).toHaveLength(600);
  expect(saved.every((c) => c.summary !== null)).toBe(true);

  // On a phone Export is folded into "More tools". Closed while the export reads, that menu
  // would hide the note and Stop with it: both show under its button instead, next in Tab order.
  hold();
  await page.setViewportSize({ width: 390, height: 844 });
  const more = page.getByTestId('more-tools');
  const moreButton = page.getByRole('button', { name: 'More tools' });
  await moreButton.click();
  await more.getByTestId('export-menu').locator('summary').click();
  await page.getByTestId('export-json').click();
  await expect(note).toContainText(/Reading the cases’ texts from the pack: [1-5] of 6 files/);
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('export-json')).toBeHidden();
  await expect(moreButton).toBeFocused();
  const shown = page.getByTestId('more-tools-notes').getByTestId('export-feedback');
  await expect(shown).toBeVisible();
  await expect(shown).toContainText(/of 6 files/);
  await page.keyboard.press('Tab');
  await expect(page.getByTestId('export-cancel')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(shown).toHaveText('Export stopped; nothing was saved');
  await expect(shown).toBeVisible();
  await expect(moreButton).toBeFocused();
  await releaseAndSettle();
  expect(downloads).toHaveLength(1);
  expect(watch.errors).toEqual([]);
});

test('under lang=ko the pack notes are Korean', async ({ page }) => {
  const records = generateLibrary(200, 5);
  const { manifest, files } = await packRecords(records, { shardSize: 100, search: false });
  await servePack(page, `${HOST}ko/`, files, { [manifest.shards[1]!.path]: null });
  await open(page, `lang=ko&src=${HOST}ko/manifest.json&case=${syntheticId(150)}`);
  await expect(page.getByTestId('case-text-failed')).toHaveText(/[\uac00-\ud7a3]/);
  await expect(page.getByTestId('case-text-failed')).toContainText(manifest.shards[1]!.path);
  // So is the export's note about the cases saved without their texts.
  await page.keyboard.press('Escape');
  const { note } = await exportJson(page);
  expect(note).toMatch(/^[^A-Za-z]*incident-graph-[^ ]*\.json[^A-Za-z]*texts\/0001\.json\)$/);
  expect(note).toContain('사례 100건은 팩 파일을 읽지 못해 본문 없이 저장했습니다');
});

test('a manifest naming a file outside its own directory is refused with a clear message', async ({ page }) => {
  const { manifest, files } = await packRecords(generateLibrary(50, 2), { search: false });
  const evil = { ...manifest, index: { ...manifest.index, path: '../elsewhere/index.json' } };
  await servePack(page, `${HOST}evil/`, new Map([...files, ['manifest.json', new TextEncoder().encode(JSON.stringify(evil))]]));
  await openPage(page, `/?src=${HOST}evil/manifest.json`);
  await expect(page.getByTestId('load-error')).toContainText('This packed library could not be opened: its file ../elsewhere/index.json lies outside the pack’s own directory.');
});

test("a packed library's case shows the plain library's similar cases, from the full texts (the pack's similarity index)", async ({ page }) => {
  test.setTimeout(600_000);
  const watch = watchForErrors(page);
  const records = JSON.parse(readLibraryText(CASES_DIR).text) as unknown[];
  const { files } = await packRecords(records, { shardSize: 50 });
  await serveJson(page, `${HOST}bundled.json`, records);
  await servePack(page, `${HOST}bundled-pack/`, files);
  const similarityReads: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/similarity.bin')) similarityReads.push(request.url());
  });
  const seen: Record<string, string[]> = {};
  for (const [name, src] of [['plain', `${HOST}bundled.json`], ['packed', `${HOST}bundled-pack/manifest.json`]] as const) {
    // The panel, not the map, is what is compared: the library is open once the status counts it.
    await openPage(page, `/?src=${src}`);
    await expect(status(page)).toHaveText(/^\d+ cases/, { timeout: 240_000 });
    await selectById(page, 'IL-0034');
    await panelText(page);
    const items = page.getByTestId('similar-section').getByTestId('similar-item');
    await expect(items.first()).toBeVisible({ timeout: 120_000 });
    // Each match: its case and its score, in order.
    seen[name] = await items.evaluateAll((li) => li.map((el) => `${el.getAttribute('data-case')} ${el.querySelector('[data-testid=similar-score]')?.textContent ?? ''}`));
  }
  expect(seen.plain!.length).toBeGreaterThan(2);
  expect(seen.packed).toEqual(seen.plain);
  // The pack's similarity came from its index (read once), not from its titles.
  expect(similarityReads).toEqual([`${HOST}bundled-pack/similarity.bin`]);
  expect(watch.errors).toEqual([]);
});
