import { describe, expect, it } from 'vitest';
import { readersTerms } from '../../src/model/focus';

describe('readersTerms: the shared words a similar case\'s focus label names', () => {
  const terms = ['프로브', 'probes', '레디니스', 'readiness', '에이전트'];

  it('names English words on an English screen, in their order', () => {
    expect(readersTerms(terms, 'en')).toEqual(['probes', 'readiness']);
  });

  it('puts Korean words first on a Korean screen, then the others', () => {
    expect(readersTerms(terms, 'ko')).toEqual(['프로브', '레디니스', '에이전트', 'probes', 'readiness']);
  });

  it('keeps words of the other script when there are no others (never an empty "reads alike")', () => {
    expect(readersTerms(['메트릭', '로깅'], 'en')).toEqual(['메트릭', '로깅']);
    expect(readersTerms([], 'en')).toEqual([]);
    expect(readersTerms(['agent'], 'ko')).toEqual(['agent']);
  });
});
