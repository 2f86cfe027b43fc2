import { configDefaults, defineConfig, type Plugin } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { availableParallelism } from 'node:os';
import { bundledLayout } from './scripts/bundledLayoutPlugin.ts';

/**
 * Unit files `npm run test:quick` leaves to `npm test`: each spends several seconds in its own
 * tests (the seven slowest, about half the unit stage's test time), so the edit loop stays short.
 */
const SLOW_UNIT_FILES = ['path', 'draftPartial', 'labelPlacement', 'trends', 'worker', 'ciChecks', 'i18n'].map((name) => `tests/unit/${name}.test.ts`);

/**
 * The production page forbids inline script. (The dev server needs an inline preamble for
 * React Fast Refresh, so the policy is added to the built page only.)
 */
const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "worker-src 'self' blob:",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  'connect-src * data: blob:',
  "font-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

function contentSecurityPolicy(): Plugin {
  return {
    name: 'incident-graph-csp',
    apply: 'build',
    transformIndexHtml: (html) => html.replace('<meta charset="UTF-8" />', `<meta charset="UTF-8" />\n    <meta http-equiv="Content-Security-Policy" content="${CSP}" />`),
  };
}

// Relative base so the production build works from any static host and sub-path.
export default defineConfig({
  base: './',
  // The bundled library's layout is computed here, at build time, and shipped with it (issue 29).
  plugins: [react(), contentSecurityPolicy(), bundledLayout()],
  worker: { format: 'es', plugins: () => [bundledLayout()] },
  build: {
    target: 'es2022',
    chunkSizeWarningLimit: 1200,
    rollupOptions: {
      // The model is pure (lint-enforced): importing a domain's face for one function must not pull
      // the whole domain into the first chunk, so its modules are declared free of side effects.
      treeshake: { moduleSideEffects: (id: string) => !/[\\/]src[\\/]model[\\/]/.test(id) },
    },
  },
  server: { host: '127.0.0.1' },
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx'],
    exclude: [...configDefaults.exclude, ...(process.env.UNIT_QUICK ? SLOW_UNIT_FILES : [])],
    environment: 'node',
    testTimeout: 20000,
    // vitest's default leaves one core free, which on a 2-core machine means one file at a time;
    // the unit files are CPU-bound and independent, so every core runs one. `npm test` runs them
    // beside the browser tests in the cores those leave idle, in one worker (UNIT_WORKERS=1,
    // scripts/run-tests.mjs): the modules are then imported once, not once per worker.
    maxWorkers: Number(process.env.UNIT_WORKERS) || Math.max(2, availableParallelism()),
    // Each file in a fresh module graph spent as long importing as testing (60 s of imports in a
    // 98 s run); the files share no module state (every stubbed global is unstubbed after its
    // test), so a worker keeps its modules across files: 54 s.
    isolate: false,
  },
});
