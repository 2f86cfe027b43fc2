/** The app's own address without its query or fragment: where shared links point. */
export function pageAddress(win: Window = window): string {
  return `${win.location.origin}${win.location.pathname}`;
}
