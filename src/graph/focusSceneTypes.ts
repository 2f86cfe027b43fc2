import type { FocusPicture } from '../model/focus';
import type { Rect } from '../model/layout';

/** A node of the focus picture as the scene draws it. */
export interface SceneNode {
  id: string;
  /** What it is drawn as. */
  kind: 'case' | 'component' | 'cause' | 'draft' | 'cluster' | 'more';
  /** Selection key (case id, slug, cluster id). */
  key: string;
  role: string;
  fill?: string;
  stroke?: string;
  weak?: boolean;
  /** The label: its first line in bold, the rest under it, a reason (the edge's) muted. */
  head: string;
  body: string;
  reason?: string;
  /** Where the node starts its move, in screen pixels of the canvas (its place on the map), if drawn there. */
  from?: { x: number; y: number } | null;
}

export interface SceneInput {
  picture: FocusPicture;
  nodes: Map<string, SceneNode>;
  /** The canvas rectangle (beside the panel) the picture was laid out in. */
  room: Rect;
  animate: boolean;
}
