import { axeOf } from './axe';
import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { graphDrawn, openApp, openHeaderControl, sharedPage, statusLine, watchForErrors, openPage, keepScreenshot } from './helpers';

const fixtureText = readFileSync(join(import.meta.dirname, '..', 'fixtures', 'bad-library.json'), 'utf8');
const HANGUL = /[\uac00-\ud7a3]/;

const twoCases = [
  { id: 'X-1', org: 'Example', date: '2020-01-01', title: { en: 'First external case' }, components: ['ingress-controller'], root_cause: 'config-change', sources: [] },
  { id: 'X-2', org: 'Example', date: '2021-01-01', title: { en: 'Second external case' }, components: ['ingress-controller'], root_cause: 'config-change', sources: [] },
];

/** Serves `body` at a libraries.example address (CORS allowed) and returns the address. */
async function serve(page: Page, name: string, body: string) {
  const url = `https://libraries.example/${name}`;
  await page.route(url, (route) => route.fulfill({ body, contentType: 'application/json', headers: { 'access-control-allow-origin': '*' } }));
  return url;
}

async function expectNoSeriousViolations(page: Page, state: string) {
  const results = await axeOf(page).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')})`), state).toEqual([]);
}

const activeId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');

test.describe('odd files never hang', () => {
  test('a library with a 5,000-deep extra field opens with its valid cases and says what was dropped', async ({ page }) => {
    const watch = watchForErrors(page);
    const deep = `${'{"next":'.repeat(5000)}1${'}'.repeat(5000)}`;
    const text = `[${JSON.stringify(twoCases[0]).replace(/}$/, `,"extra":${deep}}`)},${JSON.stringify(twoCases[1])}]`;
    await openPage(page, `/?src=${await serve(page, 'deep.json', text)}`);
    await graphDrawn(page);
    await expect(statusLine(page)).toHaveText(/^2 cases · /);
    await page.getByTestId('problems-button').click();
    await expect(page.getByTestId('problems')).toContainText(/#1X-1extra\.next[.next]*.*nested too deeply; dropped/);
    expect(watch.errors).toEqual([]);
  });

  test('a worker that fails shows an error with Try again, which then opens the library', async ({ freshPage: page }) => {
    // The worker's script is replaced by one that throws as it starts: the worker dies before answering.
    await page.route(/library\.worker-[\w-]+\.js$/, (route) => route.fulfill({ body: 'throw new Error("injected worker failure");', contentType: 'text/javascript' }));
    await openPage(page, '/');
    const error = page.getByTestId('load-error');
    await expect(error).toBeVisible();
    await expect(error.getByRole('heading')).toHaveText('The part of the app that reads libraries stopped');
    await expect(page.getByTestId('status')).toHaveCount(0);
    await page.unrouteAll();
    await error.getByRole('button', { name: 'Try again' }).click();
    await graphDrawn(page);
    await expect(statusLine(page)).toHaveText(/^\d{2,} cases · /);
  });
});

