/**
 * The bundled library: every file in data/cases, in file-name order (its taxonomy is in
 * ./taxonomy.ts). Imported lazily (by the worker), so it never weighs on the first screen.
 */
const files = import.meta.glob<unknown>('../../data/cases/*.json', { eager: true, import: 'default' });

export const bundledCases: unknown[] = Object.keys(files)
  .sort()
  .map((name) => files[name]);

export { bundledTaxonomy } from './taxonomy';
/** Their layout and clusters, computed at build time (scripts/bundledLayoutPlugin.ts); the worker checks it still fits them. */
export { default as bundledLayout } from 'virtual:bundled-layout';
