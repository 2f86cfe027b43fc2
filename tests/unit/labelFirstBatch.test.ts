import { describe, expect, it } from 'vitest';
import { labelFontPx, labelPass, placeLabels, withoutLatePlaces, type LabelPass, type LabelSource, type MeasureLabel } from '../../src/model/viewport';

/** Every character 0.55 font sizes wide, one line: enough to make names collide. */
const measure: MeasureLabel = (s, compact = false, _maxWidth = 130, fontPx = labelFontPx(s)) => {
  const text = compact ? s.text.split('\n')[0]! : s.text;
  return { lines: [text], width: Math.ceil(text.length * fontPx * 0.55), height: Math.ceil(fontPx * 1.25), fontPx, font: `${fontPx}px test` };
};

const region = (id: string, x: number, y: number, r: number): LabelSource => ({ id: `cluster:${id}`, kind: 'region', text: `Failure pattern ${id} with a long name`, x, y, r, weight: 0, degree: 0, recency: 0 });
const hub = (id: string, x: number, y: number): LabelSource => ({ id: `component:${id}`, kind: 'component', text: `Component ${id}`, x, y, r: 10, weight: 5, degree: 3, recency: 0 });
const dot = (id: string, x: number, y: number): LabelSource => ({ id: `case:${id}`, kind: 'case', text: id, x, y, r: 4, weight: 0, degree: 0, recency: 0 });

/** A crowded map: many patterns and hubs on a small canvas, so some names need their late places. */
function crowded(): LabelSource[] {
  const out: LabelSource[] = [];
  for (let i = 0; i < 6; i++) for (let j = 0; j < 6; j++) out.push(region(`${i}-${j}`, 30 + i * 55, 30 + j * 55, 26));
  for (let k = 0; k < 30; k++) out.push(hub(`h${k}`, 20 + ((k * 37) % 320), 20 + ((k * 53) % 320)));
  for (let k = 0; k < 200; k++) out.push(dot(`c${k}`, 10 + ((k * 17) % 340), 10 + ((k * 29) % 340)));
  return out;
}

const view = { zoom: 1, pan: { x: 0, y: 0 }, width: 360, height: 360 };
const focus = { selected: null, hovered: null, only: null };

/** Places a pass, counting how many patterns' and hubs' late places were asked for. */
function placeCounting(pass: LabelPass) {
  const asked = { patterns: 0, hubs: 0 };
  const candidates = pass.candidates.map((c) => {
    const more = c.more;
    const kind = c.id.startsWith('cluster:') ? 'patterns' : 'hubs';
    return more ? { ...c, more: () => (asked[kind]++, more()) } : c;
  });
  const result = placeLabels(candidates, pass.blocked, { sides: pass.sides, bounds: pass.bounds, gap: 2, nodes: pass.nodes });
  return { asked, placed: result.placed };
}

/** The placed labels that took a late place (one past the candidate's first alternatives). */
const onLatePlaces = (pass: LabelPass, placed: readonly { id: string; alternative?: number }[]) =>
  placed.filter((p) => (p.alternative ?? -1) >= (pass.candidates.find((c) => c.id === p.id)!.alternatives ?? []).length).map((p) => p.id);

describe("the first batch of labels leaves out the failure patterns' late places", () => {
  it('asks no pattern for its late places, where the full pass asks many; hubs still take theirs', () => {
    const pass = labelPass(crowded(), view, focus, [], measure);
    const full = placeCounting(pass);
    // The map is crowded enough that the full pass needs late places of both: otherwise this test proves nothing.
    expect(full.asked.patterns).toBeGreaterThan(5);
    expect(full.asked.hubs).toBeGreaterThan(0);
    const quick = placeCounting(withoutLatePlaces(pass));
    expect(quick.asked.patterns).toBe(0);
    expect(quick.asked.hubs).toBeGreaterThan(0);
    expect(quick.placed.length).toBeGreaterThan(0);
    // No pattern's name lands on a late place; a hub's may (it is named in the first frame).
    expect(onLatePlaces(pass, quick.placed).filter((id) => id.startsWith('cluster:'))).toEqual([]);
  });

  it('keeps everything else of the pass: the blocked boxes, the nodes and the candidates in order', () => {
    const pass = labelPass(crowded(), view, focus, [], measure);
    const quick = withoutLatePlaces(pass);
    expect(quick.blocked).toBe(pass.blocked);
    expect(quick.nodes).toBe(pass.nodes);
    expect(quick.candidates.map((c) => c.id)).toEqual(pass.candidates.map((c) => c.id));
    expect(quick.candidates.map((c) => c.alternatives)).toEqual(pass.candidates.map((c) => c.alternatives));
    // The pass it was made from is not changed: the full pass still has its patterns' late places.
    expect(pass.candidates.filter((c) => c.more && c.id.startsWith('cluster:')).length).toBeGreaterThan(0);
    expect(quick.candidates.filter((c) => c.more && c.id.startsWith('cluster:'))).toEqual([]);
  });
});
