import type { SceneInput, SceneNode } from './focusScene';
import type { NavNode, NavSurface } from './navSurface';

/** What the keyboard needs of an open focus scene. */
export interface FocusNavSource {
  shown: () => SceneInput | null;
  radius: (id: string) => number;
  /** As a tap on the node: select it, or page on "N more". */
  activate: (node: SceneNode) => void;
}

/**
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
