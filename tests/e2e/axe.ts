import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * axe for a page of this app, in the library's legacy mode: axe runs in the page and its frames
 * (all of this origin here) and reports from there, instead of aggregating its results in a blank
 * page that it opens for every scan. That page cost ~1.5 s a scan on this project's 2-core
 * machine: a whole-page scan of a selected case took 2.7 s against 1.1 s, with the same 50 rules
 * passed (docs/decisions.md, "The test suite's time: axe").
 */
export const axeOf = (page: Page) => new AxeBuilder({ page }).setLegacyMode();
