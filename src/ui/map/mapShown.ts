import { createContext, useContext, useRef } from 'react';

/**
 * Whether the map is on screen. Once shown, the map stays mounted while another view is shown
 * (hidden: no cytoscape teardown on the click that leaves it, and its camera and selection as
 * they were when it comes back; issue 30).
 */
export const MapShownContext = createContext(true);

export const useMapShown = () => useContext(MapShownContext);

/**
 * The value of the last render in which the map was shown: a hidden map takes no change (no
 * redraw, no camera move against a hidden canvas), and catches up at once when it shows again.
 */
export function useHeldWhileHidden<T>(value: T): T {
  const shown = useMapShown();
  const held = useRef(value);
  if (shown) held.current = value;
  return held.current;
}
