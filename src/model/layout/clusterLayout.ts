import { clusterCases, type Clustering } from './clusters';
import { caseNodeId, causeNodeId, componentNodeId } from '../network';
import type { LibraryIndex } from '../core';
import { hubDiameter, type Point } from './layout';
import { inflate, overlaps, type Rect } from './geometry';
import { labelBox, type TextBox } from './labelSize';
import { humanizeSlug } from '../core';

/**
 * A layout that shows the failure-pattern clusters, in three steps, each about linear in cases:
 * 1. inside each cluster, its home hubs (the components and root causes it uses most) near the
 *    centre and its cases on the cells of a grid nearest the centre, cells as wide as the
 *    cluster's widest case label and as tall as a node and its label, so no two cases and no
 *    case and hub overlap, labels included; this gives each cluster's radius;
 * 2. the clusters as discs, biggest first, each put as near as it fits to the clusters it
 *    shares hubs with (tangent to one already placed, never overlapping any);
 * 3. again inside each cluster, hubs drawn towards the other clusters that use them and each
 *    case to the cell nearest the mean of its hubs, so edges stay short and leave a cluster
 *    on the side facing where they go, instead of crossing it.
 * Same library, same picture: the clustering is deterministic and every tie breaks on ids.
 */
export interface NodeSizing {
  caseDiameter: number;
  caseFontPx: number;
  /** Room a hub keeps for its label: the font size (model units) for a hub of this diameter. */
  hubFontPx: (diameter: number) => number;
  /** Where labels wrap (`text-max-width`). */
  labelMaxWidth: number;
  /** Between a node and its label below (`text-margin-y`). */
  labelMargin: number;
  /** Free space kept around every node-and-label box. */
  gap: number;
  /** Free space between two clusters' discs. */
  clusterGap: number;
  /**
   * The least room a case keeps (a cell of its cluster's grid), wider than its box: at the
   * first view labels are drawn at a fixed screen size, about twice as wide as the id the box
   * reserves, and a case's label can only be drawn beside free cells.
   */
  caseCell: { width: number; height: number };
  /** How much wider than tall the map of clusters is laid out (1: round). */
  aspect: number;
  caseLabel: (index: LibraryIndex, i: number) => string;
  hubLabel: (kind: 'component' | 'cause', slug: string) => string;
}

/** The stylesheet's sizes (src/graph/style.ts) and the room the app's labels need. */
export const DEFAULT_SIZING: NodeSizing = {
  caseDiameter: 16,
  caseFontPx: 10,
  // Labels are drawn at a fixed screen size (src/graph/labelsOverlay.ts), not scaled with the
  // zoom, so this is only the room a hub keeps for its name. Measured on the bundled library at
  // 1440×900: reserving 70% of the stylesheet's old sizes, with clusters 24 apart instead of 48,
  // frames the first view at zoom 0.41 instead of 0.35; 52 of 53 hub names and 59 instead of 51
  // case labels then fit (scripts/bench-map.ts has the label pass's figures).
  hubFontPx: (d) => 0.7 * (14 + (12 * (Math.min(110, Math.max(26, d)) - 26)) / 84),
  labelMaxWidth: 140,
  labelMargin: 3,
  gap: 6,
  clusterGap: 24,
  // Measured on the bundled library (159 cases, 53 hubs) at 1440 × 900, where the first view
  // frames the map right of the legend (~920 × 730 px): round discs and cells just fitting the
  // id framed it at zoom ~0.35 with ~37% of the case labels drawn; cells of 95 × 45 with discs
  // packed 1.4 times wider than tall frame it at ~0.42 and leave a free cell beside most cases
  // (cells of 70–100 × 40–50 and aspects of 1.2–1.6 drew 50–85 case labels: the packing is
  // chaotic, this is the best of those measured; taller cells cost more zoom than they give).
  caseCell: { width: 95, height: 45 },
  aspect: 1.4,
  // Cells fit a case's id: its full label (id and organisation) is drawn where it has room,
  // else its id only (src/graph/labelsOverlay.ts). Cells as wide as the organisations spread the
  // map so far that the first view was a quarter of its size, every label crowding the next.
  caseLabel: (index, i) => index.cases[i]!.id,
  hubLabel: (_kind, slug) => humanizeSlug(slug),
};

