import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cellsCrossed, distanceSqToSegment, EdgeHitIndex, type Segment } from '../../src/graph/edgeHitIndex';
import { mix, palettes, veilColour } from '../../src/graph/theme';
import { centreOn, discsBounds, fitInto } from '../../src/graph/viewport';

/** The nearest segment within `radius` by checking every one: what the index must agree with. */
function bruteNearest(segments: Segment[], x: number, y: number, radius: number): number | null {
  let best: number | null = null;
  for (const s of segments) {
    const d = distanceSqToSegment(x, y, s);
    if (d <= radius * radius && (best === null || d <= best)) best = d;
  }
  return best;
}

describe('EdgeHitIndex', () => {
  it('finds the edge under a point and nothing away from edges', () => {
    const index = new EdgeHitIndex([
      { id: 'a', x1: 0, y1: 0, x2: 1000, y2: 0 },
      { id: 'b', x1: 0, y1: 100, x2: 0, y2: 900 },
    ]);
    expect(index.nearest(500, 3, 6)).toBe('a');
    expect(index.nearest(-4, 500, 6)).toBe('b');
    expect(index.nearest(500, 50, 6)).toBeNull();
    // Past the end of a segment counts from its end point, not from the infinite line.
    expect(index.nearest(1010, 0, 6)).toBeNull();
  });

  it('agrees with checking every segment, for any segments and point', () => {
    const coord = fc.integer({ min: -2000, max: 2000 });
    const segment = fc.record({ x1: coord, y1: coord, x2: coord, y2: coord });
    fc.assert(
      fc.property(fc.array(segment, { maxLength: 40 }), coord, coord, fc.integer({ min: 1, max: 120 }), (raw, x, y, radius) => {
        const segments = raw.map((s, k) => ({ id: String(k), ...s }));
        const found = new EdgeHitIndex(segments, 50).nearest(x, y, radius);
        const best = bruteNearest(segments, x, y, radius);
        if (best === null) return found === null;
        // Ties may pick either segment; the distance must be the best one.
        return found !== null && distanceSqToSegment(x, y, segments[Number(found)]!) === best;
      }),
      { numRuns: 300 },
    );
  });

  it('finds an edge from any point near it, however long and steep the edge', () => {
    const coord = fc.double({ min: -5000, max: 5000, noNaN: true });
    fc.assert(
      fc.property(coord, coord, coord, coord, fc.double({ min: 0, max: 1, noNaN: true }), fc.double({ min: -5, max: 5, noNaN: true }), (x1, y1, x2, y2, t, off) => {
        const s = { id: 'e', x1, y1, x2, y2 };
        const x = x1 + t * (x2 - x1) + off;
        const y = y1 + t * (y2 - y1) - off;
        return new EdgeHitIndex([s], 80).nearest(x, y, 10) === 'e';
      }),
      { numRuns: 500 },
    );
  });

  it('lists the cells along a segment, not its whole bounding box', () => {
    const diagonal = cellsCrossed({ id: 'd', x1: 0, y1: 0, x2: 8000, y2: 8000 }, 80);
    // A 100 × 100 cell bounding box; the diagonal crosses about two cells per column.
    expect(diagonal.length).toBeLessThanOrEqual(2 * 101);
    expect(diagonal).toContain('0,0');
    expect(diagonal).toContain('100,100');
    expect(cellsCrossed({ id: 'p', x1: 5, y1: 5, x2: 5, y2: 5 }, 80)).toEqual(['0,0']);
    expect(cellsCrossed({ id: 'v', x1: 10, y1: -10, x2: 10, y2: 170 }, 80)).toEqual(['0,-1', '0,0', '0,1', '0,2']);
  });
});

describe('viewport arithmetic', () => {
  const visible = { x1: 0, y1: 0, x2: 600, y2: 400 };

  it('centres a model point in the visible part', () => {
    const { zoom, pan } = centreOn({ x: 100, y: 50 }, 2, visible);
    expect(100 * zoom + pan.x).toBe(300);
    expect(50 * zoom + pan.y).toBe(200);
  });

  it('fits a box inside the visible part with padding, within the zoom limits', () => {
    const { zoom, pan } = fitInto({ x1: 0, y1: 0, x2: 100, y2: 100 }, visible, 50, 0.1, 10);
    expect(zoom).toBe(3); // (400 - 2 × 50) / 100
    expect(0 * zoom + pan.x).toBe(150);
    expect(100 * zoom + pan.x).toBe(450);
    expect(fitInto({ x1: 0, y1: 0, x2: 1, y2: 1 }, visible, 0, 0.1, 4).zoom).toBe(4);
  });

  it('bounds discs with room for the lowest label, and nothing when there are none', () => {
    expect(discsBounds([{ x: 0, y: 0, r: 8 }, { x: 100, y: 50, r: 20 }], 40)).toEqual({ x1: -8, y1: -8, x2: 120, y2: 110 });
    expect(discsBounds([], 40)).toBeNull();
  });
});

describe('graph colours', () => {
  it('mixes a colour over a background as an opaque colour', () => {
    expect(mix('#000000', '#ffffff', 0.5)).toBe('#808080');
    expect(mix('#8a4fd3', '#ffffff', 1)).toBe('#8a4fd3');
    expect(mix('#8a4fd3', '#0f1419', 0)).toBe('#0f1419');
  });

  it('veils with the theme background', () => {
    expect(veilColour(palettes.light)).toBe('rgba(255, 255, 255, 0.9)');
    expect(veilColour(palettes.dark)).toBe('rgba(15, 20, 25, 0.9)');
  });
});
