import type { ClusterRegion } from '../layout';
import { OTHER_CLUSTER_ID } from '../core';
import type { ClusterName } from '../layout';
import type { ClusterTable } from '../layout';
import type { LibraryIndex } from '../core';
import { mixHex } from '../layout';
import { patternSlots } from '../overview';
import { isKnownSeverity, SEVERITIES, type Severity } from '../core';

/**
 * What case nodes are coloured by (`color=` in the URL), as one table: each mode says which
 * category a case is in and how the categories are ordered, and `colorScheme` turns that into a
 * colour per case and the legend, from the same keys, so the legend always matches the picture.
 *
 * Categories use the Okabe–Ito palette (safe for the common colour-vision deficiencies; no
 * pair differs only by red vs green), one variant per theme where a colour would vanish on the
 * background (yellow on white, blue on near-black); years use a cividis-like ramp, dark to
 * light, cut per theme so neither end disappears. More categories than colours: the biggest
 * keep theirs, the rest share "other" (count, then key, decides, so it is deterministic).
 * Failure patterns never fold: the largest take one colour each, the rest are neutral and
 * keep their own legend entries (overview/patternColours.ts).
 */
export type ColorMode = 'cluster' | 'cause' | 'domain' | 'severity' | 'year';
export const DEFAULT_COLOR_MODE: ColorMode = 'cluster';

export type Theme = 'light' | 'dark';
/** The graph's backgrounds (src/graph/theme.ts), for contrast checks. */
export const THEME_BACKGROUNDS: Record<Theme, string> = { light: '#ffffff', dark: '#0f1419' };

export interface ThemeColour {
  fill: string;
  /** Darker on light, lighter on dark: the node's outline keeps ≥ 3:1 against the background. */
  border: string;
}

export type LegendLabel =
  | { kind: 'cluster'; id: string; name: ClusterName }
  | { kind: 'taxonomy'; taxonomy: 'root_cause' | 'domain'; slug: string }
  | { kind: 'severity'; value: string }
  | { kind: 'years'; from: number; to: number }
  | { kind: 'other' };

export interface LegendEntry {
  key: string;
  label: LegendLabel;
  /** Cases drawn in this colour. */
  count: number;
  colour: Record<Theme, ThemeColour>;
  /** Drawn in the neutral grey and told apart by its name (a failure pattern beyond the palette): no swatch. */
  neutral?: boolean;
}

export interface ColorScheme {
  mode: ColorMode;
  /** Legend key of each case (library position). */
  keys: string[];
  legend: LegendEntry[];
}

export interface ColorContext {
  index: LibraryIndex;
  clustering: ClusterTable;
  /** The clusters' discs (kept for callers; colouring no longer depends on them). */
  regions?: readonly ClusterRegion[];
}

/** No slug, cluster id or year is empty, so this key cannot collide with a category's. */
export const OTHER_KEY = '';

/** Okabe & Ito (2008), by slot: [light theme, dark theme]. */
const CATEGORICAL: readonly (readonly [string, string])[] = [
  ['#0072B2', '#56B4E9'], // blue / sky blue
  ['#E69F00', '#E69F00'], // orange
  ['#009E73', '#009E73'], // bluish green
  ['#CC79A7', '#CC79A7'], // reddish purple
  ['#D55E00', '#D55E00'], // vermillion
  ['#56B4E9', '#0072B2'], // sky blue / blue: swapped so each theme's first slot is its most visible
  ['#000000', '#F0E442'], // black / yellow
];
// A mid grey: a lighter one reads as the reddish purple to deuteranopes (simulated ΔE < 4).
const OTHER_COLOUR: readonly [string, string] = ['#6A7079', '#6E7681'];

/** Cividis (Nuñez et al. 2018), nine stops, dark blue → yellow. */
const CIVIDIS = ['#00224E', '#123570', '#3B496C', '#575D6D', '#707173', '#8A8779', '#A69D75', '#C4B56C', '#FEE838'];
/** The part of the ramp used per theme: its ends would vanish on each background. */
const RAMP_RANGE: Record<Theme, [number, number]> = { light: [0, 0.72], dark: [0.3, 1] };
const MAX_YEAR_STEPS = 8;

