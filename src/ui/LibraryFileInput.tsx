import type { RefObject } from 'react';
import { useActions } from '../state/store';

/**
 * The hidden file picker a library is opened from (toolbar menu, error page): a button elsewhere
 * clicks it through `ref`. The file goes to the worker as it is (state/transitions.ts `openLocal`).
 */
export function LibraryFileInput({ ref, label, testId }: { ref: RefObject<HTMLInputElement | null>; label: string; testId: string }) {
  const actions = useActions();
  return (
    <input
      ref={ref}
      type="file"
      accept=".json,.ndjson,.jsonl,application/json"
      className="sr-only"
      tabIndex={-1}
      aria-label={label}
      data-testid={testId}
      onChange={(ev) => {
        const file = ev.target.files?.[0];
        if (file) actions.openLocal(file);
        ev.target.value = '';
      }}
    />
  );
}
