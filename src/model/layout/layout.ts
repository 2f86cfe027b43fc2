import { forceCenter, forceCollide, forceLink, forceManyBody, forceSimulation, forceX, forceY, type SimulationLinkDatum, type SimulationNodeDatum } from 'd3-force';
import type { LibraryIndex } from '../core';
import { caseNodeId, causeNodeId, componentNodeId } from '../network';

export interface Point {
  x: number;
  y: number;
}

/** Distance between neighbouring case nodes. */
export const CASE_SPACING = 26;

/** Drawn diameter of a hub with this many cases: grows with the square root, within readable bounds. */
export function hubDiameter(weight: number): number {
  return Math.round(Math.min(110, 26 + 9 * Math.sqrt(weight)));
}

/**
 * Snaps points to the nearest free cell of a grid, so no two cases (and no case and hub)
 * share a spot. Cells are taken in a deterministic order, so the result is stable.
 */
class OccupancyGrid {
  // Numeric cell keys: a string key per probe made this the slowest part of the layout.
  private readonly taken = new Set<number>();
  constructor(private readonly cell: number) {}
  private key(i: number, j: number) {
    return (i + 0x8000) * 0x10000 + (j + 0x8000);
  }
  block(x: number, y: number, radius: number) {
    const r = Math.ceil(radius / this.cell);
    const ci = Math.round(x / this.cell);
    const cj = Math.round(y / this.cell);
    for (let i = -r; i <= r; i++) for (let j = -r; j <= r; j++) {
      if (Math.hypot(i, j) * this.cell <= radius) this.taken.add(this.key(ci + i, cj + j));
    }
  }
  /** The free cell nearest to (x, y), searched ring by ring, then taken. */
  place(x: number, y: number): Point {
    const ci = Math.round(x / this.cell);
    const cj = Math.round(y / this.cell);
    for (let ring = 0; ring < 10_000; ring++) {
      let best: [number, number] | null = null;
      let bestD = Infinity;
      for (let i = -ring; i <= ring; i++) for (let j = -ring; j <= ring; j++) {
        if (Math.max(Math.abs(i), Math.abs(j)) !== ring) continue;
        const k = this.key(ci + i, cj + j);
        if (this.taken.has(k)) continue;
        const d = Math.hypot((ci + i) * this.cell - x, (cj + j) * this.cell - y);
        if (d < bestD) {
          bestD = d;
          best = [ci + i, cj + j];
        }
      }
      if (best) {
        this.taken.add(this.key(best[0], best[1]));
        return { x: best[0] * this.cell, y: best[1] * this.cell };
      }
    }
    return { x, y };
  }
}
const GOLDEN_ANGLE = Math.PI * (3 - Math.sqrt(5));

interface HubDatum extends SimulationNodeDatum {
  id: string;
  radius: number;
}

