import { describe, expect, it } from 'vitest';
import { LABELS_APART, labelPriority, placeLabels, placingLabels, readableZoom, sameLabelView, sourcesOnScreen, LABEL_SIDES, type LabelSource, type Blocked, type LabelCandidate } from '../../src/model/viewport';
import { overlaps } from '../../src/model/layout';

/** Deterministic pseudo-random labels scattered over a w × h screen. */
function scatter(count: number, w: number, h: number, seed = 7): LabelCandidate[] {
  let s = seed;
  const next = () => (s = (s * 16807) % 2147483647) / 2147483647;
  return Array.from({ length: count }, (_, k) => ({
    id: `n${k}`,
    x: next() * w,
    y: next() * h,
    width: 30 + next() * 60,
    height: 12,
    radius: 4,
    priority: Math.floor(next() * 1000),
  }));
}

function expectNoOverlaps(rects: { id: string; x1: number; y1: number; x2: number; y2: number }[]) {
  for (let a = 0; a < rects.length; a++) for (let b = a + 1; b < rects.length; b++) expect(overlaps(rects[a]!, rects[b]!), `${rects[a]!.id} × ${rects[b]!.id}`).toBe(false);
}

describe('placeLabels', () => {
  it('draws no two overlapping labels, and culls the rest', () => {
    const candidates = scatter(800, 1440, 900);
    const { placed, culled } = placeLabels(candidates, [], { sides: LABEL_SIDES });
    expectNoOverlaps(placed);
    expect(placed.length + culled.length).toBe(candidates.length);
    expect(placed.length).toBeGreaterThan(100);
    expect(culled.length).toBeGreaterThan(0);
  });

  it('keeps the higher priority where two labels compete', () => {
    const a = { id: 'a', x: 100, y: 100, width: 80, height: 12, priority: 1 };
    const b = { id: 'b', x: 110, y: 102, width: 80, height: 12, priority: 2 };
    expect(placeLabels([a, b]).placed.map((p) => p.id)).toEqual(['b']);
    expect(placeLabels([{ ...a, priority: 3 }, b]).placed.map((p) => p.id)).toEqual(['a']);
    // Every culled label collides with a placed label of at least its priority (greedy by priority).
    const candidates = scatter(400, 800, 600, 3);
    const { placed, culled } = placeLabels(candidates);
    const byId = new Map(candidates.map((c) => [c.id, c]));
    for (const id of culled) {
      const c = byId.get(id)!;
      const own = { x1: c.x - c.width / 2, y1: c.y + 4 + 2, x2: c.x + c.width / 2, y2: c.y + 4 + 2 + c.height };
      // Grown by the gap, and by the room kept beside a label on its line.
      const grown = { x1: own.x1 - 2 - LABELS_APART, y1: own.y1 - 2, x2: own.x2 + 2 + LABELS_APART, y2: own.y2 + 2 };
      expect(placed.some((p) => overlaps(grown, p) && byId.get(p.id)!.priority >= c.priority), id).toBe(true);
    }
  });

  it('keeps two labels side by side further apart than two stacked ones, so one line never reads as one name', () => {
    // b's label, 60 px wide under its node, ends `space` px before c's begins; d's sits `space` px below b's.
    const at = (id: string, x: number, y: number, priority: number) => ({ id, x, y, width: 60, height: 12, radius: 4, priority });
    const placedIds = (space: number) => {
      const b = at('b', 100, 100, 3);
      const c = at('c', 100 + 60 + space, 100, 2);
      const d = at('d', 100, 100 + 12 + space, 1);
      return placeLabels([b, c, d]).placed.map((p) => p.id);
    };
    // 4 px: wider than the gap (2), narrower than a word space and the room beside (2 + 6): c yields, d stays.
    expect(placedIds(4)).toEqual(['b', 'd']);
    expect(placedIds(2 + LABELS_APART)).toEqual(['b', 'c', 'd']);
    // Half a line higher or lower, it reads apart: just the gap is kept.
    const b2 = at('b', 100, 100, 3);
    expect(placeLabels([b2, at('c', 164, 91, 2)]).placed.map((p) => p.id)).toEqual(['b', 'c']);
    expect(placeLabels([b2, at('c', 164, 97, 2)]).placed.map((p) => p.id)).toEqual(['b']);
    // Asked for none, side by side keeps just the gap.
    const b = at('b', 100, 100, 3);
    expect(placeLabels([b, at('c', 164, 100, 2)], [], { apart: 0 }).placed.map((p) => p.id)).toEqual(['b', 'c']);
  });

  it('tries the other sides before giving up, in the order asked', () => {
    const a = { id: 'a', x: 100, y: 100, width: 60, height: 12, radius: 5, priority: 2 };
    // Below and right of b would cover a's label; above is free.
    const b = { id: 'b', x: 100, y: 112, width: 60, height: 12, radius: 5, priority: 1 };
    const { placed } = placeLabels([a, b], [], { sides: ['below', 'right', 'above', 'left'] });
    expect(placed.map((p) => [p.id, p.side])).toEqual([
      ['a', 'below'],
      ['b', 'above'],
    ]);
    expect(placeLabels([a, b], [], { sides: ['below', 'right'] }).culled).toEqual(['b']);
  });

  it('grows a label to its fuller form afterwards only where that still fits, by priority', () => {
    // Three ids in a row 50 apart: drawn full (90 wide) first, a's would leave no room for b.
    const row = ['a', 'b', 'c'].map((id, k) => ({ id, x: 100 + 50 * k, y: 100, width: 40, height: 12, radius: 4, priority: 3 - k, upgrade: { width: 90, height: 24 } }));
    const full = placeLabels(row.map(({ upgrade, ...c }) => ({ ...c, ...upgrade })), [], { sides: ['below'] });
    expect(full.placed.map((p) => p.id)).toEqual(['a', 'c']);
    const { placed, culled } = placeLabels(row, [], { sides: ['below'] });
    expect(culled).toEqual([]);
    expect(placed.map((p) => p.id)).toEqual(['a', 'b', 'c']);
    // No one of them has room for its full form beside its neighbours' short ones.
    expect(placed.filter((p) => p.upgraded).map((p) => p.id)).toEqual([]);
    expectNoOverlaps(placed);
    // Alone, or with room around it, a label takes its full form on the side it took.
    const apart = row.map((c, k) => ({ ...c, x: 100 + 200 * k }));
    const grown = placeLabels(apart, [], { sides: ['below'] }).placed;
    expect(grown.every((p) => p.upgraded && p.x2 - p.x1 === 90 && p.y2 - p.y1 === 24)).toBe(true);
    expectNoOverlaps(grown);
  });

  it('grows a label only where it covers no node and stays in bounds', () => {
    const c = { id: 'a', x: 100, y: 100, width: 40, height: 12, radius: 4, priority: 1, upgrade: { width: 40, height: 40 } };
    // A node below the short label's reach, inside the full one's.
    const node: Blocked = { x1: 96, y1: 125, x2: 104, y2: 133, owner: 'n' };
    expect(placeLabels([c], [node], { sides: ['below'] }).placed[0]!.upgraded).toBeUndefined();
    expect(placeLabels([c], [], { sides: ['below'], bounds: { x1: 0, y1: 0, x2: 200, y2: 130 } }).placed[0]!.upgraded).toBeUndefined();
    expect(placeLabels([c], [], { sides: ['below'] }).placed[0]!.upgraded).toBe(true);
    // A bad upgrade is ignored, the label kept.
    expect(placeLabels([{ ...c, upgrade: { width: NaN, height: 3 } }], [], { sides: ['below'] }).placed.map((p) => [p.id, p.upgraded])).toEqual([['a', undefined]]);
  });

  it('covers no node but its own, stays inside the bounds and out of the panel', () => {
    const nodes: Blocked[] = [
      { x1: 95, y1: 95, x2: 105, y2: 105, owner: 'a' },
      { x1: 95, y1: 110, x2: 105, y2: 120, owner: 'other' },
    ];
    const panel: Blocked = { x1: 300, y1: 0, x2: 400, y2: 400 };
    const candidates = [
      { id: 'a', x: 100, y: 100, width: 40, height: 12, radius: 5, priority: 1 },
      { id: 'p', x: 290, y: 50, width: 40, height: 12, radius: 5, priority: 1 },
      { id: 'edge', x: 5, y: 50, width: 40, height: 12, radius: 5, priority: 1 },
    ];
    const { placed } = placeLabels(candidates, [...nodes, panel], { sides: ['below', 'left', 'right'], bounds: { x1: 0, y1: 0, x2: 400, y2: 400 } });
    const side = new Map(placed.map((p) => [p.id, p.side]));
    // Below would cover the other node; left is free.
    expect(side.get('a')).toBe('left');
    for (const p of placed) {
      expect(overlaps(p, panel), p.id).toBe(false);
      expect(p.x1).toBeGreaterThanOrEqual(0);
    }
    expect(side.get('p')).toBe('left');
    expect(side.get('edge')).toBe('right');
  });

  it('culls bad input instead of throwing', () => {
    const { placed, culled } = placeLabels([
      { id: 'nan', x: Number.NaN, y: 0, width: 10, height: 10, priority: 1 },
      { id: 'neg', x: 0, y: 0, width: -1, height: 10, priority: 1 },
      { id: 'ok', x: 0, y: 0, width: 10, height: 10, priority: 1 },
    ]);
    expect(placed.map((p) => p.id)).toEqual(['ok']);
    expect(culled.sort()).toEqual(['nan', 'neg']);
  });

  it('does about linear work: comparisons per label stay flat from 1,000 to 10,000 labels', () => {
    // Same density: the screen grows with the label count.
    const small = placeLabels(scatter(1000, 1440, 900), [], { sides: LABEL_SIDES });
    const big = placeLabels(scatter(10_000, 1440 * Math.sqrt(10), 900 * Math.sqrt(10)), [], { sides: LABEL_SIDES });
    const perSmall = small.comparisons / 1000;
    const perBig = big.comparisons / 10_000;
    expect(perBig).toBeLessThan(perSmall * 1.5);
    // Far below pairwise: 10,000 labels would be ~50 M pairs.
    expect(big.comparisons).toBeLessThan(10_000 * 100);
  });
});

