// @vitest-environment jsdom
import type { Core } from 'cytoscape';
import { describe, expect, it } from 'vitest';
import { retireUnusedLayers } from '../../src/graph/canvasLayer';

/** A container with cytoscape's three layers, and a renderer that sizes them as cytoscape does. */
function fakeCy(withRenderer = true) {
  const container = document.createElement('div');
  const layers = ['layer0-selectbox', 'layer1-drag', 'layer2-node'].map((id) => {
    const canvas = document.createElement('canvas');
    canvas.dataset.id = id;
    canvas.width = 800;
    canvas.height = 600;
    container.append(canvas);
    return canvas;
  });
  let sized = 0;
  const renderer = {
    matchCanvasSize(this: unknown, c: HTMLElement) {
      sized++;
      c.querySelectorAll('canvas').forEach((canvas) => {
        canvas.width = 1024;
        canvas.height = 700;
      });
    },
  };
  const cy = { renderer: () => (withRenderer ? renderer : null) } as unknown as Core;
  return { container, layers, renderer, cy, sizedCount: () => sized };
}

const size = (c: HTMLCanvasElement) => [c.width, c.height, c.style.display];

describe('retireUnusedLayers', () => {
  it('hides the select-box and drag layers at one pixel, and leaves the elements layer as it is', () => {
    const { container, layers, cy } = fakeCy();
    retireUnusedLayers(cy, container);
    expect(layers.map(size)).toEqual([
      [1, 1, 'none'],
      [1, 1, 'none'],
      [800, 600, ''],
    ]);
  });

  it('keeps them at one pixel each time cytoscape sizes its canvases, which it still does', () => {
    const { container, layers, renderer, cy, sizedCount } = fakeCy();
    retireUnusedLayers(cy, container);
    renderer.matchCanvasSize(container);
    expect(sizedCount()).toBe(1);
    expect(layers.map(size)).toEqual([
      [1, 1, 'none'],
      [1, 1, 'none'],
      [1024, 700, ''],
    ]);
  });

  it('without a renderer to follow, still hides them', () => {
    const { container, layers, cy } = fakeCy(false);
    retireUnusedLayers(cy, container);
    expect(layers.slice(0, 2).map((c) => c.style.display)).toEqual(['none', 'none']);
  });
});
