import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aggregateHubs, awaitsSelection, buildAggregateGraph, buildGraph, FOCUS_CASE_CAP } from '../../src/model/network';
import { hubSummary } from '../../src/model/network';
import { buildIndex, type LibraryIndex } from '../../src/model/core';
import { loadLibrary } from '../../src/model/core';
import { relationsOf } from '../../src/model/relations';
import { generateLibrary } from '../../scripts/synthetic';
import { indexOf, rawCase } from './support/library';

/** The hub layer computed the obvious way, with string pair keys: the oracle. */
function naiveHubs(index: LibraryIndex, mask: Uint8Array) {
  const weights = new Map<string, number>();
  const pairs = new Map<string, number>();
  index.cases.forEach((c, i) => {
    if (!mask[i]) return;
    const hubs = [...c.components.map((s) => `component:${s}`), ...(c.root_cause ? [`cause:${c.root_cause}`] : [])].sort();
    for (const h of hubs) weights.set(h, (weights.get(h) ?? 0) + 1);
    for (let a = 0; a < hubs.length; a++) for (let b = a + 1; b < hubs.length; b++) {
      const key = `${hubs[a]}\t${hubs[b]}`;
      pairs.set(key, (pairs.get(key) ?? 0) + 1);
    }
  });
  const kept = new Set<string>();
  for (const hub of weights.keys()) {
    const mine = [...pairs].filter(([key]) => key.split('\t').includes(hub));
    mine.sort((x, y) => y[1] - x[1] || (x[0] < y[0] ? -1 : 1));
    for (const [key] of mine.slice(0, 4)) kept.add(key);
  }
  return {
    weights: Object.fromEntries(weights),
    edges: [...kept].sort().map((key) => [`edge:${key.replace('\t', '+')}`, pairs.get(key)]),
  };
}

const small = () =>
  indexOf([
    rawCase('A', { root_cause: 'r', components: ['x', 'y'] }),
    rawCase('B', { root_cause: 'r', components: ['x'] }),
    rawCase('C', { root_cause: 'q', components: ['x', 'y', 'z'] }),
    rawCase('D', { components: ['z'] }),
    rawCase('E'),
  ]);

describe('aggregateHubs', () => {
  it('weighs each hub by its shown cases and links hubs by the cases they share', () => {
    const index = small();
    const { nodes, edges } = aggregateHubs(index, new Uint8Array(index.cases.length).fill(1));
    expect(Object.fromEntries(nodes.map((n) => [n.id, n.weight]))).toEqual({
      'cause:q': 1, 'cause:r': 2, 'component:x': 3, 'component:y': 2, 'component:z': 2,
    });
    const byId = Object.fromEntries(edges.map((e) => [e.id, e.weight]));
    expect(byId['edge:cause:r+component:x']).toBe(2);
    expect(byId['edge:component:x+component:y']).toBe(2);
    expect(byId['edge:component:y+component:z']).toBe(1);
    expect(edges.every((e) => e.kind === 'co-occurs' && e.id === `edge:${e.source}+${e.target}` && e.source < e.target)).toBe(true);
  });

  it('counts only shown cases and leaves out hubs no shown case touches', () => {
    const index = small();
    const mask = new Uint8Array(index.cases.length);
    mask[index.byId.get('D')!] = 1;
    mask[index.byId.get('B')!] = 1;
    const { nodes, edges } = aggregateHubs(index, mask);
    expect(nodes.map((n) => `${n.id}=${n.weight}`)).toEqual(['cause:r=1', 'component:x=1', 'component:z=1']);
    expect(edges.map((e) => e.id)).toEqual(['edge:cause:r+component:x']);
  });

  it('agrees with a plain string-keyed count on synthetic libraries and random masks', () => {
    const index = buildIndex(loadLibrary(generateLibrary(400, 5)).cases);
    fc.assert(
      fc.property(fc.uint8Array({ minLength: index.cases.length, maxLength: index.cases.length, max: 1 }), (mask) => {
        const got = aggregateHubs(index, mask);
        const want = naiveHubs(index, mask);
        expect(Object.fromEntries(got.nodes.map((n) => [n.id, n.weight]))).toEqual(want.weights);
        expect(got.edges.map((e) => [e.id, e.weight])).toEqual(want.edges);
      }),
      { numRuns: 25 },
    );
  });

  it('keeps a hub\'s four strongest links, and a weaker one only when it is strong for its other end', () => {
    // Hub x shares 6, 5, 4, 3, 2 and 1 cases with a..f. f has no other link, so x+f stays for f's
    // sake; e has four stronger partners (g..j), so x+e is in neither end's top four.
    const records: Record<string, unknown>[] = [];
    ['a', 'b', 'c', 'd', 'e', 'f'].forEach((other, k) => {
      for (let n = 0; n < 6 - k; n++) records.push(rawCase(`${other}${n}`, { components: ['x', other] }));
    });
    for (const partner of ['g', 'h', 'i', 'j']) for (let n = 0; n < 3; n++) records.push(rawCase(`e-${partner}${n}`, { components: ['e', partner] }));
    const index = indexOf(records);
    const ids = aggregateHubs(index, new Uint8Array(index.cases.length).fill(1)).edges.map((e) => e.id);
    expect(ids.filter((id) => id.includes('component:x'))).toEqual([
      'edge:component:a+component:x', 'edge:component:b+component:x', 'edge:component:c+component:x', 'edge:component:d+component:x', 'edge:component:f+component:x',
    ]);
  });
});

