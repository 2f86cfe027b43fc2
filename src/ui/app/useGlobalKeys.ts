import { useEffect } from 'react';
import { SHORTCUTS, type Shortcut } from './shortcuts';

/**
 * Inputs that take no typed text: a ticked facet's checkbox kept Escape from closing the case
 * under it, and "/" from reaching the search.
 */
const UNTYPED_INPUTS: ReadonlySet<string> = new Set(['checkbox', 'radio', 'button', 'submit', 'reset', 'color', 'file']);

/** Whether a shortcut yields to the focused element: text fields take every key, selects only letters and arrows. */
export function yieldsTo(target: EventTarget | null, shortcut: Shortcut): boolean {
  const el = target as HTMLElement | null;
  if (!el) return false;
  if (el.tagName === 'SELECT') return !shortcut.global?.inSelect;
  if (el.tagName === 'INPUT' && UNTYPED_INPUTS.has((el as HTMLInputElement).type)) return false;
  return el.tagName === 'INPUT' || el.tagName === 'TEXTAREA' || el.isContentEditable;
}

/** The page-wide shortcuts of the SHORTCUTS table, ignored while the user types in a field. */
export function useGlobalKeys(onHelp: () => void) {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented) return;
      const shortcut = SHORTCUTS.find((s) => s.global?.key === e.key);
      if (!shortcut || yieldsTo(e.target, shortcut)) return;
      shortcut.global?.run(e, { openHelp: onHelp });
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onHelp]);
}
