/**
 * Read-only hooks for end-to-end tests of the overview map, beside `window.__incidentGraph`:
 * the nodes and the failure patterns' discs on screen, in page coordinates, as the label pass
 * saw them (so a test can check that no label covers a node and that each label is nearer its
 * own node than any other).
 */
export interface MapHookNode {
  id: string;
  x: number;
  y: number;
  r: number;
}

declare global {
  interface Window {
    __incidentMap?: {
      /** Nodes whose centre is on the canvas. */
      nodes: () => MapHookNode[];
      /** Failure-pattern discs that reach into the canvas (`cluster:<id>`), with their tint; `neutral`: no colour of its own. */
      regions: () => (MapHookNode & { fill: string; neutral: boolean })[];
      /** Ids of the labels drawn with a leader line to their node. */
      leaders: () => string[];
    };
  }
}

export function installMapHook(hook: NonNullable<Window['__incidentMap']>): () => void {
  window.__incidentMap = hook;
  return () => {
    if (window.__incidentMap === hook) delete window.__incidentMap;
  };
}
