import type { UIEvent } from 'react';

/**
 * A sideways-scrolled table's wrap's `onScroll`: marks it `data-scrolled` while columns lie
 * hidden left of its sticky names, so the names cast a shadow over them (opened on its latest
 * years, a table otherwise looked complete, its totals beside years that do not add up to them).
 * An event handler, not an effect: the wrap may mount later than its view (a matrix that was
 * empty), and a table opening on its latest years scrolls, which fires the event.
 */
export function markScrolled(e: UIEvent<HTMLElement>): void {
  const el = e.currentTarget;
  el.toggleAttribute('data-scrolled', el.scrollLeft > 0);
}
