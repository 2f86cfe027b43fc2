import { vi } from 'vitest';

/**
 * Animation frames that run when a test says so, 16 ms apart on their own clock, each cancellable
 * by its handle. Stubs the globals (undo with `vi.unstubAllGlobals()`); returns the frame runner.
 */
export function stubFrames(): { runFrame: () => void; pending: () => number } {
  let frames: FrameRequestCallback[] = [];
  let clock = 0;
  let next = 0;
  const waiting = new Map<number, FrameRequestCallback>();
  vi.stubGlobal('requestAnimationFrame', (f: FrameRequestCallback) => {
    const id = ++next;
    waiting.set(id, f);
    frames.push((t) => waiting.get(id)?.(t));
    return id;
  });
  vi.stubGlobal('cancelAnimationFrame', (id: number) => waiting.delete(id));
  return {
    runFrame: () => {
      const due = frames;
      frames = [];
      clock += 16;
      for (const f of due) f(clock);
    },
    pending: () => frames.length,
  };
}
