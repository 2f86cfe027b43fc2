import { describe, expect, it } from 'vitest';
import { openLibrary } from '../../src/model/library';
import { buildGraph, caseNodeId } from '../../src/model/network';
import { mapPicture, nodeText, type PictureWording } from '../../src/model/picture';
import { colorScheme, deriveView, emptyFilters, THEME_BACKGROUNDS } from '../../src/model/view';
import { bundledRecords, bundledTaxonomy } from './support/library';

const library = openLibrary({ json: bundledRecords() }, bundledTaxonomy());
const { index, map } = library;
const graph = buildGraph(index, null);
const scheme = colorScheme('cluster', { index, clustering: map, regions: map.regions });
const input = { graph, map, scheme, theme: 'light' as const, selectedCluster: null, years: index, clusterName: (k: number) => `pattern ${map.clusters[k]!.id}` };

describe('the map picture', () => {
  it('colours each case as its legend entry says, in the theme asked for', () => {
    const picture = mapPicture(input);
    const dark = mapPicture({ ...input, theme: 'dark' });
    for (const n of graph.nodes.filter((x) => x.kind === 'case').slice(0, 40)) {
      const entry = scheme.legend.find((e) => e.key === scheme.keys[n.caseIndex!])!;
      expect(picture.look(n)).toEqual({ fill: entry.colour.light.fill, stroke: entry.colour.light.border, cluster: map.clusters[map.clusterOf[n.caseIndex!]!]!.id });
      expect(dark.look(n)?.fill).toBe(entry.colour.dark.fill);
    }
    expect(picture.look(graph.nodes.find((x) => x.kind !== 'case')!)).toBeNull();
  });

  it('draws the disc of every pattern with a shown case, and only those, named and stronger when selected', () => {
    const all = mapPicture(input);
    expect(all.regions.map((r) => r.id).sort()).toEqual([...new Set([...map.clusterOf].map((k) => map.clusters[k]!.id))].sort());
    expect(all.regions.every((r) => r.name === `pattern ${r.id}`)).toBe(true);
    // Filtered to one domain, only the patterns of its cases keep a disc.
    const domain = [...index.byDomain.keys()][0]!;
    const filtered = deriveView({ index, filters: { ...emptyFilters(), domain: [domain] }, searchMask: null, rule: 'seed', focus: null }).graph;
    const shown = new Set(filtered.nodes.filter((n) => n.caseIndex !== undefined).map((n) => map.clusters[map.clusterOf[n.caseIndex!]!]!.id));
    expect(mapPicture({ ...input, graph: filtered }).regions.map((r) => r.id).sort()).toEqual([...shown].sort());
    const target = all.regions[0]!;
    const selected = mapPicture({ ...input, selectedCluster: target.id }).regions.find((r) => r.id === target.id)!;
    expect(selected.fill).not.toBe(target.fill);
    expect(selected.stroke).not.toBe(target.stroke);
    // Patterns beyond the palette are neutral and say so; the background is what discs mix into.
    const neutral = scheme.legend.filter((e) => e.neutral).map((e) => e.key);
    expect(all.regions.filter((r) => r.neutral).map((r) => r.id).sort()).toEqual(neutral.filter((k) => all.regions.some((r) => r.id === k)).sort());
    expect(THEME_BACKGROUNDS.light).toMatch(/^#/);
  });

  it('ranks recency from the oldest year (0) to the newest (1)', () => {
    const picture = mapPicture(input);
    const oldest = index.years.indexOf(index.minYear);
    const newest = index.years.indexOf(index.maxYear);
    expect(picture.recency(oldest)).toBe(0);
    expect(picture.recency(newest)).toBe(1);
    expect(mapPicture({ ...input, years: { minYear: 2020, maxYear: 2020, years: [2020] } }).recency(0)).toBe(1);
  });
});

describe('the words of the map', () => {
  const wording: PictureWording = {
    draftNode: 'DRAFT',
    hub: (kind, slug) => `${kind}:${slug}`,
    caseTitle: (c) => c.title.en ?? '',
    date: (iso) => `on ${iso}`,
    hubCases: (n) => `${n} cases`,
    reasons: (r) => r.map((x) => x.kind),
    draftEdge: (terms) => `reads like: ${terms.join(', ')}`,
    coOccurs: (n, a, b) => `${n}× ${a} + ${b}`,
  };
  const text = nodeText(graph, library.cases, wording);
  const c = library.cases[0]!;

  it('labels a case by id and organisation, a hub by its name, the draft by its word', () => {
    const node = graph.nodes.find((n) => n.id === caseNodeId(c.id))!;
    expect(text.node(node)).toBe(`${c.id}\n${c.org}`);
    const hub = graph.nodes.find((n) => n.kind === 'component')!;
    expect(text.node(hub)).toBe(`component:${hub.key}`);
    expect(text.node({ id: 'draft:x', kind: 'draft', key: 'x', weight: 1 })).toBe('DRAFT');
  });

  it('words a hover card for a case and a hub, and nothing for a node not drawn', () => {
    expect(text.card(caseNodeId(c.id))).toEqual({ heading: `${c.id} · ${c.org}`, lines: [`on ${c.date}`, c.title.en] });
    const hub = graph.nodes.find((n) => n.kind === 'cause')!;
    expect(text.card(hub.id)).toEqual({ heading: `cause:${hub.key}`, lines: [`${hub.weight} cases`] });
    expect(text.card('case:NOT-THERE')).toBeNull();
  });

  it('words an edge by its reasons', () => {
    const relation = graph.edges.find((e) => e.kind === 'relation' && e.reasons?.length)!;
    expect(text.edge(relation)).toBe(relation.reasons!.map((r) => r.kind).join('\n'));
  });
});
