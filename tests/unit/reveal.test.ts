import cytoscape, { type Core, type ElementDefinition } from 'cytoscape';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIRST_STEP, FRAME_BUDGET_MS, IN_USE_BUDGET_MS, NEW_COST, PREPARE_MIN, PREPARE_SLICE_MS, WHOLE_GRAPH, firstStepSize, nextStepSize, nodesFirst, prepareInSlices, revealInSteps } from '../../src/graph/reveal';

describe('nextStepSize', () => {
  /** The next frame's time as the size rule models it (u per redrawn element, NEW_COST u per new one). */
  const predicted = (unit: number, drawn: number, step: number) => unit * (drawn + NEW_COST * step);

  it('shrinks the step after a slow frame and grows it after a fast one', () => {
    expect(nextStepSize({ size: 200, drawnBefore: 0, frameMs: 400 })).toBeLessThan(200);
    expect(nextStepSize({ size: 200, drawnBefore: 0, frameMs: 60 })).toBeGreaterThan(200);
  });

  it('aims the next frame, redraw included, at the budget while the redraw leaves room', () => {
    for (const [size, drawnBefore, frameMs] of [[100, 0, 120], [300, 500, 140], [400, 2000, 110], [50, 100, 40]] as const) {
      const unit = frameMs / (drawnBefore + NEW_COST * size);
      const next = nextStepSize({ size, drawnBefore, frameMs });
      expect(predicted(unit, drawnBefore + size, next)).toBeLessThanOrEqual(FRAME_BUDGET_MS + 1e-9);
      // …and not under it by more than an element.
      expect(predicted(unit, drawnBefore + size, next + 1)).toBeGreaterThan(FRAME_BUDGET_MS);
    }
  });

  it('aims at the smaller budget of a page in use when given it', () => {
    const [size, drawnBefore, frameMs] = [300, 500, 60];
    const unit = frameMs / (drawnBefore + NEW_COST * size);
    const inUse = nextStepSize({ size, drawnBefore, frameMs }, IN_USE_BUDGET_MS);
    expect(inUse).toBeLessThan(nextStepSize({ size, drawnBefore, frameMs }));
    expect(predicted(unit, drawnBefore + size, inUse)).toBeLessThanOrEqual(IN_USE_BUDGET_MS + 1e-9);
    expect(predicted(unit, drawnBefore + size, inUse + 1)).toBeGreaterThan(IN_USE_BUDGET_MS);
  });

  it('grows at most eightfold per frame', () => {
    expect(nextStepSize({ size: 200, drawnBefore: 0, frameMs: 1 })).toBe(1600);
  });

  it('still adds a share of the budget per frame when redrawing what is drawn alone outlasts it', () => {
    // 0.1 ms per redrawn element: redrawing 3,500 takes 350 ms, over the budget.
    const next = nextStepSize({ size: 500, drawnBefore: 3000, frameMs: 0.1 * (3000 + NEW_COST * 500) });
    expect(next).toBeGreaterThan(FIRST_STEP);
    expect(next).toBeLessThan(500);
    expect(predicted(0.1, 3500, next) - predicted(0.1, 3500, 0)).toBeLessThanOrEqual(FRAME_BUDGET_MS * 0.4 + 1e-9);
  });

  it('never goes below the first step', () => {
    expect(nextStepSize({ size: 20, drawnBefore: 20, frameMs: 10_000 })).toBe(FIRST_STEP);
  });

  it('keeps the size when the frame time is unusable', () => {
    expect(nextStepSize({ size: 300, drawnBefore: 0, frameMs: 0 })).toBe(300);
    expect(nextStepSize({ size: 300, drawnBefore: 0, frameMs: Number.NaN })).toBe(300);
  });
});

