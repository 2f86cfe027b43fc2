import type { Selection } from '../../model/core';
import type { SimilarMatch } from '../../model/similarity';
import { useSimilarCases } from '../../state/answers';
import type { Library } from '../../state/libraryQuery';

/** Cases by text similarity asked for a selected case's focus (the related ones among them are left out by the picture). */
export const FOCUS_SIMILAR = 6;

export interface FocusSimilar {
  /** The case the matches are for. */
  caseId: string;
  matches: readonly SimilarMatch[];
}

/**
 * The cases that read most like the selected case, for its focus picture, asked of the worker
 * each time a case is selected. Only the selected case's own answer is returned: while it is on
 * its way, the previous case's is not drawn around this one.
 */
export function useFocusSimilar(library: Library, selection: Selection): FocusSimilar | null {
  const caseId = selection?.kind === 'case' ? selection.key : null;
  const caseIndex = caseId === null ? null : (library.index.byId.get(caseId) ?? null);
  const answer = useSimilarCases(library, caseIndex, FOCUS_SIMILAR);
  return caseId !== null && caseIndex !== null && answer.caseIndex === caseIndex && answer.value ? { caseId, matches: answer.value } : null;
}
