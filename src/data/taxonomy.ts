import taxonomy from '../../data/taxonomy.json';
import { emptyTaxonomy, type Taxonomy } from '../model/core';
import { parseTaxonomy } from '../model/core';

/**
 * The bundled taxonomy on its own (13 kB), apart from the bundled cases (1.1 MB of JS): a library
 * opened from an address or a file needs the labels, not the cases, and importing the cases only
 * for them cost ~120 ms of a 1,000-case load in the worker.
 */
export const bundledTaxonomy: unknown = taxonomy;

let parsed: Taxonomy | null = null;

/** The bundled taxonomy, checked once per worker (every library's labels start from it). */
export function baseTaxonomy(): Taxonomy {
  return (parsed ??= parseTaxonomy(bundledTaxonomy) ?? emptyTaxonomy());
}
