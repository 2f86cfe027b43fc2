// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';

// jsdom draws no canvas: cytoscape is a spy that makes a stand-in core.
const made = vi.hoisted(() => ({ count: 0 }));
vi.mock('cytoscape', () => ({
  default: () => {
    made.count++;
    return { on: () => {}, destroy: () => {}, elements: () => ({ remove: () => {} }) };
  },
}));
vi.mock('../../src/graph/canvasLayer', () => ({ retireUnusedLayers: () => {} }));

import { FocusScene } from '../../src/graph/focusScene';
import { palettes } from '../../src/graph/theme';

// The focus view's own cytoscape is made while the page is idle, before the first case is opened:
// making it in the task that draws the first picture lengthened that task.

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.replaceChildren();
  made.count = 0;
});

/** Idle callbacks held until `run` (the page's idle moments). */
function stubIdle() {
  const queued: (() => void)[] = [];
  vi.stubGlobal('requestIdleCallback', (fn: () => void) => queued.push(fn));
  return { run: () => queued.splice(0).forEach((fn) => fn()), count: () => queued.length };
}

/** A scene over a host in the page, with the page's idle moments held. */
function sceneWithIdle(palette: keyof typeof palettes) {
  const idle = stubIdle();
  const scene = new FocusScene(document.body.appendChild(document.createElement('div')), palettes[palette]);
  return { idle, scene };
}

describe('FocusScene.prepare', () => {
  it('makes the instance at the next idle moment, once however often it is asked', () => {
    const { idle, scene } = sceneWithIdle('light');
    scene.prepare();
    scene.prepare();
    expect(idle.count()).toBe(1);
    expect(made.count).toBe(0);
    idle.run();
    expect(made.count).toBe(1);
    scene.prepare();
    expect(idle.count()).toBe(0);
    expect(made.count).toBe(1);
    scene.destroy();
  });

  it('makes nothing for a scene destroyed before the idle moment', () => {
    const { idle, scene } = sceneWithIdle('dark');
    scene.prepare();
    scene.destroy();
    idle.run();
    expect(made.count).toBe(0);
  });
});
