import { describe, expect, it } from 'vitest';
import { loadLibrary } from '../../src/model/core';
import { buildIndex } from '../../src/model/core';
import { buildGraph } from '../../src/model/network';
import { CASE_SPACING, hashString, layoutLibrary, type Point } from '../../src/model/layout';
import { Positions, positionTable } from '../../src/model/layout';
import { bundledIndex, bundledRecords, indexOf, rawCase } from './support/library';
import { shuffled } from './support/shuffled';

const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);

describe('layoutLibrary on the bundled library', () => {
  const index = bundledIndex();
  const positions = layoutLibrary(index);

  it('places every node of the full graph, at finite coordinates', () => {
    const graph = buildGraph(index, null);
    for (const node of graph.nodes) {
      const p = positions.get(node.id);
      expect(p, node.id).toBeDefined();
      expect(Number.isFinite(p!.x) && Number.isFinite(p!.y), node.id).toBe(true);
    }
    expect(positions.size).toBe(graph.nodes.length);
  });

  it('gives the same positions every time', () => {
    expect(layoutLibrary(bundledIndex())).toEqual(positions);
  });

  it('does not depend on the order of the cases in the file', () => {
    for (const seed of [1, 7, 42]) {
      const other = layoutLibrary(buildIndex(loadLibrary(shuffled(bundledRecords(), seed)).cases));
      expect(other).toEqual(positions);
    }
  });

  it('keeps hubs apart by their collision radii', () => {
    // A hub's radius grows with the square root of its case count (layout.ts).
    const count = (id: string) => {
      const [kind, slug] = id.split(/:(.*)/) as [string, string];
      return (kind === 'component' ? index.byComponent : index.byCause).get(slug)!.length;
    };
    const radius = (id: string) => 40 + CASE_SPACING * Math.sqrt(count(id)) * 0.9;
    const hubs = [...positions].filter(([id]) => !id.startsWith('case:'));
    expect(hubs.length).toBeGreaterThan(10);
    for (let a = 0; a < hubs.length; a++) {
      for (let b = a + 1; b < hubs.length; b++) {
        const [idA, pA] = hubs[a]!;
        const [idB, pB] = hubs[b]!;
        expect(distance(pA, pB), `${idA} ↔ ${idB}`).toBeGreaterThanOrEqual(0.85 * (radius(idA) + radius(idB)));
      }
    }
  });

  it('never puts two cases on the same spot', () => {
    const cases = [...positions].filter(([id]) => id.startsWith('case:')).map(([, p]) => p);
    for (let a = 0; a < cases.length; a++) for (let b = a + 1; b < cases.length; b++) expect(distance(cases[a]!, cases[b]!)).toBeGreaterThan(1);
  });
});

describe('layoutLibrary on small libraries', () => {
  it('lays out an empty library as nothing', () => {
    expect(layoutLibrary(buildIndex([])).size).toBe(0);
  });

  it('spreads cases with the same hubs on one spiral, a case spacing apart', () => {
    const index = indexOf(Array.from({ length: 40 }, (_, k) => rawCase(`C${k}`, { root_cause: 'r', components: ['x'], date: `${1980 + k}-01-01` })));
    const positions = layoutLibrary(index);
    const cases = index.cases.map((c) => positions.get(`case:${c.id}`)!);
    for (let a = 0; a < cases.length; a++) for (let b = a + 1; b < cases.length; b++) expect(distance(cases[a]!, cases[b]!)).toBeGreaterThan(CASE_SPACING / 2);
  });

  it('puts a case with a single hub around that hub', () => {
    const index = indexOf([rawCase('A', { components: ['x'] }), rawCase('B', { components: ['y'] }), rawCase('C', { components: ['x', 'y'] })]);
    const p = layoutLibrary(index);
    const hubX = p.get('component:x')!;
    const hubY = p.get('component:y')!;
    const a = p.get('case:A')!;
    // Nearer its own hub than the other one, and not on top of it.
    expect(distance(a, hubX)).toBeLessThan(distance(a, hubY));
    expect(distance(a, hubX)).toBeGreaterThan(CASE_SPACING);
  });

  it('puts cases without any hub below all hubs', () => {
    const index = indexOf([rawCase('A', { components: ['x'], root_cause: 'r' }), rawCase('B', { components: ['y'] }), rawCase('LOOSE1'), rawCase('LOOSE2')]);
    const p = layoutLibrary(index);
    const hubMaxY = Math.max(...['component:x', 'component:y', 'cause:r'].map((id) => p.get(id)!.y));
    expect(p.get('case:LOOSE1')!.y).toBeGreaterThan(hubMaxY);
    expect(p.get('case:LOOSE2')!.y).toBeGreaterThan(hubMaxY);
  });

  it('keeps the older cases of a spiral in place when a newer case joins it', () => {
    // Members of a spiral are placed in date order, so adding a newer case keeps the older ones.
    const base = [rawCase('A', { components: ['x'], date: '2001-01-01' }), rawCase('B', { components: ['x'], date: '2002-01-01' })];
    const before = layoutLibrary(indexOf(base));
    const after = layoutLibrary(indexOf([...base, rawCase('C', { components: ['x'], date: '2003-01-01' })]));
    // The hub weight changes with the new case, so compare positions relative to the hub.
    const rel = (p: Map<string, Point>, id: string) => ({ x: p.get(id)!.x - p.get('component:x')!.x, y: p.get(id)!.y - p.get('component:x')!.y });
    for (const id of ['case:A', 'case:B']) {
      expect(distance(rel(before, id), rel(after, id))).toBeLessThan(0.5);
    }
  });
});

describe('hashString and the position table', () => {
  it('hashes stably to an unsigned 32-bit number', () => {
    expect(hashString('')).toBe(0x811c9dc5); // FNV-1a offset basis
    expect(hashString('a')).toBe(0xe40c292c); // published FNV-1a test vector
    expect(hashString('foobar')).toBe(0xbf9cf968);
  });

  it('gives back every node\'s position from the table a worker sends, and nothing for unknown ids', () => {
    const index = bundledIndex();
    const layout = layoutLibrary(index);
    const table = positionTable(layout, index.cases);
    // What the page receives is a structured clone.
    const positions = new Positions(structuredClone(table), index.byId);
    for (const [id, p] of layout) expect(positions.get(id), id).toEqual(p);
    expect(positions.get('case:NOPE')).toBeUndefined();
    expect(positions.get('component:nope')).toBeUndefined();
    expect(table.caseXY.length).toBe(2 * index.cases.length);
    expect(table.hubs.length).toBe(layout.size - index.cases.length);
  });
});
