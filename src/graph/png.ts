import type { Core } from 'cytoscape';

/** The live graph, registered by CytoscapeGraph, so an export can render what is on screen. */
let current: Core | null = null;

export function registerGraph(cy: Core | null): void {
  current = cy;
}

/** A PNG of the current graph view (what the user sees, at twice the pixel density), or null. */
export function currentGraphPng(background: string): Blob | null {
  if (!current) return null;
  return current.png({ output: 'blob', full: false, scale: 2, bg: background }) as unknown as Blob;
}
