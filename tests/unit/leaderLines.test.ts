import { describe, expect, it } from 'vitest';
import { leaderLine, leaderPieces, type DrawnLabel } from '../../src/model/viewport';

const box = (id: string, x1: number, y1: number, x2: number, y2: number, leader?: DrawnLabel['leader']): DrawnLabel => ({ id, text: id, fontPx: 11, compact: false, narrow: false, x1, y1, x2, y2, ...(leader ? { leader } : {}) });

describe('leader lines', () => {
  it('run from the node\'s rim to the nearest point of the label', () => {
    // A node at (0, 50), radius 10; its name 100 px to the right, level with it.
    expect(leaderLine(box('hub', 100, 45, 160, 55, { x: 0, y: 50, r: 10 }))).toEqual({ x1: 10, y1: 50, x2: 100, y2: 50 });
    // None without a leader, or when the box reaches into the node.
    expect(leaderLine(box('hub', 100, 45, 160, 55))).toBeNull();
    expect(leaderLine(box('hub', 5, 45, 60, 55, { x: 0, y: 50, r: 10 }))).toBeNull();
  });

  it('are cut where they pass under another label, never drawn across its words', () => {
    const hub = box('hub', 100, 45, 160, 55, { x: 0, y: 50, r: 10 });
    // Another name from x 40 to 70 across the line: the line stops 1 px before it and starts 1 px after.
    const across = box('other', 40, 44, 70, 56);
    const pieces = leaderPieces([hub, across]);
    expect(pieces.map((p) => [p.x1, p.x2].map((x) => Math.round(x)))).toEqual([
      [10, 39],
      [71, 100],
    ]);
    for (const p of pieces) expect([p.y1, p.y2]).toEqual([50, 50]);
    // Beside the line, it is whole; its own box never cuts it.
    expect(leaderPieces([hub, box('other', 40, 60, 70, 70)])).toEqual([{ x1: 10, y1: 50, x2: 100, y2: 50 }]);
    // Two names over it, overlapping in their span (grown by the pad): one cut each, merged where they meet.
    const two = leaderPieces([hub, box('a', 30, 44, 50, 56), box('b', 50, 44, 60, 56)]);
    expect(two.map((p) => [Math.round(p.x1), Math.round(p.x2)])).toEqual([
      [10, 29],
      [61, 100],
    ]);
    // A diagonal line cut by a box it crosses at a corner: still two pieces, on the line.
    const diag = leaderPieces([box('hub', 100, 100, 120, 110, { x: 0, y: 0, r: 0 }), box('c', 45, 45, 55, 55)]);
    expect(diag).toHaveLength(2);
    for (const p of diag) {
      expect(p.x1).toBeCloseTo(p.y1, 6);
      expect(p.x2).toBeCloseTo(p.y2, 6);
    }
    expect(diag[0]!.x2).toBeCloseTo(44, 6);
    expect(diag[1]!.x1).toBeCloseTo(56, 6);
  });

  it('are dropped whole when another label covers them all', () => {
    expect(leaderPieces([box('hub', 100, 45, 160, 55, { x: 0, y: 50, r: 10 }), box('wide', 0, 40, 99.5, 60)])).toEqual([]);
  });
});