describe('buildAggregateGraph', () => {
  const index = buildIndex(loadLibrary(generateLibrary(600, 2)).cases);
  const all = new Uint8Array(index.cases.length).fill(1);

  it('draws no case without a focus', () => {
    const g = buildAggregateGraph(index, all, null);
    expect(g.aggregated).toBe(true);
    expect(g.nodes.some((n) => n.kind === 'case')).toBe(false);
    expect(g.nodes).toEqual(aggregateHubs(index, all).nodes);
  });

  it('draws a selected case with its related cases, and every edge ends at a drawn node', () => {
    const i = index.cases.findIndex((_, k) => relationsOf(index, k, 'seed').length > 3);
    const g = buildAggregateGraph(index, all, { kind: 'case', key: index.cases[i]!.id });
    const cases = g.nodes.filter((n) => n.kind === 'case').map((n) => n.caseIndex).sort((a, b) => a! - b!);
    expect(cases).toEqual([i, ...relationsOf(index, i, 'seed').map((r) => r.other)].sort((a, b) => a - b));
    const ids = new Set(g.nodes.map((n) => n.id));
    expect(g.edges.every((e) => ids.has(e.source) && ids.has(e.target))).toBe(true);
  });

  it('draws all of a selected hub\'s shown cases when they are few', () => {
    const [slug, postings] = [...index.byComponent].sort((a, b) => a[1].length - b[1].length).find(([, p]) => p.length > 3)!;
    const g = buildAggregateGraph(index, all, { kind: 'component', key: slug });
    expect(g.nodes.filter((n) => n.kind === 'case').map((n) => n.caseIndex).sort((a, b) => a! - b!)).toEqual(postings);
    expect(g.focusCapped).toBeNull();
  });

  it('draws a big hub\'s FOCUS_CASE_CAP most recent shown cases, and says how many there are', () => {
    const big = buildIndex(loadLibrary(generateLibrary(3000, 4)).cases);
    const everything = new Uint8Array(big.cases.length).fill(1);
    const [slug, postings] = [...big.byComponent].sort((a, b) => b[1].length - a[1].length)[0]!;
    expect(postings.length).toBeGreaterThan(FOCUS_CASE_CAP);
    const g = buildAggregateGraph(big, everything, { kind: 'component', key: slug });
    const drawn = g.nodes.filter((n) => n.kind === 'case').map((n) => n.caseIndex!);
    expect(drawn.length).toBe(FOCUS_CASE_CAP);
    expect(g.focusCapped).toEqual({ of: 'cases', shown: FOCUS_CASE_CAP, total: postings.length });
    const oldestDrawn = drawn.map((i) => big.cases[i]!.date).sort()[0]!;
    const left = postings.filter((i) => !drawn.includes(i));
    expect(left.every((i) => big.cases[i]!.date <= oldestDrawn)).toBe(true);
    // Exactly the cases the hub panel lists first.
    expect([...drawn].sort((a, b) => a - b)).toEqual(hubSummary(big, 'component', slug, everything).cases.slice(0, FOCUS_CASE_CAP).sort((a, b) => a - b));
    // A filter counts: only shown cases are drawn and counted.
    const some = new Uint8Array(big.cases.length);
    postings.slice(0, 10).forEach((i) => (some[i] = 1));
    const filtered = buildAggregateGraph(big, some, { kind: 'component', key: slug });
    expect(filtered.nodes.filter((n) => n.kind === 'case').length).toBe(10);
    expect(filtered.focusCapped).toBeNull();
  });

  it('draws a case\'s FOCUS_CASE_CAP closest related cases, the ones its panel lists first, and says how many there are', () => {
    // One cause and component for all; a few share a second component too, so they rank first.
    const records = Array.from({ length: FOCUS_CASE_CAP + 100 }, (_, k) =>
      rawCase(`C${k}`, { root_cause: 'r', components: k % 7 === 0 ? ['x', 'y'] : ['x'], date: `20${10 + (k % 15)}-0${1 + (k % 9)}-1${k % 10}` }),
    );
    const big = indexOf(records);
    const everything = new Uint8Array(big.cases.length).fill(1);
    const i = big.byId.get('C0')!;
    expect(relationsOf(big, i, 'seed').length).toBeGreaterThan(FOCUS_CASE_CAP);
    const related = relationsOf(big, i, 'seed');
    const g = buildAggregateGraph(big, everything, { kind: 'case', key: big.cases[i]!.id });
    const drawn = g.nodes.filter((n) => n.kind === 'case').map((n) => n.caseIndex!);
    expect(drawn.sort((a, b) => a - b)).toEqual([i, ...related.slice(0, FOCUS_CASE_CAP).map((r) => r.other)].sort((a, b) => a - b));
    expect(g.focusCapped).toEqual({ of: 'related', shown: FOCUS_CASE_CAP, total: related.length });
    // A filter counts: only shown related cases are drawn and counted.
    const some = new Uint8Array(big.cases.length);
    [i, ...related.slice(-10).map((r) => r.other)].forEach((k) => (some[k] = 1));
    const filtered = buildAggregateGraph(big, some, { kind: 'case', key: big.cases[i]!.id });
    expect(filtered.nodes.filter((n) => n.kind === 'case').length).toBe(11);
    expect(filtered.focusCapped).toBeNull();
  });

  it('gives the same graph with a hub layer passed in as without', () => {
    const focus = { kind: 'case' as const, key: index.cases[3]!.id };
    expect(buildAggregateGraph(index, all, focus, 'seed', aggregateHubs(index, all))).toEqual(buildAggregateGraph(index, all, focus));
  });
});

