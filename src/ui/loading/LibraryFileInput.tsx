import type { RefObject } from 'react';
import { needsImport, useImportReview } from '../../state/importReview';
import { useActions } from '../../state/store';

/**
 * The hidden file picker a library is opened from (toolbar menu, error page): a button elsewhere
 * clicks it through `ref`. The file goes to the worker as it is (state/transitions.ts `openLocal`).
 */
export function LibraryFileInput({ ref, label, testId }: { ref: RefObject<HTMLInputElement | null>; label: string; testId: string }) {
  const actions = useActions();
  const startImport = useImportReview((s) => s.start);
  return (
    <input
      ref={ref}
      type="file"
      accept=".json,.ndjson,.jsonl,application/json,.csv,.tsv,.md,.markdown,text/csv,text/markdown"
      multiple
      className="sr-only"
      tabIndex={-1}
      aria-label={label}
      data-testid={testId}
      onChange={(ev) => {
        const files = Array.from(ev.target.files ?? []);
        if (needsImport(files)) void startImport(files);
        else if (files[0]) actions.openLocal(files[0], files.slice(1));
        ev.target.value = '';
      }}
    />
  );
}
