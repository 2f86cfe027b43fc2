import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, chooseBrowser, DEBIAN_CHROMIUM, PLAYWRIGHT_DISABLED_FEATURES, QUIET_FEATURES, TEST_JS_FLAGS } from '../support/browser';

const files = (...present: string[]) => (p: string) => present.includes(p);

describe('chooseBrowser', () => {
  it("prefers Debian's chromium", () => {
    expect(chooseBrowser(files(DEBIAN_CHROMIUM, '/pw/chrome'), {}, () => '/pw/chrome')).toEqual({ executablePath: DEBIAN_CHROMIUM });
  });

  it("falls back to Playwright's own build when it is installed", () => {
    expect(chooseBrowser(files('/pw/chrome'), {}, () => '/pw/chrome')).toEqual({});
  });

  it('names what to install when there is no browser at all', () => {
    const choice = chooseBrowser(files(), {}, () => '/pw/chrome');
    expect(choice.executablePath).toBeUndefined();
    expect(choice.problem).toMatch(/apt-get install chromium/);
    expect(choice.problem).not.toMatch(/\n/);
  });

  it("treats Playwright's lookup throwing as no browser", () => {
    const choice = chooseBrowser(files(), {}, () => {
      throw new Error('not installed');
    });
    expect(choice.problem).toBeDefined();
  });

  it('honours CHROMIUM_PATH, and says so when it points nowhere', () => {
    expect(chooseBrowser(files('/opt/chromium'), { CHROMIUM_PATH: '/opt/chromium' }, () => undefined)).toEqual({ executablePath: '/opt/chromium' });
    expect(chooseBrowser(files(DEBIAN_CHROMIUM), { CHROMIUM_PATH: '/nowhere' }, () => undefined).problem).toMatch(/CHROMIUM_PATH is \/nowhere/);
  });
});

describe('CHROMIUM_ARGS', () => {
  it("repeats playwright-core's own disabled features (chromium keeps only the last --disable-features)", () => {
    const bundle = readFileSync(join(process.cwd(), 'node_modules/playwright-core/lib/coreBundle.js'), 'utf8');
    const list = /disabledFeatures = \[([\s\S]*?)\]/.exec(bundle)?.[1];
    expect(list, "playwright-core's disabledFeatures list was not found: read it by hand").toBeDefined();
    const theirs = [...list!.matchAll(/"([A-Za-z]+)"/g)].map((m) => m[1]);
    expect(theirs.length).toBeGreaterThan(5);
    expect([...PLAYWRIGHT_DISABLED_FEATURES].sort()).toEqual([...theirs].sort());
  });

  it('passes one --disable-features with ours and theirs', () => {
    const switches = CHROMIUM_ARGS.filter((a) => a.startsWith('--disable-features='));
    expect(switches).toHaveLength(1);
    const features = switches[0]!.slice('--disable-features='.length).split(',');
    for (const f of [...PLAYWRIGHT_DISABLED_FEATURES, ...QUIET_FEATURES]) expect(features).toContain(f);
  });

  it("keeps the tests' later JavaScript tier-up out of the switches the bench and the scripts use", () => {
    // The bench measures what a reader's browser does; only playwright.config.ts adds TEST_JS_FLAGS.
    expect(CHROMIUM_ARGS.some((a) => a.startsWith('--js-flags'))).toBe(false);
    expect(TEST_JS_FLAGS).toMatch(/^--js-flags=(--[a-z-]+=\d+ ?)+$/);
  });
});
