import { useEffect, useState } from 'react';
import { attachTextEdges, textRelations } from '../model/similarity';
import type { RelationRule } from '../model/relations';
import type { Library } from './libraryQuery';

/**
 * Under the `text` rule, asks the worker for the text edges once per library and attaches them
 * to its index; returns a number that changes when they arrive, for what derives from the rule.
 */
export function useTextEdges(library: Library, rule: RelationRule): number {
  const [version, setVersion] = useState(0);
  useEffect(() => {
    if (rule !== 'text' || textRelations(library.index).groups.size > 0) return;
    let live = true;
    void library.similarity.textEdges().then((edges) => {
      if (textRelations(library.index).groups.size === 0) attachTextEdges(library.index, edges);
      if (live) setVersion((v) => v + 1);
    });
    return () => {
      live = false;
    };
  }, [library, rule]);
  return version;
}
