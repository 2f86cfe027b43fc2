import { useCallback, useEffect, useMemo, useState, type RefObject } from 'react';

/**
 * The rows in view of a scroller whose rows all have one height: arithmetic on the scroll
 * position, so the cost of a frame is the rows on screen, never the row count (a general
 * virtualiser measures every row first: 200,000 of them on the list's first render, issue 30).
 */
export interface FixedRows {
  /** Positions in the DOM, from `first` to `last` inclusive (empty when last < first). */
  first: number;
  last: number;
  /** Height of the rows above and below them. */
  padTop: number;
  padBottom: number;
  scrollToIndex(pos: number, align: 'auto' | 'center'): void;
  scrollToTop(): void;
}

export function useFixedRows(scrollRef: RefObject<HTMLElement | null>, count: number, rowHeight: number, header: number, overscan: number): FixedRows {
  const [box, setBox] = useState({ top: 0, height: 900 });
  useEffect(() => {
    const el = scrollRef.current;
    if (!el) return;
    const read = () => setBox((b) => (b.top === el.scrollTop && b.height === el.clientHeight ? b : { top: el.scrollTop, height: el.clientHeight }));
    read();
    el.addEventListener('scroll', read, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(read);
    observer?.observe(el);
    return () => {
      el.removeEventListener('scroll', read);
      observer?.disconnect();
    };
  }, [scrollRef]);
  const first = Math.max(0, Math.floor((box.top - header) / rowHeight) - overscan);
  const last = Math.min(count - 1, Math.ceil((box.top + box.height - header) / rowHeight) + overscan);
  const scrollToIndex = useCallback((pos: number, align: 'auto' | 'center') => {
    const el = scrollRef.current;
    if (!el) return;
    const top = header + pos * rowHeight;
    const view = el.clientHeight - header;
    if (align === 'center') el.scrollTop = Math.max(0, top - header - (view - rowHeight) / 2);
    else if (top - header < el.scrollTop) el.scrollTop = top - header;
    else if (top + rowHeight > el.scrollTop + el.clientHeight) el.scrollTop = top + rowHeight - el.clientHeight;
  }, [scrollRef, rowHeight, header]);
  const scrollToTop = useCallback(() => {
    if (scrollRef.current) scrollRef.current.scrollTop = 0;
  }, [scrollRef]);
  // One object per window, so an effect that depends on it runs when the window moves, not every render.
  return useMemo(() => ({
    first,
    last,
    padTop: first * rowHeight,
    padBottom: Math.max(0, count - 1 - last) * rowHeight,
    scrollToIndex,
    scrollToTop,
  }), [first, last, count, rowHeight, scrollToIndex, scrollToTop]);
}
