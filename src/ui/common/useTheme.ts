import { useSyncExternalStore } from 'react';
import { useAppStore } from '../../state/store';

const query = '(prefers-color-scheme: dark)';
const subscribe = (cb: () => void) => {
  const m = window.matchMedia(query);
  m.addEventListener('change', cb);
  return () => m.removeEventListener('change', cb);
};

/** The theme now, outside React (the graph made before the first view: src/ui/GraphView.tsx). */
export function currentTheme(): 'light' | 'dark' {
  return useAppStore.getState().view.theme ?? (window.matchMedia(query).matches ? 'dark' : 'light');
}

/** The chosen theme, else the system's. */
export function useResolvedTheme(): 'light' | 'dark' {
  const chosen = useAppStore((s) => s.view.theme);
  const systemDark = useSyncExternalStore(subscribe, () => window.matchMedia(query).matches, () => false);
  return chosen ?? (systemDark ? 'dark' : 'light');
}
