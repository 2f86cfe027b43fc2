import type { Core } from 'cytoscape';
import type { LabelMeasurer } from './labelMeasure';
import { FIRST_BATCH_IN_USE_MAX, LIVE_BUDGET_MS, LIVE_LIMIT, LabelSlices, PASS_SLICE_MS, SETTLE_MS } from './labelSlices';
import type { LabelColours } from './labelPaint';
import { ShownLabels } from './labelShown';
import { drawnLabels, keptFits, labelPass, placeLabels, placementOf, placingLabels, sameLabelView, sourcesOnScreen, withoutLatePlaces, type DrawnLabel, type LabelFocus, type LabelPass, type LabelSource, type LabelView, type Placement } from '../model/viewport';
import type { Rect } from '../model/layout';

/**
 * Draws node and region labels at a fixed screen size on a canvas above the graph (pointer
 * events pass through), choosing them with `placeLabels` whenever the viewport settles, and on
 * each frame of a pan or zoom while few labels are on screen. The candidate rules are the
 * model's (`labelPass`); this class measures ahead, schedules the passes and paints.
 */
export class LabelOverlay {
  private readonly shown: ShownLabels;
  private readonly measurer: LabelMeasurer;
  private sources: readonly LabelSource[] = [];
  /** How many of the sources are measured ahead of the next pass (see `slice`). */
  private warmed = 0;
  /** Whether a new model's first batch goes first in the next slice. */
  private firstBatch = false;
  /** The full pass waits (see `holdFullPass`); slices still place the first batch and measure ahead. */
  private held = false;
  /** The map's labels are hidden under the focus view (focus.css): no work for them until it closes. */
  private hiddenNow = false;
  get hidden(): boolean {
    return this.hiddenNow;
  }
  private readonly slices = new LabelSlices((deadline) => this.slice(deadline));
  /** The full pass under way in slices: what it placed for, and its steps. */
  private running: { pass: LabelPass; view: LabelView; focus: LabelFocus; covers: Rect[]; sources: readonly LabelSource[]; steps: Generator<void, Placement, void>; ms: number } | null = null;
  private focus: LabelFocus = { selected: null, hovered: null, only: null };
  private frame = 0;
  private settle = 0;
  /** Placement passes run (for tests and the benchmark: work is counted, never timed). */
  passes = 0;
  private readonly onViewport = () => {
    if (this.hidden || this.focusDrawn()) return;
    if (!this.frame) this.frame = requestAnimationFrame(() => this.live());
    clearTimeout(this.settle);
    this.settle = window.setTimeout(() => this.settled(), SETTLE_MS);
  };

  constructor(
    private readonly cy: Core,
    wrap: HTMLElement,
    colours: LabelColours,
    /** What lies over the canvas now (panels, the sheet, the legend, the minimap, the zoom buttons), in canvas pixels. */
    private readonly covers: () => Rect[],
    /** Whether the focus view is drawn now; it may open before `setHidden` hears of it. */
    private readonly focusDrawn: () => boolean,
  ) {
    this.shown = new ShownLabels(cy, wrap, colours);
    this.measurer = this.shown.measurer;
    cy.on('viewport resize', this.onViewport);
  }

  /** `inUse`: a reader's change (a filter), not the first view: a big model's labels then all come from the pass in slices. */
  setSources(sources: readonly LabelSource[], inUse = false): void {
    this.sources = sources;
    this.measurer.trim();
    this.warmed = 0;
    // A new model: its hubs' and patterns' names in the first frame, the rest after (a big one's all after).
    this.firstBatch = !inUse || sources.length <= FIRST_BATCH_IN_USE_MAX;
    this.slices.request(this.firstBatch);
  }

  /** Holds the full pass back (a big graph's edges still being added), or lets it run. */
  holdFullPass(held: boolean): void {
    if (held === this.held) return;
    this.held = held;
    if (!held) this.slices.request();
  }

  /**
   * While the focus view covers the map, no pass runs: after a click at 10,000 cases the passes
   * under it were the longest tasks (docs/decisions.md). When it closes, the map's names are placed
   * anew in its next frame, before it is painted (a big map's in slices after it), or shown again
   * as they were when the map is the one from before (`showKept`).
   */
  setHidden(hidden: boolean): void {
    if (hidden === this.hiddenNow) return;
    this.hiddenNow = hidden;
    this.cancelSlices();
    if (hidden) return;
    this.shown.clear();
    this.firstBatch = this.sources.length <= FIRST_BATCH_IN_USE_MAX;
    this.slices.request(this.firstBatch);
  }

  setFocus(selected: string | null, hovered: string | null, only: ReadonlySet<string> | null): void {
    // The same focus again (a model drawn in full) would start a pass under way afresh.
    const was = this.focus;
    if (was.selected === selected && was.hovered === hovered && !was.only && !only) return;
    this.focus = { selected, hovered, only };
    this.slices.request();
  }

  /**
   * One slice, until `deadline`, of the work `slices.request()` asks for (one pass for every change
   * of a task); true when nothing is left or the pass is held. The first slice is in the next
   * animation frame (a new model's first batch of labels there, right after its nodes are drawn),
   * then labels not measured yet, then the pass itself.
   */
  private slice(deadline: number): boolean {
    if (this.cy.destroyed() || this.hidden || this.focusDrawn()) return true;
    if (this.showKept()) return this.measureAhead(deadline);
    if (this.firstBatch) {
      // A batch of every label is measured in slices first (amid the reveal's, ./reveal.ts): 1,000 cases' were a ~200 ms task.
      const all = this.sources.every((s) => s.kind === 'region' || this.cy.getElementById(s.id).nonempty());
      if (all && !this.measureAhead(performance.now() + PASS_SLICE_MS)) return false;
      this.firstBatch = false;
      if (this.placeFirstBatch(all)) return false; // the rest after the frame it shares with cytoscape's draw
    }
    if (!this.measureAhead(deadline)) return false;
    return this.held || this.stepPass(performance.now() + PASS_SLICE_MS);
  }

