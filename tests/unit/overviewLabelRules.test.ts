import { describe, expect, it } from 'vitest';
import { placeLabels, type LabelCandidate } from '../../src/model/viewport';
import { labelToNode, nearestIsOwn } from '../../src/model/overview';

const hub = { id: 'hub', x: 100, y: 100, r: 20 };
const dot = { id: 'dot', x: 100, y: 150, r: 3 };

describe('labelToNode / nearestIsOwn', () => {
  it('measures from the box to the node edge, 0 when touching or covering', () => {
    expect(labelToNode({ x1: 125, y1: 95, x2: 175, y2: 105 }, hub)).toBeCloseTo(5);
    expect(labelToNode({ x1: 90, y1: 90, x2: 110, y2: 110 }, hub)).toBe(0);
  });

  it('a label pushed under another node reads as that node\'s: rejected', () => {
    const belowHub = { x1: 70, y1: 124, x2: 130, y2: 136 };
    expect(nearestIsOwn(belowHub, hub, [hub, dot])).toBe(true);
    const nearDot = { x1: 70, y1: 140, x2: 130, y2: 152 };
    expect(nearestIsOwn(nearDot, hub, [hub, dot])).toBe(false);
  });
});

describe('placeLabels with nodes: the nearest-node rule', () => {
  const cand = (over: Partial<LabelCandidate> = {}): LabelCandidate => ({ id: 'hub', x: hub.x, y: hub.y, width: 60, height: 12, priority: 10, radius: hub.r, ...over });

  it('skips a side nearer another node and takes the next', () => {
    // Below the hub, a dot 8 px under its edge: the label below would lie on or beside it.
    const crowd = [hub, { id: 'dot', x: 100, y: 131, r: 3 }];
    const without = placeLabels([cand()], [], { sides: ['below', 'right'] });
    expect(without.placed[0]!.side).toBe('below');
    const with_ = placeLabels([cand()], [], { sides: ['below', 'right'], nodes: crowd });
    expect(with_.placed[0]!.side).toBe('right');
  });

  it('a farther-out form on a leader line is exempt; without one the label is left out', () => {
    const ring = [hub, ...['below', 'right', 'above', 'left'].map((_, k) => ({ id: `d${k}`, x: hub.x + [0, 30, 0, -30][k]!, y: hub.y + [30, 0, -30, 0][k]!, r: 3 }))];
    const far = { width: 60, height: 12, radius: hub.r + 40 };
    expect(placeLabels([cand({ alternatives: [far] })], [], { sides: ['below', 'right', 'above', 'left'], nodes: ring }).culled).toEqual(['hub']);
    const led = placeLabels([cand({ alternatives: [{ ...far, leader: true }] })], [], { sides: ['below', 'right', 'above', 'left'], nodes: ring });
    expect(led.placed.map((p) => p.alternative)).toEqual([0]);
  });

  it('a free label (a pattern name) is not held to it', () => {
    const crowd = [hub, { id: 'dot', x: 100, y: 131, r: 3 }];
    const r = placeLabels([cand({ id: 'region', free: true })], [], { sides: ['below'], nodes: crowd });
    expect(r.placed.map((p) => p.id)).toEqual(['region']);
  });
});
