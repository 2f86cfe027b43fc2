import { useEffect, type RefObject } from 'react';

/**
 * Marks a sideways-scrolled table's wrap `data-scrolled` while columns lie hidden left of its
 * sticky names, so the names cast a shadow over them: opened on its latest years, a table
 * otherwise looked complete (its totals beside years that do not add up to them).
 */
export function useScrolledMark(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const mark = () => el.toggleAttribute('data-scrolled', el.scrollLeft > 0);
    mark();
    el.addEventListener('scroll', mark, { passive: true });
    return () => el.removeEventListener('scroll', mark);
  }, [ref]);
}
