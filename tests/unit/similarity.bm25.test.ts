import { describe, expect, it } from 'vitest';
import { buildSimilarityIndex, termFrequency, type SimilarityIndex } from '../../src/model/similarity';
import { buildQuery, contributions, runQuery, type Query } from '../../src/model/similarity';
import { countTerms } from '../../src/model/similarity';
import { indexOf, rawCase } from './support/library';

const t = (en: string, ko?: string) => (ko ? { en, ko } : { en });

/**
 * Latin and Hangul texts of very different lengths, so their two length averages differ a lot:
 * a normalisation that used the wrong average for a term would change the scores below.
 */
const cases = indexOf([
  rawCase('SHORT-EN', { title: t('Certificate expired'), summary: t('The certificate expired.') }),
  rawCase('LONG-EN', {
    title: t('A long story about a certificate that expired while the team slept'),
    summary: t('The certificate expired at night. Nobody renewed the certificate because the renewal job had been disabled during a migration months earlier, and the alert went to an unmonitored mailbox, so clients failed for hours.'),
  }),
  rawCase('KO-LONG', {
    title: t('Certificate outage', '인증서 만료로 서비스가 중단되었다'),
    summary: t('Certificate expired.', '인증서가 만료되었는데 갱신 작업이 꺼져 있었고 알림은 아무도 보지 않는 메일함으로 갔다. 클라이언트는 몇 시간 동안 연결하지 못했고 팀은 아침에야 인증서 만료를 알았다. 인증서 갱신을 자동화하고 만료 알림을 당직자에게 보내기로 했다.'),
  }),
  rawCase('KO-SHORT', { title: t('Expiry', '인증서 만료'), summary: t('Expired.', '인증서 만료') }),
  rawCase('OTHER', { title: t('Disk filled up'), summary: t('A log volume filled the disk and the database stopped.') }),
]).cases;

function queryOf(index: SimilarityIndex, text: string): Query {
  const counts = countTerms([['summary', text]], index.options.weights);
  return buildQuery(index, counts, [text], { maxTerms: 64, maxDfRatio: 1, postingsBudget: 1000, minDf: 1 });
}

/** BM25 written out from its definition, reading only the index's raw counts. */
function referenceScore(index: SimilarityIndex, query: Query, doc: number): number {
  const { k1, b } = index.options;
  const avgLatin = index.sumLatin / index.docsLatin;
  const avgHangul = index.docsHangul ? index.sumHangul / index.docsHangul : 1;
  let score = 0;
  for (const term of query.terms) {
    const tf = termFrequency(index, term.id, doc);
    if (tf === 0) continue;
    const len = term.hangul ? (index.lenHangul[doc] as number) : (index.lenLatin[doc] as number);
    const avg = term.hangul ? avgHangul : avgLatin;
    score += term.weight * ((tf * (k1 + 1)) / (tf + k1 * (1 - b + (b * len) / avg)));
  }
  return score;
}

describe('BM25 ranking and its explanation', () => {
  const index = buildSimilarityIndex(cases);

  it('has Latin and Hangul averages far enough apart for the test to mean something', () => {
    const avgLatin = index.sumLatin / index.docsLatin;
    const avgHangul = index.sumHangul / index.docsHangul;
    expect(index.docsHangul).toBeGreaterThan(0);
    expect(Math.abs(avgLatin - avgHangul) / Math.max(avgLatin, avgHangul)).toBeGreaterThan(0.2);
  });

  for (const text of ['certificate expired renewal', '인증서 만료 갱신', 'the certificate expired 인증서가 만료되었다']) {
    it(`scores every case as BM25 defines it: "${text}"`, () => {
      const query = queryOf(index, text);
      expect(query.terms.some((term) => term.hangul) || !/[가-힣]/.test(text)).toBe(true);
      const ranked = runQuery(index, query, cases.length);
      expect(ranked.length).toBeGreaterThan(1);
      for (const r of ranked) expect(r.raw).toBeCloseTo(referenceScore(index, query, r.doc), 9);
    });

    it(`explains each score with contributions that add up to it: "${text}"`, () => {
      const query = queryOf(index, text);
      for (const r of runQuery(index, query, cases.length)) {
        const sum = contributions(index, query, r.doc).reduce((s, c) => s + c.score, 0);
        expect(sum).toBeCloseTo(r.raw, 9);
      }
    });
  }
});
