import { describe, expect, it } from 'vitest';
import { alternativeOf, drawnLabels, labelFontPx, labelPass, placeLabels, regionCallouts, regionScan, type LabelSource, type MeasureLabel } from '../../src/model/viewport';
import { overlaps, type Rect } from '../../src/model/layout';

/** A stand-in for the page's measurer: every character 0.55 font sizes wide, words wrapped greedily. */
const measure: MeasureLabel = (s, compact = false, maxWidth = 130, fontPx = labelFontPx(s)) => {
  const text = compact ? s.text.split('\n')[0]! : s.text;
  const w = (t: string) => t.length * fontPx * 0.55;
  const lines: string[] = [];
  for (const para of text.split('\n')) {
    let line = '';
    for (const word of para.split(' ')) {
      const next = line ? `${line} ${word}` : word;
      if (line && w(next) > maxWidth) {
        lines.push(line);
        line = word;
      } else line = next;
    }
    lines.push(line);
  }
  return { lines, width: Math.ceil(Math.max(...lines.map(w))), height: Math.ceil(lines.length * fontPx * 1.25), fontPx, font: `${fontPx}px test` };
};

const region = (over: Partial<LabelSource> = {}): LabelSource => ({ id: 'cluster:p', kind: 'region', text: 'Hardware, power or facility failure · Site power and distribution', x: 200, y: 200, r: 80, weight: 0, degree: 0, recency: 0, ...over });
const dot = (id: string, x: number, y: number, r = 4): LabelSource => ({ id: `case:${id}`, kind: 'case', text: id, x, y, r, weight: 0, degree: 0, recency: 0 });
const view = { zoom: 1, pan: { x: 0, y: 0 }, width: 400, height: 400 };
const focus = { selected: null, hovered: null, only: null };

/** One pass as the overlay runs it: candidates, placement, drawn labels. */
function pass(sources: LabelSource[]) {
  const p = labelPass(sources, view, focus, [], measure);
  const result = placeLabels(p.candidates, p.blocked, { sides: p.sides, bounds: p.bounds, gap: 2, nodes: p.nodes });
  return { drawn: drawnLabels(p, result.placed, view.zoom, focus, measure), nodes: p.nodes };
}

const coversNode = (l: Rect, n: { x: number; y: number; r: number }) => {
  const dx = Math.max(l.x1 - n.x, 0, n.x - l.x2);
  const dy = Math.max(l.y1 - n.y, 0, n.y - l.y2);
  return Math.hypot(dx, dy) < n.r;
};

describe('regionScan: places anywhere inside a disc', () => {
  it('starts at the centre, keeps to the inner three quarters, nearest first', () => {
    const places = regionScan(80, 20);
    // The anchor is the box's top centre: the first box is centred on the disc.
    expect(places[0]).toEqual({ dx: 0, dy: -10 });
    const centres = places.map((p) => Math.hypot(p.dx, p.dy + 10));
    for (const d of centres) expect(d).toBeLessThanOrEqual(60 + 1e-9);
    for (let k = 1; k < centres.length; k++) expect(centres[k]!).toBeGreaterThanOrEqual(centres[k - 1]! - 1e-9);
    expect(places.length).toBeGreaterThan(40);
  });

  it('a tiny disc still has its centre', () => {
    const [only, ...rest] = regionScan(3, 10);
    expect(rest).toEqual([]);
    expect(Math.abs(only!.dx)).toBe(0);
    expect(only!.dy).toBe(-5);
  });
});

