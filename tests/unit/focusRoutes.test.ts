import { describe, expect, it } from 'vitest';
import { caseNodeId, type GraphEdge, type GraphModel, type GraphNode } from '../../src/model/network';
import { BIG_CENTRE, DESKTOP_CELL, PHONE_CELL, focusEdgeRoutes, nodeSizeOf, focusPicture, routeSegments, segmentMeetsRect, type FocusPicture, type FocusRoom, type RoutePoint } from '../../src/model/focus';

/** A case with `n` related cases and `hubs` component hubs (as focus.test.ts's star). */
function star(n: number, hubs = 3): { model: GraphModel; dateOf: (id: string) => string } {
  const nodes: GraphNode[] = [{ id: caseNodeId('C'), kind: 'case', key: 'C', weight: 1, caseIndex: 0 }];
  const edges: GraphEdge[] = [];
  const dates = new Map<string, string>([[caseNodeId('C'), '2020-01-01']]);
  for (let k = 1; k <= n; k++) {
    const id = caseNodeId(`R${k}`);
    nodes.push({ id, kind: 'case', key: `R${k}`, weight: 1, caseIndex: k });
    dates.set(id, `2021-01-${String(k).padStart(2, '0')}`);
    edges.push({ id: `${caseNodeId('C')}~${id}`, kind: 'relation', source: caseNodeId('C'), target: id, reasons: [{ kind: 'same-cause' }] });
  }
  for (let h = 0; h < hubs; h++) {
    nodes.push({ id: `component:h${h}`, kind: 'component', key: `h${h}`, weight: n + 1 });
    edges.push({ id: `case:C>component:h${h}`, kind: 'has-component', source: caseNodeId('C'), target: `component:h${h}` });
  }
  return { model: { nodes, edges, chainedGroups: [] }, dateOf: (id) => dates.get(id) ?? '' };
}

/** Each edge as drawn: its ends' centres joined through its bend points. */
function polylines(p: FocusPicture, routes: Map<string, RoutePoint[]>): { id: string; source: string; target: string; points: RoutePoint[] }[] {
  const at = new Map(p.items.map((i) => [i.id, { x: i.x, y: i.y }]));
  return p.edges.map((e) => ({ id: e.id, source: e.source, target: e.target, points: [at.get(e.source)!, ...(routes.get(e.id) ?? []), at.get(e.target)!] }));
}

/** "edge id under item id" for every edge segment under a label (or node) that is not one of its ends'. */
function crossings(p: FocusPicture, routes: Map<string, RoutePoint[]>): string[] {
  const half = p.cell.node / 2;
  const out: string[] = [];
  for (const line of polylines(p, routes)) {
    for (const i of p.items) {
      if (i.id === line.source || i.id === line.target) continue;
      const node = { x1: i.x - half, y1: i.y - half, x2: i.x + half, y2: i.y + half };
      for (let k = 1; k < line.points.length; k++) {
        if (segmentMeetsRect(line.points[k - 1]!, line.points[k]!, i.label) || segmentMeetsRect(line.points[k - 1]!, line.points[k]!, node)) {
          out.push(`${line.id} under ${i.id}`);
          break;
        }
      }
    }
  }
  return out;
}

const ROOMS: [string, FocusRoom][] = [
  ['1440×900 beside the panel', { width: 740, height: 700, cell: DESKTOP_CELL }],
  ['1366×768 beside the panel', { width: 660, height: 580, cell: DESKTOP_CELL }],
  ['a phone above its sheet', { width: 370, height: 420, cell: PHONE_CELL }],
];