describe('awaitsSelection: the map waits for the map of the selection now', () => {
  const index = buildIndex(loadLibrary(generateLibrary(600, 2)).cases);
  const all = new Uint8Array(index.cases.length).fill(1);
  const a = { kind: 'case', key: index.cases[3]!.id } as const;
  const aNode = `case:${a.key}`;
  const bNode = `case:${index.cases[7]!.id}`;

  it('says so when an aggregated map was grown around another selection, or none', () => {
    const around = buildAggregateGraph(index, all, a);
    expect(around.grownAround).toEqual(a);
    // Closed (Escape): the map still draws a's neighbourhood; its map for no selection is coming.
    expect(awaitsSelection(around, null)).toBe(true);
    expect(awaitsSelection(around, bNode)).toBe(true);
    expect(awaitsSelection(around, `component:${a.key}`)).toBe(true);
    // Opened: the map has no case yet.
    expect(awaitsSelection(buildAggregateGraph(index, all, null), aNode)).toBe(true);
  });

  it('does not once the map is the selection\'s own', () => {
    expect(awaitsSelection(buildAggregateGraph(index, all, a), aNode)).toBe(false);
    expect(awaitsSelection(buildAggregateGraph(index, all, null), null)).toBe(false);
    const hub = { kind: 'component', key: [...index.byComponent.keys()][0]! } as const;
    expect(awaitsSelection(buildAggregateGraph(index, all, hub), `component:${hub.key}`)).toBe(false);
  });

  it('never for a map that is not aggregated (its model does not follow the selection)', () => {
    expect(awaitsSelection(buildGraph(index, all, 'seed'), aNode)).toBe(false);
    expect(awaitsSelection(buildGraph(index, all, 'seed'), null)).toBe(false);
  });
});
