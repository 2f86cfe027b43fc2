import { useEffect } from 'react';
import { create } from 'zustand';
import { parseDraft } from '../model/view';
import type { DraftAnswer } from '../worker/similarity';
import type { Library } from './libraryQuery';
import { useAppStore } from './store';

/** Matches listed for a draft (and the graph's draft node links to the first few). */
export const DRAFT_MATCHES = 8;

interface DraftAnswerState {
  /** The draft text the answer is for (null: none asked yet). */
  text: string | null;
  answer: DraftAnswer | null;
  pending: boolean;
}

/** The current draft's answer, shared by the draft panel and the graph's draft node. */
export const useDraftAnswer = create<DraftAnswerState>()(() => ({ text: null, answer: null, pending: false }));

/**
 * Asks the worker whenever the draft in the view changes (one asker, so the panel and the
 * graph never ask twice); an answer made stale by a newer draft is dropped by the client.
 */
export function useDraftMatching(library: Library): void {
  const draft = useAppStore((s) => s.view.draft);
  useEffect(() => {
    if (draft === null) {
      useDraftAnswer.setState({ text: null, answer: null, pending: false });
      return;
    }
    useDraftAnswer.setState({ pending: true });
    let live = true;
    // While a big library is still being indexed, answers over its first cases come first (with `progress`).
    const partial = (answer: DraftAnswer) => {
      if (live) useDraftAnswer.setState({ text: draft, answer, pending: true });
    };
    void library.similarity.draft(parseDraft(draft), DRAFT_MATCHES, 'draft', undefined, partial).then((answer) => {
      if (live && answer) useDraftAnswer.setState({ text: draft, answer, pending: false });
    });
    return () => {
      live = false;
    };
  }, [library, draft]);
}
