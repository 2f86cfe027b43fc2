import { expect } from '@playwright/test';
import { test } from './fixtures';
import { graphDrawn, statusLine, watchForErrors, openPage } from './helpers';

// public/example-with-taxonomy.json writes its slugs as another team would ("api-server", "kube-dns",
// "k8s", "5xx"…), labels one slug itself and brings one alias of its own.
test('a library written with other slugs shows the canonical labels and no warning for them', async ({ page }) => {
  const watch = watchForErrors(page);
  await openPage(page, '/?src=example-with-taxonomy.json&case=EX-0004');
  await graphDrawn(page);
  await expect(statusLine(page)).toHaveText(/^5 cases · /);
  // Slugs read through the aliases are information: the button says so, and counts no warning.
  const button = page.getByTestId('problems-button');
  await expect(button).toHaveText(/slugs read as ours$/);
  await expect(button).not.toContainText(/warning|skipped/);

  const hubs = await page.evaluate(() => ['component:kube-apiserver', 'component:cluster-dns', 'component:api-server', 'component:kube-dns'].map((id) => window.__incidentGraph!.nodePosition(id) !== null));
  expect(hubs).toEqual([true, true, false, false]);

  const panel = page.getByTestId('case-panel');
  await expect(panel).toContainText('Kubernetes API server');
  await expect(panel).toContainText('Cluster-internal DNS');
  await expect(panel).not.toContainText('Api server');
  // The panel still shows the slug as the file wrote it.
  await expect(panel.locator('.written-as').first()).toBeVisible();
  await expect(panel).toContainText('(api-server)');

  await page.getByTestId('search').fill('EX-0003');
  await page.getByTestId('search').press('Enter');
  await expect(panel).toContainText('TLS handshake failures');
  expect(watch.errors).toEqual([]);
});

test('the slugs read as ours are listed as information, in the reader\'s language', async ({ page }) => {
  await openPage(page, '/?src=example-with-taxonomy.json&lang=ko');
  await graphDrawn(page);
  await page.getByTestId('problems-button').click();
  const notes = page.getByTestId('alias-notes');
  await expect(notes).toContainText('쿠버네티스 API 서버');
  await expect(notes.locator('li').first()).toContainText('로 읽음');
  const rows = await notes.locator('li').allTextContents();
  expect(rows.length).toBeGreaterThanOrEqual(3);
});
