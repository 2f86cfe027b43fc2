import { describe, expect, it } from 'vitest';
import { drawnLabels, labelFontPx, labelPass, placeLabels, type LabelSource, type MeasureLabel } from '../../src/model/viewport';
import { overlaps, type Rect } from '../../src/model/layout';

/** A stand-in for the page's measurer (as patternNames.test.ts): 0.55 font sizes a character, greedy wrap. */
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

const hub = (over: Partial<LabelSource> = {}): LabelSource => ({ id: 'component:h', kind: 'component', text: 'Service discovery', x: 200, y: 200, r: 10, weight: 12, degree: 0, recency: 0, ...over });
const dot = (id: string, x: number, y: number, r = 2): LabelSource => ({ id: `case:${id}`, kind: 'case', text: id, x, y, r, weight: 0, degree: 0, recency: 0 });
const view = { zoom: 1, pan: { x: 0, y: 0 }, width: 400, height: 400 };
const focus = { selected: null, hovered: null, only: null };

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

/** Dots 9 px apart (too close for any name between them) everywhere but a free rectangle, and off the hub itself. */
function crowdWithRoom(room: Rect, step = 9): LabelSource[] {
  const out: LabelSource[] = [];
  for (let x = 0; x <= 400; x += step) {
    for (let y = 0; y <= 400; y += step) {
      if (x >= room.x1 && x <= room.x2 && y >= room.y1 && y <= room.y2) continue;
      if (Math.hypot(x - 200, y - 200) < 14) continue;
      out.push(dot(`${x}-${y}`, x, y));
    }
  }
  return out;
}

describe("a hub's name in a crowd (issue 25: more hubs named at the first view)", () => {
  it('goes out on a leader line farther than 64 px when that is the only room, covering no node', () => {
    // Free room ~100 px below the hub: beyond every place of the near steps (up to 64 px).
    const room = { x1: 130, y1: 300, x2: 270, y2: 350 };
    const { drawn, nodes } = pass([hub(), ...crowdWithRoom(room)]);
    const name = drawn.find((l) => l.id === 'component:h');
    expect(name).toBeDefined();
    expect(name!.leader).toEqual({ x: 200, y: 200, r: 10 });
    expect(nodes.filter((n) => coversNode(name!, n)).map((n) => n.id)).toEqual([]);
    expect(name!.y1).toBeGreaterThan(200 + 10 + 64);
    expect(name!.text.replace(/\n/g, ' ')).toBe('Service discovery');
  });

  it("takes the case labels' size when the only room is too small for its own", () => {
    // "Service discovery" is 103 px at 11 px and 94 px at 10 px; the room next to the hub is 98 px
    // wide and one line high (dots on its edges, 9 px apart).
    const room = { x1: 214, y1: 194, x2: 318, y2: 207 };
    const { drawn, nodes } = pass([hub(), ...crowdWithRoom(room)]);
    const name = drawn.find((l) => l.id === 'component:h');
    expect(name).toBeDefined();
    expect(name!.fontPx).toBe(10);
    expect(nodes.filter((n) => coversNode(name!, n)).map((n) => n.id)).toEqual([]);
    // Drawn as measured in that size (the painter measures it again from the drawn label).
    const m = measure(hub(), false, name!.narrow ? 80 : 130, name!.fontPx);
    expect(name!.x2 - name!.x1).toBeCloseTo(m.width, 6);
    expect(name!.text).toBe(m.lines.join('\n'));
  });

  it("a hub's far place never takes a pattern's callout: the pattern is named first", () => {
    const room = { x1: 130, y1: 300, x2: 270, y2: 350 };
    const region: LabelSource = { id: 'cluster:p', kind: 'region', text: 'Cache', x: 200, y: 200, r: 60, weight: 0, degree: 0, recency: 0 };
    const { drawn } = pass([region, hub(), ...crowdWithRoom(room)]);
    expect(drawn.find((l) => l.id === 'cluster:p')).toBeDefined();
    for (const a of drawn) for (const b of drawn) if (a !== b) expect(overlaps(a, b), `${a.id} / ${b.id}`).toBe(false);
  });
});
