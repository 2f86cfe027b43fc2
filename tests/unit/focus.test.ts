import { describe, expect, it } from 'vitest';
import { buildGraph, caseNodeId, type GraphEdge, type GraphModel, type GraphNode } from '../../src/model/network';
import { overlaps } from '../../src/model/layout';
import { pathElementIds, shortestPath } from '../../src/model/network';
import { DESKTOP_CELL, FOCUS_MORE_ID, PHONE_CELL, focusCaseLabel, focusPicture, gridFor, hubOfViaEdge, reasonLine, relatedEdgeId, shortTitle, viaHubEdgeId, type FocusPicture, type FocusRoom } from '../../src/model/focus';
import { CLIQUE_CAP } from '../../src/model/network';
import { groupPostings, relationsOf } from '../../src/model/relations';
import { bundledIndex } from './support/library';

const DESKTOP: FocusRoom = { width: 1000, height: 800, cell: DESKTOP_CELL };
const PHONE: FocusRoom = { width: 390, height: 420, cell: PHONE_CELL };

/** A case with `n` related cases dated one day apart (case k on day k), and one component hub. */
function star(n: number): { model: GraphModel; dateOf: (id: string) => string } {
  const nodes: GraphNode[] = [{ id: caseNodeId('C'), kind: 'case', key: 'C', weight: 1, caseIndex: 0 }];
  const edges: GraphEdge[] = [];
  const dates = new Map<string, string>([[caseNodeId('C'), '2020-01-01']]);
  for (let k = 1; k <= n; k++) {
    const id = caseNodeId(`R${k}`);
    nodes.push({ id, kind: 'case', key: `R${k}`, weight: 1, caseIndex: k });
    dates.set(id, `2021-01-${String(k).padStart(2, '0')}T${String(k).padStart(3, '0')}`);
    // Even cases share a component as well as the cause: a stronger relation.
    const reasons = k % 2 === 0 ? [{ kind: 'same-cause-shared-component' as const, components: ['a', 'b'] }] : [{ kind: 'same-cause' as const }];
    edges.push({ id: `${caseNodeId('C')}~${id}`, kind: 'relation', source: caseNodeId('C'), target: id, reasons });
  }
  nodes.push({ id: 'component:a', kind: 'component', key: 'a', weight: n + 1 });
  edges.push({ id: 'case:C>component:a', kind: 'has-component', source: caseNodeId('C'), target: 'component:a' });
  return { model: { nodes, edges, chainedGroups: [] }, dateOf: (id) => dates.get(id) ?? '' };
}

/** Every rule of "readable by construction" for a picture. */
function expectReadable(p: FocusPicture, room: FocusRoom, minGap: number) {
  for (let i = 0; i < p.items.length; i++) {
    for (let j = i + 1; j < p.items.length; j++) {
      const a = p.items[i]!;
      const b = p.items[j]!;
      expect(Math.hypot(a.x - b.x, a.y - b.y)).toBeGreaterThanOrEqual(minGap);
      expect(overlaps(a.label, b.label)).toBe(false);
    }
  }
  expect(p.bounds.x2 - p.bounds.x1).toBeLessThanOrEqual(room.width);
  expect(p.bounds.y2 - p.bounds.y1).toBeLessThanOrEqual(room.height);
}

describe('shortTitle', () => {
  it('keeps the first clause that says what happened, without the article', () => {
    expect(shortTitle('A crashing stats agent sidecar marked every pod unready and the service mesh pulled all services out of traffic')).toBe('Crashing stats agent sidecar marked every pod unready');
  });
  it('cuts a long clause on a word boundary with an ellipsis, never over the limit', () => {
    const s = shortTitle('An extraordinarily long clause with no break at all that goes on well past any sensible label length for sure', 40);
    expect(s.length).toBeLessThanOrEqual(40);
    expect(s.endsWith('…')).toBe(true);
    expect(s).not.toMatch(/\s…$/);
  });
  it('cuts Korean titles at a clause ending', () => {
    expect(shortTitle('메트릭 에이전트 사이드카가 업그레이드 중 크래시하자 클러스터의 모든 파드가 준비되지 않은 상태가 되었다')).toBe('메트릭 에이전트 사이드카가 업그레이드 중 크래시하자');
  });
  it('is empty for an empty title and keeps a short one whole', () => {
    expect(shortTitle('  ')).toBe('');
    expect(shortTitle('DNS outage')).toBe('DNS outage');
  });
  it('makes a label that says more than the id', () => {
    expect(focusCaseLabel({ id: 'IL-0001', org: 'Acme', title: 'The database fell over, and nobody noticed' })).toBe('IL-0001 · Acme\nDatabase fell over');
  });
});

