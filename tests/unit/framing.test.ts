import { describe, expect, it } from 'vitest';
import { layoutClusters } from '../../src/model/layout';
import { centreOn, clearOfOverlays, clusterMembers, DEFAULT_MAX_FRAME_ZOOM, DEPTHS, fitBoxes, frame, isInside, neighbourhood, parseDepth, toModel, toScreen, uncoveredRect, WHEEL_NOTCH_FACTOR, wheelNotchFactor, zoomAbout } from '../../src/model/viewport';
import { buildGraph, caseNodeId, type GraphModel } from '../../src/model/network';
import { readableZoom } from '../../src/model/viewport';
import type { Rect } from '../../src/model/layout';
import { bundledIndex } from './support/library';

const SCREENS = [
  { width: 1440, height: 900 },
  { width: 1366, height: 768 },
  { width: 1024, height: 768 },
  { width: 390, height: 844 },
];

/** The desktop panel over the right side, or the phone's bottom sheet. */
function coverFor(s: { width: number; height: number }): Rect {
  return s.width < 600 ? { x1: 0, y1: s.height * 0.55, x2: s.width, y2: s.height } : { x1: s.width - 420, y1: 0, x2: s.width, y2: s.height };
}

describe('uncoveredRect', () => {
  it('is the part beside a side panel, above a bottom sheet, or all of the canvas', () => {
    expect(uncoveredRect({ width: 1440, height: 900 }, { x1: 1020, y1: 0, x2: 1440, y2: 900 })).toEqual({ x1: 0, y1: 0, x2: 1020, y2: 900 });
    expect(uncoveredRect({ width: 390, height: 844 }, { x1: 0, y1: 500, x2: 390, y2: 844 })).toEqual({ x1: 0, y1: 0, x2: 390, y2: 500 });
    expect(uncoveredRect({ width: 800, height: 600 }, null)).toEqual({ x1: 0, y1: 0, x2: 800, y2: 600 });
    // A panel off the canvas, or one leaving a sliver, changes nothing.
    expect(uncoveredRect({ width: 800, height: 600 }, { x1: 900, y1: 0, x2: 1000, y2: 600 })).toEqual({ x1: 0, y1: 0, x2: 800, y2: 600 });
    expect(uncoveredRect({ width: 800, height: 600 }, { x1: 50, y1: 0, x2: 800, y2: 600 })).toEqual({ x1: 0, y1: 0, x2: 800, y2: 600 });
  });
});

describe('clearOfOverlays', () => {
  const canvas: Rect = { x1: 0, y1: 0, x2: 1000, y2: 600 };
  const area = (r: Rect) => (r.x2 - r.x1) * (r.y2 - r.y1);
  const touches = (r: Rect, o: Rect) => o.x1 < r.x2 && o.x2 > r.x1 && o.y1 < r.y2 && o.y2 > r.y1;
  // The map's own corners: a tall legend top left, zoom buttons and a minimap bottom left.
  const legend: Rect = { x1: 8, y1: 8, x2: 280, y2: 290 };
  const zoomButtons: Rect = { x1: 8, y1: 480, x2: 46, y2: 592 };
  const minimap: Rect = { x1: 52, y1: 472, x2: 232, y2: 592 };

  it('leaves a rectangle no overlay touches, beside them rather than through them', () => {
    const r = clearOfOverlays(canvas, [legend, zoomButtons, minimap], 6);
    for (const o of [legend, zoomButtons, minimap]) expect(touches(r, o)).toBe(false);
    // One cut right of the left column clears all three and keeps the most room.
    expect(r).toEqual({ x1: 286, y1: 0, x2: 1000, y2: 600 });
  });

  it('chooses for each overlay the side that keeps the most area, over every combination', () => {
    // A short wide bar at the top is cleared from above, a narrow tall strip on the right from the right.
    const bar: Rect = { x1: 0, y1: 0, x2: 400, y2: 40 };
    const strip: Rect = { x1: 960, y1: 100, x2: 1000, y2: 500 };
    const r = clearOfOverlays(canvas, [bar, strip], 0);
    expect(r).toEqual({ x1: 0, y1: 40, x2: 960, y2: 600 });
    // No other choice of sides does better: brute force over the four sides of each.
    const cuts = (o: Rect): ((x: Rect) => Rect)[] => [
      (x) => ({ ...x, x1: Math.max(x.x1, o.x2) }),
      (x) => ({ ...x, x2: Math.min(x.x2, o.x1) }),
      (x) => ({ ...x, y1: Math.max(x.y1, o.y2) }),
      (x) => ({ ...x, y2: Math.min(x.y2, o.y1) }),
    ];
    let bestArea = 0;
    for (const a of cuts(bar)) for (const b of cuts(strip)) bestArea = Math.max(bestArea, area(b(a(canvas))));
    expect(area(r)).toBe(bestArea);
  });

  it('given the content to frame, clears the overlays on the side that shows it biggest', () => {
    const corner: Rect = { x1: 0, y1: 0, x2: 300, y2: 150 };
    // By area, the cut below the corner (1000 × 450) beats the cut beside it (700 × 600)...
    expect(clearOfOverlays(canvas, [corner], 0)).toEqual({ x1: 0, y1: 150, x2: 1000, y2: 600 });
    // ...but a tall neighbourhood (500 × 1000) shows bigger beside it: 0.6 against 0.45.
    expect(clearOfOverlays(canvas, [corner], 0, undefined, { width: 500, height: 1000 })).toEqual({ x1: 300, y1: 0, x2: 1000, y2: 600 });
    // And a wide one below it.
    expect(clearOfOverlays(canvas, [corner], 0, undefined, { width: 2000, height: 300 })).toEqual({ x1: 0, y1: 150, x2: 1000, y2: 600 });
  });

  it('costs nothing for overlays beside the rectangle, and ignores empty ones', () => {
    const left: Rect = { x1: 0, y1: 0, x2: 500, y2: 600 };
    expect(clearOfOverlays(left, [{ x1: 700, y1: 10, x2: 900, y2: 200 }, { x1: 50, y1: 50, x2: 50, y2: 80 }])).toEqual(left);
  });

  it('keeps the whole rectangle when clearing the overlays would leave a sliver', () => {
    const narrow: Rect = { x1: 0, y1: 0, x2: 300, y2: 600 };
    expect(clearOfOverlays(narrow, [{ x1: 0, y1: 0, x2: 290, y2: 590 }])).toEqual(narrow);
  });
});

