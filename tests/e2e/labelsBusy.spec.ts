import { expect } from '@playwright/test';
import { test } from './fixtures';
import { graphDrawn, watchForErrors, openPage } from './helpers';

/**
 * Issue 29, labels keep up on a busy machine: the label pass runs in bounded slices scheduled
 * with the frames, never in idle time. Here the page's main thread is kept busy from before the
 * app starts by a script that runs 40 ms of work in every task it queues, one after another, so
 * the page never has an idle period (a probe checks that no idle callback ever ran); the map's
 * labels must still be placed, the names of its hubs and patterns among them.
 */
test.describe.configure({ timeout: 180_000 });

test('labels are placed while the page never has an idle period', async ({ freshPage: page }) => {
  const watch = watchForErrors(page);
  await page.addInitScript(() => {
    const w = window as unknown as { __idleRan: boolean; __busyTasks: number; __stopBusy: boolean };
    w.__idleRan = false;
    w.__busyTasks = 0;
    w.__stopBusy = false;
    // No timeout: it runs only in an idle period.
    requestIdleCallback(() => (w.__idleRan = true));
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      if (w.__stopBusy) return;
      const until = performance.now() + 40;
      while (performance.now() < until) {
        /* busy */
      }
      w.__busyTasks++;
      channel.port2.postMessage(null);
    };
    channel.port2.postMessage(null);
  });
  await openPage(page, '/');
  await graphDrawn(page);
  await expect.poll(() => page.evaluate(() => window.__incidentGraph!.labels().length), { timeout: 60_000 }).toBeGreaterThanOrEqual(60);
  const state = await page.evaluate(() => {
    const w = window as unknown as { __idleRan: boolean; __busyTasks: number; __stopBusy: boolean };
    w.__stopBusy = true;
    return { idleRan: w.__idleRan, busyTasks: w.__busyTasks };
  });
  // The page was busy all along: no idle callback ran, and the busy script kept running.
  expect(state.idleRan).toBe(false);
  expect(state.busyTasks).toBeGreaterThan(20);
  const labels = await page.evaluate(() => window.__incidentGraph!.labels().map((l) => l.id));
  // Hubs and patterns are named, and cases too.
  expect(labels.some((id) => id.startsWith('component:') || id.startsWith('cause:'))).toBe(true);
  expect(labels.some((id) => id.startsWith('case:'))).toBe(true);
  expect(watch.errors).toEqual([]);
});
