import { useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * A table scrolled sideways opens at its start, except one of periods in time order wider than
 * its room (a phone's), which opens at its end: its latest periods and the totals beside the
 * sticky names. A library's incidents are mostly recent, and its first years were columns of
 * zeros across the whole screen. Done again only when `columns` (what the columns are) changes,
 * so a reader's own scroll is kept across renders.
 */
export function useOpensAtLatest<T extends HTMLElement>(columns: string, periods: boolean): RefObject<T | null> {
  const ref = useRef<T>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    if (el) el.scrollLeft = periods && el.scrollWidth > el.clientWidth ? el.scrollWidth : 0;
  }, [columns, periods]);
  return ref;
}
