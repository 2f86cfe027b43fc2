import type { StylesheetJson } from 'cytoscape';
import { mix, type GraphPalette } from './theme';

/**
 * The stylesheet. Nodes carry no cytoscape label: labels are drawn at a fixed screen size by
 * the label overlay (./labelsOverlay.ts), placed so they never collide. Case colours are element
 * data (`fill`, `stroke`) from the colour mode (src/model/view/colorModes.ts).
 * Edges are opaque colours mixed with the background rather than translucent, and only directed
 * edges carry an arrow: measured, translucent strokes and arrow checks on every edge made a full
 * frame of 1,000 cases markedly slower on a canvas without a GPU.
 *
 * `hl`, `sel` and `path` are only ever set in the focus layer (./focusLayer.ts), never on the
 * main graph, which is therefore never restyled by a hover or a selection.
 */
/** Every main-graph node's border width (framing sizes nodes from it: ./visibleArea.ts nodesBox). */
export const NODE_BORDER_WIDTH = 1.5;

export function stylesheet(p: GraphPalette): StylesheetJson {
  return [
    {
      selector: 'node',
      style: { 'border-width': NODE_BORDER_WIDTH },
    },
    {
      selector: 'node[kind = "case"]',
      style: { shape: 'ellipse', width: 16, height: 16, 'background-color': p.case, 'border-color': p.caseBorder },
    },
    {
      selector: 'node[kind = "case"][fill]',
      style: { 'background-color': 'data(fill)', 'border-color': 'data(stroke)' },
    },
    {
      selector: 'node[kind = "component"]',
      style: {
        shape: 'round-rectangle',
        width: 'data(size)',
        height: 'data(size)',
        'background-color': p.component,
        'border-color': p.componentBorder,
        'z-index': 10,
      },
    },
    {
      selector: 'node[kind = "cause"]',
      style: {
        shape: 'diamond',
        width: 'data(size)',
        height: 'data(size)',
        'background-color': p.cause,
        'border-color': p.causeBorder,
        'z-index': 10,
      },
    },
    {
      selector: 'edge',
      // Edges take no pointer events: cytoscape's hit test checks every interactive edge on each
      // mouse move. Edge tooltips use ./edgeHitIndex.ts instead.
      style: { width: 1, 'line-color': mix(p.hubEdge, p.background, 0.7), 'curve-style': 'haystack', events: 'no' },
    },
    {
      selector: 'edge[kind = "relation"]',
      style: {
        width: 'data(width)',
        'line-color': mix(p.relation, p.background, 0.85),
        'curve-style': 'bezier',
      },
    },
    {
      selector: 'edge.directed',
      style: { 'target-arrow-shape': 'triangle', 'target-arrow-color': mix(p.relation, p.background, 0.85), 'arrow-scale': 0.8 },
    },
    {
      // The draft of "Have we seen this before?": a hollow star in the selection colour, drawn
      // over everything, with dashed links to its matches, so it cannot be mistaken for a case.
      selector: 'node[kind = "draft"]',
      style: {
        shape: 'star',
        width: 30,
        height: 30,
        'background-color': p.background,
        'border-color': p.selected,
        'border-width': 3,
        'font-weight': 'bold',
        'min-zoomed-font-size': 0,
        'z-index': 30,
      },
    },
    {
      selector: 'edge[kind = "draft-match"]',
      style: { width: 2, 'line-color': p.selected, 'line-style': 'dashed', 'curve-style': 'straight', 'z-index': 29 },
    },
    {
      selector: 'edge[kind = "co-occurs"]',
      style: { width: 'data(width)', 'line-color': mix(p.hubEdge, p.background, 0.6), 'curve-style': 'straight' },
    },
    { selector: 'node.hl', style: { 'border-width': 3, 'border-color': p.selected } },
    { selector: 'edge.hl', style: { width: 'data(hlWidth)', 'line-color': p.hubEdge } },
    { selector: 'edge.hl[kind = "relation"]', style: { 'line-color': p.relation, 'target-arrow-color': p.relation } },
    {
      selector: 'node.sel',
      style: { 'border-width': 4, 'border-color': p.selected, 'overlay-opacity': 0, 'z-index': 20 },
    },
    { selector: 'edge.path', style: { 'line-color': p.selected, 'target-arrow-color': p.selected, width: 4, opacity: 1 } },
    { selector: 'node.path', style: { 'border-width': 4, 'border-color': p.selected } },
    // The main graph never shows cytoscape's own press and selection states (see above).
    { selector: 'node:active', style: { 'overlay-opacity': 0 } },
  ];
}
