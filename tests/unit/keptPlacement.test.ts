import { describe, expect, it } from 'vitest';
import { keptFits, panLabels, sameLabelSources, type DrawnLabel, type KeptPlacement, type LabelSource } from '../../src/model/viewport';

const source = (id: string, over: Partial<LabelSource> = {}): LabelSource => ({ id, kind: 'case', text: `Case ${id}`, x: 10, y: 20, r: 5, weight: 0, degree: 2, recency: 0.5, ...over });
const sources = [source('case:A'), source('component:x', { kind: 'component', weight: 4 }), source('region:p', { kind: 'region', tint: { fill: '#abc', neutral: false }, short: 'P' })];
const view = { zoom: 1.5, pan: { x: 3, y: 4 }, width: 800, height: 600 };
const focus = { selected: null, hovered: 'case:A', only: null };
const covers = [{ x1: 600, y1: 0, x2: 800, y2: 600 }];
const label: DrawnLabel = { id: 'case:A', text: 'Case A', x1: 1, y1: 2, x2: 31, y2: 12, fontPx: 11, compact: false, narrow: false, leader: { x: 5, y: 6, r: 3 } };
const kept: KeptPlacement = { sources, view, focus, covers, placed: [label], bySource: new Map(), ms: 4 };

describe('sameLabelSources', () => {
  it('holds for a new list of equal sources and fails on any field a placement reads', () => {
    expect(sameLabelSources(sources, sources.map((s) => ({ ...s })))).toBe(true);
    const changes: Partial<LabelSource>[] = [{ id: 'case:B' }, { kind: 'cause' }, { text: 'other' }, { x: 11 }, { y: 21 }, { r: 6 }, { weight: 1 }, { degree: 3 }, { recency: 0.6 }, { short: 'Q' }, { tint: { fill: '#def', neutral: false } }];
    for (const change of changes) expect(sameLabelSources(sources, [sources[0]!, sources[1]!, { ...sources[2]!, ...change }])).toBe(false);
    expect(sameLabelSources(sources, sources.slice(0, 2))).toBe(false);
    expect(sameLabelSources(sources, [sources[1]!, sources[0]!, sources[2]!])).toBe(false);
  });
});

describe('keptFits', () => {
  it('holds for the inputs it was made from, as new objects', () => {
    expect(keptFits(kept, sources.map((s) => ({ ...s })), { ...view, pan: { ...view.pan } }, { ...focus }, () => covers.map((r) => ({ ...r })))).toBe(true);
    expect(keptFits({ ...kept, focus: { ...focus, only: new Set(['case:A']) } }, sources, view, { ...focus, only: new Set(['case:A']) }, () => covers)).toBe(true);
  });

  it('reads the covers only once the view and the focus fit (they cost a layout)', () => {
    const unread = () => {
      throw new Error('covers read');
    };
    expect(keptFits(kept, sources, { ...view, zoom: 2 }, focus, unread)).toBe(false);
    expect(keptFits(kept, sources, view, { ...focus, hovered: null }, unread)).toBe(false);
  });

  it('fails when the view, the focus, the covers or the sources changed', () => {
    expect(keptFits(kept, sources, { ...view, height: 579 }, focus, () => covers)).toBe(false);
    expect(keptFits(kept, sources, { ...view, pan: { x: 3, y: 5 } }, focus, () => covers)).toBe(false);
    expect(keptFits(kept, sources, { ...view, zoom: 1.4 }, focus, () => covers)).toBe(false);
    expect(keptFits(kept, sources, view, { ...focus, hovered: null }, () => covers)).toBe(false);
    expect(keptFits(kept, sources, view, { ...focus, selected: 'case:A' }, () => covers)).toBe(false);
    expect(keptFits(kept, sources, view, { ...focus, only: new Set(['case:A']) }, () => covers)).toBe(false);
    expect(keptFits({ ...kept, focus: { ...focus, only: new Set(['case:A']) } }, sources, view, { ...focus, only: new Set(['component:x']) }, () => covers)).toBe(false);
    expect(keptFits(kept, sources, view, focus, () => [])).toBe(false);
    expect(keptFits(kept, sources, view, focus, () => [{ ...covers[0]!, x1: 599 }])).toBe(false);
    expect(keptFits(kept, sources.slice(1), view, focus, () => covers)).toBe(false);
  });
});

describe('panLabels', () => {
  it('moves each label and its leader by the pan, and nothing else', () => {
    const [moved] = panLabels([label], 10, -2);
    expect(moved).toEqual({ ...label, x1: 11, y1: 0, x2: 41, y2: 10, leader: { x: 15, y: 4, r: 3 } });
    expect(label.x1).toBe(1);
    const plain: DrawnLabel = { ...label, leader: undefined };
    delete plain.leader;
    expect(panLabels([plain], 1, 1)[0]).not.toHaveProperty('leader');
  });
});
