import { useCallback, useSyncExternalStore } from 'react';

/** Whether a CSS media query matches now, following its changes (false where there is no window). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback((changed: () => void) => {
    const m = window.matchMedia(query);
    m.addEventListener('change', changed);
    return () => m.removeEventListener('change', changed);
  }, [query]);
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches, () => false);
}
