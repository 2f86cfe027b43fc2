import { useCallback, useEffect, useRef, useState } from 'react';

/** The facets' element id, which the drawer's toggle controls. */
export const FACETS_ID = 'facets';

/**
 * The filters as a drawer on narrow screens (app.css, max-width 900px): opened by its toggle, it
 * takes the keyboard's focus (it comes before the toggle in the page, so Tab alone would never
 * reach it), and Escape or the backdrop closes it and gives the focus back to the toggle. Escape
 * closes the drawer first: the case under it stays selected, as under a dialog.
 */
export function useFiltersDrawer() {
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => {
    setOpen(false);
    toggle.current?.focus();
  }, []);
  useEffect(() => {
    if (!open) return;
    // Only while it is a drawer: a toggle hidden by a wider screen leaves the facets in the page.
    const isDrawer = () => toggle.current !== null && toggle.current.offsetParent !== null;
    if (isDrawer()) document.getElementById(FACETS_ID)?.focus({ preventScroll: true });
    const onKey = (e: KeyboardEvent) => {
      // A dialog opened over the drawer closes itself first (its own Escape, left to it).
      if (e.key !== 'Escape' || e.defaultPrevented || !isDrawer() || document.querySelector('dialog[open]')) return;
      // Seen before the page's own Escape (useGlobalKeys), which then leaves the selection alone.
      e.preventDefault();
      close();
    };
    window.addEventListener('keydown', onKey, { capture: true });
    return () => window.removeEventListener('keydown', onKey, { capture: true });
  }, [open, close]);
  return { open, toggle, setOpen, close };
}
