import { describe, expect, it } from 'vitest';
import { chooseBrowser, DEBIAN_CHROMIUM } from '../support/browser';

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
