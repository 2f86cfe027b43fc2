import cytoscape, { type Core } from 'cytoscape';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterPaint } from '../../src/graph/afterPaint';
import { stubFrames } from './support/frames';
import { holdDrawing, isDrawingHeld, syncHeldStyles } from '../../src/graph/useMapHeld';
import { moveTo } from '../../src/graph/visibleArea';

// A click on a case at 10,000 cases: the map under the focus view is not drawn while the focus is
// open (holdDrawing), and the focus picture is drawn in a task of its own after the frame that
// shows the click (afterPaint).

/** cytoscape's own state: its render loop skips every frame while a batch is open. */
const batching = (cy: Core) => (cy as unknown as { batching: () => boolean }).batching();
/** Lets a posted message be delivered (a task after this one). */
const nextTask = () => new Promise((done) => setTimeout(done, 5));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the map held under the focus view', () => {
  it('skips drawing while held, still takes elements, and draws again once released', () => {
    stubFrames();
    const cy = cytoscape({ headless: true, styleEnabled: true });
    cy.add({ group: 'nodes', data: { id: 'a' }, position: { x: 0, y: 0 } });
    const release = holdDrawing(cy);
    expect(batching(cy)).toBe(true);
    cy.add({ group: 'nodes', data: { id: 'b' }, position: { x: 10, y: 0 } });
    expect(cy.nodes().map((n) => n.id())).toEqual(['a', 'b']);
    expect(cy.getElementById('b').position()).toEqual({ x: 10, y: 0 });
    release();
    expect(batching(cy)).toBe(false);
  });

  it('restyles nothing by holding and releasing (cytoscape restyles every element when its core scratch changes)', () => {
    stubFrames();
    const cy = cytoscape({ headless: true, styleEnabled: true });
    cy.add([
      { group: 'nodes', data: { id: 'a' } },
      { group: 'nodes', data: { id: 'b' } },
      { group: 'edges', data: { id: 'ab', source: 'a', target: 'b' } },
    ]);
    let restyled = 0;
    cy.on('style', () => void restyled++);
    const release = holdDrawing(cy);
    expect(isDrawingHeld(cy)).toBe(true);
    release();
    expect(isDrawingHeld(cy)).toBe(false);
    expect(restyled).toBe(0);
  });

  it('lets a camera move in flight end first (its frames are the ones a hold skips)', async () => {
    const { runFrame } = stubFrames();
    const cy = cytoscape({ headless: true, styleEnabled: true });
    cy.add({ group: 'nodes', data: { id: 'a' } });
    // cytoscape steps its animations on its own timer here (no window: it took its frame function at load).
    cy.animate({ pan: { x: 120, y: -40 } }, { duration: 40 });
    await nextTask();
    expect(cy.animated()).toBe(true);
    const release = holdDrawing(cy);
    expect(batching(cy)).toBe(false);
    for (let k = 0; k < 20 && !batching(cy); k++) {
      await nextTask();
      runFrame();
    }
    expect(cy.pan()).toEqual({ x: 120, y: -40 });
    expect(batching(cy)).toBe(true);
    release();
    expect(batching(cy)).toBe(false);
  });

  it('never holds when released while a camera move was still going', async () => {
    const { runFrame } = stubFrames();
    const cy = cytoscape({ headless: true, styleEnabled: true });
    cy.animate({ pan: { x: 120, y: -40 } }, { duration: 40 });
    await nextTask();
    holdDrawing(cy)();
    for (let k = 0; k < 20; k++) {
      await nextTask();
      runFrame();
    }
    expect(cy.animated()).toBe(false);
    expect(batching(cy)).toBe(false);
  });

  it('a camera move asked for while held lands at once (no frame would step it); else it glides', () => {
    stubFrames();
    const cy = cytoscape({ headless: true, styleEnabled: true });
    cy.add({ group: 'nodes', data: { id: 'a' } });
    const release = holdDrawing(cy);
    expect(isDrawingHeld(cy)).toBe(true);
    moveTo(cy, { zoom: 2, pan: { x: 30, y: 40 } });
    expect(cy.animated()).toBe(false);
    expect(cy.pan()).toEqual({ x: 30, y: 40 });
    expect(cy.zoom()).toBe(2);
    release();
    expect(isDrawingHeld(cy)).toBe(false);
    moveTo(cy, { zoom: 1, pan: { x: 0, y: 0 } });
    expect(cy.animated()).toBe(true);
    cy.stop(true, false);
  });

  it('gives an element added while held its style when a picture asks, and stays held', () => {
    stubFrames();
    const cy = cytoscape({ headless: true, styleEnabled: true, style: [{ selector: 'node', style: { 'background-color': '#ff0000' } }] });
    const release = holdDrawing(cy);
    cy.add({ group: 'nodes', data: { id: 'b' } });
    const colour = () => String(cy.getElementById('b').style('background-color'));
    expect(colour()).not.toBe('rgb(255,0,0)');
    syncHeldStyles(cy);
    expect(colour()).toBe('rgb(255,0,0)');
    expect(batching(cy)).toBe(true);
    release();
    expect(batching(cy)).toBe(false);
    // Not held: a batch of someone else's is left alone.
    cy.startBatch();
    syncHeldStyles(cy);
    cy.add({ group: 'nodes', data: { id: 'c' } });
    expect(String(cy.getElementById('c').style('background-color'))).not.toBe('rgb(255,0,0)');
    cy.endBatch();
  });

  it('releases once: a second release leaves a batch opened by someone else open', () => {
    stubFrames();
    const cy = cytoscape({ headless: true, styleEnabled: true });
    const release = holdDrawing(cy);
    cy.startBatch();
    release();
    release();
    expect(batching(cy)).toBe(true);
    cy.endBatch();
    expect(batching(cy)).toBe(false);
  });
});

describe('afterPaint', () => {
  it('runs after the next frame, in a task of its own', async () => {
    const { runFrame } = stubFrames();
    const run = vi.fn();
    afterPaint(run);
    await nextTask();
    expect(run).not.toHaveBeenCalled();
    runFrame();
    expect(run).not.toHaveBeenCalled();
    // Its message, however late a busy machine delivers it (a 5 ms timer came first once).
    await vi.waitFor(() => expect(run).toHaveBeenCalled());
    await nextTask();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('never runs once cancelled, before or after the frame', async () => {
    const { runFrame } = stubFrames();
    const early = vi.fn();
    afterPaint(early)();
    runFrame();
    await nextTask();
    const late = vi.fn();
    const cancel = afterPaint(late);
    runFrame();
    cancel();
    await nextTask();
    expect(early).not.toHaveBeenCalled();
    expect(late).not.toHaveBeenCalled();
  });
});
