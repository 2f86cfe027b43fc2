import taxonomy from '../../data/taxonomy.json';

/**
 * The bundled library: every file in data/cases, in file-name order, plus the taxonomy.
 * Imported lazily (by the worker), so it never weighs on the first screen.
 */
const files = import.meta.glob<unknown>('../../data/cases/*.json', { eager: true, import: 'default' });

export const bundledCases: unknown[] = Object.keys(files)
  .sort()
  .map((name) => files[name]);

export const bundledTaxonomy: unknown = taxonomy;