export interface ClusterRegion {
  clusterId: string;
  /** Position in `Clustering.clusters`. */
  cluster: number;
  x: number;
  y: number;
  /** Covers every node and label of the cluster. */
  r: number;
}

export interface ClusterLayout {
  positions: Map<string, Point>;
  /** Each node's box, label included, in model coordinates (for framing and tests). */
  boxes: Map<string, Rect>;
  regions: ClusterRegion[];
  clustering: Clustering;
}

export interface ClusterLayoutOptions {
  clustering?: Clustering;
  sizing?: Partial<NodeSizing>;
}

/** The box of a node of diameter `d` centred at (x, y), its label below it. */
export function nodeBox(x: number, y: number, d: number, label: TextBox, margin: number): Rect {
  const half = Math.max(d, label.width) / 2;
  return { x1: x - half, y1: y - d / 2, x2: x + half, y2: y + d / 2 + margin + label.height };
}

interface Hub {
  id: string;
  weight: number;
  diameter: number;
  label: TextBox;
  home: number;
  /** Cases per cluster that use it. */
  users: Map<number, number>;
}

interface Placed {
  hubs: { hub: Hub; x: number; y: number }[];
  /** Chosen cell centres (node centres), local to the cluster centre. */
  cells: Point[];
  extent: number;
}

function hubIdsOf(index: LibraryIndex, i: number): string[] {
  const c = index.cases[i]!;
  const ids = [...new Set(c.components)].map(componentNodeId);
  if (c.root_cause) ids.push(causeNodeId(c.root_cause));
  return ids;
}

function farthestCorner(r: Rect): number {
  return Math.hypot(Math.max(Math.abs(r.x1), Math.abs(r.x2)), Math.max(Math.abs(r.y1), Math.abs(r.y2)));
}

class ClusterGeometry {
  readonly cellW: number;
  readonly cellH: number;
  readonly boxW: number;
  readonly boxH: number;

  constructor(readonly size: number, labels: TextBox[], readonly s: NodeSizing) {
    let lw = 0;
    let lh = 0;
    for (const l of labels) {
      lw = Math.max(lw, l.width);
      lh = Math.max(lh, l.height);
    }
    this.boxW = Math.max(s.caseDiameter, lw);
    this.boxH = s.caseDiameter + s.labelMargin + lh;
    this.cellW = Math.max(s.caseCell.width, this.boxW + s.gap);
    this.cellH = Math.max(s.caseCell.height, this.boxH + s.gap);
  }

  /** The node centre of the case in the cell centred at (cx, cy): the node on top, its label below. */
  nodeInCell(cx: number, cy: number): Point {
    return { x: cx, y: cy - this.boxH / 2 + this.s.caseDiameter / 2 };
  }

  cellBox(cx: number, cy: number): Rect {
    return { x1: cx - this.boxW / 2, y1: cy - this.boxH / 2, x2: cx + this.boxW / 2, y2: cy + this.boxH / 2 };
  }

  hubBox(hub: Hub, x: number, y: number): Rect {
    return nodeBox(x, y, hub.diameter, hub.label, this.s.labelMargin);
  }

