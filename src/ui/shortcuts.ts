import type { I18nKey } from '../i18n/keys';
import { useAppStore } from '../state/store';

/** What a global shortcut may reach. */
export interface ShortcutContext {
  openHelp: () => void;
}

export interface Shortcut {
  /** The keys as the help dialog shows them. */
  keys: string;
  labelKey: I18nKey;
  /**
   * The page-wide handler, for `KeyboardEvent.key === key` outside text fields. Shortcuts without
   * one are handled by their own widget (the search results, the list's rows) and only listed.
   */
  global?: { key: string; run: (e: KeyboardEvent, ctx: ShortcutContext) => void };
}

/** Every shortcut, in the help dialog's order: the dialog and the key handler read this one list. */
export const SHORTCUTS: readonly Shortcut[] = [
  {
    keys: '/',
    labelKey: 'shortcuts.search',
    global: {
      key: '/',
      run: (e) => {
        e.preventDefault();
        document.getElementById('search-input')?.focus();
      },
    },
  },
  { keys: '↑ ↓ Enter', labelKey: 'shortcuts.results' },
  { keys: 'Tab', labelKey: 'shortcuts.tab' },
  {
    keys: 'Esc',
    labelKey: 'shortcuts.escape',
    global: {
      key: 'Escape',
      run: () => {
        const s = useAppStore.getState();
        // The problems dialog closes itself on Escape; the selection stays.
        if (s.problemsOpen) return;
        // The side-by-side view lies over the selection: Escape closes it first.
        if (s.view.compare) s.actions.setCompare(null);
        else if (s.view.selection) s.actions.select(null);
      },
    },
  },
  {
    keys: '?',
    labelKey: 'shortcuts.help',
    global: {
      key: '?',
      run: (e, ctx) => {
        e.preventDefault();
        ctx.openHelp();
      },
    },
  },
];
