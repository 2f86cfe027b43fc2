import { describe, expect, it } from 'vitest';
import { layoutClusters } from '../../src/model/layout';
import { clusterCases } from '../../src/model/layout';
import { COLOR_MODES, colorScheme, OTHER_KEY, parseColorMode, THEME_BACKGROUNDS, type ColorScheme, type Theme } from '../../src/model/view';
import { contrast, luminance, parseHex, toLinear } from '../../src/model/layout';
import { bundledIndex, indexOf, rawCase } from './support/library';
import { decodeView, defaultView, encodeView } from '../../src/model/view';

const THEMES: Theme[] = ['light', 'dark'];

/** Colour-vision deficiency simulation (Machado, Oliveira & Fernandes 2009, severity 1), in linear RGB. */
const CVD: Record<string, number[][]> = {
  protanopia: [[0.152286, 1.052583, -0.204868], [0.114503, 0.786281, 0.099216], [-0.003882, -0.048116, 1.051998]],
  deuteranopia: [[0.367322, 0.860646, -0.227968], [0.280085, 0.672501, 0.047413], [-0.01182, 0.04294, 0.968881]],
  tritanopia: [[1.255528, -0.076749, -0.178779], [-0.078411, 0.930809, 0.147602], [0.004733, 0.691367, 0.3039]],
};

/** CIE L*a*b* of a linear-RGB colour (D65). */
function lab([r, g, b]: number[]): [number, number, number] {
  const x = (0.4124 * r! + 0.3576 * g! + 0.1805 * b!) / 0.95047;
  const y = 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  const z = (0.0193 * r! + 0.1192 * g! + 0.9505 * b!) / 1.08883;
  const f = (t: number) => (t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16 / 116);
  return [116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))];
}

function seen(hex: string, matrix: number[][] | null): [number, number, number] {
  const lin = parseHex(hex).map(toLinear);
  const out = matrix ? matrix.map((row) => Math.min(1, Math.max(0, row[0]! * lin[0]! + row[1]! * lin[1]! + row[2]! * lin[2]!))) : lin;
  return lab(out);
}

const deltaE = (a: number[], b: number[]) => Math.hypot(a[0]! - b[0]!, a[1]! - b[1]!, a[2]! - b[2]!);

function expectLegendMatches(scheme: ColorScheme, cases: number) {
  expect(scheme.keys.length).toBe(cases);
  const legendKeys = scheme.legend.map((e) => e.key);
  expect(new Set(legendKeys).size).toBe(legendKeys.length);
  const counts = new Map<string, number>();
  for (const k of scheme.keys) counts.set(k, (counts.get(k) ?? 0) + 1);
  expect(new Map(scheme.legend.map((e) => [e.key, e.count]))).toEqual(counts);
}

describe('colour modes on the bundled library', () => {
  const index = bundledIndex();
  const clustering = clusterCases(index);
  const { regions } = layoutClusters(index, { clustering });

  it('every mode has a legend that matches, case for case, what it assigns', () => {
    for (const mode of COLOR_MODES) {
      for (const ctx of [{ index, clustering }, { index, clustering, regions }]) {
        const scheme = colorScheme(mode, ctx);
        expect(scheme.legend.length, mode).toBeGreaterThan(1);
        expectLegendMatches(scheme, index.cases.length);
      }
    }
  });

  it('colours each case by what the mode says', () => {
    const cause = colorScheme('cause', { index, clustering });
    index.cases.forEach((c, i) => expect([c.root_cause, OTHER_KEY]).toContain(cause.keys[i]));
    const severity = colorScheme('severity', { index, clustering });
    expect(severity.legend.map((e) => e.key)).toEqual(['critical', 'major', 'minor', 'unknown'].filter((k) => index.cases.some((c) => c.severity === k)));
    const year = colorScheme('year', { index, clustering });
    index.cases.forEach((c, i) => {
      const entry = year.legend.find((e) => e.key === year.keys[i])!;
      expect(entry.label.kind).toBe('years');
      if (entry.label.kind === 'years') expect(Number(c.date.slice(0, 4))).toBeGreaterThanOrEqual(entry.label.from);
      if (entry.label.kind === 'years') expect(Number(c.date.slice(0, 4))).toBeLessThanOrEqual(entry.label.to);
    });
  });

  it('colours only as many patterns as the palette tells apart: no two share a colour, the rest are neutral and named', () => {
    for (const ctx of [{ index, clustering, regions }, { index, clustering }]) {
      const scheme = colorScheme('cluster', ctx);
      // None folds into "other": every pattern keeps its own entry (its name).
      expect(scheme.legend.map((e) => e.key)).toEqual(clustering.clusters.map((c) => c.id));
      const coloured = scheme.legend.filter((e) => !e.neutral);
      const neutral = scheme.legend.filter((e) => e.neutral);
      // The bundled library has more patterns than colours: both kinds must be present to mean anything.
      expect(coloured.length).toBeGreaterThanOrEqual(5);
      expect(neutral.length).toBeGreaterThan(0);
      for (const theme of THEMES) {
        const fills = coloured.map((e) => e.colour[theme].fill.toLowerCase());
        expect(new Set(fills).size, theme).toBe(fills.length);
        // A neutral pattern's grey is no coloured pattern's colour.
        for (const e of neutral) expect(fills).not.toContain(e.colour[theme].fill.toLowerCase());
      }
      // The coloured ones are the largest.
      const smallestColoured = Math.min(...coloured.map((e) => e.count));
      for (const e of neutral) expect(e.count).toBeLessThanOrEqual(smallestColoured);
    }
  });

  it('uses year colours that get lighter with time, in both themes', () => {
    const year = colorScheme('year', { index, clustering });
    for (const theme of THEMES) {
      const l = year.legend.map((e) => luminance(e.colour[theme].fill));
      for (let k = 1; k < l.length; k++) expect(l[k]!, theme).toBeGreaterThan(l[k - 1]!);
    }
  });
});

