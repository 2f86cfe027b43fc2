import { describe, expect, it } from 'vitest';
import { buildGraph, type GraphModel } from '../../src/model/network';
import { buildIndex, type LibraryIndex } from '../../src/model/core';
import { loadLibrary } from '../../src/model/core';
import { pathElementIds, shortestPath, type CasePath } from '../../src/model/network';
import { recurrenceChain } from '../../src/model/network';
import { describeReasons, RELATION_RULES, type RelationReason, type RelationRule } from '../../src/model/relations';
import { generateLibrary, mulberry32 } from '../../scripts/synthetic';
import { bundledIndex, bundledTaxonomy, englishWording, indexOf, rawCase } from './support/library';
import { countingIndex } from './support/counting';

const taxonomy = bundledTaxonomy();
/** A relation link's reasons as the panel words them. */
const reasonLines = (reasons: readonly RelationReason[]) => describeReasons(reasons, englishWording(taxonomy));

function found(index: LibraryIndex, from: string, to: string, rule: RelationRule = 'seed', mask: Uint8Array | null = null): CasePath {
  const result = shortestPath(index, from, to, rule, { mask });
  if (!result.found) throw new Error(`no path ${from} → ${to}: ${result.reason}`);
  return result.path;
}

/** Reference: BFS over the drawn graph model's own edges (what the user sees). */
function graphDistance(g: GraphModel, from: string, to: string): number | null {
  const adj = new Map<string, string[]>();
  const link = (a: string, b: string) => {
    (adj.get(a) ?? adj.set(a, []).get(a)!).push(b);
  };
  for (const e of g.edges) {
    link(e.source, e.target);
    link(e.target, e.source);
  }
  const dist = new Map<string, number>([[from, 0]]);
  let frontier = [from];
  while (frontier.length) {
    const next: string[] = [];
    for (const n of frontier) {
      for (const m of adj.get(n) ?? []) {
        if (dist.has(m)) continue;
        dist.set(m, dist.get(n)! + 1);
        next.push(m);
      }
    }
    frontier = next;
  }
  return dist.get(to) ?? null;
}

const sortedReasons = (reasons: readonly RelationReason[]) =>
  reasons.map((r) => ('components' in r ? { ...r, components: [...r.components].sort() } : r)).sort((a, b) => (a.kind < b.kind ? -1 : 1));

/** Every node and edge of the path is an element of the drawn graph, and consecutive. */
function expectDrawn(g: GraphModel, path: CasePath) {
  const nodes = new Set(g.nodes.map((n) => n.id));
  const edges = new Map(g.edges.map((e) => [e.id, e]));
  for (const n of path.nodes) expect(nodes.has(n.nodeId), n.nodeId).toBe(true);
  expect(path.edges).toHaveLength(path.nodes.length - 1);
  path.edges.forEach((e, k) => {
    const drawn = edges.get(e.id);
    expect(drawn, e.id).toBeDefined();
    expect([drawn!.source, drawn!.target].sort()).toEqual([path.nodes[k]!.nodeId, path.nodes[k + 1]!.nodeId].sort());
    // The same reasons as the edge's tooltip (shared components in the case's own order).
    if (e.kind === 'relation') expect(sortedReasons(e.reasons!)).toEqual(sortedReasons(drawn!.reasons!));
  });
  expect(new Set(pathElementIds(path)).size).toBe(path.nodes.length + path.edges.length);
}

// A small hand-made library. Two causes, three components, one isolated case.
const small = () =>
  indexOf([
    rawCase('A', { date: '2020-01-01', root_cause: 'config-change', components: ['telemetry-agent'] }),
    rawCase('B', { date: '2021-01-01', root_cause: 'config-change', components: ['telemetry-agent', 'ingress-controller'] }),
    rawCase('C', { date: '2022-01-01', root_cause: 'deploy-rollout', components: ['ingress-controller'] }),
    rawCase('D', { date: '2023-01-01', root_cause: 'latent-bug', components: ['dns'] }),
    rawCase('LONE', { date: '2019-01-01' }),
  ]);

