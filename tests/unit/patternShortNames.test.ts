import { describe, expect, it } from 'vitest';
import { drawnLabels, labelFontPx, labelPass, placeLabels, shortPatternNames, type LabelSource, type MeasureLabel } from '../../src/model/viewport';

/** As patternNames.test.ts: every character 0.55 font sizes wide, words wrapped greedily. */
const measure: MeasureLabel = (s, compact = false, maxWidth = 130, fontPx = labelFontPx(s)) => {
  const text = compact ? s.text.split('\n')[0]! : s.text;
  const w = (t: string) => t.length * fontPx * 0.55;
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const next = line ? `${line} ${word}` : word;
    if (line && w(next) > maxWidth) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  lines.push(line);
  return { lines, width: Math.ceil(Math.max(...lines.map(w))), height: Math.ceil(lines.length * fontPx * 1.25), fontPx, font: `${fontPx}px test` };
};

const LONG = 'Hardware, power or facility failure · Backup power (UPS, generators) · Business applications';

describe('shortPatternNames: a shorter display form of a long pattern name', () => {
  it('drops bracketed asides and keeps the first two parts of three, marked as cut', () => {
    expect(shortPatternNames([LONG])).toEqual(['Hardware, power or facility failure · Backup power …']);
  });

  it('leaves short names whole, and gives no short form two patterns would share', () => {
    expect(shortPatternNames(['Cache', 'Latent software bug · Cloud control plane'])).toEqual([null, null]);
    const twins = ['Latent software bug · Relational database · Block storage', 'Latent software bug · Relational database · Object storage'];
    expect(shortPatternNames(twins)).toEqual([null, null]);
  });
});

describe('a long pattern name with no room for it whole takes its short form (issue 25, 1366×768 in English)', () => {
  // A canvas too low for the whole name on any wrapping (three lines at every width tried),
  // high enough for the short form on two lines.
  const view = { zoom: 1, pan: { x: 0, y: 0 }, width: 400, height: 30 };
  const focus = { selected: null, hovered: null, only: null };
  const source = (short?: string): LabelSource => ({ id: 'cluster:p', kind: 'region', text: LONG, x: 200, y: 15, r: 12, weight: 0, degree: 0, recency: 0, ...(short ? { short } : {}) });
  const run = (s: LabelSource) => {
    const p = labelPass([s], view, focus, [], measure);
    const result = placeLabels(p.candidates, p.blocked, { sides: p.sides, bounds: p.bounds, gap: 2, nodes: p.nodes });
    return drawnLabels(p, result.placed, view.zoom, focus, measure);
  };

  it('is named by its short form, marked as such, inside the canvas', () => {
    const [short] = shortPatternNames([LONG]);
    const drawn = run(source(short!));
    expect(drawn).toHaveLength(1);
    expect(drawn[0]!.short).toBe(true);
    expect(drawn[0]!.text.replace(/\n/g, ' ')).toBe(short);
    expect(drawn[0]!.y2).toBeLessThanOrEqual(30);
  });

  it('without a short form the name finds no place there', () => {
    expect(run(source())).toEqual([]);
  });
});
