import { describe, expect, it } from 'vitest';
import { LazyAlternatives, labelFontPx, labelPass, placeLabels, type AlternativeList, type LabelAlternative, type LabelCandidate, type LabelPass, type LabelSource, type MeasureLabel } from '../../src/model/viewport';

const alt = (width: number): LabelAlternative => ({ width, height: 10 });

describe('LazyAlternatives', () => {
  it('makes a segment only when an alternative in it is read, and each once', () => {
    const made: number[] = [];
    const list = new LazyAlternatives([0, 1, 2].map((k) => () => (made.push(k), [alt(k * 10), alt(k * 10 + 1)])));
    expect(made).toEqual([]);
    expect(list.at(1)?.width).toBe(1);
    expect(made).toEqual([0]);
    expect(list.at(2)?.width).toBe(10);
    expect(list.at(0)?.width).toBe(0);
    expect(made).toEqual([0, 1]);
    expect(list.at(6)).toBeUndefined();
    expect(list.at(-1)).toBeUndefined();
    expect(made).toEqual([0, 1, 2]);
    // The same objects each time: a placed label's alternative is read back by its number.
    expect(list.at(5)).toBe(list.at(5));
  });

  it('skips empty segments', () => {
    const list = new LazyAlternatives([() => [], () => [alt(7)], () => []]);
    expect(list.at(0)?.width).toBe(7);
    expect(list.at(1)).toBeUndefined();
  });
});

/** The patterns whose short name was measured (their last late places were made). */
const shortMeasured = new Set<string>();

/** Every character 0.55 font sizes wide, wrapped at the form's width: names collide and wrap. */
const measure: MeasureLabel = (s, compact = false, maxWidth = 130, fontPx = labelFontPx(s)) => {
  if (s.text === s.short) shortMeasured.add(s.id);
  const text = compact ? s.text.split('\n')[0]! : s.text;
  const w = Math.ceil(text.length * fontPx * 0.55);
  return { lines: [text], width: Math.min(w, maxWidth), height: Math.ceil(fontPx * 1.25) * Math.max(1, Math.ceil(w / maxWidth)), fontPx, font: `${fontPx}px test` };
};

/** A map of failure patterns, hubs and cases, dense enough that some patterns need their late places. */
function map(seed: number, size: number): LabelPass {
  let s = seed;
  const rnd = () => (s = (s * 16807) % 2147483647) / 2147483647;
  const sources: LabelSource[] = [];
  for (let k = 0; k < 30; k++) sources.push({ id: `cluster:r${k}`, kind: 'region', text: `Failure pattern ${k} with a long name`, short: `Pattern ${k}`, x: rnd() * size, y: rnd() * size, r: 15 + rnd() * 60, weight: 0, degree: 0, recency: 0 });
  for (let k = 0; k < 40; k++) sources.push({ id: `component:h${k}`, kind: 'component', text: `Component ${k}`, x: rnd() * size, y: rnd() * size, r: 8, weight: k, degree: 3, recency: 0 });
  for (let k = 0; k < 120; k++) sources.push({ id: `case:c${k}`, kind: 'case', text: `IL-${k} · Org`, x: rnd() * size, y: rnd() * size, r: 4, weight: 0, degree: 1, recency: rnd() });
  return labelPass(sources, { zoom: 1, pan: { x: 0, y: 0 }, width: size, height: size }, { selected: null, hovered: null, only: null }, [], measure);
}

const everything = (list: AlternativeList) => {
  const out: LabelAlternative[] = [];
  for (let k = 0, a = list.at(0); a !== undefined; a = list.at(++k)) out.push(a);
  return out;
};

describe('a failure pattern’s late places, made as they are tried', () => {
  it('place every label as the whole list made up front would, and leave most patterns’ callouts unmade', () => {
    let read = 0;
    let total = 0;
    const asked = new Set<string>();
    for (const [seed, size] of [[3, 900], [5, 1200], [8, 700]] as const) {
      const lazy = map(seed, size);
      const eager = map(seed, size);
      const eagerCandidates: LabelCandidate[] = eager.candidates.map((c) => {
        if (!c.more) return c;
        const all = everything(c.more());
        total += all.length;
        return { ...c, more: () => all };
      });
      // How far into each lazy list the placement read.
      const deepest = new Map<string, number>();
      const lazyCandidates: LabelCandidate[] = lazy.candidates.map((c) => {
        const more = c.more;
        if (!more) return c;
        return { ...c, more: () => ({ at: (k: number) => (deepest.set(c.id, Math.max(deepest.get(c.id) ?? -1, k)), more().at(k)) }) };
      });
      const options = { sides: lazy.sides, bounds: lazy.bounds, gap: 2, nodes: lazy.nodes };
      shortMeasured.clear();
      const a = placeLabels(lazyCandidates, lazy.blocked, options);
      // Patterns asked for their late places that never reached the last ones (their short name).
      for (const id of deepest.keys()) if (id.startsWith('cluster:') && !shortMeasured.has(id)) asked.add(id);
      const b = placeLabels(eagerCandidates, eager.blocked, options);
      expect(a.placed).toEqual(b.placed);
      expect(a.culled).toEqual(b.culled);
      for (const k of deepest.values()) read += k + 1;
    }
    // The maps need late places (else this proves nothing), yet most of them are never read,
    // and patterns that found a place early never had their last places made.
    expect(read).toBeGreaterThan(0);
    expect(read).toBeLessThan(total / 4);
    expect(asked.size).toBeGreaterThan(0);
  });
});
