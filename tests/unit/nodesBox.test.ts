import cytoscape from 'cytoscape';
import { describe, expect, it } from 'vitest';
import { stylesheet } from '../../src/graph/style';
import { palettes } from '../../src/graph/theme';
import { nodesBox } from '../../src/graph/visibleArea';

function graph() {
  return cytoscape({
    headless: true,
    styleEnabled: true,
    style: stylesheet(palettes.light),
    layout: { name: 'preset' },
    elements: [
      { group: 'nodes', data: { id: 'case:a', kind: 'case', size: 16 }, position: { x: -40, y: 10 } },
      { group: 'nodes', data: { id: 'case:b', kind: 'case', size: 16 }, position: { x: 120, y: -75 } },
      { group: 'nodes', data: { id: 'component:db', kind: 'component', size: 64 }, position: { x: 30, y: 200 } },
      { group: 'nodes', data: { id: 'cause:x', kind: 'cause', size: 40 }, position: { x: 300, y: 0 } },
      { group: 'edges', data: { id: 'e', kind: 'membership', source: 'case:a', target: 'component:db' } },
    ],
  });
}

describe('nodesBox', () => {
  it('is the box cytoscape computes for the same nodes under the app stylesheet', () => {
    const cy = graph();
    const ours = nodesBox(cy.nodes())!;
    const theirs = cy.nodes().boundingBox({ includeLabels: true, includeOverlays: false });
    for (const k of ['x1', 'y1', 'x2', 'y2'] as const) expect(ours[k]).toBeCloseTo(theirs[k], 6);
    const one = nodesBox(cy.$id('component:db'))!;
    expect(one).toEqual({ x1: 30 - 33.75, y1: 200 - 33.75, x2: 30 + 33.75, y2: 200 + 33.75 });
  });

  it('leaves to cytoscape what it cannot size from data: edges, a draft, nothing', () => {
    const cy = graph();
    expect(nodesBox(cy.elements())).toBeNull();
    cy.add({ group: 'nodes', data: { id: 'draft', kind: 'draft', size: 30 }, position: { x: 0, y: 0 } });
    expect(nodesBox(cy.nodes())).toBeNull();
    expect(nodesBox(cy.collection())).toBeNull();
  });
});
