import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseTaxonomy } from '../src/model/core';
import type { Taxonomy } from '../src/model/core';

export const ROOT = resolve(import.meta.dirname, '..');
export const CASES_DIR = join(ROOT, 'data', 'cases');
export const TAXONOMY_FILE = join(ROOT, 'data', 'taxonomy.json');

export function readTaxonomy(): Taxonomy {
  const taxonomy = parseTaxonomy(JSON.parse(readFileSync(TAXONOMY_FILE, 'utf8')));
  if (!taxonomy) throw new Error(`${TAXONOMY_FILE} is not a valid taxonomy`);
  return taxonomy;
}

/**
 * The text of a library as the app would receive it. A folder (like data/cases) becomes a
 * JSON array of its *.json files in name order, exactly what the bundled build does.
 */
export function readLibraryText(path: string): { text: string; files: string[] } {
  if (statSync(path).isDirectory()) {
    const files = readdirSync(path).filter((f) => f.endsWith('.json')).sort();
    const parts = files.map((f) => readFileSync(join(path, f), 'utf8').trim());
    return { text: `[${parts.join(',\n')}]`, files };
  }
  return { text: readFileSync(path, 'utf8'), files: [path] };
}
