import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { openLibrary, prelaidLayout, type PrelaidLayout } from '../src/model/library';
import { parseTaxonomy, emptyTaxonomy } from '../src/model/core';

/** The bundled library's files, in the order src/data/bundled.ts reads them (file-name order). */
function bundledFiles(dataDir: string): string[] {
  const dir = join(dataDir, 'cases');
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => join(dir, f));
}

/**
 * The bundled library's layout and clusters, computed as the worker would compute them (the same
 * pipeline: parse, validate, index, lay out), for shipping with it.
 */
export function computeBundledLayout(dataDir: string): { layout: PrelaidLayout; files: string[] } {
  const files = bundledFiles(dataDir);
  const cases: unknown[] = files.map((f) => JSON.parse(readFileSync(f, 'utf8')));
  const taxonomyFile = join(dataDir, 'taxonomy.json');
  const taxonomy = parseTaxonomy(JSON.parse(readFileSync(taxonomyFile, 'utf8'))) ?? emptyTaxonomy();
  const opened = openLibrary({ json: cases }, taxonomy);
  return { layout: prelaidLayout(opened.cases, opened.positions, opened.map), files: [...files, taxonomyFile] };
}