  /**
   * Hubs nearest their targets, then the `size` free cells nearest the centre. Hubs are tried
   * ring by ring on a half-cell grid around their target; few hubs are home to one cluster.
   */
  place(hubs: Hub[], targets: Point[]): Placed {
    const step = Math.min(this.cellW, this.cellH) / 2;
    const placed: { hub: Hub; x: number; y: number; box: Rect }[] = [];
    hubs.forEach((hub, k) => {
      const t = targets[k]!;
      for (let ring = 0; ring < 10_000; ring++) {
        let best: { x: number; y: number; box: Rect; d: number } | null = null;
        for (let i = -ring; i <= ring; i++) for (let j = -ring; j <= ring; j++) {
          if (Math.max(Math.abs(i), Math.abs(j)) !== ring) continue;
          const x = t.x + i * step;
          const y = t.y + j * step;
          const box = this.hubBox(hub, x, y);
          const padded = inflate(box, this.s.gap);
          if (placed.some((p) => overlaps(padded, p.box))) continue;
          const d = Math.hypot(x - t.x, y - t.y);
          if (!best || d < best.d) best = { x, y, box, d };
        }
        if (best) {
          placed.push({ hub, x: best.x, y: best.y, box: best.box });
          break;
        }
      }
    });

    let area = this.size * this.cellW * this.cellH;
    for (const p of placed) area += (p.box.x2 - p.box.x1 + 2 * this.s.gap) * (p.box.y2 - p.box.y1 + 2 * this.s.gap);
    let radius = Math.sqrt(area / Math.PI) * 1.15 + Math.max(this.cellW, this.cellH);
    let cells: { x: number; y: number; d: number }[] = [];
    const blocked = placed.map((p) => inflate(p.box, this.s.gap));
    const hw = this.boxW / 2;
    const hh = this.boxH / 2;
    for (let attempt = 0; attempt < 50; attempt++) {
      cells = [];
      const ni = Math.ceil(radius / this.cellW);
      const nj = Math.ceil(radius / this.cellH);
      for (let i = -ni; i <= ni; i++) for (let j = -nj; j <= nj; j++) {
        const x = i * this.cellW;
        const y = j * this.cellH;
        const d = Math.hypot(x, y);
        if (d > radius) continue;
        // Inline overlap test: this runs for every cell of every cluster.
        let free = true;
        for (const b of blocked) {
          if (x - hw < b.x2 && b.x1 < x + hw && y - hh < b.y2 && b.y1 < y + hh) {
            free = false;
            break;
          }
        }
        if (free) cells.push({ x, y, d });
      }
      if (cells.length >= this.size) break;
      radius *= 1.3;
    }
    // Nearest first; ties (cells at equal distance) in a fixed angular order.
    cells.sort((a, b) => a.d - b.d || a.y - b.y || a.x - b.x);
    cells.length = Math.min(cells.length, this.size);

    let extent = 0;
    for (const c of cells) extent = Math.max(extent, farthestCorner(this.cellBox(c.x, c.y)));
    for (const p of placed) extent = Math.max(extent, farthestCorner(p.box));
    return { hubs: placed.map(({ hub, x, y }) => ({ hub, x, y })), cells: cells.map((c) => this.nodeInCell(c.x, c.y)), extent };
  }
}

/** Discs (cluster radii) placed biggest first, each nearest the clusters it is tied to. */
function placeDiscs(radii: number[], affinity: Map<number, number>[], gap: number, aspect: number): Point[] {
  // Nearness with vertical distance counted `aspect` times: the discs spread sideways and the
  // map comes out as wide as a landscape canvas, so the first view's fit zooms in further.
  const far = (dx: number, dy: number) => Math.hypot(dx, dy * aspect);
  const centres: Point[] = [];
  // Cells about the size of a typical disc: most discs then cover a few cells, and the few big
  // ones many (a disc's box is entered in every cell it covers).
  const sorted = [...radii].sort((a, b) => a - b);
  const placed = new BoxGrid(Math.max(1, 2 * (sorted[Math.floor(sorted.length / 2)] ?? 1) + gap));
  const ANGLES = 24;
  const NEAREST = 10;
  radii.forEach((r, k) => {
    if (k === 0) {
      centres.push({ x: 0, y: 0 });
      placed.add(0, -r, -r, r, r);
      return;
    }
    let tx = 0;
    let ty = 0;
    let total = 0;
    for (const [j, w] of affinity[k]!) {
      if (j >= k) continue;
      tx += centres[j]!.x * w;
      ty += centres[j]!.y * w;
      total += w;
    }
    const target = total > 0 ? { x: tx / total, y: ty / total } : { x: 0, y: 0 };
    const fits = (x: number, y: number) => placed.every(x - r - gap, y - r - gap, x + r + gap, y + r + gap, (j) => Math.hypot(centres[j]!.x - x, centres[j]!.y - y) >= radii[j]! + r + gap - 1e-6);
    const around = (js: number[]) => {
      let best: Point | null = fits(target.x, target.y) ? target : null;
      let bestD = best ? 0 : Infinity;
      for (const j of js) {
        const c = centres[j]!;
        const dist = radii[j]! + r + gap;
        for (let a = 0; a < ANGLES; a++) {
          const angle = (a / ANGLES) * 2 * Math.PI;
          const x = c.x + dist * Math.cos(angle);
          const y = c.y + dist * Math.sin(angle);
          const d = far(x - target.x, y - target.y);
          if (d < bestD - 1e-9 && fits(x, y)) {
            best = { x, y };
            bestD = d;
          }
        }
      }
      return best;
    };
    const byDistance = centres.map((_, j) => j).sort((a, b) => far(centres[a]!.x - target.x, centres[a]!.y - target.y) - radii[a]! - (far(centres[b]!.x - target.x, centres[b]!.y - target.y) - radii[b]!) || a - b);
    const spot = around(byDistance.slice(0, NEAREST)) ?? around(byDistance);
    if (spot) centres.push(spot);
    else {
      // Never seen in practice (an outermost disc always has a free side); still never overlap.
      let bottom = 0;
      centres.forEach((c, j) => (bottom = Math.max(bottom, c.y + radii[j]!)));
      centres.push({ x: 0, y: bottom + gap + r });
    }
    placed.add(k, centres[k]!.x - r, centres[k]!.y - r, centres[k]!.x + r, centres[k]!.y + r);
  });
  return centres;
}

