import { describe, expect, it } from 'vitest';
import { toScreen } from '../../src/model/viewport';
import { fromMinimap, minimapTransform, needsMinimap, panFromMinimap, toMinimap, viewportOnMinimap } from '../../src/model/viewport';

const bounds = { x1: -500, y1: -200, x2: 1500, y2: 800 };

describe('minimap', () => {
  it('fits the graph inside the minimap with its padding, centred, and maps points both ways', () => {
    const t = minimapTransform(bounds, 160, 120, 6);
    const a = toMinimap({ x: bounds.x1, y: bounds.y1 }, t);
    const b = toMinimap({ x: bounds.x2, y: bounds.y2 }, t);
    expect(a.x).toBeCloseTo(6, 9);
    expect(b.x).toBeCloseTo(154, 9);
    // The shorter side is centred vertically.
    expect((a.y + b.y) / 2).toBeCloseTo(60, 9);
    expect(a.y).toBeGreaterThanOrEqual(6);
    const p = { x: 321, y: -17 };
    const back = fromMinimap(toMinimap(p, t), t);
    expect(back.x).toBeCloseTo(p.x, 9);
    expect(back.y).toBeCloseTo(p.y, 9);
  });

  it('draws the viewport as the part of the graph the uncovered canvas shows', () => {
    const t = minimapTransform(bounds, 160, 120);
    const visible = { x1: 0, y1: 0, x2: 800, y2: 600 };
    const v = { zoom: 0.8, pan: { x: 400, y: 160 } };
    const r = viewportOnMinimap(v, visible, t);
    // Its corners are the model points at the visible rectangle's corners.
    const topLeft = fromMinimap({ x: r.x1, y: r.y1 }, t);
    const shown = toScreen({ x1: topLeft.x, y1: topLeft.y, x2: topLeft.x, y2: topLeft.y }, v);
    expect(shown.x1).toBeCloseTo(0, 9);
    expect(shown.y1).toBeCloseTo(0, 9);
    expect((r.x2 - r.x1) / (r.y2 - r.y1)).toBeCloseTo(800 / 600, 9);
  });

  it('pans so that the clicked point lies at the centre of the uncovered canvas, at the same zoom', () => {
    const t = minimapTransform(bounds, 160, 120);
    const visible = { x1: 0, y1: 0, x2: 700, y2: 768 };
    const v = { zoom: 1.2, pan: { x: 0, y: 0 } };
    const q = { x: 40, y: 90 };
    const next = panFromMinimap(q, v, visible, t);
    expect(next.zoom).toBe(1.2);
    const p = fromMinimap(q, t);
    const s = toScreen({ x1: p.x, y1: p.y, x2: p.x, y2: p.y }, next);
    expect(s.x1).toBeCloseTo(350, 9);
    expect(s.y1).toBeCloseTo(384, 9);
  });

  it('is needed only when the graph sticks out of the view', () => {
    const visible = { x1: 0, y1: 0, x2: 1000, y2: 500 };
    // The whole graph fits at zoom 0.4 with room to spare.
    expect(needsMinimap(bounds, { zoom: 0.4, pan: { x: 250, y: 90 } }, visible)).toBe(false);
    expect(needsMinimap(bounds, { zoom: 1, pan: { x: 250, y: 90 } }, visible)).toBe(true);
    expect(needsMinimap(null, { zoom: 1, pan: { x: 0, y: 0 } }, visible)).toBe(false);
  });

  it('survives a graph of one point and a degenerate minimap', () => {
    const t = minimapTransform({ x1: 5, y1: 5, x2: 5, y2: 5 }, 0, 0);
    const p = toMinimap({ x: 5, y: 5 }, t);
    expect(Number.isFinite(p.x) && Number.isFinite(p.y)).toBe(true);
  });
});