describe('palettes', () => {
  const index = bundledIndex();
  const clustering = clusterCases(index);
  const schemes = COLOR_MODES.map((mode) => colorScheme(mode, { index, clustering }));

  it('stand out from both backgrounds: fills ≥ 2:1, outlines ≥ 3:1', () => {
    for (const scheme of schemes) for (const e of scheme.legend) for (const theme of THEMES) {
      expect(contrast(e.colour[theme].fill, THEME_BACKGROUNDS[theme]), `${scheme.mode} ${e.key} ${theme}`).toBeGreaterThanOrEqual(2);
      expect(contrast(e.colour[theme].border, THEME_BACKGROUNDS[theme]), `${scheme.mode} ${e.key} ${theme} border`).toBeGreaterThanOrEqual(3);
    }
  });

  it('keeps categories apart for colour-blind readers (simulated), not by red vs green alone', () => {
    for (const scheme of schemes.filter((s) => s.mode !== 'year')) {
      for (const theme of THEMES) {
        const fills = [...new Set(scheme.legend.map((e) => e.colour[theme].fill))];
        for (const [name, matrix] of [['normal', null], ...Object.entries(CVD)] as const) {
          for (let a = 0; a < fills.length; a++) for (let b = a + 1; b < fills.length; b++) {
            const d = deltaE(seen(fills[a]!, matrix), seen(fills[b]!, matrix));
            expect(d, `${scheme.mode} ${theme} ${name}: ${fills[a]} vs ${fills[b]}`).toBeGreaterThan(12);
          }
        }
      }
    }
  });
});

describe('more categories than colours', () => {
  it('folds the smallest into "other", by count then key, the same way every time', () => {
    const records = Array.from({ length: 30 }, (_, k) => rawCase(`C${k}`, { root_cause: `cause-${String.fromCharCode(97 + (k % 10))}` }));
    // cause-a … cause-j, three cases each; add two more to cause-j so it ranks first.
    records.push(rawCase('X1', { root_cause: 'cause-j' }), rawCase('X2', { root_cause: 'cause-j' }));
    const index = indexOf(records);
    const scheme = colorScheme('cause', { index, clustering: clusterCases(index) });
    expect(scheme.legend.map((e) => e.key)).toEqual(['cause-j', 'cause-a', 'cause-b', 'cause-c', 'cause-d', 'cause-e', 'cause-f', OTHER_KEY]);
    expect(scheme.legend.at(-1)).toMatchObject({ label: { kind: 'other' }, count: 9 });
    expectLegendMatches(scheme, index.cases.length);
  });

  it('reads the URL value, defaulting to clusters', () => {
    expect(parseColorMode('year')).toBe('year');
    expect(parseColorMode('nonsense')).toBe('cluster');
    expect(parseColorMode(null)).toBe('cluster');
  });
});

describe('every colour mode is reachable', () => {
  it('is listed for the legend and read back from a link, straight from the table', () => {
    expect(COLOR_MODES.length).toBeGreaterThanOrEqual(5);
    for (const mode of COLOR_MODES) {
      expect(parseColorMode(mode)).toBe(mode);
      const { state, ignored } = decodeView(encodeView({ ...defaultView(), color: mode }));
      expect(ignored).toEqual([]);
      expect(state.color).toBe(mode);
    }
  });
});
