import { generateLibrary } from '../../scripts/synthetic';
import { serveLibrary } from './libraryServer';

/**
 * Synthetic libraries for the browser tests, generated once per Playwright worker: a 10,000-case
 * one costs ~1.8 s to generate and write out here, and the tests that only need "a big library"
 * (the draft's, the hub deep link, the list's scroll, the pack) share one, THE_BIG_ONE.
 */
export const THE_BIG_ONE = { count: 10_000, seed: 7 } as const;

const libraries = new Map<string, { records: readonly unknown[]; text: string }>();

function library(count: number, seed: number) {
  const key = `${count}:${seed}`;
  let made = libraries.get(key);
  if (!made) {
    const records = generateLibrary(count, seed);
    // Shared by every test of the worker, so frozen: a test that changed them would throw rather
    // than change its neighbours' library (one parse of the text per test cost ~0.8 s at 10,000).
    deepFreeze(records);
    libraries.set(key, (made = { records, text: JSON.stringify(records) }));
  }
  return made;
}

function deepFreeze(value: unknown): void {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const v of Object.values(value)) deepFreeze(v);
}

/** The library's JSON text. */
export function syntheticJson(count: number, seed: number): string {
  return library(count, seed).text;
}

/** The library's records, shared and frozen (copy what a test changes). */
export function syntheticRecords(count: number, seed: number): readonly unknown[] {
  return library(count, seed).records;
}

/** Serves the library's JSON over loopback (./libraryServer.ts), one copy per library; returns its address. */
export function serveSynthetic(count: number, seed: number): Promise<string> {
  return serveLibrary(`/synthetic-${count}-${seed}.json`, syntheticJson(count, seed));
}