/**
 * The placed discs' boxes on a uniform grid, so "does this spot clear every disc" asks only the
 * discs whose boxes meet the spot's: asking all of them made placing a 100,000-case library's
 * discs cubic in their number (66 s, most of opening it).
 */
class BoxGrid {
  private readonly cells = new Map<number, number[]>();
  constructor(private readonly size: number) {}

  private range(a: number, b: number): [number, number] {
    return [Math.floor(a / this.size), Math.floor(b / this.size)];
  }

  add(id: number, x1: number, y1: number, x2: number, y2: number): void {
    const [i1, i2] = this.range(x1, x2);
    const [j1, j2] = this.range(y1, y2);
    for (let i = i1; i <= i2; i++) {
      for (let j = j1; j <= j2; j++) {
        const key = i * 1_000_003 + j;
        const list = this.cells.get(key);
        if (list) list.push(id);
        else this.cells.set(key, [id]);
      }
    }
  }

  /** Whether `test` holds for every box meeting the rectangle (each box tested once). */
  every(x1: number, y1: number, x2: number, y2: number, test: (id: number) => boolean): boolean {
    const [i1, i2] = this.range(x1, x2);
    const [j1, j2] = this.range(y1, y2);
    const seen = new Set<number>();
    for (let i = i1; i <= i2; i++) {
      for (let j = j1; j <= j2; j++) {
        for (const id of this.cells.get(i * 1_000_003 + j) ?? []) {
          if (seen.has(id)) continue;
          seen.add(id);
          if (!test(id)) return false;
        }
      }
    }
    return true;
  }
}

/**
 * Hands out the chosen cells, each call the free one nearest a target. The cells lie on the
 * cluster's grid, so the search walks rings of grid cells around the target and stops once no
 * farther ring can hold a nearer cell, or after MAX_RINGS rings, when the free cell nearest the
 * centre is taken instead: many cases pulled to one spot would otherwise search ever wider.
 * Comparing with every free cell was quadratic in the cluster's size (~0.3 s at 10,000 cases).
 */
