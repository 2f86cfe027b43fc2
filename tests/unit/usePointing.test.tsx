// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePointing } from '../../src/ui/common/usePointing';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;
let host: HTMLElement;
beforeEach(() => {
  vi.useFakeTimers();
  host = document.createElement('div');
  document.body.appendChild(host);
});
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  host.remove();
  vi.useRealTimers();
});

/** Two links side by side, each calling `pointed` with its name once pointed at for 80 ms. */
function renderLinks(pointed: (name: string) => void, active = true) {
  function Link({ name }: { name: string }) {
    return <button type="button" data-name={name} {...usePointing(active ? () => pointed(name) : null, 80)}>{name}</button>;
  }
  root = createRoot(host);
  act(() => root!.render(<><Link name="a" /><Link name="b" /></>));
  const at = (name: string) => host.querySelector(`[data-name="${name}"]`)!;
  // React derives enter and leave from pointerover and pointerout, as a browser sends them.
  const move = (from: Element | null, to: Element | null) => act(() => {
    if (from) from.dispatchEvent(new MouseEvent('pointerout', { bubbles: true, relatedTarget: to }));
    if (to) to.dispatchEvent(new MouseEvent('pointerover', { bubbles: true, relatedTarget: from }));
  });
  return { at, move };
}

describe('usePointing', () => {
  it('acts once the pointer has rested on the element, not while it only passes over', () => {
    const pointed = vi.fn();
    const { at, move } = renderLinks(pointed);
    move(null, at('a'));
    act(() => vi.advanceTimersByTime(50));
    move(at('a'), at('b'));
    act(() => vi.advanceTimersByTime(79));
    expect(pointed).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(pointed.mock.calls).toEqual([['b']]);
    act(() => vi.advanceTimersByTime(1000));
    expect(pointed).toHaveBeenCalledTimes(1);
  });

  it('does nothing when left before the rest is over, when unmounted meanwhile, or with nothing to do', () => {
    const pointed = vi.fn();
    const { at, move } = renderLinks(pointed);
    move(null, at('a'));
    act(() => vi.advanceTimersByTime(40));
    move(at('a'), null);
    act(() => vi.advanceTimersByTime(200));
    move(null, at('b'));
    act(() => root!.unmount());
    root = null;
    act(() => vi.advanceTimersByTime(200));
    expect(pointed).not.toHaveBeenCalled();

    const idle = renderLinks(pointed, false);
    idle.move(null, idle.at('a'));
    act(() => vi.advanceTimersByTime(200));
    expect(pointed).not.toHaveBeenCalled();
  });
});
