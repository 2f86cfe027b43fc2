// @vitest-environment jsdom
import { act, useRef } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { useMenu } from '../../src/ui/toolbar/useMenu';

// A <details> menu takes Escape while open (it closes, the page-wide Escape does not run) and
// gives it back once closed, even before its state has caught up: a <details> tells of its closing
// in a later task, and a second Escape pressed before that must clear the selection as usual.

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let cleanup: (() => void) | null = null;
afterEach(() => cleanup?.());

function renderMenu() {
  const host = document.createElement('div');
  document.body.appendChild(host);
  function Menu() {
    const ref = useRef<HTMLDetailsElement>(null);
    useMenu(ref);
    return (
      <details ref={ref} data-testid="menu">
        <summary>More tools</summary>
        <select aria-label="Language" />
      </details>
    );
  }
  const root = createRoot(host);
  act(() => root.render(<Menu />));
  let pageEscapes = 0;
  const onPage = (e: KeyboardEvent) => {
    if (e.key === 'Escape') pageEscapes++;
  };
  window.addEventListener('keydown', onPage);
  cleanup = () => {
    window.removeEventListener('keydown', onPage);
    act(() => root.unmount());
    host.remove();
  };
  const details = host.querySelector('details')!;
  const escape = () => act(() => void document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true })));
  return { details, escape, pageEscapes: () => pageEscapes };
}

describe('useMenu', () => {
  it('closes on Escape, focus back on its button, without the page seeing that Escape', () => {
    const m = renderMenu();
    act(() => {
      m.details.open = true;
      m.details.dispatchEvent(new Event('toggle'));
    });
    m.details.querySelector('select')!.focus();
    m.escape();
    expect(m.details.open).toBe(false);
    expect(document.activeElement).toBe(m.details.querySelector('summary'));
    expect(m.pageEscapes()).toBe(0);
  });

  it('gives a second Escape to the page though the toggle event has not come yet', () => {
    const m = renderMenu();
    act(() => {
      m.details.open = true;
      m.details.dispatchEvent(new Event('toggle'));
    });
    m.details.querySelector('select')!.focus();
    m.escape();
    // No toggle event dispatched: the hook still holds "open".
    m.escape();
    expect(m.pageEscapes()).toBe(1);
  });

  it('closes on an Escape pressed right after it opened, before its toggle event', () => {
    const m = renderMenu();
    // Opened (the summary clicked) but the toggle event, which comes in a later task, not yet.
    m.details.open = true;
    m.details.querySelector('select')!.focus();
    m.escape();
    expect(m.details.open).toBe(false);
    expect(m.pageEscapes()).toBe(0);
  });

  it('leaves Escape to the page while closed', () => {
    const m = renderMenu();
    m.details.querySelector('summary')!.focus();
    m.escape();
    expect(m.pageEscapes()).toBe(1);
  });
});
