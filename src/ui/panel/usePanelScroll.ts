import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { decodeView, type Selection } from '../../model/view';
import { beforeHistoryEntry } from '../../state/urlSync';
import { onPageReset } from '../../state/pageReset';

/**
 * Back and Forward reopen a selection where its panel was scrolled to; any other new selection
 * opens at the top. Positions are remembered per selection, up to a bound.
 */
const MAX_REMEMBERED = 200;
const saved = new Map<string, number>();
/** The selection a Back or Forward is going to, until the panel has shown it. */
let poppedTo: string | null = null;

const keyOf = (selection: Selection) => (selection ? `${selection.kind}:${selection.key}` : '');

onPageReset(() => {
  saved.clear();
  poppedTo = null;
});

beforeHistoryEntry((search) => (poppedTo = keyOf(decodeView(search).state.selection)));

function remember(key: string, top: number): void {
  saved.delete(key);
  saved.set(key, top);
  if (saved.size > MAX_REMEMBERED) saved.delete(saved.keys().next().value!);
}

/**
 * A restored position may lie in sections drawn a moment after the panel opens (the case's texts
 * and similar cases come from the worker): retry each frame for this long, unless the reader
 * scrolls first. Half a second was too short on a slow machine.
 */
const RESTORE_MS = 3000;
const READER_SCROLLS = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;

export function usePanelScroll(panel: RefObject<HTMLElement | null>, selection: Selection): void {
  const key = keyOf(selection);
  const current = useRef('');
  // The panel element exists only while something is selected.
  const open = key !== '';

  useEffect(() => {
    const el = panel.current;
    if (!el) return;
    const onScroll = () => {
      if (current.current) remember(current.current, el.scrollTop);
    };
    el.addEventListener('scroll', onScroll, { passive: true });
    // A scroll event comes with the next frame: a Back or Forward pressed before it would leave
    // the entry's last position unrecorded, so it is also read just before the entry is applied.
    const stopListening = beforeHistoryEntry(onScroll);
    return () => {
      el.removeEventListener('scroll', onScroll);
      stopListening();
    };
  }, [panel, open]);

  // Before paint, so a scroll event caused by the new content is counted for the new selection.
  useLayoutEffect(() => {
    current.current = key;
    const el = panel.current;
    const restore = poppedTo === key ? (saved.get(key) ?? 0) : 0;
    poppedTo = null;
    if (!el) return;
    el.scrollTop = restore;
    if (restore <= 0) return;
    const until = performance.now() + RESTORE_MS;
    let raf = 0;
    const stop = () => cancelAnimationFrame(raf);
    const again = () => {
      if (current.current !== key) return;
      el.scrollTop = restore;
      if (Math.abs(el.scrollTop - restore) > 1 && performance.now() < until) raf = requestAnimationFrame(again);
    };
    raf = requestAnimationFrame(again);
    for (const type of READER_SCROLLS) el.addEventListener(type, stop, { passive: true });
    return () => {
      stop();
      for (const type of READER_SCROLLS) el.removeEventListener(type, stop);
    };
  }, [panel, key]);
}
