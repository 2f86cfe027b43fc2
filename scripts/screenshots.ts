/**
 * Screenshots of the built app to look at: every named view × viewport × language × theme, as
 * PNGs in one folder. Looking is the point: open them and check labels, framing and language.
 *
 *   npx vite build && npx tsx scripts/screenshots.ts [--out DIR] [--port N]
 *     [--views first,case,component,filter] [--sizes desktop,laptop,phone] [--langs en,ko] [--themes light,dark]
 *     [--view name=?query] (extra named views, repeatable)
 */
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS } from '../tests/support/browser';

const VIEWS: Record<string, string> = {
  first: '',
  case: '?case=IL-0034',
  component: '?component=ingress-controller',
  filter: '?domain=kubernetes',
  list: '?view=list',
  matrix: '?view=matrix',
};
const SIZES: Record<string, { width: number; height: number }> = {
  wide: { width: 1920, height: 1080 },
  desktop: { width: 1440, height: 900 },
  laptop: { width: 1366, height: 768 },
  small: { width: 1024, height: 768 },
  phone: { width: 390, height: 844 },
};

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? (process.argv[i + 1] ?? fallback) : fallback;
}
const extra = process.argv.flatMap((a, i) => (a === '--view' ? [process.argv[i + 1] ?? ''] : []));
for (const e of extra) {
  const eq = e.indexOf('=');
  if (eq > 0) VIEWS[e.slice(0, eq)] = e.slice(eq + 1);
}

const out = arg('out', 'screenshots');
const port = Number(arg('port', '4390'));
const views = arg('views', extra.length ? extra.map((e) => e.slice(0, e.indexOf('='))).join(',') : 'first,case,component,filter').split(',');
const sizes = arg('sizes', 'desktop,laptop,phone').split(',');
const langs = arg('langs', 'en,ko').split(',');
const themes = arg('themes', 'light,dark').split(',');
mkdirSync(out, { recursive: true });

const server = spawn('npx', ['vite', 'preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort'], { stdio: 'ignore' });
try {
  for (let i = 0; i < 60; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/`)).ok) break;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: [...CHROMIUM_ARGS] });
  for (const size of sizes) {
    const viewport = SIZES[size];
    if (!viewport) throw new Error(`unknown size ${size}`);
    for (const lang of langs) {
      for (const theme of themes) {
        const page = await browser.newPage({ viewport, isMobile: size === 'phone', hasTouch: size === 'phone' });
        const errors: string[] = [];
        page.on('pageerror', (e) => errors.push(e.message));
        for (const view of views) {
          const q = VIEWS[view];
          if (q === undefined) throw new Error(`unknown view ${view}`);
          const sep = q.startsWith('?') ? '&' : '?';
          await page.goto(`http://127.0.0.1:${port}/${q}${sep}lang=${lang}&theme=${theme}`);
          await page.waitForFunction(() => (window.__incidentGraph?.drawn ?? 0) >= 1 || !!document.querySelector('[data-view]:not([data-view="graph"])'), null, { timeout: 30_000 }).catch(() => {});
          // A selection's focus view animates in, and moves again when its similar cases arrive
          // (its labels are hidden while it moves): the picture is taken once the focus is open
          // and has stayed at rest for a while.
          const focused = /[?&](case|component|rc|cluster|draft)=/.test(q);
          await page
            .waitForFunction(
              (focused) => {
                const w = window as unknown as { __restSince?: number };
                const f = window.__incidentGraph?.focusState();
                const resting = !!f && !f.moving && (f.open || !focused);
                if (!resting) w.__restSince = undefined;
                else w.__restSince ??= performance.now();
                return resting && performance.now() - w.__restSince! > 1200;
              },
              focused,
              { timeout: 30_000, polling: 100 },
            )
            .catch(() => {});
          const file = join(out, `${view}-${size}-${lang}-${theme}.png`);
          await page.screenshot({ path: file });
          console.log(file);
        }
        if (errors.length) console.log(`  page errors (${size} ${lang} ${theme}): ${errors.join(' | ')}`);
        await page.close();
      }
    }
  }
  await browser.close();
} finally {
  server.kill();
}
