import { useMediaQuery } from './useMediaQuery';
import { useAppStore } from '../../state/store';

const query = '(prefers-color-scheme: dark)';

/** The theme now, outside React (the graph made before the first view: src/ui/GraphView.tsx). */
export function currentTheme(): 'light' | 'dark' {
  return useAppStore.getState().view.theme ?? (window.matchMedia(query).matches ? 'dark' : 'light');
}

/** The chosen theme, else the system's. */
export function useResolvedTheme(): 'light' | 'dark' {
  const chosen = useAppStore((s) => s.view.theme);
  const systemDark = useMediaQuery(query);
  return chosen ?? (systemDark ? 'dark' : 'light');
}
