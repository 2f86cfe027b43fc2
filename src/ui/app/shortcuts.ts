import type { I18nKey } from '../../i18n/keys';
import { useAppStore } from '../../state/store';
import { focusWouldBeLost, returnFocus } from './focusReturn';

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
  global?: {
    key: string;
    run: (e: KeyboardEvent, ctx: ShortcutContext) => void;
    /** Also while a select has focus: the key picks no option there (letters and arrows do). */
    inSelect?: boolean;
  };
}

/** Every shortcut, in the help dialog's order: the dialog and the key handler read this one list. */
export const SHORTCUTS: readonly Shortcut[] = [
  {
    keys: '/',
    labelKey: 'shortcuts.search',
    global: {
      key: '/',
      inSelect: true,
      run: (e) => {
        e.preventDefault();
        document.getElementById('search-input')?.focus();
      },
    },
  },
  { keys: '↑ ↓ Enter', labelKey: 'shortcuts.results' },
  { keys: 'Tab', labelKey: 'shortcuts.tab' },
  // Handled by the graph widget itself (src/graph/useKeyboardNav.ts).
  { keys: '← → ↑ ↓ Enter', labelKey: 'trust.shortcutGraph' },
  {
    keys: 'Esc',
    labelKey: 'shortcuts.escape',
    global: {
      key: 'Escape',
      inSelect: true,
      run: () => {
        const s = useAppStore.getState();
        // An open dialog (every one is modal: shortcuts, problems, share, import, save as case)
        // closes itself on Escape; the selection under it stays.
        if (s.problemsOpen || document.querySelector('dialog[open]')) return;
        // The side-by-side view lies over the selection: Escape closes it first.
        if (s.view.compare) {
          s.actions.setCompare(null);
          return;
        }
        if (!s.view.selection) return;
        const lost = focusWouldBeLost();
        s.actions.select(null);
        if (lost) returnFocus();
      },
    },
  },
  {
    keys: '?',
    labelKey: 'shortcuts.help',
    global: {
      key: '?',
      inSelect: true,
      run: (e, ctx) => {
        e.preventDefault();
        ctx.openHelp();
      },
    },
  },
];