function ramp(t: number): string {
  const x = Math.min(1, Math.max(0, t)) * (CIVIDIS.length - 1);
  const k = Math.min(CIVIDIS.length - 2, Math.floor(x));
  return mixHex(CIVIDIS[k]!, CIVIDIS[k + 1]!, x - k);
}

function themed(light: string, dark: string): Record<Theme, ThemeColour> {
  return {
    light: { fill: light, border: mixHex(light, '#000000', 0.45) },
    dark: { fill: dark, border: mixHex(dark, '#ffffff', 0.45) },
  };
}

const slotColour = (slot: number) => themed(CATEGORICAL[slot]![0], CATEGORICAL[slot]![1]);
const otherColour = () => themed(OTHER_COLOUR[0], OTHER_COLOUR[1]);

/** One mode: each case's category (null: "other"), and how categories become colours. */
interface ModeSpec {
  keyOf: (ctx: ColorContext, i: number) => string | null;
  label: (ctx: ColorContext, key: string) => LegendLabel;
  /**
   * `categorical`: biggest categories get the palette's slots, the rest fold into "other";
   * `ordered`: categories in the given order with the given colours.
   */
  colours:
    | { kind: 'categorical' }
    | { kind: 'ordered'; order: (ctx: ColorContext) => { key: string; colour: Record<Theme, ThemeColour> }[] }
    | { kind: 'map' };
}

/** The palette slot of each severity (null: the neutral grey); the levels themselves are severity.ts's one list. */
const SEVERITY_SLOTS = { critical: 4, major: 1, minor: 0, unknown: null } satisfies Record<Severity, number | null>;

/** Year bins of whole years: one per year up to MAX_YEAR_STEPS years, wider bins beyond. */
function yearBins(index: LibraryIndex): { width: number; from: number; count: number } {
  const from = index.minYear;
  const span = Math.max(1, index.maxYear - index.minYear + 1);
  const width = Math.ceil(span / MAX_YEAR_STEPS);
  return { width, from, count: Math.ceil(span / width) };
}

function yearKey(index: LibraryIndex, i: number): string | null {
  const year = index.years[i]!;
  if (!Number.isFinite(year) || index.cases.length === 0) return null;
  const { width, from } = yearBins(index);
  return String(from + Math.floor((year - from) / width) * width);
}

/** A case's domain for colouring: the most common one it has (cases often have 2–3). */
function mainDomain(index: LibraryIndex, i: number): string | null {
  let best: string | null = null;
  let bestCount = -1;
  for (const d of index.cases[i]!.domain) {
    const n = index.byDomain.get(d)?.length ?? 0;
    if (n > bestCount || (n === bestCount && best !== null && d < best)) [best, bestCount] = [d, n];
  }
  return best;
}

export const COLOR_MODE_SPECS = {
  cluster: {
    keyOf: (ctx, i) => {
      const c = ctx.clustering.clusters[ctx.clustering.clusterOf[i]!];
      return c && c.id !== OTHER_CLUSTER_ID ? c.id : null;
    },
    label: (ctx, key) => ({ kind: 'cluster', id: key, name: ctx.clustering.clusters.find((c) => c.id === key)?.name ?? { components: [] } }),
    colours: { kind: 'map' },
  },
  cause: {
    keyOf: (ctx, i) => ctx.index.cases[i]!.root_cause,
    label: (_ctx, key) => ({ kind: 'taxonomy', taxonomy: 'root_cause', slug: key }),
    colours: { kind: 'categorical' },
  },
  domain: {
    keyOf: (ctx, i) => mainDomain(ctx.index, i),
    label: (_ctx, key) => ({ kind: 'taxonomy', taxonomy: 'domain', slug: key }),
    colours: { kind: 'categorical' },
  },
  severity: {
    // A level outside the four is as good as unknown: one grey entry, not two.
    keyOf: (ctx, i) => {
      const v = ctx.index.cases[i]!.severity;
      return isKnownSeverity(v) ? v : 'unknown';
    },
    label: (_ctx, key) => ({ kind: 'severity', value: key }),
    colours: {
      kind: 'ordered',
      order: () => SEVERITIES.map((s) => {
        const slot = SEVERITY_SLOTS[s];
        return { key: s, colour: slot === null ? otherColour() : slotColour(slot) };
      }),
    },
  },
  year: {
    keyOf: (ctx, i) => yearKey(ctx.index, i),
    label: (ctx, key) => {
      const from = Number(key);
      return { kind: 'years', from, to: Math.min(ctx.index.maxYear, from + yearBins(ctx.index).width - 1) };
    },
    colours: {
      kind: 'ordered',
      order: (ctx) => {
        const { width, from, count } = yearBins(ctx.index);
        return Array.from({ length: count }, (_, k) => {
          const t = count > 1 ? k / (count - 1) : 1;
          const at = (theme: Theme) => ramp(RAMP_RANGE[theme][0] + t * (RAMP_RANGE[theme][1] - RAMP_RANGE[theme][0]));
          return { key: String(from + k * width), colour: themed(at('light'), at('dark')) };
        });
      },
    },
  },
} satisfies Record<ColorMode, ModeSpec>;

