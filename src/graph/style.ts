import type { StylesheetJson } from 'cytoscape';
import type { GraphPalette } from './theme';

/**
 * The stylesheet. Labels only draw once they would be readable (`min-zoomed-font-size`), which
 * is cytoscape's own level of detail: a zoomed-out view of 10,000 cases draws no text at all.
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
    {
      selector: 'edge',
      style: { width: 1, 'line-color': p.hubEdge, 'curve-style': 'haystack', opacity: 0.7 },
    },
    {
      selector: 'edge[kind = "relation"]',
      style: {
        width: 'data(width)',
        'line-color': p.relation,
        'curve-style': 'bezier',
        opacity: 0.85,
        'target-arrow-shape': 'data(arrow)' as 'none',
        'target-arrow-color': p.relation,
        'arrow-scale': 0.8,
      },
    },
    {
      selector: 'edge[kind = "co-occurs"]',
      style: { width: 'data(width)', 'line-color': p.hubEdge, 'curve-style': 'straight', opacity: 0.6 },
    },
    { selector: '.dim', style: { opacity: 0.12, 'text-opacity': 0 } },
    { selector: 'node.hl', style: { 'border-width': 3, 'border-color': p.selected, 'text-opacity': 1, 'min-zoomed-font-size': 0 } },
    { selector: 'edge.hl', style: { opacity: 1, width: 'data(hlWidth)' } },
    {
      selector: 'node:selected',
      style: { 'border-width': 4, 'border-color': p.selected, 'overlay-opacity': 0, 'min-zoomed-font-size': 0, 'z-index': 20 },
    },
    { selector: 'edge.path', style: { 'line-color': p.selected, 'target-arrow-color': p.selected, width: 4, opacity: 1 } },
    { selector: 'node.path', style: { 'border-width': 4, 'border-color': p.selected, 'min-zoomed-font-size': 0, 'text-opacity': 1 } },
  ];
}