describe('firstStepSize', () => {
  it('adds all the nodes of a small graph at once', () => {
    expect(firstStepSize(0, 251, 847)).toBe(251);
    expect(firstStepSize(0, 1152, 0)).toBe(1152);
  });

  it('counts what is drawn already, and starts a bigger graph (or edges alone) with the small first step', () => {
    expect(firstStepSize(0, WHOLE_GRAPH - 100, 100)).toBe(WHOLE_GRAPH - 100);
    expect(firstStepSize(0, WHOLE_GRAPH - 100, 101)).toBe(FIRST_STEP);
    expect(firstStepSize(WHOLE_GRAPH - 10, 5, 6)).toBe(FIRST_STEP);
    expect(firstStepSize(0, 2200, 0)).toBe(FIRST_STEP);
    expect(firstStepSize(0, 0, 400)).toBe(FIRST_STEP);
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
  // Animation frames run when the test says so, at a fixed 16 ms apart; in each, the drawing
  // before the reveal's callback (cytoscape's, in the page) takes 10 ms of the page's clock.
  let frames: FrameRequestCallback[] = [];
  let clock = 0;
  const runFrame = () => {
    const due = frames;
    frames = [];
    clock += 16;
    for (const f of due) f(clock);
  };
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
  const stubFrames = () => {
    frames = [];
    vi.stubGlobal('requestAnimationFrame', (f: FrameRequestCallback) => frames.push(f));
    vi.stubGlobal('cancelAnimationFrame', () => (frames = []));
    vi.spyOn(performance, 'now').mockImplementation(() => clock + 10);
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

  it('adds all the nodes of a graph of about a thousand elements in the first frame, however slow the frames, then its edges in steps', () => {
    stubFrames();
    // Every frame takes 10 s before the reveal's callback (a busy machine): measured steps stay at FIRST_STEP.
    vi.spyOn(performance, 'now').mockImplementation(() => clock + 10_000);
    const cy = cytoscape({ headless: true, styleEnabled: false });
    const seen: { nodes: number; edges: number }[] = [];
    const done = vi.fn();
    revealInSteps(cy, star(600), done, () => seen.push({ nodes: cy.nodes().length, edges: cy.edges().length }));
    runFrame();
    expect(seen).toEqual([{ nodes: 601, edges: 0 }]);
    runFrame();
    expect(cy.edges().length).toBe(FIRST_STEP);
    let guard = 0;
    while (frames.length && guard++ < 100) runFrame();
    expect(cy.edges().length).toBe(600);
    expect(done).toHaveBeenCalledTimes(1);
  });

  it('adds nodes alone in one frame', () => {
    stubFrames();
    const cy = cytoscape({ headless: true, styleEnabled: false });
    const done = vi.fn();
    revealInSteps(cy, star(700).filter((e) => e.group === 'nodes'), done);
    runFrame();
    expect(cy.nodes().length).toBe(701);
    expect(done).toHaveBeenCalledTimes(1);
  });

  it('reports once, in the frame that adds the last node, that the nodes are in (edges still to come)', () => {
    stubFrames();
    const cy = cytoscape({ headless: true, styleEnabled: false });
    const seen: { nodes: number; edges: number }[] = [];
    const done = vi.fn();
    revealInSteps(cy, star(1000), done, () => seen.push({ nodes: cy.nodes().length, edges: cy.edges().length }));
    let guard = 0;
    while (frames.length && !seen.length && guard++ < 100) runFrame();
    expect(seen).toHaveLength(1);
    expect(seen[0]!.nodes).toBe(1001);
    expect(seen[0]!.edges).toBeLessThan(1000);
    expect(done).not.toHaveBeenCalled();
    while (frames.length && guard++ < 200) runFrame();
    expect(seen).toHaveLength(1);
    expect(done).toHaveBeenCalledTimes(1);
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

describe('prepareInSlices', () => {
  afterEach(() => vi.restoreAllMocks());
  /** A cy that says it has a container (so it draws), headless underneath. */
  const drawingCy = (n: number) => {
    const cy = cytoscape({ headless: true, styleEnabled: true, style: [{ selector: 'node', style: { width: 10, height: 10 } }] });
    vi.spyOn(cy, 'container').mockReturnValue({} as HTMLElement);
    return { cy, added: cy.add(star(n).filter((e) => e.group === 'nodes')) };
  };
  const tasks = () => new Promise((r) => setTimeout(r, 30));
  /** cytoscape's batching(), which its types leave out. */
  const batching = (cy: Core) => (cy as Core & { batching(): boolean }).batching();

  it('holds cytoscape\'s frames (a batch) while it computes the step\'s styles and bounds in several tasks, then lets them go', async () => {
    // Each look at the clock passes 5 ms: a slice of PREPARE_SLICE_MS sees a few chunks.
    let clock = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => (clock += 5));
    const { cy, added } = drawingCy(PREPARE_MIN * 2);
    const boxes = vi.spyOn(Object.getPrototypeOf(added), 'boundingBox');
    // The tasks it posts itself (one per slice).
    let posted = 0;
    const Real = MessageChannel;
    vi.stubGlobal('MessageChannel', class extends Real {
      constructor() {
        super();
        const post = this.port2.postMessage.bind(this.port2);
        this.port2.postMessage = (m: unknown) => (posted++, post(m));
      }
    });
    const then = vi.fn(() => expect(batching(cy)).toBe(false));
    prepareInSlices(cy, added, then);
    expect(batching(cy)).toBe(true);
    expect(then).not.toHaveBeenCalled();
    await tasks();
    expect(then).toHaveBeenCalledTimes(1);
    expect(batching(cy)).toBe(false);
    // Every element once, in chunks spread over more than one slice.
    const prepared = boxes.mock.contexts.reduce((sum, c) => sum + (c as { length: number }).length, 0);
    expect(prepared).toBe(added.length);
    expect(boxes.mock.calls.length).toBeGreaterThan(PREPARE_SLICE_MS / 5);
    expect(posted).toBeGreaterThan(1);
    expect(posted).toBeLessThan(boxes.mock.calls.length);
    vi.unstubAllGlobals();
  });

  it('lets a small step, or a cy that draws nothing, go at once', () => {
    const small = drawingCy(PREPARE_MIN - 2);
    const then = vi.fn();
    prepareInSlices(small.cy, small.added, then);
    expect(then).toHaveBeenCalledTimes(1);
    expect(batching(small.cy)).toBe(false);
    const headless = cytoscape({ headless: true, styleEnabled: true });
    prepareInSlices(headless, headless.add(star(PREPARE_MIN * 2)), then);
    expect(then).toHaveBeenCalledTimes(2);
    expect(batching(headless)).toBe(false);
  });

  it('closes the batch when cancelled, and never calls on', async () => {
    const { cy, added } = drawingCy(PREPARE_MIN * 2);
    const then = vi.fn();
    const cancel = prepareInSlices(cy, added, then);
    cancel();
    expect(batching(cy)).toBe(false);
    await tasks();
    expect(then).not.toHaveBeenCalled();
    cancel();
    expect(batching(cy)).toBe(false);
  });
});