/** The colour modes in the legend's order: the table's own, so a new mode is one entry (and its wording). */
export const COLOR_MODES = Object.keys(COLOR_MODE_SPECS) as readonly ColorMode[];

export function colorScheme(mode: ColorMode, ctx: ColorContext): ColorScheme {
  const spec: ModeSpec = COLOR_MODE_SPECS[mode];
  const n = ctx.index.cases.length;
  const raw: (string | null)[] = new Array(n);
  const counts = new Map<string, number>();
  for (let i = 0; i < n; i++) {
    const key = spec.keyOf(ctx, i);
    raw[i] = key;
    if (key !== null) counts.set(key, (counts.get(key) ?? 0) + 1);
  }

  const colourOf = new Map<string, Record<Theme, ThemeColour>>();
  const order: string[] = [];
  const neutral = new Set<string>();
  const c = spec.colours;
  if (c.kind === 'ordered') {
    for (const { key, colour } of c.order(ctx)) {
      if (!counts.has(key)) continue;
      colourOf.set(key, colour);
      order.push(key);
    }
  } else {
    // Biggest first; clusters keep their own order (already by size, ids breaking ties).
    const ranked = c.kind === 'map' ? ctx.clustering.clusters.map((x) => x.id).filter((id) => counts.has(id)) : [...counts.keys()].sort((a, b) => counts.get(b)! - counts.get(a)! || (a < b ? -1 : 1));
    if (c.kind === 'map') {
      // Only as many patterns as the palette can tell apart are coloured; the rest are neutral
      // and named (on the map and in the legend), never given a colour another pattern has.
      const { slots, neutral: plain } = patternSlots(ranked, CATEGORICAL.length);
      for (const key of ranked) colourOf.set(key, slots.has(key) ? slotColour(slots.get(key)!) : otherColour());
      for (const key of plain) neutral.add(key);
      order.push(...ranked);
    } else {
      for (const key of ranked.slice(0, CATEGORICAL.length)) {
        colourOf.set(key, slotColour(order.length));
        order.push(key);
      }
    }
  }

  const keys = raw.map((k) => (k !== null && colourOf.has(k) ? k : OTHER_KEY));
  const shown = new Map<string, number>();
  for (const k of keys) shown.set(k, (shown.get(k) ?? 0) + 1);
  const legend: LegendEntry[] = order.map((key) => ({ key, label: spec.label(ctx, key), count: shown.get(key) ?? 0, colour: colourOf.get(key)!, ...(neutral.has(key) ? { neutral: true } : {}) }));
  if (shown.has(OTHER_KEY)) legend.push({ key: OTHER_KEY, label: { kind: 'other' }, count: shown.get(OTHER_KEY)!, colour: otherColour() });
  return { mode, keys, legend };
}

/** The `color=` URL value, or the default for anything else. */
export function parseColorMode(value: string | null | undefined): ColorMode {
  return COLOR_MODES.find((m) => m === value) ?? DEFAULT_COLOR_MODE;
}
