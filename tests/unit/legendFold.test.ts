import { describe, expect, it } from 'vitest';
import { LEGEND_FOLDED_UP_TO, legendOpen } from '../../src/model/view';

describe('the legend folds up to a laptop width (issue 25: pattern names at 1366×768)', () => {
  it('opens folded at 1366 px and below, with or without a selection (the old rule kept it open at the first view)', () => {
    for (const width of [390, 1024, 1280, 1366]) expect(legendOpen(width, null), String(width)).toBe(false);
    expect(LEGEND_FOLDED_UP_TO).toBe(1366);
  });

  it('opens unfolded on wider viewports', () => {
    for (const width of [1367, 1440, 1920]) expect(legendOpen(width, null), String(width)).toBe(true);
  });

  it("follows the reader's choice at any width", () => {
    for (const width of [390, 1366, 1440]) {
      expect(legendOpen(width, true)).toBe(true);
      expect(legendOpen(width, false)).toBe(false);
    }
  });

  it('opens when the width is unknown or bad (no window, NaN)', () => {
    for (const width of [Infinity, NaN, -Infinity]) expect(legendOpen(width, null)).toBe(true);
  });

  it('folds while a focus is open at every width (its labels are its key), unless the reader opens it', () => {
    for (const width of [390, 1366, 1440, 1920, Infinity]) {
      expect(legendOpen(width, null, true), String(width)).toBe(false);
      expect(legendOpen(width, true, true), String(width)).toBe(true);
    }
    // The focus closed: as it was on the map.
    expect(legendOpen(1440, null, false)).toBe(true);
    expect(legendOpen(1440, false, false)).toBe(false);
  });
});
