import { useMemo, useRef, useState, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FoldedNotesContext, type FoldedNotes } from './foldedNotes';
import { menuStep } from './headerTools';
import { useMenu } from './useMenu';

/** The menu's focusable controls that are drawn (a closed export list's buttons are not: they keep boxes, hence checkVisibility). */
const itemsOf = (body: HTMLElement | null): HTMLElement[] =>
  body ? [...body.querySelectorAll<HTMLElement>('button:not([disabled]), select, summary, input:not([type="file"])')].filter((el) => el.checkVisibility()) : [];

/**
 * The header tools that do not fit the row, behind one menu button ("More tools"): Enter, Space
 * or ArrowDown open it on its first control, the arrows (Home, End) move between its controls,
 * Escape closes it with focus back on the button, a press or the focus going outside closes it. Its controls keep
 * their own names. A select's list opens with Space or Alt+ArrowDown (the arrows move on).
 * A folded tool's note (an export's progress) shows under the button while the menu is closed.
 */
export function MoreTools({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const menu = useRef<HTMLDetailsElement>(null);
  const body = useRef<HTMLDivElement>(null);
  const { open, close } = useMenu(menu);
  const [slot, setSlot] = useState<HTMLElement | null>(null);
  const notes = useMemo<FoldedNotes>(() => ({ open, slot, focusMenu: () => menu.current?.querySelector('summary')?.focus() }), [open, slot]);
  // Focus gone elsewhere (Tab out, a dialog opened from the menu, "/" to the search): the menu closes.
  const onBlur = (e: FocusEvent<HTMLDetailsElement>) => {
    const next = e.relatedTarget as Node | null;
    if (next && !menu.current?.contains(next)) close();
  };
  const openOnFirst = () => {
    const el = menu.current;
    if (!el) return;
    el.open = true;
    // The body is drawn once `open` is set; its first control takes the focus.
    itemsOf(body.current)[0]?.focus();
  };
  const onSummaryKey = (e: KeyboardEvent<HTMLElement>) => {
    if (e.key !== 'ArrowDown' && !(!menu.current?.open && (e.key === 'Enter' || e.key === ' '))) return;
    e.preventDefault();
    openOnFirst();
  };
  const onBodyKey = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    const items = itemsOf(body.current);
    const next = menuStep(e.key, items.indexOf(document.activeElement as HTMLElement), items.length);
    if (next === null) return;
    e.preventDefault();
    items[next]!.focus();
  };
  return (
    <>
      <details ref={menu} className="open-menu toolbar-more" data-testid="more-tools" onBlur={onBlur}>
        <summary
          className="button"
          role="button"
          aria-haspopup="true"
          aria-expanded={open}
          aria-label={t('camera.moreTools')}
          title={t('camera.moreTools')}
          onKeyDown={onSummaryKey}
        >
          <span aria-hidden="true">⋯</span>
        </summary>
        <div ref={body} className="open-menu-body toolbar-more-body" role="group" aria-label={t('camera.moreTools')} onKeyDown={onBodyKey}>
          <FoldedNotesContext.Provider value={notes}>{children}</FoldedNotesContext.Provider>
        </div>
      </details>
      <span ref={setSlot} className="toolbar-more-notes" data-testid="more-tools-notes" />
    </>
  );
}
