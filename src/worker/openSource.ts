import { baseTaxonomy } from '../data/taxonomy';
import { openLibrary, type OpenedLibrary, type ProgressReport } from '../model/library';
import type { Case } from '../model/schema';
import type { LibrarySource } from './protocol';

/** Runs the pipeline for the bundled library, a local file or text already read. */
export async function openSource(source: Exclude<LibrarySource, { kind: 'url' }>, progress?: ProgressReport, onCases?: (cases: readonly Case[]) => void): Promise<OpenedLibrary> {
  // The bundled cases (1.1 MB of JS) load only when they are the library.
  if (source.kind === 'bundled') return openLibrary({ json: (await import('../data/bundled')).bundledCases }, baseTaxonomy(), progress, onCases);
  const text = source.kind === 'file' ? await source.file.text() : source.text;
  return openLibrary({ text }, baseTaxonomy(), progress, onCases);
}
