// @vitest-environment jsdom
import { act, useRef } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, expect, it, vi } from 'vitest';
import type { Selection } from '../../src/model/view';
import { useAppStore } from '../../src/state/store';
import { startUrlSync } from '../../src/state/urlSync';
import { usePanelScroll } from '../../src/ui/panel/usePanelScroll';

// Back and Forward reopen a case's panel where it was scrolled to, even when the reader pressed
// Back before the browser told of the scroll (its scroll event comes with the next frame). In
// Chromium the URL sync's popstate listener, added at start, renders the entry during the
// popstate's dispatch, before any popstate listener added later (capturing or not) runs; jsdom
// runs capturing ones first. So the sync gets the popstate here ahead of every other listener.

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let cleanup: (() => void) | null = null;
let stopSync: (() => void) | null = null;
afterEach(() => {
  cleanup?.();
  stopSync?.();
  vi.useRealTimers();
});

function renderPanel() {
  const host = document.createElement('div');
  document.body.appendChild(host);
  history.replaceState(null, '', '/');
  stopSync = startUrlSync(syncWindow);
  let panel: HTMLElement | null = null;
  function Panel() {
    const ref = useRef<HTMLElement>(null);
    usePanelScroll(ref, useAppStore((s) => s.view.selection));
    return <aside ref={(el) => void ((ref as { current: HTMLElement | null }).current = panel = el)} />;
  }
  const root = createRoot(host);
  act(() => root.render(<Panel />));
  /** A selection made in the app (a click): a new history entry. */
  const show = (selection: Selection) => act(() => useAppStore.getState().actions.select(selection));
  cleanup = () => {
    act(() => root.unmount());
    host.remove();
  };
  return { show, panel: () => panel! };
}

/** The window as the URL sync sees it, its popstate listeners held apart to be called first. */
const syncListeners = new Set<EventListener>();
const syncWindow = {
  location: window.location,
  history: window.history,
  addEventListener: (_type: string, listener: EventListener) => syncListeners.add(listener),
  removeEventListener: (_type: string, listener: EventListener) => syncListeners.delete(listener),
} as unknown as Window;

/** Back or Forward to `search`: the address changes, then popstate, whose dispatch renders the entry. */
function pop(search: string) {
  history.replaceState(null, '', search);
  const event = new PopStateEvent('popstate');
  // The entry renders within the sync's listener (act flushes React at its end), as in Chromium.
  act(() => syncListeners.forEach((listener) => listener(event)));
  act(() => void window.dispatchEvent(event));
}

it('keeps a position scrolled to just before Back, with no scroll event yet', () => {
  const { show, panel } = renderPanel();
  const a: Selection = { kind: 'case', key: 'IL-0612' };
  const b: Selection = { kind: 'case', key: 'IL-0034' };
  show(a);
  panel().scrollTop = 300;
  panel().dispatchEvent(new Event('scroll'));
  // A related case opened by a click: at the top.
  show(b);
  expect(panel().scrollTop).toBe(0);
  // Scrolled, and Back at once: no scroll event has told of 150.
  panel().scrollTop = 150;
  pop('?case=IL-0612');
  expect(panel().scrollTop).toBe(300);
  pop('?case=IL-0034');
  expect(panel().scrollTop).toBe(150);
});

it('opens a selection reached by a click at the top, whatever it was scrolled to before', () => {
  const { show, panel } = renderPanel();
  show({ kind: 'case', key: 'IL-0100' });
  panel().scrollTop = 200;
  panel().dispatchEvent(new Event('scroll'));
  show({ kind: 'case', key: 'IL-0101' });
  expect(panel().scrollTop).toBe(0);
  show({ kind: 'case', key: 'IL-0100' });
  expect(panel().scrollTop).toBe(0);
});

/** The panel's scroll range as a browser clamps it: `room` px of content beyond the panel's height. */
function clampScroll(el: HTMLElement) {
  const state = { room: 1000, top: 0 };
  Object.defineProperty(el, 'scrollTop', { configurable: true, get: () => state.top, set: (v: number) => (state.top = Math.max(0, Math.min(v, state.room))) });
  return state;
}

it('restores a position whose content is drawn a second after the panel opens, unless the reader scrolls first', () => {
  vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance'] });
  const { show, panel } = renderPanel();
  const a: Selection = { kind: 'case', key: 'IL-0612' };
  const b: Selection = { kind: 'case', key: 'IL-0034' };
  show(a);
  const scroll = clampScroll(panel());
  panel().scrollTop = 400;
  panel().dispatchEvent(new Event('scroll'));
  show(b);
  // Back to a panel whose texts are not in yet: nothing to scroll to for a second.
  scroll.room = 0;
  pop('?case=IL-0612');
  act(() => vi.advanceTimersByTime(1000));
  expect(panel().scrollTop).toBe(0);
  scroll.room = 1000;
  act(() => vi.advanceTimersByTime(50));
  expect(panel().scrollTop).toBe(400);

  // Forward to b, then Back again, and the reader scrolls before the texts are in: theirs wins.
  pop('?case=IL-0034');
  scroll.room = 0;
  pop('?case=IL-0612');
  panel().dispatchEvent(new Event('wheel'));
  scroll.room = 1000;
  act(() => vi.advanceTimersByTime(100));
  expect(panel().scrollTop).toBe(0);
});
