import type { TermPair } from '../../model/similarity';
import { termPairs } from '../../data/glossary';
import { useLibrary } from '../../state/libraryQuery';

/** The word pairs (src/data/glossary.ts termPairs) of the library open now. */
export function useTermPairs(): readonly TermPair[] {
  return termPairs(useLibrary().data?.taxonomy);
}