describe('labelPriority', () => {
  it('ranks selected, hovered, hubs by weight, then cases by degree and recency', () => {
    const ranked = [
      { name: 'selected case', p: labelPriority({ kind: 'case', selected: true }) },
      { name: 'hovered case', p: labelPriority({ kind: 'case', hovered: true }) },
      { name: 'big hub', p: labelPriority({ kind: 'component', weight: 40 }) },
      { name: 'small hub', p: labelPriority({ kind: 'cause', weight: 1 }) },
      { name: 'connected case', p: labelPriority({ kind: 'case', degree: 6, recency: 0 }) },
      { name: 'recent case', p: labelPriority({ kind: 'case', degree: 2, recency: 1 }) },
      { name: 'old case', p: labelPriority({ kind: 'case', degree: 2, recency: 0.1 }) },
      { name: 'lonely case', p: labelPriority({ kind: 'case' }) },
    ];
    expect([...ranked].sort((a, b) => b.p - a.p).map((r) => r.name)).toEqual(ranked.map((r) => r.name));
    expect(labelPriority({ kind: 'component', weight: 1e12 })).toBeLessThan(labelPriority({ kind: 'case', hovered: true }));
  });
});

describe('readableZoom', () => {
  it('is the zoom at which the font reaches the minimum screen size', () => {
    expect(readableZoom(10)).toBe(1);
    expect(readableZoom(14, 7)).toBe(0.5);
    expect(readableZoom(0)).toBe(Infinity);
  });
});

