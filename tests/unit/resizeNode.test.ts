import cytoscape from 'cytoscape';
import { expect, it } from 'vitest';
import { nodeSize, resizeNode } from '../../src/graph/elements';
import type { GraphNode } from '../../src/model/network';

it("sets a hub's size only when it changed: cytoscape restyles a node whose data is set, even to the same value", () => {
  const cy = cytoscape({ headless: true, styleEnabled: true });
  const hub: GraphNode = { id: 'component:dns', kind: 'component', key: 'dns', weight: 40 };
  const el = cy.add({ group: 'nodes', data: { id: hub.id, size: nodeSize(hub) } });
  let restyled = 0;
  cy.on('style', () => void restyled++);
  resizeNode(el, hub);
  expect(restyled).toBe(0);
  const bigger = { ...hub, weight: 400 };
  expect(nodeSize(bigger)).not.toBe(nodeSize(hub));
  resizeNode(el, bigger);
  expect(el.data('size')).toBe(nodeSize(bigger));
  expect(restyled).toBe(1);
});