describe('frame', () => {
  const index = bundledIndex();
  const layout = layoutClusters(index);
  const graph = buildGraph(index, null);

  it("puts a selected case's whole neighbourhood inside the uncovered canvas, on every screen", () => {
    let framed = 0;
    for (const screen of SCREENS) {
      const cover = coverFor(screen);
      const visible = uncoveredRect(screen, cover);
      for (const c of index.cases.slice(0, 30)) {
        const ids = neighbourhood(graph, caseNodeId(c.id), 1);
        const boxes = ids.map((id) => layout.boxes.get(id)!);
        const v = frame(boxes, screen, cover)!;
        for (const [k, b] of boxes.entries()) expect(isInside(b, v, visible), `${c.id}: ${ids[k]} at ${screen.width}×${screen.height}`).toBe(true);
        expect(v.zoom).toBeLessThanOrEqual(DEFAULT_MAX_FRAME_ZOOM);
        framed++;
      }
    }
    expect(framed).toBe(120);
  });

  it('zooms in on a small neighbourhood up to the cap, and never beyond', () => {
    const one = [{ x1: 0, y1: 0, x2: 16, y2: 40 }];
    const v = frame(one, { width: 1440, height: 900 }, null)!;
    expect(v.zoom).toBe(DEFAULT_MAX_FRAME_ZOOM);
    // At the cap a 10 px case label is readable.
    expect(v.zoom).toBeGreaterThanOrEqual(readableZoom(10));
    expect(frame(one, { width: 1440, height: 900 }, null, { maxZoom: 3 })!.zoom).toBe(3);
    // A big set zooms out just enough: the union touches the padded edges on one axis.
    const wide = [{ x1: -5000, y1: -10, x2: 5000, y2: 10 }];
    const w = frame(wide, { width: 1000, height: 800 }, null, { padding: 20 })!;
    const s = toScreen(wide[0]!, w);
    expect(s.x1).toBeCloseTo(20);
    expect(s.x2).toBeCloseTo(980);
  });

  it('returns null for nothing to frame, and survives degenerate canvases', () => {
    expect(frame([], { width: 800, height: 600 }, null)).toBeNull();
    const v = fitBoxes([{ x1: 1, y1: 1, x2: 1, y2: 1 }], { x1: 0, y1: 0, x2: 0, y2: 0 })!;
    expect(Number.isFinite(v.zoom) && Number.isFinite(v.pan.x) && Number.isFinite(v.pan.y)).toBe(true);
  });
});