describe('the focus grid', () => {
  it('hands out cells nearest the centre first, deterministically', () => {
    const g = gridFor(1000, 800, DESKTOP_CELL);
    expect(g.centre).toMatchObject({ x: 0, y: 0 });
    const d = g.slots.map((s) => Math.hypot(s.x - g.centre.x, s.y - g.centre.y));
    for (let i = 1; i < d.length; i++) expect(d[i]!).toBeGreaterThanOrEqual(d[i - 1]!);
    expect(gridFor(1000, 800, DESKTOP_CELL)).toEqual(g);
  });
  it('always has one cell, even for no room', () => {
    expect(gridFor(0, Number.NaN, PHONE_CELL).slots).toHaveLength(1);
  });
});

describe('focusPicture: a case', () => {
  it.each([1, 2, 5, 10, 14, 25, 40])('with %i related cases: readable by construction at desktop and phone sizes', (n) => {
    const { model, dateOf } = star(n);
    for (const [room, gap] of [[DESKTOP, 40], [PHONE, 28]] as const) {
      const p = focusPicture(model, { selection: { kind: 'node', nodeId: 'case:C' }, depth: 1 }, room, dateOf)!;
      expectReadable(p, room, gap);
      const cases = p.items.filter((i) => i.role === 'related').length;
      const more = p.items.find((i) => i.id === FOCUS_MORE_ID);
      // Everything is shown, or the rest is counted by "N more".
      expect(cases + (more?.hidden ?? 0)).toBe(n);
      if (!more) expect(cases).toBe(n);
    }
  });

  it('puts the selection at the centre, the strongest and newest related cases nearest, its hubs after them', () => {
    const { model, dateOf } = star(6);
    const p = focusPicture(model, { selection: { kind: 'node', nodeId: 'case:C' }, depth: 1 }, DESKTOP, dateOf)!;
    expect(p.items[0]).toMatchObject({ id: 'case:C', role: 'centre', hops: 0 });
    expect(p.items.at(-1)).toMatchObject({ id: 'component:a', role: 'hub' });
    const related = p.items.filter((i) => i.role === 'related').map((i) => i.id);
    // Even ones (two reasons' worth) first, newest first among equals.
    expect(related).toEqual(['case:R6', 'case:R4', 'case:R2', 'case:R5', 'case:R3', 'case:R1']);
    const dist = (id: string) => {
      const it = p.items.find((i) => i.id === id)!;
      return Math.hypot(it.x - p.items[0]!.x, it.y - p.items[0]!.y);
    };
    expect(dist('case:R6')).toBeLessThanOrEqual(dist('case:R1'));
    // Every related case has its relation edge, whose reasons are its label.
    for (const id of related) expect(p.edges.some((e) => e.kind === 'relation' && (e.source === id || e.target === id))).toBe(true);
  });

  it('gives a short room to the related cases before the hubs', () => {
    const { model, dateOf } = star(2);
    const p = focusPicture(model, { selection: { kind: 'node', nodeId: 'case:C' }, depth: 1 }, { width: 390, height: 110, cell: PHONE_CELL }, dateOf)!;
    expect(p.items.map((i) => i.id)).toEqual(['case:C', 'case:R2', 'case:R1']);
  });

  it('keeps the hubs on every page, nearer than "N more"', () => {
    const { model, dateOf } = star(40);
    const p = focusPicture(model, { selection: { kind: 'node', nodeId: 'case:C' }, depth: 1, page: 1 }, PHONE, dateOf)!;
    const c = p.items[0]!;
    const d = (id: string) => {
      const it = p.items.find((i) => i.id === id)!;
      return Math.hypot(it.x - c.x, it.y - c.y);
    };
    expect(d('component:a')).toBeLessThanOrEqual(d(FOCUS_MORE_ID));
  });

  it('pages: each case on exactly one page, the same picture every time', () => {
    const { model, dateOf } = star(40);
    const first = focusPicture(model, { selection: { kind: 'node', nodeId: 'case:C' }, depth: 1 }, PHONE, dateOf)!;
    expect(first.pages).toBeGreaterThan(1);
    const seen: string[] = [];
    for (let page = 0; page < first.pages; page++) {
      const p = focusPicture(model, { selection: { kind: 'node', nodeId: 'case:C' }, depth: 1, page }, PHONE, dateOf)!;
      expect(p.page).toBe(page);
      seen.push(...p.items.filter((i) => i.role === 'related').map((i) => i.id));
    }
    expect(new Set(seen).size).toBe(40);
    expect(seen).toHaveLength(40);
    // Past the last page, back to the first.
    expect(focusPicture(model, { selection: { kind: 'node', nodeId: 'case:C' }, depth: 1, page: first.pages }, PHONE, dateOf)).toEqual(first);
  });

  it('keeps text-similar cases apart, in the outermost cells, on their own dashed edges', () => {
    const { model, dateOf } = star(3);
    model.nodes.push({ id: 'case:S', kind: 'case', key: 'S', weight: 1, caseIndex: 9 });
    const p = focusPicture(model, { selection: { kind: 'node', nodeId: 'case:C' }, depth: 1, similar: [{ nodeId: 'case:S', terms: ['dns', 'ttl'] }, { nodeId: 'case:R1', terms: [] }] }, DESKTOP, dateOf)!;
    const s = p.items.find((i) => i.id === 'case:S')!;
    expect(s.role).toBe('similar');
    // R1 is related already: not repeated as similar.
    expect(p.items.filter((i) => i.id === 'case:R1')).toHaveLength(1);
    const c = p.items[0]!;
    const far = Math.hypot(s.x - c.x, s.y - c.y);
    for (const r of p.items.filter((i) => i.role === 'related')) expect(Math.hypot(r.x - c.x, r.y - c.y)).toBeLessThanOrEqual(far);
    expect(p.edges.find((e) => e.kind === 'similar')).toMatchObject({ source: 'case:C', target: 'case:S', terms: ['dns', 'ttl'] });
  });

  it('reaches related cases of related cases at depth 2, after the direct ones', () => {
    const { model, dateOf } = star(2);
    model.nodes.push({ id: 'case:F', kind: 'case', key: 'F', weight: 1, caseIndex: 5 });
    model.edges.push({ id: 'case:R1~case:F', kind: 'relation', source: 'case:R1', target: 'case:F', reasons: [{ kind: 'explicit' }] });
    const one = focusPicture(model, { selection: { kind: 'node', nodeId: 'case:C' }, depth: 1 }, DESKTOP, dateOf)!;
    expect(one.items.some((i) => i.id === 'case:F')).toBe(false);
    const two = focusPicture(model, { selection: { kind: 'node', nodeId: 'case:C' }, depth: 2 }, DESKTOP, dateOf)!;
    const f = two.items.find((i) => i.id === 'case:F')!;
    expect(f).toMatchObject({ hops: 2, via: 'case:R1~case:F' });
    expect(two.items.filter((i) => i.role === 'related').at(-1)!.id).toBe('case:F');
  });

  it('is null for a selection that is not drawn', () => {
    const { model, dateOf } = star(2);
    expect(focusPicture(model, { selection: { kind: 'node', nodeId: 'case:nope' }, depth: 1 }, DESKTOP, dateOf)).toBeNull();
  });
});