function nearestCellTaker(cells: readonly Point[], g: ClusterGeometry): (tx: number, ty: number) => Point {
  const dy = g.nodeInCell(0, 0).y;
  let reach = 0;
  const ij = cells.map((c) => {
    const i = Math.round(c.x / g.cellW);
    const j = Math.round((c.y - dy) / g.cellH);
    reach = Math.max(reach, Math.abs(i), Math.abs(j));
    return [i, j] as const;
  });
  const side = 2 * reach + 1;
  const slot = new Int32Array(side * side).fill(-1);
  ij.forEach(([i, j], n) => (slot[(j + reach) * side + (i + reach)] = n));
  const minCell = Math.min(g.cellW, g.cellH);
  // Cells come nearest the centre first: the fallback walks them once in all.
  let inner = 0;
  const MAX_RINGS = 8;
  return (tx, ty) => {
    const ci = Math.round(tx / g.cellW);
    const cj = Math.round((ty - dy) / g.cellH);
    let best = -1;
    let bestD = Infinity;
    for (let ring = 0; ring <= MAX_RINGS; ring++) {
      for (let j = cj - ring; j <= cj + ring; j++) {
        if (j < -reach || j > reach) continue;
        const edge = j === cj - ring || j === cj + ring;
        for (let i = ci - ring; i <= ci + ring; i += edge ? 1 : 2 * ring || 1) {
          if (i < -reach || i > reach) continue;
          const n = slot[(j + reach) * side + (i + reach)]!;
          if (n < 0) continue;
          const d = Math.hypot(cells[n]!.x - tx, cells[n]!.y - ty);
          if (d < bestD || (d === bestD && n < best)) [best, bestD] = [n, d];
        }
      }
      // Any cell of a farther ring is at least this far from the target.
      if (best >= 0 && bestD <= (ring + 0.5) * minCell) break;
    }
    if (best < 0) {
      while (slot[(ij[inner]![1] + reach) * side + (ij[inner]![0] + reach)]! < 0) inner++;
      best = inner;
    }
    const [i, j] = ij[best]!;
    slot[(j + reach) * side + (i + reach)] = -1;
    return cells[best]!;
  };
}

const round = (v: number) => Math.round(v * 10) / 10;

