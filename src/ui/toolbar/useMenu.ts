import { useEffect, useState, type RefObject } from 'react';

const ALWAYS = () => true;

/**
 * Closes an open popup on Escape and on a press outside it. Escape is taken in the capture
 * phase and marked handled, so the page-wide Escape (clear the selection) does not also run.
 */
export function useDismiss(ref: RefObject<HTMLElement | null>, open: boolean, onClose: (how: 'escape' | 'outside') => void, stillOpen: () => boolean = ALWAYS): void {
  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (ref.current && stillOpen() && !ref.current.contains(e.target as Node)) onClose('outside');
    };
    const onKey = (e: KeyboardEvent) => {
      // Closed already, though `open` has not caught up (a <details> tells of its closing in a
      // later task): a second Escape right after the first is the page's again (it clears the selection).
      if (e.key !== 'Escape' || !stillOpen()) return;
      e.preventDefault();
      e.stopPropagation();
      onClose('escape');
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey, true);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey, true);
    };
  }, [ref, open, onClose, stillOpen]);
}

/**
 * A `<details>` menu that closes like any menu: Escape (focus back on its button when it was
 * inside) and a press outside. Returns whether it is open and a way to close it.
 */
export function useMenu(ref: RefObject<HTMLDetailsElement | null>): { open: boolean; close: () => void } {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const onToggle = () => setOpen(el.open);
    el.addEventListener('toggle', onToggle);
    return () => el.removeEventListener('toggle', onToggle);
  }, [ref]);
  const [close] = useState(() => (how?: 'escape' | 'outside') => {
    const el = ref.current;
    if (!el) return;
    const focusWasInside = el.contains(document.activeElement);
    el.open = false;
    if (how === 'escape' && focusWasInside) el.querySelector('summary')?.focus();
  });
  const [isOpen] = useState(() => () => ref.current?.open ?? false);
  // Listening from the start, not from `open`: the <details> opens at once but tells of it in a
  // later task, and an Escape pressed in between (a slow machine, a quick reader) went to the page.
  useDismiss(ref, true, close, isOpen);
  return { open, close };
}
