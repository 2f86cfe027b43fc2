import type { StylesheetJson } from 'cytoscape';
import { mix, type GraphPalette } from './theme';

/**
 * The stylesheet. Labels only draw once they would be readable (`min-zoomed-font-size`), which
 * is cytoscape's own level of detail: a zoomed-out view of 10,000 cases draws no text at all.
 * Edges are opaque colours mixed with the background rather than translucent, and only directed
 * edges carry an arrow: measured, translucent strokes and arrow checks on every edge made a full
 * frame of 1,000 cases markedly slower on a canvas without a GPU.
 *
 * `hl`, `sel` and `path` are only ever set in the focus layer (./focusLayer.ts), never on the
 * main graph, which is therefore never restyled by a hover or a selection.
 */
export function stylesheet(p: GraphPalette): StylesheetJson {
  return [
    {
      selector: 'node',
      style: {
        label: 'data(label)',
        color: p.label,
        'font-size': 10,
        'font-family': 'system-ui, sans-serif',
        'text-outline-color': p.labelOutline,
        'text-outline-width': 2,
        'min-zoomed-font-size': 7,
        'text-wrap': 'wrap',
        'text-max-width': '140px',
        'text-valign': 'bottom',
        'text-margin-y': 3,
        'border-width': 1.5,
      },
    },
    {
      selector: 'node[kind = "case"]',
      style: { shape: 'ellipse', width: 16, height: 16, 'background-color': p.case, 'border-color': p.caseBorder },
    },
    {
      selector: 'node[kind = "component"]',
      style: {
        shape: 'round-rectangle',
        width: 'data(size)',
        height: 'data(size)',
        'background-color': p.component,
        'border-color': p.componentBorder,
        'font-size': 'mapData(size, 26, 110, 14, 26)' as unknown as number,
        'font-weight': 'bold',
        'min-zoomed-font-size': 6,
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
        'font-size': 'mapData(size, 26, 110, 14, 26)' as unknown as number,
        'font-weight': 'bold',
        'min-zoomed-font-size': 6,
        'z-index': 10,
      },
    },
    // Hangul strokes blur into blocks well before Latin letters do: Hangul labels are drawn a
    // little larger and only from 9 px on screen (screenshots of lang=ko at several zooms).
    { selector: 'node[?hangul]', style: { 'min-zoomed-font-size': 9 } },
    { selector: 'node[?hangul][kind != "case"]', style: { 'font-size': 'mapData(size, 26, 110, 16, 28)' as unknown as number } },
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
      selector: 'edge[kind = "co-occurs"]',
      style: { width: 'data(width)', 'line-color': mix(p.hubEdge, p.background, 0.6), 'curve-style': 'straight' },
    },
    { selector: 'node.hl', style: { 'border-width': 3, 'border-color': p.selected, 'min-zoomed-font-size': 0 } },
    { selector: 'edge.hl', style: { width: 'data(hlWidth)', 'line-color': p.hubEdge } },
    { selector: 'edge.hl[kind = "relation"]', style: { 'line-color': p.relation, 'target-arrow-color': p.relation } },
    {
      selector: 'node.sel',
      style: { 'border-width': 4, 'border-color': p.selected, 'overlay-opacity': 0, 'min-zoomed-font-size': 0, 'z-index': 20 },
    },
    { selector: 'edge.path', style: { 'line-color': p.selected, 'target-arrow-color': p.selected, width: 4, opacity: 1 } },
    { selector: 'node.path', style: { 'border-width': 4, 'border-color': p.selected, 'min-zoomed-font-size': 0 } },
    // The main graph never shows cytoscape's own press and selection states (see above).
    { selector: 'node:active', style: { 'overlay-opacity': 0 } },
  ];
}
