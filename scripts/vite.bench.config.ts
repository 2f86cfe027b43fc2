import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

/**
 * Builds the bare-cytoscape baseline page of the browser benchmark (scripts/bench-bare.html)
 * into bench-results/bare/ (git-ignored):
 *   npx vite build --config scripts/vite.bench.config.ts
 */
const at = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  root: at('.'),
  base: './',
  publicDir: false,
  logLevel: 'warn',
  build: {
    outDir: at('../bench-results/bare'),
    emptyOutDir: true,
    target: 'es2022',
    chunkSizeWarningLimit: 2000,
    rolldownOptions: { input: at('./bench-bare.html') },
  },
});