test.describe('an unreadable file is a full-page error', () => {
  for (const lang of ['en', 'ko'] as const) {
    test(`${lang}: a truncated file says it is cut off, where, and what to do`, async ({ page }) => {
      const watch = watchForErrors(page);
      await openPage(page, `/?lang=${lang}&src=${await serve(page, 'cut.json', fixtureText.slice(0, 800))}`);
      const error = page.getByTestId('load-error');
      await expect(error).toBeVisible();
      await expect(page.getByTestId('problems-button')).toHaveCount(0);
      await expect(page.getByTestId('graph')).toHaveCount(0);
      if (lang === 'en') {
        await expect(error.getByRole('heading')).toHaveText('This file is not a library the explorer can read');
        await expect(page.getByTestId('error-what')).toHaveText(/^The text is not valid JSON: the text ends too early: .*\(the file may be cut off\)\.$/);
        await expect(page.getByTestId('error-where')).toHaveText(/^line \d+, column \d+$/);
        await expect(page.getByTestId('error-todo')).toContainText('cut off');
      } else {
        await expect(error.getByRole('heading')).toHaveText(HANGUL);
        await expect(page.getByTestId('error-where')).toHaveText(/^\d+행 \d+열$/);
        for (const id of ['error-what', 'error-todo']) await expect(page.getByTestId(id)).toHaveText(HANGUL);
      }
      await expect(error.getByTestId('retry')).toBeVisible();
      await expect(error.getByTestId('open-another')).toBeVisible();
      expect(watch.errors).toEqual([]);
    });

    test(`${lang}: invalid JSON names line and column, and another library can be opened from the page`, async ({ page }) => {
      await openPage(page, `/?lang=${lang}&src=${await serve(page, 'bad.json', '[\n  {"id": "A",, "org": "x"}\n]')}`);
      await expect(page.getByTestId('error-where')).toHaveText(lang === 'en' ? 'line 2, column 14' : '2행 14열');
      await expect(page.getByTestId('error-todo')).toHaveText(lang === 'en' ? /Correct the JSON at that place/ : HANGUL);
      await expectNoSeriousViolations(page, `${lang} error page`);
      await page.getByTestId('error-file-input').setInputFiles({ name: 'good.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(twoCases)) });
      await graphDrawn(page);
      await expect(statusLine(page)).toHaveText(lang === 'en' ? /^2 cases/ : /^사례 2건/);
    });
  }
});

test.describe('no silent trap when sharing', () => {
  for (const lang of ['en', 'ko'] as const) {
    test(`${lang}: Copy link after a local file says it cannot travel and offers what can`, async ({ page }) => {
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
      await openApp(page, `?lang=${lang}`);
      await page.evaluate(() => navigator.clipboard.writeText('untouched'));
      await page.getByTestId('file-input').setInputFiles({ name: 'mine.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(twoCases)) });
      await graphDrawn(page, 2);
      await page.getByTestId('copy-link').click();
      const warning = page.getByTestId('share-warning');
      await expect(warning).toBeVisible();
      await expect(warning).toContainText('mine.json');
      await expect(warning).toContainText('?src=');
      if (lang === 'ko') await expect(warning.getByRole('heading')).toHaveText(HANGUL);
      else await expect(warning.getByRole('heading')).toHaveText('A local file cannot travel in a link');
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('untouched');
      await expectNoSeriousViolations(page, `${lang} share warning`);
      const download = page.waitForEvent('download');
      await warning.getByTestId('share-export').click();
      expect(JSON.parse(readFileSync(await (await download).path(), 'utf8')).map((c: { id: string }) => c.id)).toEqual(['X-1', 'X-2']);
      await expect(warning).toBeHidden();
      await expect(page.getByTestId('copy-link')).toBeFocused();
      // Escape closes it too.
      await page.getByTestId('copy-link').click();
      await expect(warning).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(warning).toBeHidden();
    });
  }

  test('picking a search result leaves no search text in the link, unless the search filters the graph', async ({ page }) => {
    await openApp(page);
    await page.getByTestId('search').fill('IL-0034');
    await page.getByTestId('search').press('Enter');
    await expect(page).toHaveURL(/[?&]case=IL-0034(&|$)/);
    expect(new URL(page.url()).searchParams.has('q')).toBe(false);
    await expect(page.getByTestId('search')).toHaveValue('');
    await openPage(page, '/?qf=1');
    await graphDrawn(page);
    await page.getByTestId('search').fill('IL-0034');
    await page.getByTestId('search').press('Enter');
    await expect(page).toHaveURL(/[?&]case=IL-0034(&|$)/);
    expect(new URL(page.url()).searchParams.get('q')).toBe('IL-0034');
  });

  test('a library opened again is framed whole, whatever the old viewport', async ({ page }) => {
    await openApp(page);
    const box = (await page.getByTestId('graph').boundingBox())!;
    const inBox = (id: string) => page.evaluate(([n, b]) => {
      const p = window.__incidentGraph!.nodePosition(n);
      return !!p && p.x > b.x && p.x < b.x + b.width && p.y > b.y && p.y < b.y + b.height;
    }, [id, box] as const);
    /** Drags the graph far towards the top left, as a reader may leave it. */
    const panAway = async () => {
      // A drag while the camera still frames a newly opened library is partly undone by it
      // (once, 840 of the 1,260 px dragged remained): start when it rests, with room to spare.
      await expect.poll(() => page.evaluate(() => window.__incidentCamera?.moving() ?? false)).toBe(false);
      const start = await page.evaluate(() => window.__incidentGraph!.viewport().pan);
      for (let i = 0; i < 4; i++) {
        // A drag pans only from the background, not from a node.
        const from = await page.evaluate((b) => {
          for (let fy = 0.5; fy < 0.95; fy += 0.05) for (let fx = 0.45; fx < 0.95; fx += 0.05) {
            const p = { x: b.x + b.width * fx, y: b.y + b.height * fy };
            if (window.__incidentGraph!.nodesAt(p.x, p.y).length === 0 && document.elementFromPoint(p.x, p.y)?.tagName === 'CANVAS') return p;
          }
          return null;
        }, box);
        expect(from).not.toBeNull();
        await page.mouse.move(from!.x, from!.y);
        await page.mouse.down();
        await page.mouse.move(from!.x - 420, from!.y - 320, { steps: 6 });
        await page.mouse.up();
      }
      const moved = await page.evaluate(() => window.__incidentGraph!.viewport().pan);
      expect(start.x - moved.x).toBeGreaterThan(box.width);
    };
    const hubs = ['component:ingress-controller', 'cause:config-change'];
    await panAway();
    await page.getByText('Open library…').click();
    await page.getByRole('button', { name: 'Open from URL' }).click();
    await page.getByPlaceholder('https://…/library.json').fill(await serve(page, 'two.json', JSON.stringify(twoCases)));
    await page.getByRole('button', { name: 'Open', exact: true }).click();
    await graphDrawn(page, 2);
    await expect(statusLine(page)).toHaveText(/^2 cases/);
    for (const id of ['case:X-1', 'case:X-2', ...hubs]) await expect.poll(() => inBox(id), id).toBe(true);
    // Back to the bundled library, already loaded once: the graph is not rebuilt, only refilled.
    await panAway();
    for (const id of hubs) expect(await inBox(id), id).toBe(false);
    await page.getByText('Open library…').click();
    await page.getByTestId('open-bundled').click();
    await expect(statusLine(page)).toHaveText(/^\d{2,} cases/);
    for (const id of [...hubs, 'case:IL-0034', 'cause:deploy-rollout']) await expect.poll(() => inBox(id), id).toBe(true);
  });
});

test.describe('a keyboard path to everything', () => {
  for (const lang of ['en', 'ko'] as const) {
    test(`${lang}: search → result → panel → related case → graph node by arrow keys → Escape, by keyboard alone`, async ({ page }) => {
      const watch = watchForErrors(page);
      await openApp(page, `?lang=${lang}`);
      await page.keyboard.press('Tab');
      await expect(page.locator('.skip-link').first()).toBeFocused();
      await expect(page.locator('.skip-link').first()).toHaveText(lang === 'en' ? 'Skip to graph' : HANGUL);
      await page.keyboard.press('/');
      await expect(page.getByTestId('search')).toBeFocused();
      await page.keyboard.type('IL-0034');
      await page.keyboard.press('Enter');
      await expect(page.locator('#panel-title')).toBeFocused();
      await expect(page.getByTestId('announcer')).toContainText('IL-0034');
      // Tab on to the first related case and follow it.
      for (let i = 0; i < 60 && !(await page.evaluate(() => !!document.activeElement?.closest('[data-testid="related"] .case-link'))); i++) await page.keyboard.press('Tab');
      const related = await page.evaluate(() => document.activeElement?.closest('[data-testid="related"]') ? document.activeElement.textContent : null);
      expect(related).not.toBeNull();
      await page.keyboard.press('Enter');
      await expect(page.getByTestId('announcer')).not.toContainText('IL-0034');
      await expect(page.locator('#panel-title')).toBeFocused();
      // The skip link to the graph, then arrow keys move a visible ring from node to node.
      await page.keyboard.press('Shift+Tab');
      for (let i = 0; i < 80 && (await activeId(page)) !== 'graph-widget'; i++) await page.keyboard.press('Shift+Tab');
      expect(await activeId(page)).toBe('graph-widget');
      await expect(page.getByTestId('graph-focus-ring')).toBeVisible();
      const first = await page.getByTestId('graph-focused').textContent();
      const seen = new Set([first]);
      for (const key of ['ArrowRight', 'ArrowDown', 'ArrowLeft', 'ArrowUp', 'ArrowRight']) {
        await page.keyboard.press(key);
        seen.add(await page.getByTestId('graph-focused').textContent());
      }
      expect(seen.size).toBeGreaterThan(1);
      if (lang === 'ko') expect(first).toMatch(HANGUL);
      // The related case is open, so the keys moved over the focus view's picture: the ring is
      // round one of its nodes, not round a node of the map under the veil.
      expect(await page.evaluate(() => window.__incidentGraph!.focusState().open)).toBe(true);
      const ringBox = (await page.getByTestId('graph-focus-ring').boundingBox())!;
      const ringCentre = { x: ringBox.x + ringBox.width / 2, y: ringBox.y + ringBox.height / 2 };
      expect(await page.evaluate(({ x, y }) => window.__incidentGraph!.nodesAt(x, y), ringCentre)).not.toEqual([]);
      await keepScreenshot(page, `keyboard-focus-${lang}.png`);
      await expectNoSeriousViolations(page, `${lang} graph focused`);
      const focusedName = (await page.getByTestId('graph-focused').textContent()) ?? '';
      await page.keyboard.press('Enter');
      await expect(page.locator('#panel-title')).toBeFocused();
      const announced = (await page.getByTestId('announcer').textContent()) ?? '';
      expect(announced.length).toBeGreaterThan(0);
      // Escape closes the panel and focus goes back to the graph it came from, not to <body>.
      await page.keyboard.press('Escape');
      await expect(page.getByTestId('case-panel').or(page.getByTestId('hub-panel'))).toHaveCount(0);
      expect(await activeId(page)).toBe('graph-widget');
      // Escape in the graph leaves it for where the reader came from.
      await page.keyboard.press('Escape');
      expect(await page.evaluate(() => document.activeElement !== document.body && document.activeElement?.id !== 'graph-widget')).toBe(true);
      expect(focusedName).not.toBe('');
      expect(watch.errors).toEqual([]);
    });
  }

  test("Enter on the open case's own node in the graph takes the reader to its panel", async ({ page }) => {
    await openApp(page, '?case=IL-0034');
    // The skip link to the graph: the ring starts on the open case.
    await page.keyboard.press('Tab');
    await expect(page.locator('.skip-link').first()).toBeFocused();
    await page.keyboard.press('Enter');
    expect(await activeId(page)).toBe('graph-widget');
    await expect(page.getByTestId('graph-focused')).toContainText('IL-0034');
    await page.keyboard.press('Enter');
    await expect(page.locator('#panel-title')).toBeFocused();
    await expect(page.getByTestId('case-panel')).toContainText('IL-0034');
  });

  test('?, / and Escape work while a select has focus', async ({ page }) => {
    await openApp(page, '?case=IL-0034');
    await (await openHeaderControl(page, 'rule')).focus();
    await page.keyboard.press('?');
    await expect(page.getByTestId('shortcuts')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('shortcuts')).toBeHidden();
    await (await openHeaderControl(page, 'lang')).focus();
    // Where the language sits in the "More tools" menu, the first Escape closes that menu.
    if ((await page.getByTestId('more-tools').getByTestId('lang').count()) > 0) {
      await page.keyboard.press('Escape');
      await expect(page.getByTestId('more-tools').locator(':scope > summary')).toBeFocused();
    }
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('case-panel')).toHaveCount(0);
    await (await openHeaderControl(page, 'lang')).focus();
    await page.keyboard.press('/');
    await expect(page.getByTestId('search')).toBeFocused();
  });
});

/** Menus and the Korean panel read one page (sharedPage), each view shown by in-app navigation. */
test.describe('menus and the Korean panel', () => {
  const app = sharedPage();

  for (const [menu, summary] of [['open', 'Open library…'], ['export', 'Export']] as const) {
    test(`the ${menu} menu closes on Escape (keeping the selection) and on a click outside`, async () => {
      const page = await app.open('?case=IL-0034');
      // The More tools menu shares the open menu's class (and holds Export at some widths): its own details, not the one around it.
      const details = page.locator(menu === 'open' ? 'details.open-menu:not(.toolbar-more)' : 'details.export-menu');
      const toggle = details.locator(':scope > summary');
      await expect(toggle).toHaveText(summary);
      await toggle.click();
      await expect(details).toHaveAttribute('open', '');
      await page.keyboard.press('Escape');
      await expect(details).not.toHaveAttribute('open', '');
      await expect(toggle).toBeFocused();
      await expect(page.getByTestId('case-panel')).toBeVisible();
      await toggle.click();
      await expect(details).toHaveAttribute('open', '');
      await statusLine(page).click();
      await expect(details).not.toHaveAttribute('open', '');
    });
  }

  test('under lang=ko a case panel has no English-only UI words', async () => {
    // IL-0034: impact users and region "unknown", a source of kind "talk", English impact scope.
    const page = await app.open('?lang=ko&case=IL-0034');
    const panel = page.getByTestId('case-panel');
    await expect(panel).toBeVisible();
    await expect(panel.locator('.sources')).toBeVisible();
    const uiText = await panel.evaluate((el) => {
      const copy = el.cloneNode(true) as HTMLElement;
      // The library's own English text is marked lang="en"; ids, organisations and links are data.
      copy.querySelectorAll('[lang="en"], a, .case-id, code').forEach((n) => n.remove());
      return copy.textContent ?? '';
    });
    expect(uiText).not.toMatch(/\b(unknown|global|talk|postmortem|blog|news|report|regulator|status page|critical|major|minor|severity|impact|sources?)\b/i);
    // English impact text is shown with the "English" marker.
    await expect(panel.locator('.en-marker').first()).toBeVisible();
    await expect(panel.locator('dd').filter({ hasText: '알 수 없음' }).first()).toBeVisible();
    await expect(panel.locator('.sources')).toContainText('발표');
  });
});
