import { describe, expect, it } from 'vitest';
import { HEADER_STEPS, HEADER_TOOL_ORDER, HEADER_TOOLS, headerStep, isInline, menuStep, splitHeaderTools } from '../../src/ui/toolbar/headerTools';

describe('the header table', () => {
  it('keeps copy, share and open in a phone row and folds the rest', () => {
    expect(splitHeaderTools(390).inline).toEqual(['copy', 'share', 'open']);
    expect(splitHeaderTools(390).folded).toContain('draft');
  });
  it('folds less as the viewport widens, never more', () => {
    let inline = 0;
    for (const w of [360, 900, 901, 1024, 1280, 1366, 1440, 1879, 1880, 1920, 2560]) {
      const split = splitHeaderTools(w);
      expect(split.inline.length + split.folded.length).toBe(HEADER_TOOL_ORDER.length);
      expect(split.inline.length).toBeGreaterThanOrEqual(inline);
      inline = split.inline.length;
    }
  });
  it('puts export in the row from 1440 px and the rule and theme from 1880 px; fit, shortcuts and language always in the menu', () => {
    expect(isInline('export', 1439)).toBe(false);
    expect(isInline('export', 1440)).toBe(true);
    expect(splitHeaderTools(1920).inline).toEqual(['copy', 'share', 'open', 'draft', 'export', 'rule', 'theme']);
    for (const w of [0, 1280, 4000]) for (const t of ['fit', 'shortcuts', 'lang'] as const) expect(isInline(t, w)).toBe(false);
  });
  it('keeps table order in the row and in the menu', () => {
    const { inline, folded } = splitHeaderTools(1366);
    expect(inline).toEqual(HEADER_TOOL_ORDER.filter((t) => inline.includes(t)));
    expect(folded).toEqual(['export', 'rule', 'theme', 'fit', 'shortcuts', 'lang']);
  });
  it('names its steps from the table, so a width re-renders only when the split changes', () => {
    expect(HEADER_STEPS).toEqual([...new Set(Object.values(HEADER_TOOLS).map((t) => t.inlineFrom).filter((w) => w !== null))].sort((a, b) => a! - b!));
    expect(headerStep(1366)).toBe(901);
    expect(headerStep(1440)).toBe(1440);
    expect(headerStep(500)).toBe(0);
    for (const w of [500, 1000, 1300, 1500, 1900]) expect(splitHeaderTools(headerStep(w))).toEqual(splitHeaderTools(w));
  });
});

describe('menu arrow keys', () => {
  it('move down and up with wrapping, Home and End to the ends', () => {
    expect(menuStep('ArrowDown', 0, 3)).toBe(1);
    expect(menuStep('ArrowDown', 2, 3)).toBe(0);
    expect(menuStep('ArrowUp', 0, 3)).toBe(2);
    expect(menuStep('ArrowUp', -1, 3)).toBe(2);
    expect(menuStep('ArrowDown', -1, 3)).toBe(0);
    expect(menuStep('Home', 2, 3)).toBe(0);
    expect(menuStep('End', 0, 3)).toBe(2);
  });
  it('ignore other keys and an empty menu', () => {
    expect(menuStep('Enter', 0, 3)).toBeNull();
    expect(menuStep('ArrowDown', 0, 0)).toBeNull();
  });
});
