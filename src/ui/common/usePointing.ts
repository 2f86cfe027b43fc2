import { useEffect, useRef } from 'react';

/**
 * Handlers that call `act` once the pointer has rested on an element for `restMs`: what a reader
 * points at, not what a pointer sweeps across on its way elsewhere. `act` null: nothing to do.
 */
export function usePointing(act: (() => void) | null, restMs: number): { onPointerEnter: () => void; onPointerLeave: () => void } {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return {
    onPointerEnter: () => {
      clearTimeout(timer.current);
      if (act) timer.current = setTimeout(act, restMs);
    },
    onPointerLeave: () => clearTimeout(timer.current),
  };
}
