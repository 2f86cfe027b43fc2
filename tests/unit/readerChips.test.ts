import { describe, expect, it } from 'vitest';
import { readerChipWords } from '../../src/model/similarity';

describe('readerChipWords: a similar case\'s shared words in the reader\'s language (issue 25, the issue 27 rule)', () => {
  const pairs = [
    { en: 'metrics', ko: '메트릭' },
    { en: 'pod', ko: '파드' },
  ];

  it('never shows an English reader a Korean word: translated through the pairs, or left out', () => {
    // "로깅" has no pair: it is left out rather than shown untranslated.
    expect(readerChipWords(['메트릭', '로깅'], 'en', ['The agent lost metrics while logging stalled.'], pairs)).toEqual(['metrics']);
    expect(readerChipWords(['로깅'], 'en', ['Logging stalled.'], pairs)).toEqual([]);
  });

  it('keeps the reader\'s own words, in the dictionary form of the case\'s text, each once', () => {
    expect(readerChipWords(['crashed', '메트릭', 'metrics'], 'en', ['The agent crash lost metrics.'], pairs)).toEqual(['crash', 'metrics']);
  });

  it('gives a Korean reader the Korean word for an English one where a pair has it', () => {
    expect(readerChipWords(['pod', '메트릭'], 'ko', ['파드가 재시작되고 메트릭이 끊겼다.'], pairs)).toEqual(['파드', '메트릭']);
  });

  it('keeps an English name a Korean reader\'s case spells, and drops English prose it does not', () => {
    expect(readerChipWords(['CoreDNS', 'outage'], 'ko', ['CoreDNS 장애가 있었다.'], [])).toEqual(['CoreDNS']);
  });
});