describe('placingLabels', () => {
  /** Runs the steps to their end: how many times they stopped, and the placement. */
  function runInSteps<T>(steps: Generator<void, T, void>): { stops: number; placement: T } {
    let stops = 0;
    let step = steps.next();
    for (; !step.done; step = steps.next()) stops++;
    return { stops, placement: step.value };
  }

  it('places in steps exactly what placeLabels places at once', () => {
    const candidates = scatter(3000, 1440, 900, 11);
    // Some candidates wait for a lower priority before their late places (as patterns' names do).
    for (const c of candidates.slice(0, 40)) Object.assign(c, { morePriority: c.priority / 2, more: () => [{ width: 20, height: 10, radius: 30 }] });
    const whole = placeLabels(candidates, [], { sides: LABEL_SIDES });
    const { stops, placement } = runInSteps(placingLabels(candidates, [], { sides: LABEL_SIDES }));
    expect(placement).toEqual(whole);
    // Every 64 candidates, and once for each late place: many short steps, not one long one.
    expect(stops).toBeGreaterThanOrEqual(Math.floor(3000 / 64) + 40);
  });

  it('stops between candidates that each try many places on a crowded map, however few they are', () => {
    // 40 names (fewer than a step's count of candidates), each with 30 places, all taken by nodes.
    const blocked: Blocked[] = [{ x1: -1000, y1: -1000, x2: 3000, y2: 3000 }];
    const names: LabelCandidate[] = Array.from({ length: 40 }, (_, k) => ({ id: `hub${k}`, x: 100 + k * 30, y: 100, width: 40, height: 12, priority: 100 - k, radius: 6, alternatives: Array.from({ length: 30 }, (_, a) => ({ width: 40, height: 12, radius: 6 + a })) }));
    const whole = placeLabels(names, blocked, { sides: LABEL_SIDES });
    const { stops, placement } = runInSteps(placingLabels(names, blocked, { sides: LABEL_SIDES }));
    expect(placement).toEqual(whole);
    expect(whole.placed).toEqual([]);
    // Each name tests 31 places × the sides; a step ends once 256 tests are done (the first
    // candidate over them finishing its own): 4,960 tests are a dozen steps, not the one step
    // (fewer candidates than the 64 of a step) that they were.
    const perName = 31 * LABEL_SIDES.length;
    expect(stops).toBeGreaterThanOrEqual(Math.floor((40 * perName) / (256 + perName)) - 1);
  });
});

