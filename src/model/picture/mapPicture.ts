import { mixHex, type LibraryMap } from '../layout';
import type { GraphModel, GraphNode } from '../network';
import { OTHER_KEY, THEME_BACKGROUNDS, type ColorScheme } from '../view';

/** How a case node is drawn: its colours and the failure pattern it belongs to. */
export interface CaseLook {
  fill: string;
  stroke: string;
  cluster: string;
}

/** A failure pattern's disc as drawn under the cases, with its name. */
export interface RegionPicture {
  id: string;
  x: number;
  y: number;
  r: number;
  name: string;
  fill: string;
  stroke: string;
  /** No colour of its own (a failure pattern beyond the palette): only its name tells it apart, so that is drawn first. */
  neutral?: boolean;
}

export interface MapPictureInput {
  graph: GraphModel;
  map: LibraryMap;
  scheme: ColorScheme;
  theme: 'light' | 'dark';
  /** The failure pattern selected, drawn stronger. */
  selectedCluster: string | null;
  /** Each case's year (library position), and the library's span. */
  years: { minYear: number; maxYear: number; years: ArrayLike<number> };
  /** A pattern's name in the reader's language. */
  clusterName: (clusterIndex: number) => string;
}

export interface MapPicture {
  look: (n: GraphNode) => CaseLook | null;
  /** The discs of the patterns that hold a shown case. */
  regions: RegionPicture[];
  /** A case's recency, 0 (oldest) … 1 (newest): ranks its label. */
  recency: (caseIndex: number) => number;
}

/** Discs are mixed into the background: faint, stronger when their pattern is selected. */
const DISC_FILL = { normal: 0.1, selected: 0.2 };
const DISC_STROKE = { normal: 0.35, selected: 0.9 };
/** The discs' colour when the colour mode is not by pattern. */
const NEUTRAL_DISC = '#8b949e';

/**
 * The visual stage of the derived chain for the map: each case's colours, the patterns' discs
 * and their names, each case's recency. Pure, so the bench times it and the adapter only reads it.
 */
export function mapPicture({ graph, map, scheme, theme, selectedCluster, years, clusterName }: MapPictureInput): MapPicture {
  const { clusters, clusterOf, regions: discs } = map;
  const colours = new Map(scheme.legend.map((e) => [e.key, e.colour[theme]]));
  const neutral = new Set(scheme.legend.filter((e) => e.neutral).map((e) => e.key));
  const bg = THEME_BACKGROUNDS[theme];
  const byPattern = scheme.mode === 'cluster';
  const caseLook = (i: number): CaseLook => {
    const c = colours.get(scheme.keys[i] ?? OTHER_KEY) ?? colours.get(OTHER_KEY);
    return { fill: c?.fill ?? bg, stroke: c?.border ?? bg, cluster: clusters[clusterOf[i]!]?.id ?? '' };
  };
  const shown = new Set<number>();
  for (const n of graph.nodes) if (n.caseIndex !== undefined) shown.add(clusterOf[n.caseIndex]!);
  const regions = discs
    .filter((r) => shown.has(r.cluster))
    .map((r): RegionPicture => {
      const base = byPattern ? (colours.get(r.clusterId)?.fill ?? NEUTRAL_DISC) : NEUTRAL_DISC;
      const strength = r.clusterId === selectedCluster ? 'selected' : 'normal';
      return {
        id: r.clusterId,
        x: r.x,
        y: r.y,
        r: r.r,
        name: clusterName(r.cluster),
        fill: mixHex(bg, base, DISC_FILL[strength]),
        stroke: mixHex(bg, base, DISC_STROKE[strength]),
        ...(byPattern && neutral.has(r.clusterId) ? { neutral: true } : {}),
      };
    });
  const { minYear, maxYear } = years;
  return {
    look: (n) => (n.kind === 'case' && n.caseIndex !== undefined ? caseLook(n.caseIndex) : null),
    regions,
    recency: (i) => (maxYear > minYear ? ((years.years[i] ?? minYear) - minYear) / (maxYear - minYear) : 1),
  };
}
