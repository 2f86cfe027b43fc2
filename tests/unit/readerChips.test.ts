import { describe, expect, it } from 'vitest';
import { readerChipWords, readerMatch } from '../../src/model/similarity';

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

describe('readerMatch: a match card\'s words and snippet in the reader\'s language', () => {
  const pairs = [
    { en: 'routing', ko: '라우팅' },
    { en: 'ingress', ko: '인그레스' },
  ];
  const text = (en: string, ko: string | null = null) => ({ en, ko });
  const bilingual = {
    title: text('Ingress change broke routing', '인그레스 변경으로 라우팅이 깨짐'),
    summary: text('After an ingress controller upgrade, routing sent requests to pods directly.', '인그레스 컨트롤러 업그레이드 뒤 라우팅이 파드로 직접 요청을 보냈다.'),
    symptoms_text: null,
    trigger: null,
    detection: null,
    lessons: null,
    action_items: [],
  };
  const marked = (segments: { text: string; hit: boolean }[] | null) => (segments ?? []).filter((s) => s.hit).map((s) => s.text);

  it('shows a Korean reader the Korean text, marked with the Korean words for an English draft\'s', () => {
    const { chips, snippet } = readerMatch(['ingress', 'routing'], bilingual, 'ko', pairs);
    expect(chips).toEqual(['인그레스', '라우팅']);
    expect(snippet!.map((s) => s.text).join('')).toContain('컨트롤러');
    expect(marked(snippet)).toEqual(['인그레스', '라우팅']);
  });

  it('shows an English reader the English text, as before', () => {
    const { chips, snippet } = readerMatch(['ingress', 'routing'], bilingual, 'en', pairs);
    expect(chips).toEqual(['Ingress', 'routing']); // the case's own spelling
    expect(marked(snippet).map((w) => w.toLowerCase())).toEqual(['ingress', 'routing']);
  });

  it('falls back to the English text for a Korean reader only where the Korean marks nothing', () => {
    const englishOnly = { ...bilingual, title: text('Ingress change broke routing'), summary: text('Routing broke after an ingress upgrade.') };
    const { snippet } = readerMatch(['ingress', 'routing'], englishOnly, 'ko', pairs);
    expect(marked(snippet).map((w) => w.toLowerCase())).toEqual(['routing', 'ingress']);
    // A word no pair translates and the Korean text does not spell: the English is the only evidence.
    expect(marked(readerMatch(['upgrade'], bilingual, 'ko', pairs).snippet)).toEqual(['upgrade']);
  });

  it('gives no snippet when no text marks any shared word', () => {
    expect(readerMatch(['zebra'], bilingual, 'ko', pairs).snippet).toBeNull();
    expect(readerMatch([], bilingual, 'en', pairs)).toEqual({ chips: [], snippet: null });
  });
});
