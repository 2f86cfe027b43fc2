import { create } from 'zustand';
import { onPageReset } from './pageReset';

/**
 * Camera commands: one-shot requests to move the graph's viewport, apart from the view state
 * (they are not in the URL and not undone by Back). Each request carries a sequence number so
 * that asking for the same thing twice moves the camera twice.
 */
export type CameraCommand =
  | { kind: 'focus'; nodeId: string }
  | { kind: 'fit' }
  /** The node with its whole neighbourhood (an embed: it is all the frame shows). */
  | { kind: 'frame'; nodeId: string }
  /** Zoom by `factor` about the centre of the uncovered canvas (the zoom buttons). */
  | { kind: 'zoom'; factor: number };
export type CameraRequest = CameraCommand & { seq: number };

const useCameraStore = create<{ request: CameraRequest | null }>()(() => ({ request: null }));
// A request left from before would move the next graph as it is drawn.
onPageReset(() => useCameraStore.setState(useCameraStore.getInitialState(), true));

/** Asks the graph to frame a node (with its neighbourhood), the whole drawing, or to zoom. */
export function requestCamera(command: CameraCommand): void {
  useCameraStore.setState((s) => ({ request: { ...command, seq: (s.request?.seq ?? 0) + 1 } }));
}

/** The latest request; the graph applies each sequence number once, when it has been drawn. */
export const useCameraRequest = () => useCameraStore((s) => s.request);

/** The latest request, read outside React (tests, and code that runs between renders). */
export const currentCameraRequest = (): CameraRequest | null => useCameraStore.getState().request;
