/**
 * How long one slice of label work may run. Slices start at an animation frame and go on in
 * tasks of their own (a MessageChannel, never idle time): a page kept busy has no idle period,
 * and labels waited for one there (issue 29).
 */
const SLICE_MS = 6;
/** When no frame comes (a hidden page), the first slice starts after this long anyway. */
const NO_FRAME_MS = 100;

// The overlay's (./labelsOverlay.ts) schedule of label passes.
/** Above this many labels on screen a frame of a gesture moves the last placement instead of redoing it. */
export const LIVE_LIMIT = 1500;
/**
 * Nor is a placement redone in a gesture's frames when the last one took longer than this: a
 * full pass on every frame of a pan at 1,000 cases made its frames miss their budget; the settled
 * pass after the gesture still places them anew (docs/benchmark.txt, the pan row).
 */
export const LIVE_BUDGET_MS = 6;
/** How long a slice of the full pass may run: in 6 ms slices amid cytoscape's frames, labels came 650 ms later. */
export const PASS_SLICE_MS = 40;
/**
 * A reader's new model (a filter, a focus closed) of more labels than this has no first batch in
 * one task: its labels come from the pass in slices. At 10,000 cases a ticked domain's 3,700 labels
 * made the batch a 100–160 ms task, and naming only its hubs and patterns one of up to 150 ms (the
 * pass still weighs every node; docs/decisions.md).
 */
export const FIRST_BATCH_IN_USE_MAX = 1500;
/** Quiet time after a gesture before the labels are placed again. */
export const SETTLE_MS = 120;

/**
 * Runs `work` in bounded slices until it says it is done, from the next animation frame on (see
 * `request`), each in a task of its own, so that frames and input are served in between.
 * `work` gets its deadline and returns true when nothing is left.
 */
export class LabelSlices {
  private pending = false;
  private frameWait = 0;
  private frameTimer = 0;
  private readonly channel = new MessageChannel();

  constructor(private readonly work: (deadline: number) => boolean) {
    this.channel.port1.onmessage = () => this.run();
  }

  /**
   * Work is asked for, unless it is under way: slices start after the next frame, or in it when
   * `inFrame` (a first batch painted with that frame). After it otherwise: a slice of a pass in
   * the frame that first draws 1,000 cases made that frame ~40 ms longer (profiled).
   */
  request(inFrame = false): void {
    if (this.pending) return;
    this.pending = true;
    const start = () => {
      this.clearStart();
      if (inFrame) this.run();
      else this.channel.port2.postMessage(null);
    };
    this.frameWait = requestAnimationFrame(start);
    this.frameTimer = window.setTimeout(start, NO_FRAME_MS);
  }

  cancel(): void {
    this.pending = false;
    this.clearStart();
  }

  destroy(): void {
    this.cancel();
    this.channel.port1.close();
  }

  private run(): void {
    if (!this.pending) return;
    if (this.work(performance.now() + SLICE_MS)) this.pending = false;
    else this.channel.port2.postMessage(null);
  }

  private clearStart(): void {
    cancelAnimationFrame(this.frameWait);
    clearTimeout(this.frameTimer);
    this.frameWait = 0;
    this.frameTimer = 0;
  }
}
