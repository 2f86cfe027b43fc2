import { createContext } from 'react';

/**
 * Where a tool folded into "More tools" says what it is doing once the menu is closed: a note
 * inside a closed menu (an export's progress and its Stop) would be hidden until the menu opens
 * again. Null for a tool in the row, whose note sits under its own button.
 */
export interface FoldedNotes {
  /** Whether "More tools" is open: the note stays inside it then, on its own line. */
  open: boolean;
  /** The element under the menu's button that holds the notes while it is closed. */
  slot: HTMLElement | null;
  /** Puts the keyboard's focus on the menu's button (a note's own button has gone). */
  focusMenu: () => void;
}

export const FoldedNotesContext = createContext<FoldedNotes | null>(null);
