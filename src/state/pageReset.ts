/**
 * State that lives as long as the page (stores, one-shot requests, remembered positions), and how
 * each starts over. The end-to-end tests reopen the app in the same page instead of loading it
 * again (./reopen.ts): everything a new page would start without must start over then, so each
 * module that keeps such state says here how.
 */
const resets = new Set<() => void>();

/** Registers how a module's page-lifetime state starts over. */
export function onPageReset(reset: () => void): void {
  resets.add(reset);
}

/** Starts every registered state over. */
export function resetPageState(): void {
  for (const reset of resets) reset();
}
