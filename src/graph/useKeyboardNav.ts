import type { Core, NodeSingular } from 'cytoscape';
import { useEffect, useEffectEvent, useRef, useState, type RefObject } from 'react';
import { arrowOf, nextNodeInDirection, startNode, type PlacedNode } from '../model/viewport';
import type { GraphHandle } from './useGraphLifecycle';
import type { GraphSelection } from './usePointer';
import { centreOn } from './viewport';
import { visibleRect } from './visibleArea';

export interface KeyboardNavInput {
  selectedId: string | null;
  onSelect: (selection: GraphSelection) => void;
  /** How a node is read out when it gets keyboard focus. */
  describe: (kind: string, label: string) => string;
}

const placed = (n: NodeSingular): PlacedNode => ({ id: n.id(), ...n.renderedPosition() });

/** A node is readable when its centre lies in the uncovered part of the canvas. */
function inView(cy: Core, n: NodeSingular): boolean {
  const r = visibleRect(cy);
  const p = n.renderedPosition();
  return p.x >= r.x1 && p.x <= r.x2 && p.y >= r.y1 && p.y <= r.y2;
}

/** Draws the focus ring around the focused node, in the canvas's pixels; hidden when there is none. */
function placeRing(cy: Core, ring: HTMLDivElement, id: string | null): void {
  const n = id ? cy.getElementById(id) : null;
  if (!n || n.empty()) {
    ring.hidden = true;
    return;
  }
  const p = n.renderedPosition();
  const r = Math.max(n.renderedOuterWidth(), n.renderedOuterHeight()) / 2 + 6;
  ring.style.transform = `translate(${p.x - r}px, ${p.y - r}px)`;
  ring.style.width = ring.style.height = `${2 * r}px`;
  ring.hidden = false;
}

/**
 * The graph as a keyboard widget: arrow keys move a focus ring to the nearest node in that
 * direction on screen (neighbours first), Enter or Space selects it, Escape hands focus back to
 * where it came from. Returns what a live region should read out. The ring is a DOM element
 * over the canvas: drawing it in cytoscape would restyle, and so redraw, the whole graph.
 */
export function useKeyboardNav(graph: RefObject<GraphHandle | null>, host: RefObject<HTMLDivElement | null>, ring: RefObject<HTMLDivElement | null>, input: KeyboardNavInput): string {
  const focused = useRef<string | null>(null);
  const cameFrom = useRef<HTMLElement | null>(null);
  const [spoken, setSpoken] = useState('');
  const read = useEffectEvent(() => input);

  useEffect(() => {
    const el = host.current;
    const cy = graph.current?.cy;
    const ringEl = ring.current;
    if (!el || !cy || !ringEl) return;
    // Only keyboard focus shows the ring and moves the camera: a click on the canvas focuses it too.
    const byKeyboard = () => document.activeElement === el && el.matches(':focus-visible');
    const show = () => placeRing(cy, ringEl, byKeyboard() ? focused.current : null);
    const moveTo = (n: NodeSingular) => {
      focused.current = n.id();
      if (byKeyboard() && !inView(cy, n)) {
        cy.stop();
        cy.animate(centreOn(n.position(), cy.zoom(), visibleRect(cy)), { duration: 150 });
      }
      show();
      setSpoken(read().describe(String(n.data('kind')), String(n.data('label') ?? n.id()).replace(/\n/g, ' ')));
    };
    const onFocus = (e: FocusEvent) => {
      const from = e.relatedTarget as HTMLElement | null;
      // A skip link only led here; Escape goes back to where the reader was before it.
      if (from && !from.classList.contains('skip-link')) cameFrom.current = from;
      const current = focused.current ? cy.getElementById(focused.current) : null;
      if (!current || current.empty()) {
        const id = startNode(cy.nodes().map(placed), { x: cy.width() / 2, y: cy.height() / 2 }, read().selectedId);
        // Focus given back by a closing panel (Escape) leaves the map's camera as it was.
        if (id && byKeyboard() && !from?.closest('[data-covers-graph]')) moveTo(cy.getElementById(id));
        else focused.current = id;
      } else show();
    };
    const onKey = (e: KeyboardEvent) => {
      const dir = arrowOf(e.key);
      const current = focused.current ? cy.getElementById(focused.current) : null;
      if (dir) {
        e.preventDefault();
        if (!current || current.empty()) return;
        const from = placed(current);
        const next = nextNodeInDirection(from, current.neighborhood('node').map(placed), cy.nodes().map(placed), dir);
        if (next) moveTo(cy.getElementById(next));
      } else if ((e.key === 'Enter' || e.key === ' ') && current && current.nonempty()) {
        e.preventDefault();
        const kind = current.data('kind');
        if (kind === 'case' || kind === 'component' || kind === 'cause') read().onSelect({ kind, key: String(current.data('key')) });
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

  return spoken;
}
