import { describe, expect, it } from 'vitest';
import { frameMap } from '../../src/model/overview';
import type { Rect } from '../../src/model/layout';

const box = (x: number, y: number, r = 5): Rect => ({ x1: x - r, y1: y - r, x2: x + r, y2: y + r });
const toScreen = (r: Rect, v: { zoom: number; pan: { x: number; y: number } }) => ({ x1: r.x1 * v.zoom + v.pan.x, y1: r.y1 * v.zoom + v.pan.y, x2: r.x2 * v.zoom + v.pan.x, y2: r.y2 * v.zoom + v.pan.y });
const meets = (a: Rect, b: Rect) => a.x1 < b.x2 && b.x1 < a.x2 && a.y1 < b.y2 && b.y1 < a.y2;

describe('frameMap', () => {
  // A map wider than tall whose top-left corner is empty, as a disc packing's corners are.
  const nodes: Rect[] = [];
  for (let x = 0; x <= 1000; x += 50) for (let y = 0; y <= 500; y += 50) if (!(x < 300 && y < 200)) nodes.push(box(x, y));
  const visible = { x1: 0, y1: 0, x2: 1200, y2: 700 };
  const legend = { x1: 0, y1: 0, x2: 300, y2: 250 };

  it('uses the whole canvas, reaching under the legend where the map has no nodes', () => {
    const v = frameMap({ nodes, extent: [], visible, overlays: [legend], padding: 10, minZoom: 0.01, maxZoom: 4 })!;
    for (const n of nodes) expect(meets(toScreen(n, v), legend)).toBe(false);
    // Beside the legend only (900 px for 1010 units) the zoom would be under 0.9.
    expect(v.zoom).toBeGreaterThan(0.95);
    const all = toScreen({ x1: -5, y1: -5, x2: 1005, y2: 505 }, v);
    expect(all.x1).toBeGreaterThanOrEqual(visible.x1 + 10 - 1e-6);
    expect(all.x2).toBeLessThanOrEqual(visible.x2 - 10 + 1e-6);
  });

  it('zooms out until the nodes clear a control that covers them', () => {
    const full = nodes.concat([box(0, 0)]);
    const v = frameMap({ nodes: full, extent: [], visible, overlays: [legend], padding: 10, minZoom: 0.01, maxZoom: 4 })!;
    for (const n of full) expect(meets(toScreen(n, v), legend)).toBe(false);
    expect(v.zoom).toBeLessThan(1.17);
  });

  it('keeps the extent (the discs) inside the canvas too', () => {
    const v = frameMap({ nodes, extent: [{ x1: -100, y1: -100, x2: 1100, y2: 600 }], visible, overlays: [], padding: 0, minZoom: 0.01, maxZoom: 4 })!;
    const e = toScreen({ x1: -100, y1: -100, x2: 1100, y2: 600 }, v);
    expect(e.x1).toBeGreaterThanOrEqual(-1e-6);
    expect(e.x2).toBeLessThanOrEqual(1200 + 1e-6);
  });

  it('nothing to frame, or no zoom that clears the controls: null', () => {
    expect(frameMap({ nodes: [], extent: [], visible, overlays: [], padding: 0, minZoom: 0.1, maxZoom: 1 })).toBeNull();
    expect(frameMap({ nodes: [box(0, 0)], extent: [], visible, overlays: [visible], padding: 0, minZoom: 0.1, maxZoom: 1 })).toBeNull();
  });
});