describe('focusPicture: the bundled library', () => {
  const index = bundledIndex();
  const model = buildGraph(index, null, 'seed');
  const dateOf = (id: string) => index.cases[index.byId.get(id.slice(5)) ?? -1]?.date ?? '';

  it('links a case of a chained group (over CLIQUE_CAP) to every related case, as the panel lists them, not only to its chain neighbours', () => {
    // A case in the middle of its group's date-ordered chain (the seed rule's groups of 9).
    const big = model.chainedGroups[0]!;
    expect(big.size).toBeGreaterThan(CLIQUE_CAP);
    const inBig = [...groupPostings(index, 'seed', big.key)];
    const i = inBig.sort((a, b) => (index.cases[a]!.date! < index.cases[b]!.date! ? -1 : 1))[Math.floor(inBig.length / 2)]!;
    const centre = caseNodeId(index.cases[i]!.id);
    const relations = relationsOf(index, i, 'seed');
    const related = relations.map((r) => ({ nodeId: caseNodeId(index.cases[r.other]!.id), reasons: r.reasons }));
    // The drawn edges alone reach its two chain neighbours (and any link of its own).
    const drawnOnly = focusPicture(model, { selection: { kind: 'node', nodeId: centre }, depth: 1 }, DESKTOP, dateOf)!;
    expect(drawnOnly.items.filter((it) => it.role === 'related' || it.role === 'chain').length).toBeLessThan(big.size - 1);
    const p = focusPicture(model, { selection: { kind: 'node', nodeId: centre }, depth: 1, related }, DESKTOP, dateOf)!;
    const cases = p.items.filter((it) => it.role === 'related' || it.role === 'chain');
    expect(new Set(cases.map((it) => it.id))).toEqual(new Set(related.map((r) => r.nodeId)));
    // In the panel's order, strongest first, each joined to the centre by an edge of the picture.
    expect(p.items.filter((it) => it.role === 'related').map((it) => it.id)).toEqual(related.map((r) => r.nodeId).filter((id) => cases.some((it) => it.id === id && it.role === 'related')));
    for (const it of cases) {
      const edge = p.edges.find((e) => e.id === it.via)!;
      expect(edge).toBeDefined();
      expect([edge.source, edge.target]).toContain(centre);
      expect([edge.source, edge.target]).toContain(it.id);
      expect(edge.kind).toBe('relation');
      // A link the map draws is named by its own edge; one it does not by the relation's reasons.
      if (it.via!.startsWith('related:')) expect(it.reasons).toEqual(relations.find((r) => caseNodeId(index.cases[r.other]!.id) === it.id)!.reasons);
      else expect(model.edges.some((e) => e.id === it.via)).toBe(true);
    }
    expect(cases.filter((it) => it.via === relatedEdgeId(centre, it.id)).length).toBeGreaterThan(0);
    expectReadable(p, DESKTOP, 40);
  });

  it('lays a recurrence chain out left to right in time, through the selected case', () => {
    const later = [...index.recurrenceOf.keys()][0]!;
    const c = index.cases[later]!;
    const p = focusPicture(model, { selection: { kind: 'node', nodeId: caseNodeId(c.id) }, depth: 1 }, DESKTOP, dateOf)!;
    const chain = p.items.filter((i) => i.role === 'chain' || i.role === 'centre').sort((a, b) => a.x - b.x);
    expect(chain.length).toBeGreaterThanOrEqual(2);
    for (const i of chain) expect(i.y).toBe(p.items[0]!.y);
    const dates = chain.map((i) => dateOf(i.id));
    expect([...dates].sort()).toEqual(dates);
  });

  it('draws a hub with more than 25 cases newest first, with "N more" on a phone', () => {
    const hub = model.nodes.filter((n) => n.kind !== 'case').sort((a, b) => b.weight - a.weight)[0]!;
    expect(hub.weight).toBeGreaterThan(25);
    const p = focusPicture(model, { selection: { kind: 'node', nodeId: hub.id }, depth: 1 }, PHONE, dateOf)!;
    expectReadable(p, PHONE, 28);
    const members = p.items.filter((i) => i.role === 'member');
    const dates = members.map((i) => dateOf(i.id));
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(p.items.find((i) => i.id === FOCUS_MORE_ID)!.hidden).toBe(hub.weight - members.length);
  });

  it('lays a path out left to right, in order', () => {
    const result = shortestPath(index, 'IL-0034', 'IL-0705', 'seed');
    if (!result.found) throw new Error('no path');
    const ids = pathElementIds(result.path).filter((id) => model.nodes.some((n) => n.id === id));
    const p = focusPicture(model, { selection: { kind: 'path', nodeIds: ids }, depth: 1 }, DESKTOP, dateOf)!;
    expect(p.items.map((i) => i.id)).toEqual(ids);
    const rowOf = p.items.map((i) => i.y);
    for (let i = 1; i < p.items.length; i++) {
      const [a, b] = [p.items[i - 1]!, p.items[i]!];
      expect(b.y > a.y || (b.y === a.y && b.x > a.x)).toBe(true);
    }
    expect(new Set(rowOf).size).toBeGreaterThanOrEqual(1);
    expectReadable(p, DESKTOP, 40);
  });
});

