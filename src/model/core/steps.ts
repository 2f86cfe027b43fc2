/**
 * Long work written as a generator that yields between small steps, so that one body serves two
 * callers: a script or test that wants the result at once, and the worker, which runs it in
 * slices and answers questions between them (a decode or a build of most of a second was one
 * task before, and a question asked meanwhile waited for all of it).
 */

/** Runs `steps` to their end at once. */
export function runToEnd<T>(steps: Generator<void, T>): T {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/** Runs `steps` to their end, awaiting `pause()` whenever `sliceMs` have passed since the last one. */
export async function runInSlices<T>(steps: Generator<void, T>, pause: () => Promise<void>, sliceMs: number): Promise<T> {
  let started = performance.now();
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    if (performance.now() - started < sliceMs) continue;
    await pause();
    started = performance.now();
  }
}

/**
 * A value made once per key by work in steps: `build` runs the steps in slices, so the worker
 * answers between them; `of` returns the value at once, finishing a build under way from where
 * it is (a question that needs the value cannot wait for the slices), or making it in one go.
 */
export class SteppedMemo<K extends object, V> {
  private readonly made = new WeakMap<K, V>();
  /** Builds under way: `of` drains the same generator, whose slices then end with nothing. */
  private readonly underWay = new WeakMap<K, Generator<void, V>>();

  constructor(private readonly steps: (key: K) => Generator<void, V>) {}

  of(key: K): V {
    if (this.made.has(key)) return this.made.get(key)!;
    const value = runToEnd(this.underWay.get(key) ?? this.steps(key));
    this.underWay.delete(key);
    this.made.set(key, value);
    return value;
  }

  /** Makes the value of `key` in steps, awaiting `pause()` whenever `sliceMs` have passed. */
  async build(key: K, pause: () => Promise<void>, sliceMs: number): Promise<V> {
    if (this.made.has(key)) return this.made.get(key)!;
    let steps = this.underWay.get(key);
    if (!steps) this.underWay.set(key, (steps = this.steps(key)));
    const built = await runInSlices(steps, pause, sliceMs);
    if (this.made.has(key)) return this.made.get(key)!;
    this.underWay.delete(key);
    this.made.set(key, built);
    return built;
  }
}

/**
 * `items` in the order one sort with `compare` gives (for a `compare` that orders every pair), in
 * steps: runs of `run` items are sorted one at a time, then merged pairwise, with a pause every
 * `run` items placed. One sort of the ~300,000 code words of 100,000 cases was one step of
 * ~0.13 s in the worker, which a search typed meanwhile waited for. Sorts `items` in place as it
 * goes; returns the sorted array (`items` or one of its size).
 */
export function* sortInSteps(items: Uint32Array, compare: (a: number, b: number) => number, run = 16_384): Generator<void, Uint32Array> {
  const n = items.length;
  for (let lo = 0; lo < n; lo += run) {
    items.subarray(lo, Math.min(n, lo + run)).sort(compare);
    if (lo + run < n) yield;
  }
  let from: Uint32Array = items;
  let to: Uint32Array = new Uint32Array(n);
  let placed = 0;
  for (let width = run; width < n; width *= 2) {
    for (let lo = 0; lo < n; lo += 2 * width) {
      const mid = Math.min(lo + width, n);
      const hi = Math.min(lo + 2 * width, n);
      let i = lo;
      let j = mid;
      for (let k = lo; k < hi; k++) {
        // The left run's item first on a tie, so equal items keep their order.
        to[k] = j >= hi || (i < mid && compare(from[i]!, from[j]!) <= 0) ? from[i++]! : from[j++]!;
        if (++placed % run === 0) yield;
      }
    }
    [from, to] = [to, from];
  }
  return from;
}
