import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: 1024, height: 768 } });
await page.goto('http://127.0.0.1:4401/?case=IL-0034');
await page.waitForFunction(() => (window.__incidentGraph?.drawn ?? 0) >= 1, undefined, { timeout: 120000 });
await page.waitForTimeout(4000);
console.log(JSON.stringify(await page.evaluate(() => ({ f: window.__incidentGraph.focused(), st: window.__incidentGraph.focusState(), cam: window.__incidentCamera?.nodeIds().length }))));
await page.screenshot({ path: '/work/shots/main/focus-1024.png' });
await browser.close();
