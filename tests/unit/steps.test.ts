import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runInSlices, runToEnd, sortInSteps, SteppedMemo } from '../../src/model/core';

function* counting(n: number, done: number[]): Generator<void, number> {
  for (let k = 0; k < n; k++) {
    done.push(k);
    yield;
  }
  return n * 10;
}

describe('work in steps', () => {
  it('runs to its end at once', () => {
    const done: number[] = [];
    expect(runToEnd(counting(5, done))).toBe(50);
    expect(done).toEqual([0, 1, 2, 3, 4]);
  });

  it('runs in slices: a pause after each slice of sliceMs (every step with 0), none with a long slice, the same result', async () => {
    let pauses = 0;
    const pause = async () => void pauses++;
    expect(await runInSlices(counting(5, []), pause, 0)).toBe(50);
    expect(pauses).toBe(5);
    pauses = 0;
    expect(await runInSlices(counting(5, []), pause, 60_000)).toBe(50);
    expect(pauses).toBe(0);
  });

  describe('a value made once in steps', () => {
    const key = {};
    it('builds in slices, then gives the same value without building again', async () => {
      let made = 0;
      const memo = new SteppedMemo((_: object) => (made++, counting(4, [])));
      let pauses = 0;
      expect(await memo.build(key, async () => void pauses++, 0)).toBe(40);
      expect(pauses).toBe(4);
      expect(memo.of(key)).toBe(40);
      expect(await memo.build(key, async () => void pauses++, 0)).toBe(40);
      expect([made, pauses]).toEqual([1, 4]);
    });

    it('asked for between two slices, finishes the build under way from where it is (no step twice)', async () => {
      const done: number[] = [];
      const memo = new SteppedMemo((_: object) => counting(6, done));
      let asked: number | null = null;
      let pauses = 0;
      const building = memo.build(key, async () => {
        if (++pauses === 2) asked = memo.of(key);
      }, 0);
      expect(await building).toBe(60);
      expect(asked).toBe(60);
      expect(done).toEqual([0, 1, 2, 3, 4, 5]);
      expect(pauses).toBe(2);
    });

    it('made at once when asked for before any build', () => {
      const done: number[] = [];
      expect(new SteppedMemo((_: object) => counting(3, done)).of(key)).toBe(30);
      expect(done).toEqual([0, 1, 2]);
    });
  });
});

describe('sortInSteps', () => {
  /** Sorts the positions of `keys` by key, then position (every pair ordered), counting its steps. */
  const sortKeys = (keys: number[], run: number) => {
    const items = Uint32Array.from(keys.keys());
    const steps = sortInSteps(items, (a, b) => keys[a]! - keys[b]! || a - b, run);
    let pauses = 0;
    for (;;) {
      const step = steps.next();
      if (step.done) return { sorted: [...step.value], pauses };
      pauses++;
    }
  };

  it('gives the order one sort gives, for any length against any run', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 20 }), { maxLength: 200 }), fc.integer({ min: 1, max: 40 }), (keys, run) => {
        const expected = [...keys.keys()].sort((a, b) => keys[a]! - keys[b]! || a - b);
        expect(sortKeys(keys, run).sorted).toEqual(expected);
      }),
    );
  });

  it('pauses between runs and while merging, never more than a run between two pauses', () => {
    const keys = Array.from({ length: 1000 }, (_, k) => (k * 7919) % 1000);
    const { sorted, pauses } = sortKeys(keys, 64);
    expect(sorted.map((i) => keys[i])).toEqual([...keys].sort((a, b) => a - b));
    // 16 runs sorted (15 pauses between them), then four merge passes placing 4,000 in all, a
    // pause after every 64th.
    expect(pauses).toBe(15 + Math.floor((4 * 1000) / 64));
    expect(sortKeys([], 64)).toEqual({ sorted: [], pauses: 0 });
  });
});
