import { existsSync } from 'node:fs';
import { chromium, defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, chooseBrowser, TEST_JS_FLAGS } from './tests/support/browser';

// Debian's chromium where present (this project never downloads a browser), else Playwright's own;
// with neither, stop here with one line rather than fail every test.
const browser = chooseBrowser(existsSync, process.env, () => chromium.executablePath());
if (browser.problem) {
  console.error(browser.problem);
  process.exit(1);
}
const executablePath = browser.executablePath;
// E2E_PORT lets several checkouts run their end-to-end tests side by side.
const PORT = Number(process.env.E2E_PORT ?? 4173);

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  // One browser at a time on the 2-core machine this runs on (E2E_WORKERS to change it): one
  // page drawing the map already keeps both cores busy (its main thread, its worker, V8's and the
  // compositor's threads), so a second browser only made both wait. Measured on the same build,
  // nothing else running: camera.spec 180 s with one against 240 s with two; four other specs
  // (49 tests) 397 s against 438 s.
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 1),
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    viewport: { width: 1440, height: 900 },
    // A trace is recorded for a retry only (CI retries a failure once), the same in CI and on a
    // developer's machine: recording one for every test made the browser tests half as slow again
    // here (camera + trust: 60–65 s against 38–46 s; the whole e2e stage 402 s against 264 s,
    // docs/decisions.md), and so `npm test` on a laptop slower than CI's. E2E_TRACE=1 records
    // every test's, kept when it fails; or run the failed test again with `--trace on`.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'on-first-retry',
    // Taken only when a test fails: what the page showed then.
    screenshot: 'only-on-failure',
    // The tests read where things end up; a camera glide or a focus move is 2–4 full redraws of
    // the canvases in software, so the suite asks for reduced motion (the app then moves at once:
    // a real setting of its readers). tests/e2e/motion.spec.ts checks the moves with motion on.
    // Measured in docs/decisions.md ("The test suite's time").
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath,
      args: [...CHROMIUM_ARGS, TEST_JS_FLAGS],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } } }],
  // The tests run against the production build, Content-Security-Policy included.
  webServer: {
    command: `sh -c '[ -f dist/index.html ] || npx vite build; npx vite preview --host 127.0.0.1 --port ${PORT} --strictPort'`,
    url: `http://127.0.0.1:${PORT}`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
  },
});
