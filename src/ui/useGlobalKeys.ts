import { useEffect } from 'react';
import { SHORTCUTS } from './shortcuts';

function typingInField(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  return !!el && (el.tagName === 'INPUT' || el.tagName === 'TEXTAREA' || el.tagName === 'SELECT' || el.isContentEditable);
}

/** The page-wide shortcuts of the SHORTCUTS table, ignored while the user types in a field. */
export function useGlobalKeys(onHelp: () => void) {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || typingInField(e.target)) return;
      SHORTCUTS.find((s) => s.global?.key === e.key)?.global?.run(e, { openHelp: onHelp });
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onHelp]);
}