describe('neighbourhood', () => {
  const model: GraphModel = {
    nodes: ['a', 'b', 'c', 'd', 'h'].map((id) => ({ id, kind: id === 'h' ? 'component' : 'case', key: id, weight: 1 })),
    edges: [
      { id: 'a>h', kind: 'has-component', source: 'a', target: 'h' },
      { id: 'b>h', kind: 'has-component', source: 'b', target: 'h' },
      { id: 'b~c', kind: 'relation', source: 'b', target: 'c' },
      { id: 'c~d', kind: 'relation', source: 'c', target: 'd' },
    ],
    chainedGroups: [],
  };

  it('reaches one more hop per depth, node first', () => {
    expect(neighbourhood(model, 'a', 0)).toEqual(['a']);
    expect(neighbourhood(model, 'a', 1)).toEqual(['a', 'h']);
    expect(neighbourhood(model, 'a', 2).sort()).toEqual(['a', 'b', 'h']);
    expect(neighbourhood(model, 'a', 3).sort()).toEqual(['a', 'b', 'c', 'h']);
    expect(neighbourhood(model, 'a', 9).sort()).toEqual(['a', 'b', 'c', 'd', 'h']);
  });

  it('is empty for a node that is not drawn, and ignores a bad depth', () => {
    expect(neighbourhood(model, 'zzz', 2)).toEqual([]);
    expect(neighbourhood(model, 'a', Number.NaN)).toEqual(['a']);
  });
});

describe('zoom arithmetic', () => {
  const v = { zoom: 0.5, pan: { x: 100, y: 50 } };

  it('zooms about a screen point that stays where it was, within the limits', () => {
    const at = { x: 300, y: 200 };
    const before = toModel({ x1: at.x, y1: at.y, x2: at.x, y2: at.y }, v);
    const z = zoomAbout(v, 2, at, 0.1, 4);
    expect(z.zoom).toBe(1);
    const after = toModel({ x1: at.x, y1: at.y, x2: at.x, y2: at.y }, z);
    expect(after.x1).toBeCloseTo(before.x1, 9);
    expect(after.y1).toBeCloseTo(before.y1, 9);
    expect(zoomAbout(v, 100, at, 0.1, 4).zoom).toBe(4);
    expect(zoomAbout(v, Number.NaN, at, 0.1, 4)).toEqual(v);
  });

  it('centres a model point in the visible rectangle', () => {
    const c = centreOn({ x: 10, y: 20 }, 2, { x1: 0, y1: 0, x2: 600, y2: 400 });
    expect(toScreen({ x1: 10, y1: 20, x2: 10, y2: 20 }, c)).toEqual({ x1: 300, y1: 200, x2: 300, y2: 200 });
  });

  it('makes ten wheel notches zoom about 4×, in and out, and leaves trackpad deltas alone', () => {
    let zoom = 1;
    for (let i = 0; i < 10; i++) zoom *= wheelNotchFactor(-100, 0)!;
    expect(zoom).toBeGreaterThan(3.5);
    expect(zoom).toBeLessThan(5);
    let out = 1;
    for (let i = 0; i < 10; i++) out *= wheelNotchFactor(100, 0)!;
    expect(out * zoom).toBeCloseTo(1, 9);
    expect(wheelNotchFactor(-3, 1)).toBeCloseTo(wheelNotchFactor(-100, 0)!, 9);
    expect(wheelNotchFactor(-4, 0)).toBeNull();
    expect(wheelNotchFactor(0, 0)).toBeNull();
    expect(wheelNotchFactor(Number.NaN, 0)).toBeNull();
    // A burst of coalesced notches is bounded.
    expect(wheelNotchFactor(-100000, 0)).toBeCloseTo(WHEEL_NOTCH_FACTOR ** 5, 9);
  });
});

describe('parseDepth', () => {
  it('accepts 1, 2 and 3 only', () => {
    expect(DEPTHS.map((d) => parseDepth(String(d)))).toEqual([1, 2, 3]);
    for (const bad of ['0', '4', '1.0', ' 2', '', 'x', '-1']) expect(parseDepth(bad)).toBeNull();
  });
});

describe('clusterMembers', () => {
  it('lists the drawn cases of one cluster, not its hubs or other clusters', () => {
    const graph = {
      nodes: [
        { id: 'case:A', kind: 'case', key: 'A', weight: 1, caseIndex: 0 },
        { id: 'case:C', kind: 'case', key: 'C', weight: 1, caseIndex: 2 },
        { id: 'component:dns', kind: 'component', key: 'dns', weight: 2 },
        { id: 'case:D', kind: 'case', key: 'D', weight: 1, caseIndex: 3 },
      ],
      edges: [],
    } as unknown as GraphModel;
    // Case B (index 1) is in cluster 0 but filtered out: not drawn, not framed.
    const clusterOf = Int32Array.from([0, 0, 1, 0]);
    expect(clusterMembers(graph, clusterOf, 0)).toEqual(['case:A', 'case:D']);
    expect(clusterMembers(graph, clusterOf, 1)).toEqual(['case:C']);
    expect(clusterMembers(graph, clusterOf, 7)).toEqual([]);
  });
});
