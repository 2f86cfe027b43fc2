import type { NodeCircle } from '../overview';
import type { DrawnLabel, LabelSource, LabelView } from './labelCandidates';

export interface RegionOnScreen extends NodeCircle {
  fill: string;
  neutral: boolean;
}

/** Nodes whose centre is on the canvas and regions reaching into it, in canvas pixels. */
export function sourcesOnScreen(sources: readonly LabelSource[], view: LabelView): { nodes: NodeCircle[]; regions: RegionOnScreen[] } {
  const { zoom, pan, width: w, height: h } = view;
  const out = { nodes: [] as NodeCircle[], regions: [] as RegionOnScreen[] };
  for (const s of sources) {
    const c = { id: s.id, x: s.x * zoom + pan.x, y: s.y * zoom + pan.y, r: s.r * zoom };
    if (s.kind === 'region') {
      if (c.x + c.r > 0 && c.y + c.r > 0 && c.x - c.r < w && c.y - c.r < h) out.regions.push({ ...c, fill: s.tint?.fill ?? '', neutral: s.tint?.neutral ?? false });
    } else if (c.x >= 0 && c.y >= 0 && c.x <= w && c.y <= h) out.nodes.push(c);
  }
  return out;
}

/** Whether a placement made for view `a` is still right for `b` (same zoom, pan and canvas size). */
export function sameLabelView(a: LabelView, b: LabelView): boolean {
  return a.zoom === b.zoom && a.pan.x === b.pan.x && a.pan.y === b.pan.y && a.width === b.width && a.height === b.height;
}

/** Labels placed for one pan, moved with the view by (dx, dy): a gesture's frames when placing anew costs too much. */
export function panLabels(placed: readonly DrawnLabel[], dx: number, dy: number): DrawnLabel[] {
  return placed.map((l) => ({ ...l, x1: l.x1 + dx, x2: l.x2 + dx, y1: l.y1 + dy, y2: l.y2 + dy, ...(l.leader ? { leader: { ...l.leader, x: l.leader.x + dx, y: l.leader.y + dy } } : {}) }));
}
