import { resolve } from 'node:path';
import { runnerImport, type Plugin } from 'vite';

/** The module the worker imports the bundled library's layout from (src/data/bundled.ts). */
export const BUNDLED_LAYOUT_ID = 'virtual:bundled-layout';
const RESOLVED_ID = `\0${BUNDLED_LAYOUT_ID}`;

/**
 * Computes the bundled library's layout at build time (and in the dev server) and serves it as
 * `virtual:bundled-layout`, so the first view of the bundled library does not wait for the
 * worker's layout. It is recomputed whenever a case or the taxonomy changes (watched files); a
 * layout that no longer fits the cases is ignored by the worker (src/model/library/prelaid.ts).
 */
export function bundledLayout(dataDir = resolve(import.meta.dirname, '..', 'data')): Plugin {
  return {
    name: 'incident-graph-bundled-layout',
    resolveId: (id) => (id === BUNDLED_LAYOUT_ID ? RESOLVED_ID : null),
    async load(id) {
      if (id !== RESOLVED_ID) return null;
      // The model is loaded through Vite's module runner, not bundled into the config.
      const { module } = await runnerImport<typeof import('./bundledLayout.ts')>(resolve(import.meta.dirname, 'bundledLayout.ts'));
      const { layout, files } = module.computeBundledLayout(dataDir);
      for (const f of files) this.addWatchFile(f);
      return `export default ${JSON.stringify(layout)};`;
    },
  };
}
