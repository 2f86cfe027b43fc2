import type { RefObject } from 'react';
import type { GraphHandle } from './useGraphLifecycle';
import { shownLine } from '../model/guard';

/** What the hover card says about a node: a heading and a few lines, all plain text. */
export interface CardText {
  heading: string;
  lines: string[];
}

/**
 * A small card beside the hovered node: a case's id, organisation, date and title; a hub's
 * name and count. Text from the data goes in as React text, never as HTML.
 */
export function HoverCard({ graph, nodeId, describe }: { graph: RefObject<GraphHandle | null>; nodeId: string | null; describe: (nodeId: string) => CardText | null }) {
  const cy = graph.current?.cy;
  if (!cy || !nodeId || cy.destroyed()) return null;
  const node = cy.getElementById(nodeId);
  const text = node.nonempty() ? describe(nodeId) : null;
  if (!text) return null;
  const p = node.renderedPosition();
  const r = (node.renderedWidth() || 16) / 2;
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