describe('regionCallouts: places out on a leader line, clear of every disc', () => {
  const meets = (p: { dx: number; dy: number }, w: number, h: number, c: { x: number; y: number; r: number }) => coversNode({ x1: p.dx - w / 2, y1: p.dy, x2: p.dx + w / 2, y2: p.dy + h }, c);

  it('keeps the name out of its own disc, clear of its neighbours\' first, then with its centre between them', () => {
    const others = [{ x: 120, y: 0, r: 50 }, { x: 0, y: -110, r: 40 }];
    const places = regionCallouts(60, 100, 30, others);
    expect(places.length).toBeGreaterThan(10);
    const clear = (p: { dx: number; dy: number }) => others.every((o) => !meets(p, 100, 30, o));
    const firstBetween = places.findIndex((p) => !clear(p));
    expect(firstBetween).toBeGreaterThan(0);
    for (const [k, p] of places.entries()) {
      expect(meets(p, 100, 30, { x: 0, y: 0, r: 60 })).toBe(false);
      if (k < firstBetween) expect(clear(p)).toBe(true);
      // Its centre never inside another disc.
      for (const o of others) expect(Math.hypot(p.dx - o.x, p.dy + 15 - o.y)).toBeGreaterThanOrEqual(o.r);
    }
    const d = places.slice(0, firstBetween).map((p) => Math.hypot(p.dx, p.dy + 15));
    for (let k = 1; k < d.length; k++) expect(d[k]!).toBeGreaterThanOrEqual(d[k - 1]! - 12);
  });

  it('ignores only discs no place within reach can touch: the same places as checking every disc', () => {
    // Every disc checked at every place, as written before the far ones were left out.
    const everyDisc = (r: number, w: number, h: number, others: { x: number; y: number; r: number }[]) => {
      const clear: { dx: number; dy: number }[] = [];
      const between: { dx: number; dy: number }[] = [];
      for (let d = r + 12; d <= r + 360; d += 12) {
        for (let k = 0; k < 24; k++) {
          const cx = d * Math.cos((2 * Math.PI * k) / 24);
          const cy = d * Math.sin((2 * Math.PI * k) / 24);
          const p = { dx: cx, dy: cy - h / 2 };
          if (meets(p, w, h, { x: 0, y: 0, r })) continue;
          const met = others.filter((o) => meets(p, w, h, o));
          if (!met.length) clear.push(p);
          else if (!met.some((o) => Math.hypot(cx - o.x, cy - o.y) < o.r)) between.push(p);
        }
      }
      return [...clear, ...between];
    };
    let seed = 7;
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
    for (let trial = 0; trial < 40; trial++) {
      const others = Array.from({ length: 25 }, () => ({ x: (random() - 0.5) * 2400, y: (random() - 0.5) * 1600, r: 20 + random() * 160 }));
      const [r, w, h] = [30 + random() * 120, 40 + random() * 160, 14 + random() * 40];
      const near = (list: { dx: number; dy: number }[]) => list.map((p) => `${p.dx.toFixed(6)},${p.dy.toFixed(6)}`);
      expect(near(regionCallouts(r, w, h, others))).toEqual(near(everyDisc(r, w, h, others)));
    }
  });

  it('has none when other discs cover every place around it', () => {
    const ring = Array.from({ length: 12 }, (_, k) => ({ x: 250 * Math.cos((k * Math.PI) / 6), y: 250 * Math.sin((k * Math.PI) / 6), r: 220 }));
    expect(regionCallouts(60, 100, 30, ring)).toEqual([]);
  });
});

describe('placeLabels: alternatives asked for only when needed', () => {
  it('calls `more` only after every alternative failed, numbering on after them', () => {
    let asked = 0;
    const more = () => {
      asked++;
      return [{ width: 10, height: 10, radius: 0, offset: { dx: 100, dy: 0 } }];
    };
    const c = { id: 'r', x: 0, y: 0, width: 20, height: 10, priority: 1, radius: 0, sides: ['below' as const], alternatives: [{ width: 5, height: 5 }], more };
    expect(placeLabels([c], [], { gap: 0 }).placed[0]!.alternative).toBeUndefined();
    expect(asked).toBe(0);
    const blocked = [{ x1: -50, y1: -50, x2: 50, y2: 50 }];
    const { placed } = placeLabels([c], blocked, { gap: 0 });
    expect(asked).toBe(1);
    expect(placed[0]!.alternative).toBe(1);
    expect(placed[0]).toMatchObject({ x1: 95, x2: 105 });
    expect(alternativeOf(c, 1)?.offset).toEqual({ dx: 100, dy: 0 });
    expect(alternativeOf(c, 0)).toEqual({ width: 5, height: 5 });
    expect(alternativeOf(c, undefined)).toBeUndefined();
  });
});

describe('placeLabels: an alternative placed at an offset anchor', () => {
  it('moves the label by its offset, and only when the plain places are taken', () => {
    const blocked = [{ x1: -200, y1: -200, x2: 200, y2: 40 }];
    const c = { id: 'r', x: 0, y: 0, width: 20, height: 10, priority: 1, radius: 0, sides: ['below' as const], alternatives: [{ width: 20, height: 10, radius: 0, sides: ['below' as const], offset: { dx: 30, dy: 50 } }] };
    const { placed } = placeLabels([c], blocked, { gap: 2 });
    expect(placed).toHaveLength(1);
    expect(placed[0]!.alternative).toBe(0);
    expect(placed[0]).toMatchObject({ x1: 20, x2: 40, y1: 52, y2: 62 });
    const free = placeLabels([c], [], { gap: 2 });
    expect(free.placed[0]!.alternative).toBeUndefined();
  });

  it('culls an offset that is not a number instead of placing it', () => {
    const c = { id: 'r', x: 0, y: 0, width: 20, height: 10, priority: 1, alternatives: [{ width: 20, height: 10, offset: { dx: Number.NaN, dy: 0 } }] };
    expect(placeLabels([c], [{ x1: -100, y1: -100, x2: 100, y2: 100 }]).culled).toEqual(['r']);
  });
});

/** Dots (radius 2) 12 px apart over the whole canvas but inside a rectangle whose edges are lattice lines. */
function latticeWithHole(hole: Rect): LabelSource[] {
  const out: LabelSource[] = [];
  for (let x = 0; x <= 400; x += 12) {
    for (let y = 0; y <= 400; y += 12) {
      if (x > hole.x1 && x < hole.x2 && y > hole.y1 && y < hole.y2) continue;
      out.push(dot(`${x}-${y}`, x, y, 2));
    }
  }
  return out;
}

