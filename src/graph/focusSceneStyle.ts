import type { ElementDefinition, StylesheetJson } from 'cytoscape';
import { BIG_CENTRE, focusEdgeRoutes, routeSegments, type FocusPicture } from '../model/focus';
import type { SceneNode } from './focusScene';
import { mix, type GraphPalette } from './theme';

/** `text` broken into lines no wider than `width` pixels as `measure` gives a text's width, at spaces where it can. */
export function wrap(measure: ((text: string) => number) | null, text: string, width: number): string[] {
  if (!measure) return [text];
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const next = line ? `${line} ${word}` : word;
    if (!line || measure(next) <= width) line = next;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** The focus scene's stylesheet: node shapes by kind and role, relation and match edges. */
export function sceneStyle(p: GraphPalette, node: number): StylesheetJson {
  const edge = mix(p.relation, p.background, 0.75);
  return [
    { selector: 'node', style: { width: node, height: node, 'border-width': 2, 'background-color': p.case, 'border-color': p.caseBorder, 'overlay-opacity': 0 } },
    { selector: 'node[fill]', style: { 'background-color': 'data(fill)', 'border-color': 'data(stroke)' } },
    { selector: 'node[kind = "component"]', style: { shape: 'round-rectangle', width: node * 0.8, height: node * 0.8, 'background-color': p.component, 'border-color': p.componentBorder } },
    { selector: 'node[kind = "cause"]', style: { shape: 'diamond', width: node, height: node, 'background-color': p.cause, 'border-color': p.causeBorder } },
    { selector: 'node[kind = "draft"]', style: { shape: 'star', width: node * BIG_CENTRE, height: node * BIG_CENTRE, 'background-color': p.background, 'border-color': p.selected, 'border-width': 3 } },
    { selector: 'node[kind = "cluster"]', style: { shape: 'ellipse', width: node * BIG_CENTRE, height: node * BIG_CENTRE, 'background-color': mix(p.regionLabel, p.background, 0.2), 'border-color': p.regionLabel, 'border-width': 2 } },
    { selector: 'node[kind = "more"]', style: { shape: 'round-rectangle', width: node * 1.6, height: node, 'background-color': p.background, 'border-color': p.regionLabel, 'border-style': 'dashed' } },
    { selector: 'node[role = "centre"]', style: { 'border-width': 4, 'border-color': p.selected } },
    { selector: 'node[role = "similar"]', style: { 'border-style': 'dashed' } },
    { selector: 'node[?weak]', style: { opacity: 0.55 } },
    { selector: 'edge', style: { width: 1.5, 'line-color': mix(p.hubEdge, p.background, 0.9), 'curve-style': 'unbundled-bezier', 'control-point-distances': 28, 'control-point-weights': 0.5, events: 'no' } },
    { selector: 'edge[kind = "relation"]', style: { width: 2.5, 'line-color': edge } },
    { selector: 'edge[kind = "similar"], edge[kind = "draft-match"]', style: { width: 2, 'line-color': p.selected, 'line-style': 'dashed' } },
    { selector: 'edge[?weak]', style: { width: 1, opacity: 0.5 } },
    // Each edge straight, or along the gaps between cells where straight would pass under another
    // node's label (model/focus/routes.ts): its bend points are its own bypass (segment-weights…).
    { selector: 'edge', style: { 'curve-style': 'straight' } },
    { selector: 'edge[?routed]', style: { 'curve-style': 'segments', 'edge-distances': 'node-position' } },
  ];
}

/** The veil over the map (the background, nearly opaque) and the label colours, on the scene's element. */
export function applyVeil(element: HTMLElement, palette: GraphPalette): void {
  const [r, g, b] = [0, 1, 2].map((k) => parseInt(palette.background.slice(1 + 2 * k, 3 + 2 * k), 16));
  element.style.background = `rgba(${r}, ${g}, ${b}, 0.95)`;
  element.style.setProperty('--focus-label', palette.label);
  // Opaque: an edge into its own node from below passes under its label, and showed through its text.
  element.style.setProperty('--focus-label-bg', palette.background);
  element.style.setProperty('--focus-muted', palette.regionLabel);
  element.style.setProperty('--focus-accent', palette.selected);
}

/** The picture's nodes (each at `start`, where it moves from, or its place) and edges, as cytoscape elements. */
export function sceneElements(picture: FocusPicture, nodes: ReadonlyMap<string, SceneNode>, start: (id: string) => { x: number; y: number } | null): ElementDefinition[] {
  const byId = new Map(picture.items.map((i) => [i.id, i]));
  const routes = focusEdgeRoutes(picture);
  const nodeElements = picture.items.map((i) => {
    const n = nodes.get(i.id);
    const data: Record<string, unknown> = { id: i.id, kind: n?.kind ?? 'case', key: n?.key ?? i.id, role: i.role };
    if (n?.fill) data.fill = n.fill;
    if (n?.stroke) data.stroke = n.stroke;
    if (i.weak) data.weak = true;
    return { group: 'nodes' as const, data, position: start(i.id) ?? { x: i.x, y: i.y } };
  });
  const edgeElements = picture.edges.map((e) => {
    const data = { id: `f:${e.id}`, source: e.source, target: e.target, kind: e.kind, ...(e.weak ? { weak: true } : {}) };
    const a = byId.get(e.source);
    const b = byId.get(e.target);
    const bends = routes.get(e.id) ?? [];
    if (!a || !b || !bends.length) return { group: 'edges' as const, data };
    // Relative to the ends' final places (a moving node's edge follows it; the route fits where it stops).
    const { weights, distances } = routeSegments(a, b, bends);
    return { group: 'edges' as const, data: { ...data, routed: true }, style: { 'segment-weights': weights.join(' '), 'segment-distances': distances.join(' ') } };
  });
  return [...nodeElements, ...edgeElements];
}
