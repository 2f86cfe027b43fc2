/**
 * Which chromium the end-to-end tests drive. This project never downloads a browser (the machines
 * it runs on cannot), so without one the tests must stop at once with one line saying what to
 * install, instead of every test failing with Playwright's "run npx playwright install".
 */
export interface BrowserChoice {
  executablePath?: string;
  /** Set when no browser was found: the one line to print. */
  problem?: string;
}

export const DEBIAN_CHROMIUM = '/usr/bin/chromium';

export function chooseBrowser(
  exists: (path: string) => boolean,
  env: Record<string, string | undefined>,
  playwrightsOwn: () => string | undefined,
): BrowserChoice {
  const asked = env.CHROMIUM_PATH?.trim();
  if (asked) {
    return exists(asked) ? { executablePath: asked } : { problem: `CHROMIUM_PATH is ${asked}, but no file is there.` };
  }
  if (exists(DEBIAN_CHROMIUM)) return { executablePath: DEBIAN_CHROMIUM };
  let own: string | undefined;
  try {
    own = playwrightsOwn();
  } catch {
    own = undefined;
  }
  // undefined executablePath: Playwright launches its own installed build.
  if (own && exists(own)) return {};
  return {
    problem:
      `No chromium for the end-to-end tests: install Debian's (apt-get install chromium, giving ${DEBIAN_CHROMIUM}), ` +
      'set CHROMIUM_PATH to another chromium, or run `npx playwright install chromium` where downloads are allowed.',
  };
}

/**
 * chromium's own features turned off for every browser the tests and scripts launch. Since
 * chromium 15x a new headless window preloads the omnibox popup's WebUI
 * (chrome://omnibox-popup.top-chrome/, a renderer of its own that compiles and runs ~1.5 s of
 * JavaScript): measured on this machine, each new browser context cost 1.2–1.9 s of CPU there,
 * taken from the page under test on 2 cores. No test uses the address bar.
 */
export const QUIET_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'] as const;

/**
 * Playwright's own `--disable-features` list (playwright-core 1.65). chromium reads only the last
 * `--disable-features` switch, so ours must repeat Playwright's or drop it; a unit test compares
 * this list with the installed playwright-core, so an upgrade that changes it fails there.
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
] as const;

/** The switches every chromium of the tests and scripts gets (no GPU here, no sandbox in the container, no background traffic). */
export const CHROMIUM_ARGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...QUIET_FEATURES].join(',')}`,
];

/**
 * For the end-to-end tests' browser only (never the bench's or the scripts', which measure what
 * a reader gets): V8 optimises a function with Maglev after 400 calls and with TurboFan after
 * 3,000 by default, compiling in background threads. A test's page lives a few seconds, so that
 * work rarely pays back there: a Chrome trace of one load of the bundled library showed 1.5 s of
 * Maglev and 0.8 s of TurboFan compiling on 2 cores, beside a main thread of 2.3 s. Ten times
 * later tier-up keeps the optimisers for code that is really hot (the big-library tests): a load
 * ~0.4 s shorter, whole specs about the same (what runs after the load runs a little slower).
 * Measured in docs/decisions.md ("The test suite's time: JavaScript tier-up"). The tiers do not
 * change what the code does, only how fast it runs.
 */
export const TEST_JS_FLAGS = '--js-flags=--invocation-count-for-maglev=4000 --invocation-count-for-turbofan=30000';
