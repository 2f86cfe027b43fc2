import cytoscape, { type ElementDefinition } from 'cytoscape';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIRST_STEP, FRAME_BUDGET_MS, nextStepSize, nodesFirst, revealInSteps } from '../../src/graph/reveal';

describe('nextStepSize', () => {
  it('keeps the size when the frame met the budget, and shrinks it when the frame was slow', () => {
    expect(nextStepSize(200, FRAME_BUDGET_MS, 200)).toBe(200);
    expect(nextStepSize(400, FRAME_BUDGET_MS * 2, 400)).toBe(200);
  });

  it('grows at most fourfold per frame', () => {
    expect(nextStepSize(200, 1, 200)).toBe(800);
  });

  it('never goes below a third of what is already drawn, so a graph whose redraw is slow finishes in few frames', () => {
    expect(nextStepSize(100, 10_000, 3000)).toBe(1000);
    expect(nextStepSize(100, 10_000, 30)).toBe(FIRST_STEP);
  });

  it('keeps the size when the frame time is unusable', () => {
    expect(nextStepSize(300, 0, 300)).toBe(300);
    expect(nextStepSize(300, Number.NaN, 300)).toBe(300);
  });
});

/** A star graph: hub h with n spokes, edges listed before nodes on purpose. */
function star(n: number): ElementDefinition[] {
  const nodes: ElementDefinition[] = [{ group: 'nodes', data: { id: 'h' } }];
  const edges: ElementDefinition[] = [];
  for (let k = 0; k < n; k++) {
    nodes.push({ group: 'nodes', data: { id: `n${k}` } });
    edges.push({ group: 'edges', data: { id: `e${k}`, source: 'h', target: `n${k}` } });
  }
  return [...edges, ...nodes];
}

describe('revealInSteps', () => {
  // Animation frames run when the test says so, at a fixed 16 ms apart.
  let frames: FrameRequestCallback[] = [];
  let clock = 0;
  const runFrame = () => {
    const due = frames;
    frames = [];
    clock += 16;
    for (const f of due) f(clock);
  };
  afterEach(() => vi.unstubAllGlobals());
  const stubFrames = () => {
    frames = [];
    vi.stubGlobal('requestAnimationFrame', (f: FrameRequestCallback) => frames.push(f));
    vi.stubGlobal('cancelAnimationFrame', () => (frames = []));
  };

  it('puts nodes before edges', () => {
    const ordered = nodesFirst(star(3));
    expect(ordered.map((e) => e.group)).toEqual(['nodes', 'nodes', 'nodes', 'nodes', 'edges', 'edges', 'edges']);
  });

  it('adds everything over several frames, the first step small, then reports done once', () => {
    stubFrames();
    const cy = cytoscape({ headless: true, styleEnabled: false });
    const done = vi.fn();
    revealInSteps(cy, star(1000), done);
    expect(cy.elements().length).toBe(0);
    runFrame();
    expect(cy.elements().length).toBe(FIRST_STEP);
    let guard = 0;
    while (frames.length && guard++ < 100) runFrame();
    expect(cy.nodes().length).toBe(1001);
    expect(cy.edges().length).toBe(1000);
    expect(done).toHaveBeenCalledTimes(1);
    expect(guard).toBeGreaterThan(1);
  });

  it('counts what was drawn before it: a few additions to a big graph take few frames', () => {
    stubFrames();
    const cy = cytoscape({ headless: true, styleEnabled: false });
    cy.add(star(3000));
    const more = star(300).map((e) => ({ ...e, data: { ...e.data, id: `more-${e.data.id}`, ...(e.group === 'edges' ? { source: 'more-h', target: `more-${e.data.target}` } : {}) } }));
    const done = vi.fn();
    revealInSteps(cy, more, done);
    runFrame();
    runFrame();
    expect(done).toHaveBeenCalledTimes(1);
    expect(cy.elements().length).toBe(6001 + 601);
  });

  it('stops adding when cancelled', () => {
    stubFrames();
    const cy = cytoscape({ headless: true, styleEnabled: false });
    const done = vi.fn();
    const cancel = revealInSteps(cy, star(1000), done);
    runFrame();
    cancel();
    runFrame();
    expect(cy.elements().length).toBe(FIRST_STEP);
    expect(done).not.toHaveBeenCalled();
  });
});