describe('shortestPath on a hand-made library', () => {
  it('takes a relation edge when the two cases are related, with the relation reasons', () => {
    const index = small();
    const path = found(index, 'A', 'B');
    expect(path.nodes.map((n) => n.nodeId)).toEqual(['case:A', 'case:B']);
    expect(path.edges).toEqual([expect.objectContaining({ id: 'edge:case:A~case:B', kind: 'relation', reasons: [{ kind: 'same-cause-shared-component', components: ['telemetry-agent'] }] })]);
    expect(path.links).toEqual([{ kind: 'relation', from: index.byId.get('A'), to: index.byId.get('B'), reasons: [{ kind: 'same-cause-shared-component', components: ['telemetry-agent'] }] }]);
    expect(reasonLines((path.links[0] as { reasons: RelationReason[] }).reasons)).toEqual(['same root cause · shared Telemetry agent']);
    expectDrawn(buildGraph(index, null), path);
  });

  it('names the earlier case first in a relation edge id, whichever way it is walked', () => {
    const path = found(small(), 'B', 'A');
    expect(path.edges[0]!.id).toBe('edge:case:A~case:B');
    expect(path.nodes.map((n) => n.nodeId)).toEqual(['case:B', 'case:A']);
  });

  it('goes through a shared component hub and explains each step', () => {
    const index = small();
    const path = found(index, 'B', 'C');
    expect(path.nodes.map((n) => n.nodeId)).toEqual(['case:B', 'component:ingress-controller', 'case:C']);
    expect(path.edges.map((e) => [e.id, e.kind])).toEqual([
      ['edge:case:B>component:ingress-controller', 'has-component'],
      ['edge:case:C>component:ingress-controller', 'has-component'],
    ]);
    expect(path.links).toEqual([{ kind: 'hub', from: index.byId.get('B'), to: index.byId.get('C'), hub: 'component', key: 'ingress-controller' }]);
    expectDrawn(buildGraph(index, null), path);
  });

  it('chains relations and hubs into one shortest walk', () => {
    const index = small();
    const path = found(index, 'A', 'C');
    // A–B is a relation (1 edge), B–ingress–C two more: 3 edges; A–config-change–B–ingress–C would be 4.
    expect(path.edges).toHaveLength(3);
    const at = (id: string) => index.byId.get(id);
    expect(path.links).toEqual([
      { kind: 'relation', from: at('A'), to: at('B'), reasons: [{ kind: 'same-cause-shared-component', components: ['telemetry-agent'] }] },
      { kind: 'hub', from: at('B'), to: at('C'), hub: 'component', key: 'ingress-controller' },
    ]);
  });

  it('says why there is no path', () => {
    const index = small();
    expect(shortestPath(index, 'A', 'LONE')).toEqual({ found: false, reason: 'disconnected' });
    expect(shortestPath(index, 'A', 'D')).toEqual({ found: false, reason: 'disconnected' });
    expect(shortestPath(index, 'A', 'A')).toEqual({ found: false, reason: 'same-case' });
    expect(shortestPath(index, 'A', 'NOPE')).toEqual({ found: false, reason: 'unknown-case' });
    const mask = new Uint8Array(index.cases.length).fill(1);
    mask[index.byId.get('B')!] = 0;
    expect(shortestPath(index, 'A', 'C', 'seed', { mask })).toEqual({ found: false, reason: 'filtered' });
    expect(shortestPath(index, 'A', 'B', 'seed', { mask })).toEqual({ found: false, reason: 'hidden' });
  });

  it('uses the relations of the rule: under "cause" two cases with the same root cause are one step apart', () => {
    const index = indexOf([
      rawCase('P', { date: '2020-01-01', root_cause: 'config-change', components: ['telemetry-agent'] }),
      rawCase('Q', { date: '2021-01-01', root_cause: 'config-change', components: ['ingress-controller'] }),
    ]);
    expect(found(index, 'P', 'Q', 'seed').edges.map((e) => e.id)).toEqual(['edge:case:P>cause:config-change', 'edge:case:Q>cause:config-change']);
    expect(found(index, 'P', 'Q', 'cause').edges).toEqual([expect.objectContaining({ id: 'edge:case:P~case:Q', reasons: [{ kind: 'same-cause' }] })]);
    expect(found(index, 'P', 'Q', 'explicit').edges).toHaveLength(2);
  });

  it('follows explicit links and recurrences under every rule', () => {
    const index = indexOf([
      rawCase('E1', { date: '2020-01-01' }),
      rawCase('E2', { date: '2021-01-01', related: ['E1'] }),
      rawCase('E3', { date: '2022-01-01', recurrence_of: 'E2' }),
    ]);
    for (const rule of RELATION_RULES) {
      const path = found(index, 'E1', 'E3', rule);
      expect(path.edges.map((e) => [e.id, e.reasons])).toEqual([
        ['edge:case:E1~case:E2', [{ kind: 'explicit' }]],
        ['edge:case:E2~case:E3', [{ kind: 'recurrence-of' }]],
      ]);
      expectDrawn(buildGraph(index, null, rule), path);
    }
  });

  it('walks a large group along its date-ordered chain, as it is drawn, or through its hub when shorter', () => {
    const records = Array.from({ length: 12 }, (_, k) => rawCase(`G${String(k).padStart(2, '0')}`, { date: `${2000 + k}-01-01`, root_cause: 'config-change', components: ['telemetry-agent'] }));
    const index = indexOf(records);
    const g = buildGraph(index, null);
    expect(g.chainedGroups).toHaveLength(1);
    const near = found(index, 'G03', 'G04');
    expect(near.edges.map((e) => e.id)).toEqual(['edge:case:G03~case:G04']);
    const two = found(index, 'G03', 'G05');
    expect(two.edges).toHaveLength(2);
    expectDrawn(g, two);
    const far = found(index, 'G00', 'G11');
    expect(far.edges).toHaveLength(2); // through the telemetry agent or config-change hub, not eleven chain steps
    expectDrawn(g, far);
  });
});

