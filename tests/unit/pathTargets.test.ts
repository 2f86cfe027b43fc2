import { describe, expect, it } from 'vitest';
import { caseIdIn, pathTargets } from '../../src/model/view';
import type { SearchHit } from '../../src/model/search';

const byId = new Map(['IL-0001', 'IL-0002', 'IL-0003', 'IL-0004', 'X-1'].map((id, i) => [id, i]));
const hit = (kind: SearchHit['kind'], key: string): SearchHit => ({ id: `${kind}:${key}`, kind, key, score: 1 });

describe('caseIdIn: the case an entered text names', () => {
  it('accepts an id as typed, trimmed, or in any letter case', () => {
    expect(caseIdIn('IL-0002', byId)).toBe('IL-0002');
    expect(caseIdIn('  il-0003 ', byId)).toBe('IL-0003');
    expect(caseIdIn('x-1', byId)).toBe('X-1');
  });

  it('names nothing for blank, partial or unknown text', () => {
    for (const v of ['', '   ', 'IL-000', 'NOPE-1', 'IL-0002x']) expect(caseIdIn(v, byId)).toBeNull();
  });
});

describe('pathTargets: the cases offered as the other end of a path', () => {
  it('offers the first cases of the library without a query, never the case itself', () => {
    expect(pathTargets('', [], byId, 1, 3)).toEqual([0, 2, 3]);
    expect(pathTargets('  ', [], byId, 0, 10)).toEqual([1, 2, 3, 4]);
  });

  it('offers the search hits that are cases, in rank order, without the case itself or repeats', () => {
    const hits = [hit('component', 'dns'), hit('case', 'IL-0004'), hit('case', 'IL-0002'), hit('org', 'Google'), hit('case', 'IL-0004'), hit('case', 'IL-0001')];
    expect(pathTargets('dns', hits, byId, 1, 10)).toEqual([3, 0]);
  });

  it('stops at the limit and skips hits naming no case of this library', () => {
    const hits = [hit('case', 'GONE-9'), hit('case', 'IL-0003'), hit('case', 'IL-0004'), hit('case', 'X-1')];
    expect(pathTargets('x', hits, byId, 0, 2)).toEqual([2, 3]);
  });
});
