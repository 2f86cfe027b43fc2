import { useEffect, useState } from 'react';
import type { Selection } from '../../model/core';
import type { SimilarMatch } from '../../model/similarity';
import type { useDerived } from '../../state/derived';

/** Cases by text similarity asked for a selected case's focus (the related ones among them are left out by the picture). */
export const FOCUS_SIMILAR = 6;

export interface FocusSimilar {
  /** The case the matches are for. */
  caseId: string;
  matches: readonly SimilarMatch[];
}

/**
 * The cases that read most like the selected case, for its focus picture: asked of the worker
 * (on its own channel, so the panel's question does not make it stale) each time a case is
 * selected. An answer is kept with the case it answers, so a late one never lands on another case.
 */
export function useFocusSimilar(library: ReturnType<typeof useDerived>['library'], selection: Selection): FocusSimilar | null {
  const caseId = selection?.kind === 'case' ? selection.key : null;
  const caseIndex = caseId === null ? undefined : library.index.byId.get(caseId);
  const [answer, setAnswer] = useState<FocusSimilar | null>(null);
  useEffect(() => {
    if (caseId === null || caseIndex === undefined) return;
    let live = true;
    void library.similarity.similar(caseIndex, FOCUS_SIMILAR, 'focus').then((matches) => {
      if (live && matches !== null) setAnswer({ caseId, matches });
    });
    return () => {
      live = false;
    };
  }, [library, caseId, caseIndex]);
  return answer && answer.caseId === caseId ? answer : null;
}
