import { create } from 'zustand';
import type { ImportFile } from '../model/import';

/** Files waiting in the import review (issue 26): read in the page, never sent anywhere. */
interface ImportReviewState {
  files: ImportFile[] | null;
  /** Reads the files' text and opens the review. */
  start: (files: readonly File[]) => Promise<void>;
  close: () => void;
}

export const useImportReview = create<ImportReviewState>()((set) => ({
  files: null,
  start: async (files) => {
    const read = await Promise.all(files.map(async (f) => ({ name: f.name, text: await f.text(), mimeType: f.type })));
    set({ files: read });
  },
  close: () => set({ files: null }),
}));

const IMPORTABLE = /\.(csv|tsv|md|markdown)$/i;

/**
 * Whether files go to the review (any CSV or Markdown among them) rather than straight to the
 * loader; several JSON/NDJSON libraries go to the loader together and open as one (issue 30).
 */
export function needsImport(files: readonly File[]): boolean {
  return files.some((f) => IMPORTABLE.test(f.name) || /^text\/(csv|markdown|tab-separated-values)/.test(f.type));
}
