/**
 * Graph colours per theme. The page's CSS uses the same values (see src/ui/app/app.css) so the
 * legend and the canvas agree; label colours keep WCAG AA contrast on each background.
 */
export interface GraphPalette {
  background: string;
  label: string;
  labelOutline: string;
  case: string;
  caseBorder: string;
  component: string;
  componentBorder: string;
  cause: string;
  causeBorder: string;
  hubEdge: string;
  relation: string;
  selected: string;
  /** Cluster names over their tinted discs. */
  regionLabel: string;
}

export const palettes: Record<'light' | 'dark', GraphPalette> = {
  light: {
    background: '#ffffff',
    label: '#1f2328',
    labelOutline: '#ffffff',
    case: '#3b6fd8',
    caseBorder: '#1d4aa8',
    component: '#1f8f6a',
    componentBorder: '#0f5e44',
    cause: '#d9822b',
    causeBorder: '#9a5210',
    hubEdge: '#b8c0cc',
    relation: '#8a4fd3',
    selected: '#d6336c',
    regionLabel: '#57606a',
  },
  dark: {
    background: '#0f1419',
    label: '#e6edf3',
    labelOutline: '#0f1419',
    case: '#6e9bff',
    caseBorder: '#a9c2ff',
    component: '#3fbf8f',
    componentBorder: '#9fe6c9',
    cause: '#f0a04b',
    causeBorder: '#ffd2a1',
    hubEdge: '#3a4452',
    relation: '#b48cf2',
    selected: '#ff6b9a',
    regionLabel: '#a8b3bf',
  },
};

/** `fg` drawn at `alpha` over `bg`, as an opaque colour: translucent strokes cost more to draw. */
export function mix(fg: string, bg: string, alpha: number): string {
  const channel = (hex: string, k: number) => parseInt(hex.slice(1 + 2 * k, 3 + 2 * k), 16);
  const out = [0, 1, 2].map((k) => Math.round(channel(fg, k) * alpha + channel(bg, k) * (1 - alpha)));
  return `#${out.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

/** The veil over the graph behind a highlight: the background, mostly opaque. */
export function veilColour(p: GraphPalette): string {
  const [r, g, b] = [0, 1, 2].map((k) => parseInt(p.background.slice(1 + 2 * k, 3 + 2 * k), 16));
  return `rgba(${r}, ${g}, ${b}, 0.9)`;
}