describe('a pattern name in a crowded disc', () => {
  it('finds the gap off the centre that the fixed places miss, covering no node', () => {
    // The only room is in the disc's lower right: not above, below or beside its centre, not at its rim.
    const hole = { x1: 168, y1: 204, x2: 300, y2: 276 };
    const { drawn, nodes: onScreen } = pass([region(), ...latticeWithHole(hole)]);
    const name = drawn.find((l) => l.id === 'cluster:p');
    expect(name).toBeDefined();
    expect(onScreen.filter((n) => coversNode(name!, n)).map((n) => n.id)).toEqual([]);
    // Inside the disc and the hole, with no leader line; its text is the whole name, wrapped.
    const cx = (name!.x1 + name!.x2) / 2;
    const cy = (name!.y1 + name!.y2) / 2;
    expect(Math.hypot(cx - 200, cy - 200)).toBeLessThan(80);
    expect(name!.x1 >= hole.x1 && name!.x2 <= hole.x2 && name!.y1 >= hole.y1 && name!.y2 <= hole.y2).toBe(true);
    expect(name!.leader).toBeUndefined();
    expect(name!.text.replace(/\n/g, ' ')).toBe(region().text);
    expect(name!.fontPx).toBe(11);
    // The drawn box is the measured box of the form it was placed in.
    const m = measure(region(), false, name!.wrap ?? (name!.narrow ? 80 : 130), name!.fontPx);
    expect(name!.x2 - name!.x1).toBeCloseTo(m.width, 6);
    expect(name!.y2 - name!.y1).toBeCloseTo(m.height, 6);
    expect(name!.text).toBe(m.lines.join('\n'));
  });

  it('takes smaller type (the case labels\' 10 px) when only a gap too small for its own size is left', () => {
    // 128 px free across the centre: "Latent software bug ·" is 127 px wide at 11 px (131 with the
    // gap kept to nodes), 116 px at 10 px.
    const hole = { x1: 132, y1: 180, x2: 264, y2: 228 };
    const text = 'Latent software bug · Relational database';
    const { drawn, nodes: onScreen } = pass([region({ text }), ...latticeWithHole(hole)]);
    const name = drawn.find((l) => l.id === 'cluster:p');
    expect(name).toBeDefined();
    expect(onScreen.filter((n) => coversNode(name!, n)).map((n) => n.id)).toEqual([]);
    expect(name!.fontPx).toBe(10);
    expect(name!.text).toBe('Latent software bug ·\nRelational database');
    // With room for its own size, it keeps it.
    const roomy = pass([region({ text }), ...latticeWithHole({ ...hole, x1: 120, x2: 288 })]).drawn.find((l) => l.id === 'cluster:p');
    expect(roomy?.fontPx).toBe(11);
  });

  it('goes out on a callout, clear of the other discs, when its disc and rim are full', () => {
    // Dots over the disc and its surroundings; clear room only 70 px beyond the rim, between the
    // directions of the fixed places (right, above right).
    const hole = { x1: 300, y1: 120, x2: 398, y2: 190 };
    const neighbour = region({ id: 'cluster:n', text: 'Cache', x: 60, y: 330, r: 50 });
    const { drawn, nodes: onScreen } = pass([region({ text: 'Latent software bug · Cache' }), neighbour, ...latticeWithHole(hole)]);
    const name = drawn.find((l) => l.id === 'cluster:p');
    expect(name).toBeDefined();
    expect(name!.leader).toEqual({ x: 200, y: 200, r: 80 });
    expect(onScreen.filter((n) => coversNode(name!, n)).map((n) => n.id)).toEqual([]);
    expect(coversNode(name!, { x: 60, y: 330, r: 50 })).toBe(false);
  });

  it('draws no name where every place covers a node', () => {
    const lattice: LabelSource[] = [];
    for (let x = 0; x <= 400; x += 9) for (let y = 0; y <= 400; y += 9) lattice.push(dot(`${x}-${y}`, x, y, 2));
    const { drawn } = pass([region(), ...lattice]);
    expect(drawn.find((l) => l.id === 'cluster:p')).toBeUndefined();
  });
});

describe('pattern names and other labels', () => {
  it('no drawn label overlaps another', () => {
    const sources = [region(), region({ id: 'cluster:q', x: 330, y: 330, r: 50, text: 'Expired certificate or credential · TLS certificates' }), ...Array.from({ length: 40 }, (_, k) => dot(`n${k}`, 60 + ((k * 37) % 300), 60 + ((k * 53) % 300)))];
    const { drawn } = pass(sources);
    for (const a of drawn) for (const b of drawn) if (a !== b) expect(overlaps(a, b), `${a.id} / ${b.id}`).toBe(false);
    expect(drawn.filter((l) => l.id.startsWith('cluster:')).length).toBe(2);
  });
});
