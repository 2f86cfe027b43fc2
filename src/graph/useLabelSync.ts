import { useEffect, useEffectEvent, type RefObject } from 'react';
import type { GraphModel } from '../model/network';
import type { CaseLooks, ElementLabels } from './elements';
import type { GraphHandle } from './useGraphLifecycle';

/**
 * Labels follow the language without touching the topology: when `labelVersion` changes, every
 * drawn node is relabelled in place (new nodes are added already labelled).
 */
export function useLabelSync(graph: RefObject<GraphHandle | null>, labelVersion: string, model: GraphModel, labels: ElementLabels): void {
  const relabel = useEffectEvent(() => {
    const cy = graph.current?.cy;
    if (!cy) return;
    const byId = new Map(model.nodes.map((n) => [n.id, n]));
    cy.batch(() => {
      cy.nodes().forEach((el) => {
        const n = byId.get(el.id());
        if (n) el.data('label', labels.node(n));
      });
    });
  });
  useEffect(() => relabel(), [labelVersion]);
}

/**
 * Case colours follow the colour mode and the theme the same way: rewritten in place, in one
 * batch, when `lookVersion` changes (one restyle per mode change, none per hover).
 */
export function useLookSync(graph: RefObject<GraphHandle | null>, lookVersion: string, model: GraphModel, looks: CaseLooks): void {
  const recolour = useEffectEvent(() => {
    const cy = graph.current?.cy;
    if (!cy) return;
    const byId = new Map(model.nodes.map((n) => [n.id, n]));
    cy.batch(() => {
      cy.nodes('[kind = "case"]').forEach((el) => {
        const n = byId.get(el.id());
        const look = n && looks(n);
        if (look) el.data(look);
      });
    });
  });
  useEffect(() => recolour(), [lookVersion]);
}