/** A stable 32-bit hash (FNV-1a), so jitter depends only on the data, never on chance. */
export function hashString(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

function hubsOfCase(index: LibraryIndex, i: number): string[] {
  const c = index.cases[i]!;
  const hubs = c.components.map(componentNodeId);
  if (c.root_cause) hubs.push(causeNodeId(c.root_cause));
  return hubs;
}

/**
 * Positions for every node of the library, in two steps whose cost grows linearly with cases:
 * 1. a force layout of the small hub graph only (components and root causes, linked by how
 *    often they occur together), each hub given room in proportion to its case count;
 * 2. each case placed deterministically on a sunflower spiral around the centre of its hubs,
 *    cases with the same hubs sharing one spiral.
 * The same library gives the same picture every time, and filtering never moves a node.
 */
export function layoutLibrary(index: LibraryIndex): Map<string, Point> {
  const positions = new Map<string, Point>();
  const hubCount = new Map<string, number>();
  const coOccur = new Map<string, number>();
  const groups = new Map<string, number[]>();

  for (let i = 0; i < index.cases.length; i++) {
    const hubs = hubsOfCase(index, i).sort();
    for (const h of hubs) hubCount.set(h, (hubCount.get(h) ?? 0) + 1);
    for (let a = 0; a < hubs.length; a++) for (let b = a + 1; b < hubs.length; b++) {
      const key = `${hubs[a]}\t${hubs[b]}`;
      coOccur.set(key, (coOccur.get(key) ?? 0) + 1);
    }
    const signature = hubs.join('\t');
    const list = groups.get(signature);
    if (list) list.push(i);
    else groups.set(signature, [i]);
  }

  // Hubs need room for the cases that gather around them.
  const hubs: HubDatum[] = [...hubCount.keys()].sort().map((id) => ({
    id,
    radius: 40 + CASE_SPACING * Math.sqrt(hubCount.get(id) ?? 1) * 0.9,
  }));
  const links: (SimulationLinkDatum<HubDatum> & { weight: number })[] = [];
  let maxCo = 1;
  for (const v of coOccur.values()) maxCo = Math.max(maxCo, v);
  for (const [key, weight] of [...coOccur].sort((a, b) => (a[0] < b[0] ? -1 : 1))) {
    const [a, b] = key.split('\t') as [string, string];
    links.push({ source: a, target: b, weight });
  }

  if (hubs.length) {
    // d3-force seeds its own random source, so the result depends only on the input order.
    const simulation = forceSimulation(hubs)
      .force('link', forceLink<HubDatum, (typeof links)[number]>(links)
        .id((d) => d.id)
        .distance((l) => ((l.source as HubDatum).radius + (l.target as HubDatum).radius) * 1.05)
        .strength((l) => 0.05 + 0.6 * (l.weight / maxCo)))
      .force('charge', forceManyBody<HubDatum>().strength((d) => -35 * d.radius))
      .force('collide', forceCollide<HubDatum>((d) => d.radius).iterations(2))
      .force('center', forceCenter(0, 0))
      // Weak gravity keeps hubs that share no case from drifting off and shrinking the fitted view.
      .force('x', forceX<HubDatum>(0).strength(0.08))
      .force('y', forceY<HubDatum>(0).strength(0.08))
      .stop();
    const ticks = Math.ceil(Math.log(simulation.alphaMin()) / Math.log(1 - simulation.alphaDecay()));
    simulation.tick(ticks);
    for (const h of hubs) positions.set(h.id, { x: round(h.x ?? 0), y: round(h.y ?? 0) });
  }

  const grid = new OccupancyGrid(CASE_SPACING * 0.85);
  for (const h of hubs) {
    const p = positions.get(h.id)!;
    grid.block(p.x, p.y, hubDiameter(hubCount.get(h.id) ?? 1) / 2 + 14);
  }

  // Cases without any hub go on a spiral of their own, away from the hubs.
  let outerRadius = 0;
  for (const h of hubs) outerRadius = Math.max(outerRadius, Math.hypot(h.x ?? 0, h.y ?? 0) + h.radius);
  const signatures = [...groups.keys()].sort();
  for (const signature of signatures) {
    const members = groups.get(signature)!;
    members.sort((a, b) => {
      const da = index.cases[a]!.date;
      const db = index.cases[b]!.date;
      return da !== db ? (da < db ? -1 : 1) : index.cases[a]!.id < index.cases[b]!.id ? -1 : 1;
    });
    const hubIds = signature ? signature.split('\t') : [];
    let cx = 0;
    let cy = 0;
    let innerRadius = 0;
    if (hubIds.length) {
      for (const id of hubIds) {
        const p = positions.get(id)!;
        cx += p.x;
        cy += p.y;
      }
      cx /= hubIds.length;
      cy /= hubIds.length;
      if (hubIds.length === 1) innerRadius = 34;
      else {
        // Nudge groups that share a centre apart, by a direction taken from their signature.
        const angle = ((hashString(signature) % 3600) / 3600) * 2 * Math.PI;
        const nudge = 18 + (hashString(signature) % 40);
        cx += Math.cos(angle) * nudge;
        cy += Math.sin(angle) * nudge;
      }
    } else {
      cx = 0;
      cy = outerRadius + 120;
    }
    const offset = innerRadius > 0 ? Math.pow(innerRadius / CASE_SPACING, 2) : 0.5;
    const spin = ((hashString(signature) % 360) / 360) * 2 * Math.PI;
    members.forEach((i, k) => {
      const r = CASE_SPACING * Math.sqrt(k + offset);
      const theta = spin + k * GOLDEN_ANGLE;
      const p = grid.place(cx + r * Math.cos(theta), cy + r * Math.sin(theta));
      positions.set(caseNodeId(index.cases[i]!.id), { x: round(p.x), y: round(p.y) });
    });
  }
  return positions;
}

function round(v: number): number {
  return Math.round(v * 10) / 10;
}