export function layoutClusters(index: LibraryIndex, options: ClusterLayoutOptions = {}): ClusterLayout {
  const s: NodeSizing = { ...DEFAULT_SIZING, ...options.sizing };
  const clustering = options.clustering ?? clusterCases(index);
  const { clusters, clusterOf } = clustering;
  const K = clusters.length;

  // Hubs, their sizes and labels, and which clusters use them.
  const hubs = new Map<string, Hub>();
  const caseHubs: string[][] = index.cases.map((_, i) => hubIdsOf(index, i));
  caseHubs.forEach((ids, i) => {
    for (const id of ids) {
      let hub = hubs.get(id);
      if (!hub) hubs.set(id, (hub = { id, weight: 0, diameter: 0, label: { width: 0, height: 0 }, home: 0, users: new Map() }));
      hub.weight++;
      const k = clusterOf[i]!;
      hub.users.set(k, (hub.users.get(k) ?? 0) + 1);
    }
  });
  const homeHubs: Hub[][] = clusters.map(() => []);
  for (const hub of [...hubs.values()].sort((a, b) => b.weight - a.weight || (a.id < b.id ? -1 : 1))) {
    hub.diameter = hubDiameter(hub.weight);
    const [kind, slug] = hub.id.startsWith('component:') ? (['component', hub.id.slice(10)] as const) : (['cause', hub.id.slice(6)] as const);
    hub.label = labelBox(s.hubLabel(kind, slug), s.hubFontPx(hub.diameter), { bold: true, maxWidth: s.labelMaxWidth });
    let home = 0;
    let most = -1;
    for (const [k, n] of hub.users) if (n > most || (n === most && k < home)) [home, most] = [k, n];
    hub.home = home;
    homeHubs[home]!.push(hub);
  }

  const caseLabels = index.cases.map((_, i) => labelBox(s.caseLabel(index, i), s.caseFontPx, { maxWidth: s.labelMaxWidth }));
  const geometries = clusters.map((c) => new ClusterGeometry(c.cases.length, c.cases.map((i) => caseLabels[i]!), s));

  // Step 1: each cluster's own size, hubs at its centre.
  const centred = clusters.map((_, k) => geometries[k]!.place(homeHubs[k]!, homeHubs[k]!.map(() => ({ x: 0, y: 0 }))));
  // A pulled hub may push a few cells outwards: each disc keeps some room for that.
  const PULL = 0.3;
  const SLACK = 1.05;
  const radii = centred.map((p, k) => (homeHubs[k]!.length ? p.extent * SLACK : p.extent));

  // Step 2: discs, near the clusters whose hubs their cases use.
  const affinity: Map<number, number>[] = clusters.map(() => new Map());
  caseHubs.forEach((ids, i) => {
    const k = clusterOf[i]!;
    for (const id of ids) {
      const home = hubs.get(id)!.home;
      if (home === k) continue;
      affinity[k]!.set(home, (affinity[k]!.get(home) ?? 0) + 1);
      affinity[home]!.set(k, (affinity[home]!.get(k) ?? 0) + 1);
    }
  });
  const centres = placeDiscs(radii, affinity, s.clusterGap, s.aspect);

  // Step 3: hubs towards their other users, cases towards their hubs.
  const positions = new Map<string, Point>();
  const boxes = new Map<string, Rect>();
  const regions: ClusterRegion[] = [];
  for (let k = 0; k < K; k++) {
    const centre = centres[k]!;
    const own = homeHubs[k]!;
    const targets = own.map((hub) => {
      let dx = 0;
      let dy = 0;
      for (const [j, n] of hub.users) {
        if (j === k) continue;
        const d = Math.hypot(centres[j]!.x - centre.x, centres[j]!.y - centre.y) || 1;
        dx += (n * (centres[j]!.x - centre.x)) / d;
        dy += (n * (centres[j]!.y - centre.y)) / d;
      }
      const len = Math.hypot(dx, dy);
      return len > 0 ? { x: (dx / len) * PULL * centred[k]!.extent, y: (dy / len) * PULL * centred[k]!.extent } : { x: 0, y: 0 };
    });
    let placed = own.length ? geometries[k]!.place(own, targets) : centred[k]!;
    if (placed.extent > radii[k]!) placed = centred[k]!;

    for (const { hub, x, y } of placed.hubs) {
      const p = { x: round(centre.x + x), y: round(centre.y + y) };
      positions.set(hub.id, p);
    }
    // Hubs of other clusters are placed once their own cluster is; until then, a case leans
    // towards where that cluster is.
    const hubPoint = (id: string): Point => {
      const p = positions.get(id);
      if (p) return { x: p.x - centre.x, y: p.y - centre.y };
      const home = centres[hubs.get(id)!.home]!;
      return { x: home.x - centre.x, y: home.y - centre.y };
    };
    const members = clusters[k]!.cases.map((i) => {
      const ids = caseHubs[i]!;
      let tx = 0;
      let ty = 0;
      for (const id of ids) {
        const p = hubPoint(id);
        tx += p.x;
        ty += p.y;
      }
      if (ids.length) {
        tx /= ids.length;
        ty /= ids.length;
      }
      // A far hub only says which side: keep the target inside the cluster.
      const len = Math.hypot(tx, ty);
      const max = placed.extent * 0.9;
      if (len > max) {
        tx = (tx / len) * max;
        ty = (ty / len) * max;
      }
      return { i, id: index.cases[i]!.id, tx, ty, pull: Math.min(len, max) };
    });
    // Cases drawn to the rim choose first, so the centre is left to those of the home hubs.
    members.sort((a, b) => b.pull - a.pull || (a.id < b.id ? -1 : a.id > b.id ? 1 : a.i - b.i));
    const take = nearestCellTaker(placed.cells, geometries[k]!);
    for (const m of members) {
      const cell = take(m.tx, m.ty);
      positions.set(caseNodeId(m.id), { x: round(centre.x + cell.x), y: round(centre.y + cell.y) });
    }
    regions.push({ clusterId: clusters[k]!.id, cluster: k, x: round(centre.x), y: round(centre.y), r: Math.ceil(placed.extent + s.clusterGap / 3) });
  }

  for (const [id, p] of positions) {
    if (id.startsWith('case:')) {
      const i = index.byId.get(id.slice(5))!;
      boxes.set(id, nodeBox(p.x, p.y, s.caseDiameter, caseLabels[i]!, s.labelMargin));
    } else {
      const hub = hubs.get(id)!;
      boxes.set(id, nodeBox(p.x, p.y, hub.diameter, hub.label, s.labelMargin));
    }
  }
  return { positions, boxes, regions, clustering };
}

/** The same interface as `layoutLibrary` (./layout.ts), so it can replace it. */
export function layoutLibraryByClusters(index: LibraryIndex): Map<string, Point> {
  return layoutClusters(index).positions;
}
