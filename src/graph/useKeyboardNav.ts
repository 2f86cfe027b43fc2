import { useEffect, useEffectEvent, useRef, useState, type RefObject } from 'react';
import { arrowOf, nextNodeInDirection, startNode } from '../model/viewport';
import type { GraphHandle } from './useGraphLifecycle';
import type { GraphSelection } from './usePointer';
import { mapSurface, type NavNode, type NavSurface } from './navSurface';
import { centreOn } from './viewport';
import { visibleRect } from './visibleArea';

export interface KeyboardNavInput {
  selectedId: string | null;
  onSelect: (selection: GraphSelection) => void;
  /** How a node is read out when it gets keyboard focus. */
  describe: (kind: string, label: string) => string;
  /** The focus view's nodes while it is open (the arrow keys move over them, not the map under it). */
  focusSurface: () => NavSurface | null;
  /** Changes when the focus view draws a new picture: the ring follows its node. */
  focusKey: unknown;
}

/** Draws the focus ring around the focused node, in the canvas's pixels; hidden when there is none. */
function placeRing(ring: HTMLDivElement, n: NavNode | null): void {
  if (!n) {
    ring.hidden = true;
    return;
  }
  const r = n.r + 6;
  ring.style.transform = `translate(${n.x - r}px, ${n.y - r}px)`;
  ring.style.width = ring.style.height = `${2 * r}px`;
  ring.hidden = false;
}

/**
 * The graph as a keyboard widget: arrow keys move a focus ring to the nearest node in that
 * direction on screen (neighbours first), Enter or Space selects it, Escape hands focus back to
 * where it came from. While the focus view is open the keys move over its picture. Returns what
 * a live region should read out. The ring is a DOM element over the canvas: drawing it in
 * cytoscape would restyle, and so redraw, the whole graph.
 */
export function useKeyboardNav(graph: RefObject<GraphHandle | null>, host: RefObject<HTMLDivElement | null>, ring: RefObject<HTMLDivElement | null>, input: KeyboardNavInput): string {
  const focused = useRef<string | null>(null);
  const cameFrom = useRef<HTMLElement | null>(null);
  const [spoken, setSpoken] = useState('');
  const read = useEffectEvent(() => input);
  const byKeyboard = useEffectEvent(() => document.activeElement === host.current && !!host.current?.matches(':focus-visible'));
  const surface = useEffectEvent((): NavSurface | null => {
    const cy = graph.current?.cy;
    if (!cy) return null;
    return read().focusSurface() ?? mapSurface(cy, (s) => read().onSelect(s));
  });
  const show = useEffectEvent(() => {
    if (!ring.current) return;
    const id = focused.current;
    placeRing(ring.current, byKeyboard() && id ? (surface()?.node(id) ?? null) : null);
  });

  useEffect(() => {
    const el = host.current;
    const cy = graph.current?.cy;
    if (!el || !cy || !ring.current) return;
    const moveTo = (n: NavNode, camera = true) => {
      focused.current = n.id;
      // Only keyboard focus moves the camera (a click on the canvas focuses it too); the focus
      // view is laid out on screen already.
      const r = visibleRect(cy);
      if (camera && byKeyboard() && !read().focusSurface() && (n.x < r.x1 || n.x > r.x2 || n.y < r.y1 || n.y > r.y2)) {
        const node = cy.getElementById(n.id);
        cy.stop();
        cy.animate(centreOn(node.position(), cy.zoom(), r), { duration: 150 });
      }
      show();
      setSpoken(read().describe(n.kind, n.label));
    };
    /** The focused node on the surface shown now; a node the surface lacks starts over. */
    const current = (s: NavSurface): NavNode | null => {
      const here = focused.current ? s.node(focused.current) : null;
      if (here) return here;
      const id = startNode(s.nodes(), { x: cy.width() / 2, y: cy.height() / 2 }, read().selectedId);
      return id ? s.node(id) : null;
    };
    const onFocus = (e: FocusEvent) => {
      const from = e.relatedTarget as HTMLElement | null;
      // A skip link only led here; Escape goes back to where the reader was before it.
      if (from && !from.classList.contains('skip-link')) cameFrom.current = from;
      const s = surface();
      const here = focused.current ? s?.node(focused.current) : null;
      if (here) return show();
      const start = s ? current(s) : null;
      // Focus given back by a closing panel (Escape) leaves the map's camera as it was.
      if (start && byKeyboard()) moveTo(start, !from?.closest('[data-covers-graph]'));
      else focused.current = start?.id ?? null;
    };
    const onKey = (e: KeyboardEvent) => {
      const s = surface();
      if (!s) return;
      const dir = arrowOf(e.key);
      if (dir) {
        e.preventDefault();
        const from = current(s);
        if (!from) return;
        // Arriving on a new surface (the focus opened), the first key shows where focus is.
        if (from.id !== focused.current) return moveTo(from);
        const next = nextNodeInDirection(from, s.neighbours(from.id), s.nodes(), dir);
        const node = next ? s.node(next) : null;
        if (node) moveTo(node);
      } else if (e.key === 'Enter' || e.key === ' ') {
        const node = focused.current ? s.node(focused.current) : null;
        if (!node) return;
        e.preventDefault();
        s.activate(node.id);
      } else if (e.key === 'Escape') {
        // Leaving the widget is what Escape means here; the page-wide Escape does not also run.
        e.preventDefault();
        const back = cameFrom.current?.isConnected ? cameFrom.current : document.getElementById('search-input');
        back?.focus();
      }
    };
    el.addEventListener('focus', onFocus);
    el.addEventListener('blur', show);
    el.addEventListener('keydown', onKey);
    cy.on('viewport', show);
    return () => {
      el.removeEventListener('focus', onFocus);
      el.removeEventListener('blur', show);
      el.removeEventListener('keydown', onKey);
      cy.off('viewport', show);
    };
  }, [graph, host, ring]);

  // A new focus picture (opened, closed, paged) moves the ring with its node, or hides it.
  useEffect(() => show(), [input.focusKey]);

  return spoken;
}