describe('shortestPath on the bundled library', () => {
  const index = bundledIndex();

  it('links IL-0034 and IL-0203, every element drawn and every step explained', () => {
    const path = found(index, 'IL-0034', 'IL-0203');
    expect(path.nodes[0]!.nodeId).toBe('case:IL-0034');
    expect(path.nodes.at(-1)!.nodeId).toBe('case:IL-0203');
    const g = buildGraph(index, null);
    expectDrawn(g, path);
    expect(path.edges.length).toBe(graphDistance(g, 'case:IL-0034', 'case:IL-0203'));
    // Links join consecutive cases from one end to the other; relation links say why.
    expect(path.links[0]!.from).toBe(index.byId.get('IL-0034'));
    expect(path.links.at(-1)!.to).toBe(index.byId.get('IL-0203'));
    for (let k = 1; k < path.links.length; k++) expect(path.links[k]!.from).toBe(path.links[k - 1]!.to);
    for (const link of path.links) if (link.kind === 'relation') expect(reasonLines(link.reasons).length).toBeGreaterThan(0);
  });

  it('is as short as a search over the drawn graph, for every rule and random pairs, filtered or not', () => {
    const random = mulberry32(3);
    const ids = index.cases.map((c) => c.id);
    for (const rule of RELATION_RULES) {
      for (const filtered of [false, true]) {
        const mask = filtered ? Uint8Array.from(index.cases, () => (random() < 0.6 ? 1 : 0)) : null;
        const g = buildGraph(index, mask, rule);
        for (let k = 0; k < 40; k++) {
          const a = ids[Math.floor(random() * ids.length)]!;
          const b = ids[Math.floor(random() * ids.length)]!;
          const result = shortestPath(index, a, b, rule, { mask });
          if (a === b) {
            expect(result).toEqual({ found: false, reason: 'same-case' });
            continue;
          }
          if (mask && (!mask[index.byId.get(a)!] || !mask[index.byId.get(b)!])) {
            expect(result).toEqual({ found: false, reason: 'hidden' });
            continue;
          }
          const expected = graphDistance(g, `case:${a}`, `case:${b}`);
          if (expected === null) {
            expect(result.found, `${a} ${b} ${rule}`).toBe(false);
            continue;
          }
          expect(result.found, `${a} ${b} ${rule}`).toBe(true);
          if (!result.found) continue;
          expect(result.path.edges.length, `${a} ${b} ${rule}`).toBe(expected);
          expectDrawn(g, result.path);
        }
      }
    }
  });
});

