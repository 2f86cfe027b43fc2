import { generateLibrary } from '../../scripts/synthetic';
import { serveLibrary } from './libraryServer';

/**
 * Synthetic libraries for the browser tests, generated once per Playwright worker: a 10,000-case
 * one costs ~1.8 s to generate and write out here, and the tests that only need "a big library"
 * (the draft's, the hub deep link, the list's scroll, the pack) share one, THE_BIG_ONE.
 */
export const THE_BIG_ONE = { count: 10_000, seed: 7 } as const;

const texts = new Map<string, string>();

/** The library's JSON text. */
export function syntheticJson(count: number, seed: number): string {
  const key = `${count}:${seed}`;
  let text = texts.get(key);
  if (text === undefined) texts.set(key, (text = JSON.stringify(generateLibrary(count, seed))));
  return text;
}

/** The library's records, a fresh copy each time (a test may change its own). */
export function syntheticRecords(count: number, seed: number): unknown[] {
  return JSON.parse(syntheticJson(count, seed)) as unknown[];
}

/** Serves the library's JSON over loopback (./libraryServer.ts), one copy per library; returns its address. */
export function serveSynthetic(count: number, seed: number): Promise<string> {
  return serveLibrary(`/synthetic-${count}-${seed}.json`, syntheticJson(count, seed));
}
