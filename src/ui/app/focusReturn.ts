import { onPageReset } from '../../state/pageReset';

/**
 * Where keyboard focus goes back to when the detail panel closes: the element that had focus
 * before the panel took it (the search box, a graph node, a list row), never `<body>`.
 */
let origin: HTMLElement | null = null;
onPageReset(() => (origin = null));

/** Called as the panel takes focus; a move within the panel (a related case) keeps the first origin. */
export function notePanelOrigin(panel: HTMLElement): void {
  const active = document.activeElement;
  if (active instanceof HTMLElement && active !== document.body && !panel.contains(active)) origin = active;
}

/** Whether focus is where closing the panel would drop it: inside the panel, or nowhere. */
export function focusWouldBeLost(): boolean {
  const active = document.activeElement;
  return !active || active === document.body || !!active.closest('.detail-panel');
}

/** Focuses the origin if it is still on the page, else the graph, else the search box. */
export function returnFocus(): void {
  const target = [origin, document.getElementById('graph-widget'), document.getElementById('search-input')].find((el) => el?.isConnected);
  origin = null;
  target?.focus();
}
