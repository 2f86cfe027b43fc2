import { openLibrary, type OpenedLibrary, type ProgressReport } from '../model/library';
import { emptyTaxonomy } from '../model/taxonomy';
import { parseTaxonomy } from '../model/taxonomySchema';
import type { LibrarySource } from './protocol';

/** Runs the pipeline for the bundled library, a local file or text already read. */
export async function openSource(source: Exclude<LibrarySource, { kind: 'url' }>, progress?: ProgressReport): Promise<OpenedLibrary> {
  const { bundledCases, bundledTaxonomy } = await import('../data/bundled');
  const taxonomy = parseTaxonomy(bundledTaxonomy) ?? emptyTaxonomy();
  if (source.kind === 'bundled') return openLibrary({ json: bundledCases }, taxonomy, progress);
  const text = source.kind === 'file' ? await source.file.text() : source.text;
  return openLibrary({ text }, taxonomy, progress);
}
