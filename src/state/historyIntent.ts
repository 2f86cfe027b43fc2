import { onPageReset } from './pageReset';

/**
 * A one-shot request that the next view change adds a history entry, for steps that are not a
 * new selection but that Back should undo (a count in the trends or the matrix view opening the
 * graph filtered to its cases). The URL sync takes it on the next change.
 */
let pushNext = false;
onPageReset(() => (pushNext = false));

export function pushNextView(): void {
  pushNext = true;
}

/** Whether a push was asked for since the last call; clears the request. */
export function takePushRequest(): boolean {
  const p = pushNext;
  pushNext = false;
  return p;
}
