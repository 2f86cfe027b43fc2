import { useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * A table scrolled sideways opens at its start, except one of periods in time order wider than
 * its room (a phone's), which opens at its end: its latest periods and the totals beside the
 * sticky names. A library's incidents are mostly recent, and its first years were columns of
 * zeros across the whole screen. Done again only when `columns` (what the columns are) changes,
 * so a reader's own scroll is kept across renders.
 *
 * At its end, the period whose start is under the sticky names would show as a stub ("008" for
 * 2008, "'22"), which reads as another number: the names' column is widened by that stub's width,
 * so the stub is hidden under the names, the first period shown is whole, and the names (cut
 * short on a phone) get the room.
 */
export function useOpensAtLatest<T extends HTMLElement>(columns: string, periods: boolean): RefObject<T | null> {
  const ref = useRef<T>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const names = el.querySelector<HTMLElement>('thead tr:first-child > th');
    if (names) names.style.minWidth = '';
    if (!periods || el.scrollWidth <= el.clientWidth) {
      el.scrollLeft = 0;
      return;
    }
    el.scrollLeft = el.scrollWidth;
    const stub = stubUnderNames(el);
    if (names && stub > 0) {
      names.style.minWidth = `${names.getBoundingClientRect().width + stub}px`;
      el.scrollLeft = el.scrollWidth;
    }
  }, [columns, periods]);
  return ref;
}

/** How much of the column head cut by the sticky first head's right edge shows beyond it (0 if none is cut). */
function stubUnderNames(el: HTMLElement): number {
  const heads = [...el.querySelectorAll('thead tr:first-child > th')];
  const edge = heads[0]?.getBoundingClientRect().right;
  if (edge === undefined) return 0;
  for (const th of heads.slice(1)) {
    const { left, right } = th.getBoundingClientRect();
    if (left < edge - 0.5 && right > edge + 0.5) return Math.ceil(right - edge);
  }
  return 0;
}
