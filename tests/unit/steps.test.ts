import { describe, expect, it } from 'vitest';
import { runInSlices, runToEnd } from '../../src/model/core';

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
});
