import type { NodeCard } from '../model/picture';
import type { RefObject } from 'react';
import type { GraphHandle } from './useGraphLifecycle';
import type { FocusPlace } from './useFocusView';
import { shownLine } from '../model/guard';

/** What the hover card says about a node (src/model/picture words it). */
export type CardText = NodeCard;

/**
 * A small card beside the hovered node: a case's id, organisation, date and title; a hub's
 * name and count. Text from the data goes in as React text, never as HTML.
 */
export function HoverCard({ graph, nodeId, describe, focusPlace }: { graph: RefObject<GraphHandle | null>; nodeId: string | null; describe: (nodeId: string) => CardText | null; focusPlace: FocusPlace | null }) {
  const cy = graph.current?.cy;
  if (!cy || !nodeId || cy.destroyed()) return null;
  // While the focus view is open its own drawing of the node is the one under the pointer.
  const place = focusPlace ? focusPlace(nodeId) : mapPlace(cy, nodeId);
  const text = place ? describe(nodeId) : null;
  if (!place || !text) return null;
  const { r, ...p } = place;
  // Beside the node, on the side with more room.
  const left = p.x < cy.width() - 280;
  const style = left ? { left: p.x + r + 10, top: p.y } : { right: cy.width() - p.x + r + 10, top: p.y };
  return (
    <div className="hover-card" style={style} data-testid="hover-card" role="tooltip">
      <strong>{shownLine(text.heading)}</strong>
      {text.lines.map((line, k) => (
        <span key={k}>{shownLine(line)}</span>
      ))}
    </div>
  );
}

function mapPlace(cy: GraphHandle['cy'], nodeId: string): { x: number; y: number; r: number } | null {
  const node = cy.getElementById(nodeId);
  return node.nonempty() ? { ...node.renderedPosition(), r: (node.renderedWidth() || 16) / 2 } : null;
}
