import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LabelSlices } from '../../src/graph/labelSlices';

/** Frames run only when the test says; message-channel tasks run as Node runs them. */
let frames: FrameRequestCallback[] = [];
const runFrame = () => {
  const due = frames;
  frames = [];
  for (const f of due) f(performance.now());
};
const settle = () => new Promise((r) => setTimeout(r, 20));

beforeEach(() => {
  frames = [];
  vi.stubGlobal('requestAnimationFrame', (f: FrameRequestCallback) => frames.push(f));
  vi.stubGlobal('cancelAnimationFrame', () => (frames = []));
  vi.stubGlobal('window', { setTimeout: (f: () => void, ms: number) => setTimeout(f, ms) });
});
afterEach(() => vi.unstubAllGlobals());

describe('LabelSlices', () => {
  it('starts in the next frame when asked to, and goes on in tasks of its own until the work says it is done', async () => {
    const deadlines: number[] = [];
    const slices = new LabelSlices((deadline) => {
      deadlines.push(deadline);
      return deadlines.length === 3;
    });
    slices.request(true);
    expect(deadlines).toEqual([]);
    runFrame();
    expect(deadlines).toHaveLength(1);
    // The rest after the frame, not inside it.
    await settle();
    expect(deadlines).toHaveLength(3);
    // Each slice gets a deadline a few milliseconds ahead, not an open end.
    for (const d of deadlines) expect(d).toBeLessThan(performance.now() + 10);
    slices.destroy();
  });

  it('otherwise starts after the next frame, in a task of its own, not inside the frame', async () => {
    let calls = 0;
    const slices = new LabelSlices(() => ++calls > 1);
    slices.request();
    runFrame();
    expect(calls).toBe(0);
    await settle();
    expect(calls).toBe(2);
    slices.destroy();
  });

  it('asks once for work asked for twice, and stops when cancelled', async () => {
    let calls = 0;
    const slices = new LabelSlices(() => {
      calls++;
      return false;
    });
    slices.request();
    slices.request();
    expect(frames).toHaveLength(1);
    runFrame();
    await settle();
    const before = calls;
    expect(before).toBeGreaterThan(1);
    slices.cancel();
    await settle();
    expect(calls - before).toBeLessThanOrEqual(1);
    slices.destroy();
  });

  it('starts without a frame when none comes (a hidden page)', async () => {
    let calls = 0;
    const slices = new LabelSlices(() => ++calls > 0);
    slices.request();
    await new Promise((r) => setTimeout(r, 150));
    expect(calls).toBe(1);
    slices.destroy();
  });
});
