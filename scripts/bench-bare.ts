/**
 * The browser benchmark's baseline: cytoscape alone, with the app's stylesheet and element
 * data, drawing precomputed positions (no React, no worker, no validation, no layout).
 * It fetches ./elements.json (served by the benchmark through page.route), adds everything in
 * one call, fits, and records when the first frame with the elements is rendered.
 */
import cytoscape, { type ElementDefinition } from 'cytoscape';
import { stylesheet } from '../src/graph/style';
import { palettes } from '../src/graph/theme';

interface BareResult {
  /** ms since navigation start: elements fetched and parsed, first frame rendered. */
  fetched: number;
  firstFrame: number;
  nodes: number;
  edges: number;
}

declare global {
  interface Window {
    __bare?: BareResult | { error: string };
  }
}

async function main() {
  const response = await fetch('./elements.json');
  const data = (await response.json()) as { elements: ElementDefinition[]; hideEdgesOnViewport: boolean };
  const fetched = performance.now();
  const cy = cytoscape({
    container: document.getElementById('cy'),
    layout: { name: 'preset' },
    style: stylesheet(palettes.light),
    minZoom: 0.02,
    maxZoom: 4,
    boxSelectionEnabled: false,
    selectionType: 'single',
    autoungrabify: true,
    hideEdgesOnViewport: data.hideEdgesOnViewport,
  });
  cy.one('render', () => {
    window.__bare = { fetched, firstFrame: performance.now(), nodes: cy.nodes().length, edges: cy.edges().length };
  });
  cy.add(data.elements);
  cy.fit(undefined, 30);
}

main().catch((error: unknown) => {
  window.__bare = { error: String(error) };
});
