import { describe, expect, it } from 'vitest';
import { hubSummary } from '../../src/model/network';
import { indexOf, rawCase } from './support/library';

const index = indexOf([
  rawCase('OLD', { date: '2018-01-01', components: ['x', 'y'], root_cause: 'r1' }),
  rawCase('NEW', { date: '2024-01-01', components: ['x', 'z'], root_cause: 'r2' }),
  rawCase('MID', { date: '2020-01-01', components: ['x', 'y', 'z'], root_cause: 'r1' }),
  rawCase('OTHER', { date: '2022-01-01', components: ['w'], root_cause: 'r1' }),
]);
const ids = (cases: number[]) => cases.map((i) => index.cases[i]!.id);

describe('hubSummary', () => {
  it('lists the cases of a component newest first, and what they share, most frequent first', () => {
    const s = hubSummary(index, 'component', 'x');
    expect(ids(s.cases)).toEqual(['NEW', 'MID', 'OLD']);
    expect(s.components).toEqual([['y', 2], ['z', 2]]);
    expect(s.causes).toEqual([['r1', 2], ['r2', 1]]);
  });

  it('lists the cases of a root cause without counting the cause itself', () => {
    const s = hubSummary(index, 'cause', 'r1');
    expect(ids(s.cases)).toEqual(['OTHER', 'MID', 'OLD']);
    // OLD (x, y), MID (x, y, z), OTHER (w); ties in name order.
    expect(s.components).toEqual([['x', 2], ['y', 2], ['w', 1], ['z', 1]]);
    expect(s.causes).toEqual([]);
  });

  it('counts only the cases a mask shows', () => {
    const mask = new Uint8Array([0, 1, 1, 0]);
    const s = hubSummary(index, 'component', 'x', mask);
    expect(ids(s.cases)).toEqual(['NEW', 'MID']);
    expect(s.components).toEqual([['z', 2], ['y', 1]]);
  });

  it('is empty for an unknown slug', () => {
    expect(hubSummary(index, 'component', 'nope')).toEqual({ cases: [], components: [], causes: [] });
  });

  it('does not reorder the index it reads', () => {
    hubSummary(index, 'component', 'x');
    expect(index.byComponent.get('x')).toEqual([0, 1, 2]);
  });
});
