import { expect, test } from '@playwright/test';
import { graphDrawn, statusLine, watchForErrors } from './helpers';

// public/example-with-taxonomy.json writes its slugs as another team would ("api-server", "dns",
// "k8s", "5xx"…), labels one slug itself and brings one alias of its own.
test('a library written with other slugs shows the canonical labels and no warning for them', async ({ page }) => {
  const watch = watchForErrors(page);
  await page.goto('/?src=example-with-taxonomy.json&case=EX-0004');
  await graphDrawn(page);
  await expect(statusLine(page)).toHaveText(/^5 cases · /);
  await expect(page.getByTestId('problems-button')).toHaveCount(0);

  const hubs = await page.evaluate(() => ['component:kube-apiserver', 'component:dns-resolver', 'component:api-server', 'component:dns'].map((id) => window.__incidentGraph!.nodePosition(id) !== null));
  expect(hubs).toEqual([true, true, false, false]);

  const panel = page.getByTestId('case-panel');
  await expect(panel).toContainText('Kubernetes API server');
  await expect(panel).toContainText('DNS resolver');
  await expect(panel).not.toContainText('Api server');

  await page.getByTestId('search').fill('EX-0003');
  await page.getByTestId('search').press('Enter');
  await expect(panel).toContainText('TLS handshake failures');
  expect(watch.errors).toEqual([]);
});
