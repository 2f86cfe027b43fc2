/**
 * Geometry checks of what a page draws (nodes, labels, header controls), each returning what
 * fails it, so a test asserts once that the list is empty and its failure names every offender.
 * One `expect` per pair or per node cost the tests more than the checking: each Playwright
 * assertion captures and source-maps a stack and reports a step to the runner (~0.1–0.5 ms
 * apiece, tens of thousands of pairs a run), on the cores the browser under test needs.
 */
export type Box = { x1: number; y1: number; x2: number; y2: number };

/** Whether two boxes share more than half a pixel both ways. */
export const meets = (a: Box, b: Box) => Math.min(a.x2, b.x2) - Math.max(a.x1, b.x1) > 0.5 && Math.min(a.y2, b.y2) - Math.max(a.y1, b.y1) > 0.5;

/** Every pair of `items` for which `fails` holds, worded by `say`. */
export function failingPairs<T>(items: readonly T[], fails: (a: T, b: T) => boolean, say: (a: T, b: T) => string): string[] {
  const out: string[] = [];
  for (let i = 0; i < items.length; i++) {
    for (let j = i + 1; j < items.length; j++) {
      const a = items[i]!;
      const b = items[j]!;
      if (fails(a, b)) out.push(say(a, b));
    }
  }
  return out;
}

/** Pairs of points closer than `gap` (centre to centre). */
export function crowded(points: readonly { id: string; x: number; y: number }[], gap: number): string[] {
  return failingPairs(
    points,
    (a, b) => !(Math.hypot(a.x - b.x, a.y - b.y) >= gap),
    (a, b) => `${a.id} – ${b.id} ${Math.hypot(a.x - b.x, a.y - b.y).toFixed(1)} px apart (at least ${gap})`,
  );
}

/** Pairs of boxes that overlap. */
export function overlapping(boxes: readonly (Box & { id: string })[]): string[] {
  return failingPairs(boxes, meets, (a, b) => `${a.id} overlaps ${b.id}`);
}

/** Each item that meets one of `covers`. */
export function covered<T extends { id: string }>(items: readonly T[], boxOf: (item: T) => Box, covers: readonly Box[]): string[] {
  return items.filter((item) => covers.some((c) => meets(boxOf(item), c))).map((item) => item.id);
}
