/**
 * Runs `run` in a task of its own after the next frame is painted (a frame callback, then a
 * message: the frame's own work is done by then). Returns a cancel function.
 */
export function afterPaint(run: () => void): () => void {
  let cancelled = false;
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    if (!cancelled) run();
  };
  const frame = requestAnimationFrame(() => channel.port2.postMessage(0));
  return () => {
    cancelled = true;
    cancelAnimationFrame(frame);
    channel.port1.close();
  };
}
