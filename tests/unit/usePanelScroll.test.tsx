// @vitest-environment jsdom
import { act, useRef } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, expect, it, vi } from 'vitest';
import type { Selection } from '../../src/model/view';
import { usePanelScroll } from '../../src/ui/panel/usePanelScroll';

// Back and Forward reopen a case's panel where it was scrolled to, even when the reader pressed
// Back before the browser told of the scroll (its scroll event comes with the next frame).

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let cleanup: (() => void) | null = null;
afterEach(() => {
  cleanup?.();
  vi.useRealTimers();
});

function renderPanel() {
  const host = document.createElement('div');
  document.body.appendChild(host);
  let panel: HTMLElement | null = null;
  function Panel({ selection }: { selection: Selection }) {
    const ref = useRef<HTMLElement>(null);
    usePanelScroll(ref, selection);
    return <aside ref={(el) => void ((ref as { current: HTMLElement | null }).current = panel = el)} />;
  }
  const root = createRoot(host);
  const show = (selection: Selection) => act(() => root.render(<Panel selection={selection} />));
  cleanup = () => {
    act(() => root.unmount());
    host.remove();
  };
  return { show, panel: () => panel! };
}

/** A Back or Forward to `search`: the address changes, then popstate, then the app shows the entry. */
function pop(search: string, show: () => void) {
  history.replaceState(null, '', search);
  window.dispatchEvent(new PopStateEvent('popstate'));
  show();
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
  pop('?case=IL-0612', () => show(a));
  expect(panel().scrollTop).toBe(300);
  pop('?case=IL-0034', () => show(b));
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
  pop('?case=IL-0612', () => show(a));
  act(() => vi.advanceTimersByTime(1000));
  expect(panel().scrollTop).toBe(0);
  scroll.room = 1000;
  act(() => vi.advanceTimersByTime(50));
  expect(panel().scrollTop).toBe(400);

  // Forward to b, then Back again, and the reader scrolls before the texts are in: theirs wins.
  pop('?case=IL-0034', () => show(b));
  scroll.room = 0;
  pop('?case=IL-0612', () => show(a));
  panel().dispatchEvent(new Event('wheel'));
  scroll.room = 1000;
  act(() => vi.advanceTimersByTime(100));
  expect(panel().scrollTop).toBe(0);
});
