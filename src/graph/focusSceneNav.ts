import type { Core } from 'cytoscape';
import type { SceneInput, SceneNode } from './focusSceneTypes';
import type { NavNode, NavSurface } from './navSurface';

/** What the keyboard needs of an open focus scene. */
export interface FocusNavSource {
  shown: () => SceneInput | null;
  radius: (id: string) => number;
  /** As a tap on the node: select it, or page on "N more". */
  activate: (node: SceneNode) => void;
}

/**
 * How the keyboard and the tests read an open focus scene.
 *
 * The focus as the arrow keys see it: its nodes where they end their move (a key pressed during
 * the animation aims at where the node is going), read out by their labels; neighbours are the
 * nodes an edge of the picture joins.
 */
export function focusNavSurface(source: FocusNavSource): NavSurface {
  const placed = (id: string): NavNode | null => {
    const shown = source.shown();
    const item = shown?.picture.items.find((i) => i.id === id);
    const node = shown?.nodes.get(id);
    if (!shown || !item || !node) return null;
    const { room, picture } = shown;
    // The scene's pan (focusScene.ts show()): the picture's origin in the room, rounded.
    const x = Math.round(room.x1 + picture.origin.x) + item.x;
    const y = Math.round(room.y1 + picture.origin.y) + item.y;
    return { id, x, y, r: source.radius(id), kind: node.kind, label: [node.head, node.body].filter(Boolean).join(' ') };
  };
  const present = (n: NavNode | null): n is NavNode => n !== null;
  return {
    nodes: () => (source.shown()?.picture.items ?? []).map((i) => placed(i.id)).filter(present),
    node: placed,
    neighbours: (id) => {
      const edges = source.shown()?.picture.edges ?? [];
      return edges.flatMap((e) => (e.source === id ? [e.target] : e.target === id ? [e.source] : [])).map(placed).filter(present);
    },
    activate: (id) => {
      const node = source.shown()?.nodes.get(id);
      if (node) source.activate(node);
    },
  };
}

/** The focus's nodes under a point of the canvas (a tap's or a test's). */
export function nodesUnder(cy: Core, x: number, y: number): string[] {
  return cy
    .nodes()
    .filter((n) => {
      const bb = n.renderedBoundingBox({ includeLabels: false });
      return x >= bb.x1 && x <= bb.x2 && y >= bb.y1 && y <= bb.y2;
    })
    .map((n) => n.id());
}

export interface FocusEdgeReason {
  id: string;
  source: string;
  target: string;
  text: string;
  /** The edge as drawn, page coordinates: its ends' centres joined through its bend points. */
  points?: { x: number; y: number }[];
  /** Whether cytoscape draws it: it draws no edge whose ends it cannot find (a bend inside an end's node). */
  drawn?: boolean;
}

/** Each edge of the picture with the reason its label gives (the label of the node it leads to). */
export function edgeReasons({ picture, nodes }: SceneInput): FocusEdgeReason[] {
  return picture.edges.map((e) => {
    const item = picture.items.find((i) => i.via === e.id && (i.id === e.source || i.id === e.target));
    return { id: e.id, source: e.source, target: e.target, text: (item && nodes.get(item.id)?.reason) ?? '' };
  });
}

/** Each drawn edge of the focus (`cy`, drawn in `canvas`) with the reason its label gives. */
export function drawnEdgeReasons(cy: Core, canvas: HTMLElement, shown: SceneInput): FocusEdgeReason[] {
  const box = canvas.getBoundingClientRect();
  const page = (p: { x: number; y: number }) => ({ x: box.left + p.x, y: box.top + p.y });
  return edgeReasons(shown).map((r) => {
    const e = cy.getElementById(`f:${r.id}`);
    if (e.empty() || !e.isEdge()) return r;
    // segmentPoints() in model coordinates; the focus draws at zoom 1, so rendered = model + pan.
    const pan = cy.pan();
    const bends = e.data('routed') ? (e.segmentPoints() ?? []).map((p) => page({ x: p.x + pan.x, y: p.y + pan.y })) : [];
    const ends = [e.sourceEndpoint(), e.targetEndpoint()];
    const drawn = ends.every((p) => Number.isFinite(p.x) && Number.isFinite(p.y));
    return { ...r, points: [page(e.source().renderedPosition()), ...bends, page(e.target().renderedPosition())], drawn };
  });
}
