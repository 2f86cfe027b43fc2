import { chromium } from '@playwright/test';
import { readFileSync, readdirSync } from 'node:fs';
import { CHROMIUM_ARGS, TEST_JS_FLAGS } from './tests/support/browser';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: [...CHROMIUM_ARGS, TEST_JS_FLAGS] });
function threads() {
  const out: Record<string, number> = {};
  for (const pid of readdirSync('/proc').filter((p) => /^\d+$/.test(p))) {
    try {
      const cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      if (!cmd.includes('--type=renderer')) continue;
      for (const tid of readdirSync(`/proc/${pid}/task`)) {
        const st = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
        const name = st.slice(st.indexOf('(') + 1, st.lastIndexOf(')'));
        const f = st.slice(st.lastIndexOf(')') + 2).split(' ');
        out[`${pid}:${name}`] = (out[`${pid}:${name}`] ?? 0) + Number(f[11]) + Number(f[12]);
      }
    } catch {}
  }
  return out;
}
function cpu() {
  const out: Record<string, number> = {};
  for (const pid of readdirSync('/proc').filter((p) => /^\d+$/.test(p))) {
    try {
      const st = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      if (!cmd.includes('chromium')) continue;
      const f = st.slice(st.lastIndexOf(')') + 2).split(' ');
      const kind = (cmd.match(/--type=([a-z-]+)/)?.[1] ?? 'browser') + (cmd.match(/--utility-sub-type=([a-zA-Z.]+)/)?.[1] ?? '');
      out[kind] = (out[kind] ?? 0) + Number(f[11]) + Number(f[12]);
    } catch {}
  }
  return out;
}
for (let i = 0; i < 4; i++) {
const ctx = await b.newContext({ viewport: { width: 1440, height: 900 }, reducedMotion: 'reduce' });
const page = await ctx.newPage();
const a = cpu();
const t0 = Date.now();
await page.goto('http://127.0.0.1:4301/' + (process.argv[2] ?? ''));
await page.waitForFunction(() => (window as any).__incidentGraph?.drawn >= 1);
await page.getByTestId('status').first().filter({ hasText: /\d/ }).waitFor();
const c = cpu();
const th = threads();
console.log(Object.entries(th).filter(([, v]) => v > 2).map(([k, v]) => `${k.split(':')[1]} ${v * 10}`).join(', '));
console.log(`load ${Date.now() - t0} ms, CPU ms per process type:`, JSON.stringify(Object.fromEntries(Object.keys(c).map((k) => [k, ((c[k]! - (a[k] ?? 0)) * 10)]))));


await ctx.close();
}
await b.close();
