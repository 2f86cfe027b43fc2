import { useEffect } from 'react';
import { useAppStore } from '../state/store';

function typingInField(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  return !!el && (el.tagName === 'INPUT' || el.tagName === 'TEXTAREA' || el.tagName === 'SELECT' || el.isContentEditable);
}

/** `/` focuses the search; `?` opens the shortcuts; Escape clears the selection. */
export function useGlobalKeys(onHelp: () => void) {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented) return;
      if (e.key === '/' && !typingInField(e.target)) {
        e.preventDefault();
        document.getElementById('search-input')?.focus();
      } else if (e.key === '?' && !typingInField(e.target)) {
        e.preventDefault();
        onHelp();
      } else if (e.key === 'Escape' && !typingInField(e.target)) {
        const s = useAppStore.getState();
        if (s.problemsOpen) return;
        if (s.view.selection) s.actions.select(null);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onHelp]);
}
