import type { Case } from '../src/model/core';
import { buildSimilarityIndex, encodeSimilarityIndex } from '../src/model/similarity';

/** pack-library's similarity index, encoded, with how many postings it kept (in a worker thread or not). */
export interface SimilarityBuilt {
  bytes: Uint8Array;
  ms: number;
  allPostings: number;
  keptPostings: number;
}

/** Builds and encodes the similarity index of `cases`, keeping at most `maxPostings` postings a term. */
export function encodeSimilarity(cases: readonly Case[], maxPostings: number): Omit<SimilarityBuilt, 'ms'> {
  const index = buildSimilarityIndex(cases);
  return {
    bytes: encodeSimilarityIndex(index, { maxPostings }),
    allPostings: index.postings.reduce((n, p) => n + p.n, 0),
    keptPostings: index.postings.reduce((n, p) => n + Math.min(p.n, maxPostings), 0),
  };
}
