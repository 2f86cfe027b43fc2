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

/** Whether files go to the review (CSV or Markdown, or several at once) rather than straight to the loader. */
export function needsImport(files: readonly File[]): boolean {
  return files.length > 1 || files.some((f) => IMPORTABLE.test(f.name) || /^text\/(csv|markdown|tab-separated-values)/.test(f.type));
}
