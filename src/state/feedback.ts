import { useCallback, useMemo } from 'react';
import { create } from 'zustand';
import { onPageReset } from './pageReset';
import { marksFor, mergeFeedback, parseFeedback, setMark, type FeedbackEntry, type Mark, type Subject } from '../model/feedback';
import type { Library } from './libraryQuery';

/**
 * Readers' feedback of the open library (issue #27): the marks its file carried, merged with the
 * marks made in this browser, which are kept in localStorage per library (a bundled, an address's
 * or a file's library each has its own list) so they survive a reload. Export → JSON writes the
 * merged list into the file (`{"cases": [...], "feedback": [...]}`), where opening it reads them back.
 */
const STORAGE_PREFIX = 'incident-graph.feedback.';

/** Which library marks belong to: where it came from. */
export function libraryKey(origin: Library['origin']): string {
  return origin.kind === 'bundled' ? 'bundled' : origin.kind === 'url' ? `url:${origin.url}` : `file:${origin.name}`;
}

function readStored(key: string): FeedbackEntry[] {
  try {
    const text = globalThis.localStorage?.getItem(STORAGE_PREFIX + key);
    // What the browser kept is read as a file's feedback is: anything bad in it is dropped.
    return text ? parseFeedback(JSON.parse(text)).entries : [];
  } catch {
    return [];
  }
}

function writeStored(key: string, entries: readonly FeedbackEntry[]) {
  try {
    if (entries.length) globalThis.localStorage?.setItem(STORAGE_PREFIX + key, JSON.stringify(entries));
    else globalThis.localStorage?.removeItem(STORAGE_PREFIX + key);
  } catch {
    // Storage full or forbidden (private mode): the marks still hold until the page is closed.
  }
}

interface FeedbackState {
  /** The merged marks, by libraryKey, for the libraries opened in this page. */
  byLibrary: Record<string, { library: object; entries: FeedbackEntry[] }>;
}

const useFeedbackStore = create<FeedbackState>(() => ({ byLibrary: {} }));
onPageReset(() => useFeedbackStore.setState(useFeedbackStore.getInitialState(), true));

const NO_ENTRIES: FeedbackEntry[] = [];

/**
 * Marks as first read for a library (its file's and the browser's), until one is changed: no store
 * update while rendering. Read again after a reopen, which keeps the library but empties storage.
 */
let firstRead = new WeakMap<object, FeedbackEntry[]>();
onPageReset(() => (firstRead = new WeakMap()));

function initialOf(library: Pick<Library, 'origin' | 'feedback'>): FeedbackEntry[] {
  let merged = firstRead.get(library);
  if (!merged) firstRead.set(library, (merged = mergeFeedback(library.feedback ?? [], readStored(libraryKey(library.origin)))));
  return merged;
}

/** The open library's marks: its file's, with this browser's over them. */
export function feedbackOf(library: Pick<Library, 'origin' | 'feedback'>): FeedbackEntry[] {
  const known = useFeedbackStore.getState().byLibrary[libraryKey(library.origin)];
  // Marks changed on another opening of the same library were kept in the browser: read again.
  return known && known.library === library ? known.entries : initialOf(library);
}

/** Sets (or with null, removes) a mark on `subject`'s match `match`, and keeps it in the browser. */
export function markMatch(library: Pick<Library, 'origin' | 'feedback'>, subject: Subject, match: string, mark: Mark | null) {
  const key = libraryKey(library.origin);
  const next = setMark(feedbackOf(library), subject, match, mark, new Date().toISOString());
  useFeedbackStore.setState((s) => ({ byLibrary: { ...s.byLibrary, [key]: { library, entries: next } } }));
  writeStored(key, next);
}

/** The marks on `subject`'s matches, by case id, and a setter; re-renders when they change. */
export function useMarks(library: Pick<Library, 'origin' | 'feedback'>, subject: Subject | null): { marks: Map<string, Mark>; mark: (match: string, mark: Mark | null) => void } {
  const key = libraryKey(library.origin);
  const known = useFeedbackStore((s) => s.byLibrary[key]);
  const subjectKey = subject ? JSON.stringify(subject) : '';
  // No subject (the draft box still empty at the first view), no marks to show: the browser's
  // storage is not read, since its first read blocks the page (300 ms in a first-view profile at load 17).
  const entries = known && known.library === library ? known.entries : subjectKey ? initialOf(library) : NO_ENTRIES;
  const marks = useMemo(() => (subjectKey ? marksFor(entries, JSON.parse(subjectKey) as Subject) : new Map<string, Mark>()), [entries, subjectKey]);
  const mark = useCallback(
    (match: string, m: Mark | null) => {
      if (subjectKey) markMatch(library, JSON.parse(subjectKey) as Subject, match, m);
    },
    [library, subjectKey],
  );
  return { marks, mark };
}
