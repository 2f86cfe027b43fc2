/**
 * The address of the side-by-side view of two cases (`compare=A,B`, issue #15's compare view).
 * Opened through history and a popstate, so the app reads it as it reads Back and Forward.
 */
export function compareHref(a: string, b: string, location: Location = window.location): string {
  const params = new URLSearchParams(location.search);
  params.set('compare', `${a},${b}`);
  return `${location.pathname}?${params.toString().replace(/%2C/g, ',')}${location.hash}`;
}

export function openCompare(a: string, b: string): void {
  window.history.pushState(null, '', compareHref(a, b));
  window.dispatchEvent(new PopStateEvent('popstate'));
}
