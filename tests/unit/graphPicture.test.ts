// @vitest-environment jsdom
import cytoscape, { type Core } from 'cytoscape';
import { describe, expect, it } from 'vitest';
import type { DrawnLabel } from '../../src/model/viewport';
import { graphSvg, type PictureSource, type PictureWording } from '../../src/graph/exportView';

// Each graph's picture comes from the graph it is asked of: the labels its overlay draws and the
// focus view open over it belong to that graph, not to whichever graph was mounted last.

function graphOf(caseId: string): Core {
  const container = document.createElement('div');
  // jsdom lays nothing out: the canvas gets the size a browser would give it.
  Object.defineProperty(container, 'clientWidth', { value: 400 });
  Object.defineProperty(container, 'clientHeight', { value: 300 });
  container.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: 0, width: 400, height: 300 });
  document.body.append(container);
  return cytoscape({ headless: true, styleEnabled: true, container, elements: [{ data: { id: `case:${caseId}` }, position: { x: 40, y: 40 } }] });
}

const label = (id: string, text: string): DrawnLabel => ({ id, text, fontPx: 12, compact: false, narrow: false, x1: 10, y1: 10, x2: 80, y2: 24 });

function source(caseId: string, over: Partial<PictureSource> = {}): PictureSource {
  const cy = graphOf(caseId);
  const layer = cytoscape({ headless: true, styleEnabled: true });
  return {
    cy,
    focus: { picture: () => ({ cy: layer, veil: null }) },
    drawnLabels: () => [label(`case:${caseId}`, `title of ${caseId}`)],
    focusScene: null,
    ...over,
  };
}

const wording: PictureWording = { legend: { case: 'Case', component: 'Component', cause: 'Root cause', relation: 'Related' }, caption: ['caption'], title: 'title' };

describe("a graph's picture", () => {
  it("draws the labels of the graph it is asked of, each graph its own", async () => {
    const a = source('IL-0001');
    const b = source('IL-0002');
    const svgA = await graphSvg(a, wording, 'light');
    const svgB = await graphSvg(b, wording, 'light');
    expect(svgA).toContain('title of IL-0001');
    expect(svgA).not.toContain('title of IL-0002');
    expect(svgB).toContain('title of IL-0002');
    expect(svgB).not.toContain('title of IL-0001');
  });

  it('draws no overlay labels for a graph whose overlay is gone', async () => {
    const svg = await graphSvg(source('IL-0001', { drawnLabels: null }), wording, 'light');
    expect(svg).not.toContain('title of IL-0001');
  });

  it("draws the focus view open over that graph instead of its map labels, and only over that graph", async () => {
    const sceneCy = cytoscape({ headless: true, styleEnabled: true, elements: [{ data: { id: 'case:IL-0099' }, position: { x: 5, y: 5 } }] });
    const scene = { picture: () => ({ cy: sceneCy, veil: 'rgba(255, 255, 255, 0.9)', labels: [label('case:IL-0099', 'focused IL-0099')] }) };
    let keyed: readonly string[] = [];
    const withFocus = source('IL-0001', { focusScene: scene });
    const svg = await graphSvg(withFocus, { ...wording, colourKey: (ids) => ((keyed = ids), []) }, 'light');
    expect(svg).toContain('focused IL-0099');
    expect(svg).not.toContain('title of IL-0001');
    expect(keyed).toEqual(['case:IL-0099']);
    const other = await graphSvg(source('IL-0002'), { ...wording, colourKey: (ids) => ((keyed = ids), []) }, 'light');
    expect(other).not.toContain('focused IL-0099');
    expect(keyed).toEqual(['case:IL-0002']);
  });

  it('draws a label\'s leader line to its node, as the screen does', async () => {
    // A hub's name pushed out to (100–160, 100–114) on a line from its node at (40, 40), radius 10.
    const far: DrawnLabel = { ...label('component:cache', 'Cache'), x1: 100, y1: 100, x2: 160, y2: 114, leader: { x: 40, y: 40, r: 10 } };
    const svg = await graphSvg(source('IL-0001', { drawnLabels: () => [far] }), wording, 'light');
    // From the node's rim (40 + 10/√2 each way) to the box's nearest corner.
    expect(svg).toMatch(/<path d="M47\.07 47\.07L100 100"/);
    const plain = await graphSvg(source('IL-0001'), wording, 'light');
    expect(plain).not.toContain('stroke-opacity="0.6"');
    expect(svg).toContain('stroke-opacity="0.6"');
  });

  it('draws the map labels again once the focus view is closed (its picture is null)', async () => {
    const svg = await graphSvg(source('IL-0001', { focusScene: { picture: () => null } }), wording, 'light');
    expect(svg).toContain('title of IL-0001');
  });
});
