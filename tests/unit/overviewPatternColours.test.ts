import { describe, expect, it } from 'vitest';
import { patternSlots } from '../../src/model/overview';

describe('patternSlots', () => {
  it('gives the largest patterns one slot each and leaves the rest neutral', () => {
    const ids = Array.from({ length: 24 }, (_, k) => `p${k}`);
    const { slots, neutral } = patternSlots(ids, 7);
    expect([...slots.keys()]).toEqual(ids.slice(0, 7));
    expect(new Set(slots.values()).size).toBe(7);
    expect(neutral).toEqual(ids.slice(7));
  });

  it('colours every pattern when there are fewer than colours', () => {
    const { slots, neutral } = patternSlots(['a', 'b'], 7);
    expect([...slots.entries()]).toEqual([['a', 0], ['b', 1]]);
    expect(neutral).toEqual([]);
  });

  it('survives bad input: duplicate ids, no or a broken palette size', () => {
    expect(patternSlots(['a', 'a', 'b'], 1)).toEqual({ slots: new Map([['a', 0]]), neutral: ['b'] });
    expect(patternSlots(['a'], 0).neutral).toEqual(['a']);
    expect(patternSlots(['a'], Number.NaN).neutral).toEqual(['a']);
  });
});
