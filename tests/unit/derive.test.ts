import { describe, expect, it } from 'vitest';
import { AGGREGATE_ABOVE, buildAggregateGraph } from '../../src/model/network';
import { createDeriver, deriveView, type DeriveInput } from '../../src/model/view';
import { emptyFilters, facetCounts, matchMask } from '../../src/model/view';
import { buildGraph } from '../../src/model/network';
import { buildIndex } from '../../src/model/core';
import { loadLibrary } from '../../src/model/core';
import { generateLibrary } from '../../scripts/synthetic';
import { bundledIndex, bundledTaxonomy } from './support/library';

const small = bundledIndex();
const big = buildIndex(loadLibrary(generateLibrary(AGGREGATE_ABOVE + 500, 7), bundledTaxonomy()).cases);

const input = (index = small, over: Partial<DeriveInput> = {}): DeriveInput => ({ index, filters: emptyFilters(), searchMask: null, rule: 'seed', focus: null, ...over });

describe('deriveView', () => {
  it('draws the plain graph of the filtered cases in a small library', () => {
    const domain = [...small.byDomain.keys()][0]!;
    const filters = { ...emptyFilters(), domain: [domain] };
    const view = deriveView(input(small, { filters, rule: 'component' }));
    const mask = matchMask(small, filters);
    expect(view.mask).toEqual(mask);
    expect(view.shownCount).toBe(small.byDomain.get(domain)!.length);
    expect(view.aggregated).toBe(false);
    expect(view.graph).toEqual(buildGraph(small, mask, 'component'));
    expect(view.counts).toEqual(facetCounts(small, filters));
    expect(view.drawn.cases).toBe(view.shownCount);
  });

  it('takes the aggregated path above AGGREGATE_ABOVE shown cases, drawing around the focus', () => {
    const component = [...big.byComponent.keys()][0]!;
    const focus = { kind: 'component' as const, key: component };
    const view = deriveView(input(big, { focus }));
    expect(view.shownCount).toBe(big.cases.length);
    expect(view.aggregated).toBe(true);
    expect(view.graph).toEqual(buildAggregateGraph(big, view.mask, focus, 'seed'));
  });
});

describe('createDeriver', () => {
  it('returns the same view when nothing changed, and ignores the selection below the threshold', () => {
    const derive = createDeriver();
    const base = input();
    const a = derive(base);
    expect(derive({ ...base })).toBe(a);
    expect(derive({ ...base, focus: { kind: 'case', key: small.cases[0]!.id } })).toBe(a);
  });

  it('keeps the mask and facet counts on a rule change, and the hub layer on a focus change', () => {
    const derive = createDeriver();
    const base = input(big);
    const a = derive(base);
    const b = derive({ ...base, rule: 'cause' });
    expect(b.mask).toBe(a.mask);
    expect(b.counts).toBe(a.counts);
    expect(b.graph).not.toBe(a.graph);
    const hub = [...big.byCause.keys()][0]!;
    const c = derive({ ...base, rule: 'cause', focus: { kind: 'cause', key: hub } });
    expect(c.graph).not.toBe(b.graph);
    // The hub layer is the same objects, not a rebuild: its nodes are shared between the two graphs.
    const hubNodes = (g: typeof b.graph) => g.nodes.filter((n) => n.kind !== 'case');
    expect(hubNodes(c.graph).length).toBeGreaterThan(0);
    hubNodes(c.graph).forEach((n, k) => expect(n).toBe(hubNodes(b.graph)[k]));
  });

  it('recomputes from the mask on when the filters change', () => {
    const derive = createDeriver();
    const a = derive(input());
    const severity = [...small.bySeverity.keys()][0]!;
    const b = derive(input(small, { filters: { ...emptyFilters(), severity: [severity] } }));
    expect(b.mask).not.toBe(a.mask);
    expect(b.shownCount).toBe(small.bySeverity.get(severity)!.length);
  });
});