describe('reasonLine', () => {
  it('tells each reason once, with its shared components listed together', () => {
    const w = { sameCauseSharedComponent: (c: string) => `same root cause · shared ${c}`, sharedComponent: (c: string) => `shared ${c}`, sameCause: () => 'same root cause', explicit: () => 'linked', readsAlike: (t: string) => `reads alike: ${t}`, recurrenceOf: () => 'recurrence of', recurredAs: () => 'recurred as', componentLabel: (s: string) => s.toUpperCase(), list: (items: string[]) => items.join(' and ') };
    expect(reasonLine([{ kind: 'same-cause-shared-component', components: ['a', 'b'] }, { kind: 'explicit' }], w)).toBe('same root cause · shared A and B · linked');
    expect(reasonLine([{ kind: 'reads-alike', terms: ['dns', 'ttl'] }], w)).toBe('reads alike: dns, ttl');
    expect(reasonLine([], w)).toBe('');
  });
});

describe('focusPicture: a long path in a short room', () => {
  it('keeps its cases in order and names the hubs on the links between them', () => {
    const nodes: GraphNode[] = ['A', 'B', 'C', 'D'].map((k, i) => ({ id: caseNodeId(k), kind: 'case', key: k, weight: 1, caseIndex: i }));
    nodes.push({ id: 'component:x', kind: 'component', key: 'x', weight: 2 }, { id: 'cause:y', kind: 'cause', key: 'y', weight: 2 });
    const edges: GraphEdge[] = [
      { id: 'case:A>component:x', kind: 'has-component', source: 'case:A', target: 'component:x' },
      { id: 'case:B>component:x', kind: 'has-component', source: 'case:B', target: 'component:x' },
      { id: 'case:B~case:C', kind: 'relation', source: 'case:B', target: 'case:C', reasons: [{ kind: 'explicit' }] },
      { id: 'case:C>cause:y', kind: 'has-cause', source: 'case:C', target: 'cause:y' },
      { id: 'case:D>cause:y', kind: 'has-cause', source: 'case:D', target: 'cause:y' },
    ];
    const ids = ['case:A', 'component:x', 'case:B', 'case:C', 'cause:y', 'case:D'];
    const room: FocusRoom = { width: 500, height: 70, cell: { ...PHONE_CELL, h: 70 } };
    const p = focusPicture({ nodes, edges, chainedGroups: [] }, { selection: { kind: 'path', nodeIds: ids }, depth: 1 }, room, () => '')!;
    expect(p.items.map((i) => i.id)).toEqual(['case:A', 'case:B', 'case:C', 'case:D']);
    expect(p.items[1]!.via).toBe(viaHubEdgeId('case:A', 'component:x', 'case:B'));
    expect(hubOfViaEdge(p.items[1]!.via!)).toBe('component:x');
    expect(p.items[2]!.via).toBe('case:B~case:C');
    expect(p.edges.map((e) => e.kind)).toEqual(['via-hub', 'relation', 'via-hub']);
    expectReadable(p, room, 28);
    // With room enough, the hubs stay in the chain.
    const wide = focusPicture({ nodes, edges, chainedGroups: [] }, { selection: { kind: 'path', nodeIds: ids }, depth: 1 }, DESKTOP, () => '')!;
    expect(wide.items.map((i) => i.id)).toEqual(ids);
  });
});

