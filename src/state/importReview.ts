import { create } from 'zustand';
import { onPageReset } from './pageReset';
import type { ImportFile } from '../model/import';

/** Files waiting in the import review (issue 26): read in the page, never sent anywhere. */
interface ImportReviewState {
  files: ImportFile[] | null;
  /**
   * Library files (JSON/NDJSON) dropped or chosen with the CSV/Markdown: not read by the importer,
   * they open with the imported cases as one library (issue 30), in the order given.
   */
  libraries: File[];
  /** Reads the files' text and opens the review. */
  start: (files: readonly File[]) => Promise<void>;
  close: () => void;
}

export const useImportReview = create<ImportReviewState>()((set) => ({
  files: null,
  libraries: [],
  start: async (files) => {
    const libraries = files.filter(isLibraryFile);
    const imported = files.filter((f) => !isLibraryFile(f));
    const read = await Promise.all(imported.map(async (f) => ({ name: f.name, text: await f.text(), mimeType: f.type })));
    set({ files: read, libraries });
  },
  close: () => set({ files: null, libraries: [] }),
}));

onPageReset(() => useImportReview.setState(useImportReview.getInitialState(), true));

const IMPORTABLE = /\.(csv|tsv|md|markdown)$/i;
const IMPORTABLE_TYPE = /^text\/(csv|markdown|tab-separated-values)/;
const LIBRARY = /\.(json|ndjson|jsonl)$/i;
const LIBRARY_TYPE = /^application\/(json|x-ndjson|ndjson|jsonl)/;

function isImportable(f: { name: string; type: string }): boolean {
  return IMPORTABLE.test(f.name) || IMPORTABLE_TYPE.test(f.type);
}

/** A library file the loader reads as it is (by its name, or its type when the name says nothing). */
export function isLibraryFile(f: { name: string; type: string }): boolean {
  return !isImportable(f) && (LIBRARY.test(f.name) || LIBRARY_TYPE.test(f.type));
}

/**
 * Whether files go to the review (any CSV or Markdown among them) rather than straight to the
 * loader; several JSON/NDJSON libraries go to the loader together and open as one (issue 30).
 */
export function needsImport(files: readonly { name: string; type: string }[]): boolean {
  return files.some(isImportable);
}
