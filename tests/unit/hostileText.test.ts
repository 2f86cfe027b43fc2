import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { boundText, MAX_SHOWN_LINE, MAX_SHOWN_TEXT, shownLine } from '../../src/model/guard';

describe('texts from the data are bounded where they are shown (issue 30, defect 1)', () => {
  it('keeps a short text whole and cuts a long one, saying how much was left out', () => {
    expect(boundText('abc', 10)).toEqual({ text: 'abc', cut: 0 });
    const huge = 'W'.repeat(30_000_000);
    const b = boundText(huge, MAX_SHOWN_TEXT);
    expect(b.text.length).toBe(MAX_SHOWN_TEXT);
    expect(b.text.endsWith('…')).toBe(true);
    expect(b.cut + b.text.length - 1).toBe(huge.length);
    expect(shownLine(huge).length).toBe(MAX_SHOWN_LINE);
  });

  it('property: never longer than the bound, never splits a surrogate pair, and what is shown plus what is cut is the text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 200 }), fc.integer({ min: 2, max: 50 }), (text, max) => {
        const b = boundText(text, max);
        expect(b.text.length).toBeLessThanOrEqual(Math.max(max, text.length <= max ? text.length : 0));
        if (b.cut === 0) expect(b.text).toBe(text);
        else {
          const kept = b.text.slice(0, -1);
          expect(text.startsWith(kept)).toBe(true);
          expect(kept.length + b.cut).toBe(text.length);
          expect(/[\uD800-\uDBFF]$/.test(kept)).toBe(false);
        }
      }),
    );
  });
});