  /** Runs the full pass until `deadline`, on from the last slice (anew when the view, focus or sources changed); true once painted. */
  private stepPass(deadline: number): boolean {
    const view = this.view();
    let run = this.running;
    if (!run || run.focus !== this.focus || run.sources !== this.sources || !sameLabelView(run.view, view)) {
      const started = performance.now();
      performance.mark('ig:labels-pass');
      const covers = this.covers();
      const pass = labelPass(this.sources, view, this.focus, covers, this.measurer.measure);
      run = this.running = { pass, view, focus: this.focus, covers, sources: this.sources, ms: performance.now() - started, steps: placingLabels(pass.candidates, pass.blocked, placementOf(pass)) };
    }
    const started = performance.now();
    let step = run.steps.next();
    while (!step.done && performance.now() < deadline) step = run.steps.next();
    run.ms += performance.now() - started;
    if (!step.done) return false;
    this.running = null;
    this.passes++;
    this.show(run.pass, step.value, run.view, run.focus, run.ms, run.covers);
    return true;
  }

  /** Shows the kept placement when it is the one a pass would make now; true if it is (no pass needed). */
  private showKept(): boolean {
    const { kept } = this.shown;
    if (!kept || this.running || !keptFits(kept, this.sources, this.view(), this.focus, this.covers)) return false;
    this.firstBatch = false;
    if (this.shown.placed !== kept.placed) {
      performance.mark('ig:labels-kept');
      this.shown.show(kept);
    }
    return true;
  }

  /** The map's names (regions, hubs; every label when `all` nodes are in), late places aside, for the nodes' first frame; true if placed. */
  private placeFirstBatch(all: boolean): boolean {
    const names = this.sources.filter((s) => s.kind !== 'case' && (!this.focus.only || this.focus.only.has(s.id)));
    if (!all && (!names.length || names.length === this.sources.length)) return false;
    performance.mark('ig:labels-first', { detail: this.sources.length });
    this.runPass(all ? this.focus : { ...this.focus, only: new Set(names.map((s) => s.id)) }, true);
    return true;
  }

  /** Measures the sources' forms a pass may need until `deadline`; true when all are measured. */
  private measureAhead(deadline: number): boolean {
    this.warmed = this.measurer.measureAhead(this.sources, this.warmed, deadline);
    return this.warmed >= this.sources.length;
  }

  setColours(colours: LabelColours): void {
    this.shown.setColours(colours);
  }

  /** The labels drawn now, in canvas pixels. */
  drawn(): readonly DrawnLabel[] {
    return this.shown.placed;
  }

  /** Nodes (centre on the canvas) and regions (reaching into it) now, in canvas pixels, for the test hooks. */
  readonly onScreen = () => sourcesOnScreen(this.sources, this.view());

  /** During a gesture: a full pass while cheap, else the last placement moved with the pan. */
  private live(): void {
    this.frame = 0;
    if (this.cy.destroyed()) return;
    // Only once a pass has shown its cost, all measured (a new model's framing ran one in cytoscape's first frame).
    if (this.passes > 0 && this.warmed >= this.sources.length && this.shown.ms <= LIVE_BUDGET_MS && this.onScreen().nodes.length <= LIVE_LIMIT) return this.place();
    this.shown.follow(this.cy.zoom(), this.cy.pan());
  }

  /** After a gesture or a framing: a pass at once while cheap and all measured, else in slices (a framed filter's
   * thousands of unmeasured labels were one long task). */
  private settled(): void {
    if (this.warmed >= this.sources.length && this.shown.ms <= PASS_SLICE_MS) this.place();
    else this.slices.request();
  }

  private place(): void {
    clearTimeout(this.settle);
    this.cancelSlices();
    if (this.cy.destroyed()) return;
    this.passes++;
    this.runPass(this.focus, false);
  }

  private cancelSlices(): void {
    this.slices.cancel();
    this.running = null;
  }

  /** `quick`: without the late places (the first batch, see `withoutLatePlaces`). */
  private runPass(focus: LabelFocus, quick: boolean): void {
    const started = performance.now();
    const view = this.view();
    const covers = this.covers();
    const all = labelPass(this.sources, view, focus, covers, this.measurer.measure);
    const pass = quick ? withoutLatePlaces(all) : all;
    this.show(pass, placeLabels(pass.candidates, pass.blocked, placementOf(pass)), view, focus, performance.now() - started, quick ? null : covers);
  }

  /** Draws a placement, kept when full (`covers`: what it was made around); `ms`: what computing it cost (a gesture redoes only cheap passes). */
  private show(pass: LabelPass, result: Placement, view: LabelView, focus: LabelFocus, ms: number, covers: Rect[] | null): void {
    const started = performance.now();
    const placed = drawnLabels(pass, result.placed, view.zoom, focus, this.measurer.measure);
    this.shown.show({ sources: this.sources, view, focus, covers: covers ?? [], placed, bySource: pass.bySource, ms: ms + performance.now() - started }, covers !== null);
  }

  private view(): LabelView {
    return { zoom: this.cy.zoom(), pan: this.cy.pan(), width: this.cy.width(), height: this.cy.height() };
  }

  destroy(): void {
    cancelAnimationFrame(this.frame);
    clearTimeout(this.settle);
    this.cancelSlices();
    this.slices.destroy();
    if (!this.cy.destroyed()) this.cy.off('viewport resize', this.onViewport);
    this.shown.remove();
  }
}