describe('focusPicture: a draft', () => {
  it('puts the draft in the centre, its matches best first at growing distances, weak ones marked', () => {
    const nodes: GraphNode[] = [{ id: 'draft:x', kind: 'draft', key: 'x', weight: 1 }];
    const edges: GraphEdge[] = [];
    const scores = new Map<string, number>();
    [0.1, 0.6, 0.25, 0.5, 0.05].forEach((s, k) => {
      const id = caseNodeId(`M${k}`);
      nodes.push({ id, kind: 'case', key: `M${k}`, weight: 1, caseIndex: k });
      edges.push({ id: `draft:x~${id}`, kind: 'draft-match', source: 'draft:x', target: id, reasons: [{ kind: 'reads-alike', terms: ['a'] }] });
      scores.set(id, s);
    });
    const p = focusPicture({ nodes, edges, chainedGroups: [] }, { selection: { kind: 'node', nodeId: 'draft:x' }, depth: 1, scores }, DESKTOP, () => '')!;
    expect(p.items[0]!.id).toBe('draft:x');
    const matches = p.items.filter((i) => i.role === 'match');
    expect(matches.map((m) => m.score)).toEqual([0.6, 0.5, 0.25, 0.1, 0.05]);
    const c = p.items[0]!;
    const d = matches.map((m) => Math.hypot(m.x - c.x, m.y - c.y));
    for (let i = 1; i < d.length; i++) expect(d[i]!).toBeGreaterThanOrEqual(d[i - 1]!);
    expect(matches.filter((m) => m.weak).map((m) => m.score)).toEqual([0.25, 0.1, 0.05]);
    expect(p.edges.filter((e) => e.weak)).toHaveLength(3);
  });
});

describe('focusPicture: a failure pattern', () => {
  it('puts the pattern in the centre and its cases newest first around it', () => {
    const { model, dateOf } = star(5);
    const members = ['case:R1', 'case:R3', 'case:R5', 'case:gone'];
    const p = focusPicture(model, { selection: { kind: 'cluster', id: 'k', members }, depth: 1 }, DESKTOP, dateOf)!;
    expect(p.items[0]).toMatchObject({ id: 'cluster:k', role: 'centre' });
    expect(p.items.slice(1).map((i) => i.id)).toEqual(['case:R5', 'case:R3', 'case:R1']);
    expect(p.edges.filter((e) => e.kind === 'member')).toHaveLength(3);
  });
});
