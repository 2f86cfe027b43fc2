import cytoscape, { type Core } from 'cytoscape';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { moveNodes } from '../../src/graph/focusSceneMove';
import { stubFrames } from './support/frames';

// The focus picture's nodes move from where they were to their places. A picture shown again
// before the first frame (the same ids removed and added anew, as a relabelling does while the
// page opens) must still end with every node at its place, not left where it started.

afterEach(() => {
  vi.unstubAllGlobals();
});

const ids = ['case:A', 'case:B', 'component:x'];
const start = (k: number) => ({ x: 500 + k, y: 700 });
const place = (k: number) => ({ x: 100 * k, y: 50 * k });

function picture(cy: Core) {
  cy.elements().remove();
  cy.add(ids.map((id, k) => ({ group: 'nodes' as const, data: { id }, position: start(k) })));
  return ids.map((id, k) => ({ id, from: start(k), to: place(k) }));
}

describe('moving the focus picture into place', () => {
  it('ends with every node at its place, and says so once', () => {
    const { runFrame, pending } = stubFrames();
    const cy = cytoscape({ headless: true, styleEnabled: true });
    const done = vi.fn();
    moveNodes(cy, picture(cy), 350, done);
    runFrame();
    expect(cy.getElementById('case:B').position()).toEqual(start(1));
    for (let k = 0; k < 40 && pending(); k++) runFrame();
    ids.forEach((id, k) => expect(cy.getElementById(id).position()).toEqual(place(k)));
    expect(done).toHaveBeenCalledTimes(1);
  });

  it('passes through the way between, eased', () => {
    const { runFrame } = stubFrames();
    const cy = cytoscape({ headless: true, styleEnabled: true });
    moveNodes(cy, picture(cy), 320, () => {});
    runFrame();
    for (let k = 0; k < 10; k++) runFrame();
    const p = cy.getElementById('case:B').position();
    expect(p.x).toBeGreaterThan(place(1).x);
    expect(p.x).toBeLessThan(start(1).x);
  });

  it('a picture shown again before the first frame still ends in place; the cancelled move stops', () => {
    const { runFrame, pending } = stubFrames();
    const cy = cytoscape({ headless: true, styleEnabled: true });
    const first = vi.fn();
    const cancel = moveNodes(cy, picture(cy), 350, first);
    cancel();
    const second = vi.fn();
    moveNodes(cy, picture(cy), 350, second);
    for (let k = 0; k < 40 && pending(); k++) runFrame();
    ids.forEach((id, k) => expect(cy.getElementById(id).position()).toEqual(place(k)));
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
  });
});
