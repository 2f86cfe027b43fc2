/**
 * The draft row of the browser benchmark (issue #27): a `?draft=` address opened with a big
 * library, timing navigation → library shown (graph drawn and the status line counting cases,
 * as the other load rows), navigation → the draft's first answer (a verdict or a status in
 * the draft panel; while the library is being indexed it is over the part indexed so far) and
 * navigation → its complete answer, with their ratios to the first. Run by scripts/bench-browser.ts (`--draft-only` for this
 * row alone).
 *
 * The library is the bundled cases mixed into `size` synthetic ones (seed 1, as `npm run eval`
 * mixes them), so the draft, from the evaluation set, has its own case in the library; the
 * figure also says whether that case came first.
 */
import type { Browser } from '@playwright/test';
import { EVAL_DRAFTS } from '../tests/eval/drafts';
import { readLibraryText } from './libraryFiles';
import { CASES_DIR } from './libraryFiles';
import { fmtCount, fmtMs, fmtRatio, table } from './bench';
import { generateLibrary } from './synthetic';

const DRAFT_LIB_URL = 'https://bench.invalid/draft-lib.json';
/** The draft: the first English "close" one of the evaluation set. */
export const BENCH_DRAFT = EVAL_DRAFTS.find((d) => d.lang === 'en' && d.kind === 'close')!;

export interface DraftFigures {
  size: number;
  /** navigation → graph drawn and the status line counting cases. */
  shown: number;
  /** navigation → first answer in the draft panel (over part of the library while it is being indexed). */
  answered: number;
  /** navigation → the complete answer (no "still reading" note). */
  complete: number;
  /** The case listed first, and whether it is the one the draft describes. */
  first: string | null;
  expected: string;
}

/** The library text: `size` synthetic cases with the bundled ones after them. */
export function draftLibraryBody(size: number): Buffer {
  const bundled = JSON.parse(readLibraryText(CASES_DIR).text) as unknown[];
  return Buffer.from(JSON.stringify([...generateLibrary(size, 1), ...bundled]));
}

/** In the page before its scripts: when the library is shown and when the draft is answered, from the page's own frames. */
function draftInit() {
  const state = { shown: 0, answered: 0, complete: 0 };
  (window as unknown as { __draftBench: typeof state }).__draftBench = state;
  const poll = () => {
    const graph = (window as unknown as { __incidentGraph?: { drawn: number } }).__incidentGraph;
    const now = performance.now();
    if (!state.shown && graph && graph.drawn >= 1) {
      for (const el of document.querySelectorAll('[role=status]')) if (/\bcases?\b/.test(el.textContent ?? '')) state.shown = now;
    }
    const answer = document.querySelector('[data-testid=verdict], [data-testid=draft-status]');
    if (!state.answered && answer) state.answered = now;
    if (!state.complete && answer && !document.querySelector('[data-testid=draft-progress]')) state.complete = now;
    if (!state.shown || !state.complete) requestAnimationFrame(poll);
  };
  requestAnimationFrame(poll);
}

export async function measureDraft(browser: Browser, base: string, size: number, body: Buffer, timeout = 300_000): Promise<DraftFigures> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    await context.addInitScript({ content: 'globalThis.__name = globalThis.__name || ((f) => f);' });
    await context.addInitScript(draftInit);
    const page = await context.newPage();
    await page.route(DRAFT_LIB_URL, (route) => route.fulfill({ status: 200, body, headers: { 'content-type': 'application/json', 'access-control-allow-origin': '*' } }));
    await page.goto(`${base}/?src=${DRAFT_LIB_URL}&draft=${encodeURIComponent(BENCH_DRAFT.text)}`, { waitUntil: 'commit' });
    await page.waitForFunction(() => {
      const s = (window as unknown as { __draftBench?: { shown: number; complete: number } }).__draftBench;
      return !!s && s.shown > 0 && s.complete > 0;
    }, null, { polling: 200, timeout });
    const times = await page.evaluate(() => (window as unknown as { __draftBench: { shown: number; answered: number; complete: number } }).__draftBench);
    const first = await page.locator('[data-testid=draft-results] [data-testid=similar-item]').first().getAttribute('data-case', { timeout: 5000 }).catch(() => null);
    return { size, shown: times.shown, answered: times.answered, complete: times.complete, first, expected: BENCH_DRAFT.expect[0]! };
  } finally {
    await context.close();
  }
}

export function printDraft(r: DraftFigures): void {
  console.log(`A DRAFT OPENED WITH THE LIBRARY (?draft=, ${fmtCount(r.size)} synthetic cases + the bundled ones, one run)`);
  console.log(
    table([
      ['', 'ms'],
      ['navigation → library drawn + status', fmtMs(r.shown)],
      ['navigation → first draft answer', fmtMs(r.answered)],
      ['first answer after the library is shown (negative: before)', fmtMs(r.answered - r.shown)],
      ['ratio (first answer / library shown)', fmtRatio(r.answered / r.shown)],
      ['navigation → complete draft answer', fmtMs(r.complete)],
      ['ratio (complete answer / library shown)', fmtRatio(r.complete / r.shown)],
      ['complete answer\'s first match', `${r.first ?? '–'} (${r.first === r.expected ? 'the draft\'s case' : `expected ${r.expected}`})`],
    ]),
  );
}
