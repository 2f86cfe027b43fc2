import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { openApp, watchForErrors } from './helpers';

// The rest of the suite runs under reduced motion (playwright.config.ts): these tests check the
// moves themselves. With motion on, a new selection's focus picture and the camera glide, and a
// selection made during a glide still ends on its own picture; under reduced motion the same
// steps land at once and are never seen moving.

/** Records, every frame from now on, whether the focus picture or the map's camera is moving. */
async function watchMoves(page: Page) {
  await page.evaluate(() => {
    const seen = { focus: false, camera: false };
    (window as unknown as { __moves: typeof seen }).__moves = seen;
    const tick = () => {
      if (window.__incidentGraph?.focusState().moving) seen.focus = true;
      if (window.__incidentCamera?.moving()) seen.camera = true;
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
}

const moves = (page: Page) => page.evaluate(() => ({ ...(window as unknown as { __moves: { focus: boolean; camera: boolean } }).__moves }));

/** The focus picture's nodes (not its edges) and where they are on screen, to the pixel. */
const focusPicture = (page: Page) =>
  page.evaluate(() => {
    const g = window.__incidentGraph!;
    return g.focused().flatMap((id) => {
      const p = g.nodePosition(id);
      return p ? [`${id}@${Math.round(p.x)},${Math.round(p.y)}`] : [];
    });
  });

async function settled(page: Page) {
  await expect
    .poll(() => page.evaluate(() => !window.__incidentGraph!.focusState().moving && !window.__incidentCamera!.moving()), { timeout: 30_000 })
    .toBe(true);
}

/** Waits until the open case's similar cases are listed and the pictures they join have stopped moving. */
async function similarIn(page: Page) {
  await expect(page.getByTestId('similar-cases').getByTestId('similar-item').first()).toBeVisible();
  await settled(page);
}

/** Opens IL-0034, then its related case IL-0202 from the panel, then IL-0034 again at once, during the glide. */
async function selectThroughGlide(page: Page) {
  await openApp(page, '?case=IL-0034');
  await settled(page);
  await watchMoves(page);
  await page.getByTestId('related').locator('.case-link[data-case="IL-0202"]').first().click();
  await expect.poll(() => page.evaluate(() => window.__incidentGraph!.focused()[0])).toBe('case:IL-0202');
  // The picture is whole once the cases that read alike are in (they join it when they come).
  await similarIn(page);
  const afterOne = await moves(page);
  const picture = await focusPicture(page);
  // Back to IL-0034 and, before its picture has finished moving, Forward to IL-0202 again.
  await page.goBack();
  await page.goForward();
  await expect.poll(() => page.evaluate(() => window.__incidentGraph!.focused()[0])).toBe('case:IL-0202');
  await similarIn(page);
  // The same picture as when IL-0202 was reached without interruption: no node left where the glide was.
  expect(await focusPicture(page)).toEqual(picture);

  // The camera: Escape gives the map back, and Zoom in moves it.
  await page.keyboard.press('Escape');
  await expect.poll(() => page.evaluate(() => window.__incidentGraph!.focusState().open)).toBe(false);
  await settled(page);
  const zoom = await page.evaluate(() => window.__incidentGraph!.viewport().zoom);
  await page.getByRole('button', { name: 'Zoom in' }).click();
  await settled(page);
  expect(await page.evaluate(() => window.__incidentGraph!.viewport().zoom)).toBeCloseTo(zoom * 1.4, 3);
  return { afterOne, afterAll: await moves(page) };
}

test.describe('with motion', () => {
  test.use({ reducedMotion: 'no-preference' });

  test('a new selection and the camera glide, and a selection made during a glide ends on its own picture', async ({ page }) => {
    const errors = watchForErrors(page);
    const seen = await selectThroughGlide(page);
    expect(seen.afterOne.focus, 'the focus picture moved to IL-0202').toBe(true);
    expect(seen.afterAll.camera, 'the camera glided to the new zoom').toBe(true);
    expect(errors.errors).toEqual([]);
  });
});

test.describe('under reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('the same steps land at once: nothing is ever seen moving', async ({ page }) => {
    const errors = watchForErrors(page);
    const seen = await selectThroughGlide(page);
    expect(seen.afterAll).toEqual({ focus: false, camera: false });
    expect(errors.errors).toEqual([]);
  });
});