describe('sourcesOnScreen', () => {
  const source = (id: string, kind: LabelSource['kind'], x: number, y: number, r: number): LabelSource => ({ id, kind, text: id, x, y, r, weight: 1, degree: 0, recency: 0 });
  const view = { zoom: 2, pan: { x: 10, y: 0 }, width: 200, height: 100 };

  it('keeps nodes whose centre is on the canvas and regions that reach into it, in canvas pixels', () => {
    const sources = [source('in', 'case', 40, 20, 3), source('out', 'case', 100, 20, 3), source('edge', 'region', -20, 20, 16), source('far', 'region', -40, 20, 10)];
    const { nodes, regions } = sourcesOnScreen(sources, view);
    expect(nodes).toEqual([{ id: 'in', x: 90, y: 40, r: 6 }]);
    expect(regions.map((r) => r.id)).toEqual(['edge']);
  });

  it('tells when a placement still fits the view', () => {
    expect(sameLabelView(view, { ...view, pan: { x: 10, y: 0 } })).toBe(true);
    expect(sameLabelView(view, { ...view, pan: { x: 11, y: 0 } })).toBe(false);
    expect(sameLabelView(view, { ...view, zoom: 2.01 })).toBe(false);
    expect(sameLabelView(view, { ...view, width: 201 })).toBe(false);
  });
});
