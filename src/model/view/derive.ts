import { AGGREGATE_ABOVE, aggregateHubs, buildAggregateGraph, type HubAggregate } from '../network';
import { countMask, facetCounts, matchMask, type FacetCounts, type Filters } from './filters';
import { buildGraph, countGraph, type GraphCounts, type GraphModel } from '../network';
import type { LibraryIndex, Postings } from '../core';
import { ruleEntry } from '../relations';
import type { RelationRule } from '../relations';
import type { Selection } from '../core';

/** What the view is derived from. Inputs are compared by identity between calls. */
export interface DeriveInput {
  index: LibraryIndex;
  filters: Filters;
  /** Cases matching the search when it filters the graph; null otherwise. */
  searchMask: Uint8Array | null;
  rule: RelationRule;
  /** The selection: only the aggregated view draws around it. */
  focus: Selection;
}

/** What is drawn and counted for one input. */
export interface DerivedView {
  mask: Uint8Array;
  shownCount: number;
  /** True when the shown cases are more than AGGREGATE_ABOVE and hubs stand in for them. */
  aggregated: boolean;
  graph: GraphModel;
  drawn: GraphCounts;
  counts: FacetCounts;
}

/** One cached stage: recomputed only when one of its keys is a different value. */
function stage<K extends readonly unknown[], V>(compute: (...keys: K) => V): (...keys: K) => V {
  let last: { keys: K; value: V } | null = null;
  return (...keys: K) => {
    if (!last || keys.length !== last.keys.length || keys.some((k, i) => !Object.is(k, last!.keys[i]))) last = { keys, value: compute(...keys) };
    return last.value;
  };
}

/**
 * The derived chain of the page, filters → mask → (aggregated) graph → counts, as one function
 * with a cache per stage, so the page's incremental changes stay cheap: a new selection rebuilds
 * only the aggregated view's focus layer (and nothing at all below AGGREGATE_ABOVE), a new rule
 * only the graph, and a filter change reuses nothing it does not have to. Each caller that
 * derives repeatedly (a page, a benchmark) holds its own deriver.
 */
export function createDeriver(): (input: DeriveInput) => DerivedView {
  const maskOf = stage(matchMask);
  const countsOf = stage(facetCounts);
  const hubsOf = stage(aggregateHubs);
  const graphOf = stage((index: LibraryIndex, mask: Uint8Array, rule: RelationRule, _groups: Postings, hubs: HubAggregate | null, focus: Selection) =>
    hubs ? buildAggregateGraph(index, mask, focus, rule, hubs) : buildGraph(index, mask, rule),
  );
  const drawnOf = stage(countGraph);
  const shownOf = stage(countMask);
  const resultOf = stage((mask: Uint8Array, shownCount: number, graph: GraphModel, drawn: GraphCounts, counts: FacetCounts): DerivedView => ({
    mask,
    shownCount,
    aggregated: graph.aggregated === true,
    graph,
    drawn,
    counts,
  }));

  return ({ index, filters, searchMask, rule, focus }) => {
    const mask = maskOf(index, filters, searchMask);
    const shownCount = shownOf(mask);
    const aggregated = shownCount > AGGREGATE_ABOVE;
    const hubs = aggregated ? hubsOf(index, mask) : null;
    // Below the threshold the selection changes nothing drawn; keep it out of the graph's keys.
    // A rule's groups can arrive after its library (the text rule's come from the worker): a key too.
    const graph = graphOf(index, mask, rule, ruleEntry(rule).groups(index), hubs, aggregated ? focus : null);
    return resultOf(mask, shownCount, graph, drawnOf(graph), countsOf(index, filters, searchMask));
  };
}

/** The derived view of one input, with nothing cached. */
export function deriveView(input: DeriveInput): DerivedView {
  return createDeriver()(input);
}
