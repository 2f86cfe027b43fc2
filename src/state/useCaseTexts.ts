import { useMemo, useSyncExternalStore } from 'react';
import type { Problem } from '../model/core';
import type { CaseTexts, CaseTextState } from './caseTexts';

/** React's view of a packed library's texts (./caseTexts.ts): a case's text state, and the failed shards as data problems. */

// Only types of caseTexts.ts: its client loads with a packed library, not with the first screen.
const noTexts = () => () => {};
const nothing = () => undefined;
const NONE: readonly Problem[] = [];

/** A case's text state in a packed library (asked for by the caller), or undefined in a plain one. */
export function useCaseTextState(texts: CaseTexts | null | undefined, caseId: string): CaseTextState | undefined {
  return useSyncExternalStore(texts?.subscribe ?? noTexts, texts ? () => texts.state(caseId) : nothing);
}

/** The library's data problems with the failed shards found so far. */
export function useLibraryProblems(library: { problems: Problem[]; texts?: CaseTexts | null }): readonly Problem[] {
  const texts = library.texts;
  const shards = useSyncExternalStore(texts?.subscribe ?? noTexts, () => texts?.problems() ?? NONE);
  return useMemo(() => (shards.length ? [...library.problems, ...shards] : library.problems), [library.problems, shards]);
}
