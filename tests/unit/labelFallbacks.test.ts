import { describe, expect, it } from 'vitest';
import { LABEL_SIDES_AND_CORNERS, labelPriority, placeLabels, type LabelCandidate } from '../../src/model/viewport';
import { overlaps } from '../../src/model/layout';

const node = (id: string, x: number, y: number, over: Partial<LabelCandidate> = {}): LabelCandidate => ({ id, x, y, width: 40, height: 12, radius: 4, priority: 1, ...over });

describe('placeLabels: per-label sides, alternatives and yielding obstacles', () => {
  it('keeps a label to its own sides', () => {
    // Below is blocked; the pass's other sides would fit, but this label may only go below.
    const blocked = [{ x1: -50, y1: 9, x2: 50, y2: 40 }];
    const own = placeLabels([node('region', 0, 0, { sides: ['below'] })], blocked, { sides: LABEL_SIDES_AND_CORNERS });
    expect(own.placed).toEqual([]);
    const any = placeLabels([node('free', 0, 0)], blocked, { sides: LABEL_SIDES_AND_CORNERS });
    expect(any.placed.map((p) => p.side)).toEqual(['right']);
  });

  it('tries a corner when all four sides are taken', () => {
    // Narrow obstacles on the four sides of a node of radius 8; the corners stay free.
    const blocked = [
      { x1: -5, y1: 8, x2: 5, y2: 30 },
      { x1: -5, y1: -30, x2: 5, y2: -8 },
      { x1: 8, y1: -5, x2: 60, y2: 5 },
      { x1: -60, y1: -5, x2: -8, y2: 5 },
    ];
    const { placed } = placeLabels([node('a', 0, 0, { width: 10, height: 4, radius: 8 })], blocked, { sides: LABEL_SIDES_AND_CORNERS, gap: 0 });
    expect(placed).toHaveLength(1);
    expect(placed[0]!.side).toMatch(/-/);
    for (const b of blocked) expect(overlaps(placed[0]!, b)).toBe(false);
  });

  it('falls back to the alternatives in order, and says which was placed', () => {
    // Room below the node for a short label only; a farther one is tried first and does not fit.
    const blocked = [{ x1: 15, y1: 0, x2: 100, y2: 100 }, { x1: -100, y1: 30, x2: 100, y2: 100 }];
    const c = node('c', 0, 0, { width: 120, alternatives: [{ width: 20, height: 12, radius: 30 }, { width: 20, height: 12 }] });
    const { placed } = placeLabels([c], blocked, { sides: ['below'], gap: 1 });
    expect(placed.map((p) => [p.id, p.alternative])).toEqual([['c', 1]]);
    expect(placed[0]!.x2 - placed[0]!.x1).toBe(20);
    const plain = placeLabels([node('d', 0, 0, { width: 10 })], blocked, { sides: ['below'], gap: 1 });
    expect(plain.placed[0]!.alternative).toBeUndefined();
  });

  it('culls a label whose alternatives are malformed instead of throwing', () => {
    const blocker = { x1: -100, y1: -100, x2: 100, y2: 100 };
    const { placed, culled } = placeLabels([node('bad', 0, 0, { alternatives: [{ width: Number.NaN, height: 3 }, { width: -1, height: 3 }] })], [blocker]);
    expect(placed).toEqual([]);
    expect(culled).toEqual(['bad']);
  });

  it('lets a hub label cover a case node, never a case label', () => {
    const hubTier = labelPriority({ kind: 'component', weight: 0 });
    // A case node right below both anchors, yielding to hub labels only.
    const caseNode = { x1: -30, y1: 8, x2: 30, y2: 14, owner: 'case:x', yieldsTo: hubTier };
    const hub = placeLabels([node('component:a', 0, 0, { priority: labelPriority({ kind: 'component', weight: 3 }) })], [caseNode], { sides: ['below'] });
    expect(hub.placed.map((p) => p.id)).toEqual(['component:a']);
    const other = placeLabels([node('case:y', 0, 0, { priority: labelPriority({ kind: 'case', degree: 9, recency: 1 }) })], [caseNode], { sides: ['below'] });
    expect(other.placed).toEqual([]);
    // Its own label may always touch it.
    const own = placeLabels([node('case:x', 0, 0, { priority: labelPriority({ kind: 'case' }) })], [caseNode], { sides: ['below'] });
    expect(own.placed.map((p) => p.id)).toEqual(['case:x']);
  });
});
