import { describe, expect, it } from 'vitest';
import { createI18nBoth } from '../../src/i18n/both';
import type { Labels } from '../../src/ui/panel/types';
import { templates } from '../../src/ui/trends/templates';

// The trend's points and the matrix's cells are worded from one translation per count (issue 28's
// switch): the words must be exactly the translation's, plural included, in both languages.
describe('templates', () => {
  for (const lang of ['en', 'ko'] as const) {
    const t = createI18nBoth(lang).t;
    const L = { t } as unknown as Labels;
    it(`words as the translation does (${lang})`, () => {
      const say = templates(L);
      for (const count of [0, 1, 2, 7, 1234]) {
        for (const [value, period] of [['Latent software bug', '2018'], ['잘못된 설정 변경', '2021 Q3'], ['a $& b $1', '{{period}}']] as [string, string][]) {
          expect(say('trends.point', count, { value, period })).toBe(t('trends.point', { value, period, count }));
          expect(say('trends.pointPattern', count, { value, period })).toBe(t('trends.pointPattern', { value, period, count }));
          expect(say('matrixView.cell', count, { component: value, column: period })).toBe(t('matrixView.cell', { component: value, column: period, count }));
        }
      }
    });
    it(`does not read a mark inside a value as one (${lang})`, () => {
      const say = templates(L);
      const sneaky = 'x\0period\0y';
      expect(say('trends.point', 3, { value: sneaky, period: '2020' })).toBe(t('trends.point', { value: sneaky, period: '2020', count: 3 }));
    });
  }
});

describe('fitText (a panel title cut to its width)', () => {
  it('leaves a name that fits, and cuts one that does not to the longest start that fits with "…"', async () => {
    const { fitText, measure } = await import('../../src/ui/trends/fitText');
    const font = '600 12px sans-serif';
    expect(fitText('DDoS attack', 200, font)).toEqual({ text: 'DDoS attack', cut: false });
    const long = 'Hardware, power or facility failure';
    const cut = fitText(long, 150, font);
    expect(cut.cut).toBe(true);
    expect(cut.text.endsWith('…')).toBe(true);
    expect(measure(cut.text, font)).toBeLessThanOrEqual(150);
    expect(long.startsWith(cut.text.slice(0, -1).trimEnd())).toBe(true);
    // One more word character would not fit (spaces before the "…" are dropped).
    const chars = [...long];
    let next = [...cut.text.slice(0, -1)].length + 1;
    while (chars[next - 1] === ' ') next++;
    expect(measure(`${chars.slice(0, next).join('').trimEnd()}…`, font)).toBeGreaterThan(150);
    // Hangul is wider per character than Latin.
    expect(measure('합계합계', font)).toBeGreaterThan(measure('abcd', font));
  });
});
