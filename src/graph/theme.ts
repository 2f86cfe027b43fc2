/**
 * Graph colours per theme. The page's CSS uses the same values (see src/ui/theme.css) so the
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
  },
};
