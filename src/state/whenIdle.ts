/**
 * Runs `step` in an idle moment of the page (within 2 s however busy; a timer where there is no
 * idle callback), in a task of its own. Returns a cancel function.
 */
export function whenIdle(step: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(step, { timeout: 2000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(step, 50);
  return () => clearTimeout(id);
}
