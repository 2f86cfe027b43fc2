import { compareSearch } from '../../model/links';

/**
 * The address of the side-by-side view of two cases (`compare=A,B`, issue #15's compare view),
 * written by the URL codec that reads it (model/links). Opened through history and a popstate,
 * so the app reads it as it reads Back and Forward.
 */
export function compareHref(a: string, b: string, location: Pick<Location, 'pathname' | 'search' | 'hash'> = window.location): string {
  return `${location.pathname}${compareSearch(location.search, a, b)}${location.hash}`;
}

export function openCompare(a: string, b: string): void {
  window.history.pushState(null, '', compareHref(a, b));
  window.dispatchEvent(new PopStateEvent('popstate'));
}
