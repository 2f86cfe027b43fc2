import { describe, expect, it } from 'vitest';
import { ALL_EDGES_UP_TO_CASES, MEMBERSHIP_ZOOM, RELATION_ZOOM, WINDOW_MARGIN, boxContains, drawnTiers, drawsByWindow, edgeTier, grownBox, isTierDrawn, sameTiers, segmentMeetsBox, withholdsEdges } from '../../src/model/network';
import type { GraphEdge } from '../../src/model/network';
import { WithheldEdges } from '../../src/graph/withheldEdges';

const big = ALL_EDGES_UP_TO_CASES + 1;

describe('edgeTier', () => {
  it('puts case → hub links in the membership tier, relations in theirs, and the rest always drawn', () => {
    expect(edgeTier('has-component')).toBe('membership');
    expect(edgeTier('has-cause')).toBe('membership');
    expect(edgeTier('relation')).toBe('relation');
    expect(edgeTier('co-occurs')).toBe('always');
    expect(edgeTier('draft-match')).toBe('always');
  });
});

describe('drawnTiers', () => {
  it('draws every edge of a small graph at any zoom', () => {
    for (const zoom of [0.02, 0.1, RELATION_ZOOM, 4]) expect(drawnTiers(zoom, ALL_EDGES_UP_TO_CASES)).toEqual({ membership: true, relation: true });
  });

  it('draws a big graph\'s relations from RELATION_ZOOM and its case → hub links from MEMBERSHIP_ZOOM', () => {
    expect(drawnTiers(RELATION_ZOOM * 0.99, big)).toEqual({ membership: false, relation: false });
    expect(drawnTiers(RELATION_ZOOM, big)).toEqual({ membership: false, relation: true });
    expect(drawnTiers(MEMBERSHIP_ZOOM * 0.99, big)).toEqual({ membership: false, relation: true });
    expect(drawnTiers(MEMBERSHIP_ZOOM, big)).toEqual({ membership: true, relation: true });
  });

  it('treats an unusable zoom as the farthest out', () => {
    expect(drawnTiers(Number.NaN, big)).toEqual({ membership: false, relation: false });
    expect(drawnTiers(Number.POSITIVE_INFINITY, big)).toEqual({ membership: false, relation: false });
  });

  it('answers the legend and the follower', () => {
    const far = drawnTiers(0.1, big);
    expect(withholdsEdges(far)).toBe(true);
    expect(withholdsEdges(drawnTiers(4, big))).toBe(false);
    expect(isTierDrawn('always', far)).toBe(true);
    expect(isTierDrawn('relation', far)).toBe(false);
    expect(sameTiers(far, drawnTiers(0.2, big))).toBe(true);
    expect(sameTiers(far, drawnTiers(RELATION_ZOOM, big))).toBe(false);
  });
});

describe('WithheldEdges', () => {
  const edge = (source: string, target: string, kind: GraphEdge['kind'] = 'relation'): GraphEdge => ({ id: `${source}~${target}`, kind, source, target, reasons: [{ kind: 'explicit' }] });

  it('finds a node\'s withheld edges and gives definitions only between the nodes asked for', () => {
    const w = new WithheldEdges();
    w.replace([edge('a', 'b'), edge('b', 'c'), edge('a', 'h', 'has-component')]);
    expect(w.size).toBe(3);
    expect(w.at('a').map((e) => e.id).sort()).toEqual(['a~b', 'a~h']);
    expect(w.at('nobody')).toEqual([]);
    const defs = w.definitionsAmong(['a'], new Set(['a', 'b', 'c']));
    expect(defs.map((d) => d.data.id)).toEqual(['a~b']);
    expect(defs[0]).toMatchObject({ group: 'edges', data: { source: 'a', target: 'b', kind: 'relation' } });
    expect(w.definition('b~c')?.data.id).toBe('b~c');
    expect(w.definition('x~y')).toBeNull();
  });

  it('forgets what it held when given a new set', () => {
    const w = new WithheldEdges();
    w.replace([edge('a', 'b'), edge('a', 'h', 'has-component')]);
    expect(w.at('a')).toHaveLength(2);
    w.replace([edge('b', 'c')]);
    expect(w.size).toBe(1);
    expect(w.at('a')).toEqual([]);
    expect(w.definition('a~b')).toBeNull();
    expect(w.at('c').map((e) => e.id)).toEqual(['b~c']);
    w.replace([]);
    expect(w.size).toBe(0);
    expect(w.definitionsAmong(['b'], new Set(['b', 'c']))).toEqual([]);
  });
});

describe('the window of drawn edges', () => {
  const box = { x1: 0, y1: 0, x2: 100, y2: 50 };

  it('finds segments inside, crossing, or missing the box', () => {
    expect(segmentMeetsBox({ x: 10, y: 10 }, { x: 20, y: 20 }, box)).toBe(true);
    expect(segmentMeetsBox({ x: -50, y: 25 }, { x: 150, y: 25 }, box)).toBe(true);
    expect(segmentMeetsBox({ x: -10, y: -10 }, { x: 10, y: 10 }, box)).toBe(true);
    expect(segmentMeetsBox({ x: -10, y: 60 }, { x: 110, y: 60 }, box)).toBe(false);
    // Passes the corner on the outside.
    expect(segmentMeetsBox({ x: 90, y: -20 }, { x: 130, y: 20 }, box)).toBe(false);
    expect(segmentMeetsBox({ x: 5, y: 60 }, { x: 5, y: 60 }, box)).toBe(false);
    expect(segmentMeetsBox({ x: 5, y: 5 }, { x: 5, y: 5 }, box)).toBe(true);
  });

  it('grows a box by a share of its size and tells containment', () => {
    const grown = grownBox(box, WINDOW_MARGIN);
    expect(grown).toEqual({ x1: -50, y1: -25, x2: 150, y2: 75 });
    expect(boxContains(grown, box)).toBe(true);
    expect(boxContains(box, grown)).toBe(false);
    expect(boxContains(grown, { x1: 40, y1: 0, x2: 160, y2: 10 })).toBe(false);
  });

  it('applies to the big graphs only', () => {
    expect(drawsByWindow(ALL_EDGES_UP_TO_CASES)).toBe(false);
    expect(drawsByWindow(big)).toBe(true);
  });
});