describe('focusEdgeRoutes: no edge under a label that is not its own end\'s (issue 25)', () => {
  for (const [name, room] of ROOMS) {
    it(`a busy case (14 related, 4 hubs) at ${name}`, () => {
      const { model, dateOf } = star(14, 4);
      const p = focusPicture(model, { selection: { kind: 'node', nodeId: caseNodeId('C') }, depth: 1 }, room, dateOf)!;
      expect(p.edges.length).toBeGreaterThan(3);
      // Drawn straight, edges to the outer cells pass under the labels of the cells between.
      const straight = new Map(p.edges.map((e) => [e.id, [] as RoutePoint[]]));
      expect(crossings(p, straight).length).toBeGreaterThan(0);
      expect(crossings(p, focusEdgeRoutes(p))).toEqual([]);
    });
  }

  for (const [name, room] of ROOMS) {
    it(`a draft's matches at ${name}: every route leaves the star from outside it, and passes under no label`, () => {
      // The star is drawn 1.5 nodes wide: a route up to its cell's top edge began inside it, and
      // cytoscape drew no such edge (the matches on a diagonal had no line to the draft).
      const draft = 'draft:d';
      const nodes: GraphNode[] = [{ id: draft, kind: 'draft', key: 'd', weight: 1 }];
      const edges: GraphEdge[] = [];
      const scores = new Map<string, number>();
      for (let k = 1; k <= 8; k++) {
        const id = caseNodeId(`M${k}`);
        nodes.push({ id, kind: 'case', key: `M${k}`, weight: 1, caseIndex: k - 1 });
        edges.push({ id: `${draft}~${id}`, kind: 'draft-match', source: draft, target: id, reasons: [{ kind: 'reads-alike', terms: [] }] });
        scores.set(id, 0.5 - k * 0.03);
      }
      const p = focusPicture({ nodes, edges, chainedGroups: [] }, { selection: { kind: 'node', nodeId: draft }, depth: 1, scores }, room, () => '2020-01-01')!;
      const routes = focusEdgeRoutes(p);
      const centre = p.items.find((i) => i.id === draft)!;
      const half = nodeSizeOf(centre, p.cell) / 2;
      expect(half).toBe((p.cell.node * BIG_CENTRE) / 2);
      const routed = p.edges.filter((e) => routes.get(e.id)!.length > 0);
      expect(routed.length).toBeGreaterThan(0);
      for (const e of routed) {
        const first = routes.get(e.id)![0]!;
        const inside = Math.abs(first.x - centre.x) <= half && Math.abs(first.y - centre.y) <= half;
        expect(inside, `${e.id} starts inside the star at ${first.x}, ${first.y}`).toBe(false);
      }
      expect(crossings(p, routes)).toEqual([]);
    });
  }

  it('keeps an edge straight when nothing lies between its ends', () => {
    const { model, dateOf } = star(2, 0);
    const p = focusPicture(model, { selection: { kind: 'node', nodeId: caseNodeId('C') }, depth: 1 }, ROOMS[0]![1], dateOf)!;
    const routes = focusEdgeRoutes(p);
    for (const e of p.edges) expect(routes.get(e.id)).toEqual([]);
  });
});

describe('routeSegments: bend points as cytoscape segment weights and distances', () => {
  it('puts each point back where it was from the weights and distances (perpendicular (-dy, dx))', () => {
    const s = { x: 10, y: 20 };
    const t = { x: 110, y: -30 };
    const pts = [{ x: 10, y: -5 }, { x: 60, y: -5 }, { x: 60, y: -40 }];
    const { weights, distances } = routeSegments(s, t, pts);
    const len = Math.hypot(t.x - s.x, t.y - s.y);
    const n = { x: -(t.y - s.y) / len, y: (t.x - s.x) / len };
    pts.forEach((p, k) => {
      expect(s.x + (t.x - s.x) * weights[k]! + n.x * distances[k]!).toBeCloseTo(p.x, 9);
      expect(s.y + (t.y - s.y) * weights[k]! + n.y * distances[k]!).toBeCloseTo(p.y, 9);
    });
  });

  it('gives nothing for ends at the same place', () => {
    expect(routeSegments({ x: 1, y: 1 }, { x: 1, y: 1 }, [{ x: 3, y: 3 }])).toEqual({ weights: [], distances: [] });
  });
});

describe('polylinePath: a routed edge in the exported SVG', () => {
  it('joins its points with straight lines, in order', async () => {
    const { polylinePath } = await import('../../src/model/export');
    expect(polylinePath([{ x: 0, y: 0 }, { x: 0, y: -10 }, { x: 20.5, y: -10 }, { x: 20.5, y: 5 }])).toBe('M0 0L0 -10L20.5 -10L20.5 5');
  });
});
