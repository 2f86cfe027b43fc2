import { describe, expect, it } from 'vitest';
import { covered, crowded, failingPairs, meets, overlapping } from '../e2e/layoutChecks';

// The browser tests' geometry checks (tests/e2e/layoutChecks.ts) return what fails them; each
// must name a planted offender and pass what is fine, or the browser tests assert nothing.
describe('the browser tests’ layout checks', () => {
  const box = (id: string, x1: number, y1: number, x2: number, y2: number) => ({ id, x1, y1, x2, y2 });

  it('meets: boxes that share more than half a pixel both ways', () => {
    expect(meets(box('a', 0, 0, 10, 10), box('b', 9, 9, 20, 20))).toBe(true);
    expect(meets(box('a', 0, 0, 10, 10), box('b', 9.6, 0, 20, 10))).toBe(false);
    expect(meets(box('a', 0, 0, 10, 10), box('b', 0, 10, 10, 20))).toBe(false);
  });

  it('crowded: every pair closer than the gap, and none when all are apart', () => {
    const points = [
      { id: 'a', x: 0, y: 0 },
      { id: 'b', x: 30, y: 0 },
      { id: 'c', x: 100, y: 0 },
      { id: 'd', x: 100, y: 39 },
    ];
    expect(crowded(points, 40).map((s) => s.split(' ').slice(0, 3).join(' '))).toEqual(['a – b', 'c – d']);
    expect(crowded(points, 20)).toEqual([]);
    // A position that is not a number is never "far enough".
    expect(crowded([{ id: 'a', x: Number.NaN, y: 0 }, { id: 'b', x: 500, y: 0 }], 40)).toHaveLength(1);
  });

  it('overlapping and covered name the offenders only', () => {
    const labels = [box('a', 0, 0, 50, 12), box('b', 40, 5, 90, 17), box('c', 200, 0, 250, 12)];
    expect(overlapping(labels)).toEqual(['a overlaps b']);
    expect(covered(labels, (l) => l, [box('panel', 180, 0, 400, 900)])).toEqual(['c']);
    expect(covered(labels, (l) => l, [])).toEqual([]);
  });

  it('failingPairs looks at each unordered pair once', () => {
    const seen: string[] = [];
    failingPairs([1, 2, 3], (a, b) => (seen.push(`${a}${b}`), false), () => '');
    expect(seen).toEqual(['12', '13', '23']);
  });
});
