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
