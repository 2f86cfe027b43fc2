import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { buildGraph, caseNodeId, causeNodeId, componentNodeId, draftNodeId } from '../../src/model/network';
import { clusterNodeId } from '../../src/model/network';
import { shortestPath } from '../../src/model/network';
import { indexOf, rawCase } from './support/library';

/** Ids the loader keeps: trimmed, non-empty, at most 200 characters; biased towards the graph's own separators. */
const fragment = fc.constantFrom('A', 'B', 'x', '~', '>', '+', '%', '%7E', ':', 'case:', 'component:', 'cause:', 'edge:', 'draft:', 'A~case:B', 'B~case:A', 'A>component:x', 'A>cause:x', 'x+cause:x');
const dataId = fc
  .oneof(
    { weight: 3, arbitrary: fc.array(fragment, { minLength: 1, maxLength: 4 }).map((parts) => parts.join('')) },
    { weight: 1, arbitrary: fc.string({ minLength: 1, maxLength: 12 }) },
  )
  .map((s) => s.trim())
  .filter((s) => s.length > 0 && s.length <= 200);

function allIds(g: ReturnType<typeof buildGraph>): string[] {
  return [...g.nodes.map((n) => n.id), ...g.edges.map((e) => e.id)];
}

describe('generated ids never collide with ids from the data (issue 30, defect 4)', () => {
  it('keeps every edge of the reported library: a case named like an edge id', () => {
    const index = indexOf([
      rawCase('A', { components: ['x'], related: ['B'] }),
      rawCase('B', { root_cause: 'r' }),
      rawCase('A~case:B', { components: ['y'] }),
      rawCase('EDGE', { components: ['dns-resolver'], root_cause: 'r' }),
      rawCase('EDGE>component:dns-resolver', { components: ['dns-resolver'], root_cause: 'r' }),
    ]);
    const g = buildGraph(index, null, 'explicit');
    const ids = allIds(g);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('property: node, edge, hub, draft and cluster ids are all distinct for arbitrary case ids and slugs', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(dataId, { minLength: 1, maxLength: 6 }),
        fc.array(dataId, { minLength: 1, maxLength: 4 }),
        fc.array(fc.tuple(fc.nat(), fc.nat(), fc.nat(), fc.nat()), { minLength: 1, maxLength: 8 }),
        (caseIds, slugs, picks) => {
          const records = caseIds.map((id, i) => {
            const [a, b, c, d] = picks[i % picks.length]!;
            return rawCase(id, {
              components: [slugs[a % slugs.length]!],
              root_cause: slugs[b % slugs.length]!,
              related: caseIds.length > 1 ? [caseIds[(i + 1 + (c % (caseIds.length - 1))) % caseIds.length]!] : [],
              date: `2020-01-0${1 + (d % 9)}`,
            });
          });
          const g = buildGraph(indexOf(records), null, 'seed');
          const ids = [...allIds(g), ...[...new Set(slugs)].map(clusterNodeId), draftNodeId(caseIds.join(','))];
          expect(new Set(ids).size).toBe(ids.length);
          // Every edge's two ends are nodes of the graph.
          const nodes = new Set(g.nodes.map((n) => n.id));
          for (const e of g.edges) expect(nodes.has(e.source) && nodes.has(e.target)).toBe(true);
          // The path finder names its edges as the graph does.
          const result = shortestPath(indexOf(records), caseIds[0]!, caseIds[caseIds.length - 1]!, 'seed');
          const edgeIds = new Set(g.edges.map((e) => e.id));
          if (result.found) for (const e of result.path.edges) expect(edgeIds.has(e.id), e.id).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('keeps node ids as they were', () => {
    expect([caseNodeId('A'), componentNodeId('x'), causeNodeId('r')]).toEqual(['case:A', 'component:x', 'cause:r']);
  });
});
