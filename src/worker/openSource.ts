import { baseTaxonomy } from '../data/taxonomy';
import { openLibrary, type OpenedLibrary, type ProgressReport } from '../model/library';
import type { Case } from '../model/core';
import type { LibrarySource } from './protocol';

/** Runs the pipeline for the bundled library, a local file or text already read. */
export async function openSource(source: Exclude<LibrarySource, { kind: 'url' }>, progress?: ProgressReport, onCases?: (cases: readonly Case[]) => void): Promise<OpenedLibrary> {
  // The bundled cases (1.1 MB of JS) load only when they are the library.
  if (source.kind === 'bundled') {
    const { bundledCases, bundledLayout } = await import('../data/bundled');
    return openLibrary({ json: bundledCases }, baseTaxonomy(), progress, onCases, bundledLayout);
  }
  if (source.kind === 'file' && source.more?.length) {
    const files = [source.file, ...source.more];
    return openLibrary({ files: await Promise.all(files.map(async (f) => ({ name: f.name, text: await f.text() }))) }, baseTaxonomy(), progress, onCases);
  }
  const text = source.kind === 'file' ? await source.file.text() : source.text;
  // A CSV export or a Markdown postmortem (issue 26): imported here, then opened like any library.
  const imported = await importedText(source.name, text, source.kind === 'file' ? source.file.type : '');
  return openLibrary(imported ?? { text }, baseTaxonomy(), progress, onCases);
}

async function importedText(name: string, text: string, mimeType: string): Promise<{ json: unknown } | null> {
  // The importer (and its parsers) load only for a file that may be one.
  if (!/\.(csv|tsv|md|markdown)(?:[?#]|$)/i.test(name) && !/^text\/(csv|markdown|tab-separated-values)/i.test(mimeType)) return null;
  const { formatOf, importFiles } = await import('../model/import');
  if (!formatOf(name, mimeType)) return null;
  return { json: importFiles([{ name: name.replace(/^.*\//, '').replace(/[?#].*$/, ''), text, mimeType }], { taxonomy: baseTaxonomy() }).cases };
}
