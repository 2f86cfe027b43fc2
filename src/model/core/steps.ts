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