describe('shortestPath on 10,000 cases', () => {
  it('answers reading each posting list a bounded number of times, without comparing pairs', () => {
    const loaded = loadLibrary(generateLibrary(10_000, 5));
    const index = buildIndex(loaded.cases);
    const ids = index.cases.map((c) => c.id);
    const random = mulberry32(9);
    const postings = [index.byComponent, index.byCause, index.byCauseComponent, index.explicit, index.recurredAs];
    const total = postings.reduce((sum, p) => sum + [...p.values()].reduce((m, l) => m + l.length, 0), 0);
    const n = index.cases.length;
    // The text rule has no groups until the worker's edges are attached: here it would repeat `explicit`.
    for (const rule of RELATION_RULES.filter((r) => r !== 'text')) {
      let paths = 0;
      for (let k = 0; k < 10; k++) {
        const { index: counted, work } = countingIndex(index);
        const result = shortestPath(counted, ids[Math.floor(random() * ids.length)]!, ids[Math.floor(random() * ids.length)]!, rule);
        if (result.found) paths++;
        // Each case and hub is expanded once and each group opened once per search; the date order of
        // chained groups sorts the library once (n log n). Comparing pairs would be n² = 10^8 reads.
        expect(work(), rule).toBeLessThanOrEqual(3 * (n * Math.ceil(Math.log2(n)) + total));
      }
      expect(paths).toBeGreaterThan(0);
    }
    // The answer agrees with a search over the drawn graph.
    const g = buildGraph(index, null, 'seed');
    const a = ids[17]!;
    const b = ids[9000]!;
    const result = shortestPath(index, a, b, 'seed');
    expect(result.found).toBe(true);
    if (result.found) {
      expect(result.path.edges.length).toBe(graphDistance(g, `case:${a}`, `case:${b}`));
      expectDrawn(g, result.path);
    }
  }, 90_000); // 10,000 cases on a shared 2-core machine: the bound is on index reads, not time
});

describe('recurrenceChain', () => {
  it('lists every case linked by recurrence_of, both ways and transitively, earliest first', () => {
    const index = indexOf([
      rawCase('R3', { date: '2023-05-01', recurrence_of: 'R2' }),
      rawCase('R1', { date: '2019-02-01' }),
      rawCase('X', { date: '2020-01-01' }),
      rawCase('R2', { date: '2021-07-01', recurrence_of: 'R1' }),
      rawCase('R2b', { date: '2022-01-01', recurrence_of: 'R1' }),
    ]);
    const ids = (i: number) => recurrenceChain(index, i).map((j) => index.cases[j]!.id);
    const expected = ['R1', 'R2', 'R2b', 'R3'];
    for (const id of expected) expect(ids(index.byId.get(id)!)).toEqual(expected);
    expect(ids(index.byId.get('X')!)).toEqual(['X']);
    expect(recurrenceChain(index, 99)).toEqual([]);
  });

  it('orders cases of the same date by library position', () => {
    const index = indexOf([
      rawCase('S2', { date: '2020-01-01', recurrence_of: 'S1' }),
      rawCase('S1', { date: '2020-01-01' }),
    ]);
    expect(recurrenceChain(index, 1).map((j) => index.cases[j]!.id)).toEqual(['S2', 'S1']);
  });

  it('is just the case itself for every bundled case without recurrences, and date-ordered for synthetic chains', () => {
    const bundled = bundledIndex();
    bundled.cases.forEach((_, i) => {
      const chain = recurrenceChain(bundled, i);
      expect(chain).toContain(i);
      if (!bundled.recurrenceOf.has(i) && !bundled.recurredAs.has(i)) expect(chain).toEqual([i]);
    });
    const index = buildIndex(loadLibrary(generateLibrary(2000, 2)).cases);
    let checked = 0;
    for (const later of index.recurrenceOf.keys()) {
      const chain = recurrenceChain(index, later);
      expect(chain.length).toBeGreaterThan(1);
      for (let k = 1; k < chain.length; k++) expect(index.cases[chain[k - 1]!]!.date <= index.cases[chain[k]!]!.date).toBe(true);
      for (const j of chain) expect(recurrenceChain(index, j)).toEqual(chain);
      checked++;
    }
    expect(checked).toBeGreaterThan(0);
  });
});
