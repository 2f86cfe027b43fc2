import { LABEL_SIDES_AND_CORNERS, LazyAlternatives, alternativeOf, labelPriority, type Blocked, type LabelAlternative, type LabelCandidate, type LabelSide, type PlacedLabel, type PlacementOptions } from './labelPlacement';
import type { NodeKind } from '../network';
import type { Rect } from '../layout';
import type { NodeCircle } from '../overview';

/**
 * The rules that turn the map's nodes and failure-pattern discs into label candidates for
 * `placeLabels`, and its result into drawn labels: which forms a label has, where each may sit,
 * and in what order they are placed. Pure: the page measures texts and paints; this decides.
 */

/** A label to consider, in model coordinates; its text and rank change only with the model. */
export interface LabelSource {
  id: string;
  kind: NodeKind | 'region';
  text: string;
  x: number;
  y: number;
  /** The node's radius in model units (a region's label sits inside the top of its disc). */
  r: number;
  /** Hubs: shown case count. */
  weight: number;
  /** Cases: drawn relations. */
  degree: number;
  /** Cases: 0 (oldest) … 1 (newest). */
  recency: number;
  /** Regions: the disc's tint, and whether the pattern has no colour of its own (for the test hooks). */
  tint?: { fill: string; neutral: boolean };
  /** Regions: a shorter form of a long name (`shortPatternNames`), tried only where the whole name finds no place. */
  short?: string;
}

/** A label drawn now, in canvas pixels. */
export interface DrawnLabel extends Rect {
  id: string;
  text: string;
  fontPx: number;
  compact: boolean;
  /** A hub's name in its narrower wrapping. */
  narrow: boolean;
  /** A pattern's name wrapped at another width than `narrow` says (its wider, two-line form). */
  wrap?: number;
  /** Drawn with a line to its node, which is this far from it (canvas pixels): from the node's centre and radius. */
  leader?: { x: number; y: number; r: number };
  /** A pattern's name in its shorter form (`LabelSource.short`). */
  short?: boolean;
}

/** A text as measured on the page: its wrapped lines and their box. */
export interface MeasuredLabel {
  lines: string[];
  width: number;
  height: number;
  fontPx: number;
  font: string;
}

/** Measures a source's label: `compact` is a two-line case's first line alone, `maxWidth` its wrap width, `fontPx` a size other than `labelFontPx`'s. */
export type MeasureLabel = (s: LabelSource, compact?: boolean, maxWidth?: number, fontPx?: number) => MeasuredLabel;

/** Case labels stay readable at any zoom (at least 10 px on screen). */
const CASE_PX = 10;
const REGION_PX = 11;
/** A label's wrap width, and a hub's (or pattern's) narrower second shape. */
export const MAX_WIDTH = 130;
export const NARROW_WIDTH = 80;
/** A pattern's name on fewer, longer lines: the gaps between a disc's nodes are often wide and low. */
export const WIDE_WIDTH = 190;
const HANGUL = /[\u1100-\u11ff\u3130-\u318f\uac00-\ud7af]/;
const CASE_SIDES: readonly LabelSide[] = LABEL_SIDES_AND_CORNERS;
/**
 * Failure patterns' names before every hub's and case's but the selected and hovered ones: a
 * pattern is told apart by its name (most have no colour of their own), and a hub's name can
 * still move out on a leader line where a pattern's has no room. The largest discs come first:
 * they lie at the centre of the map, full of nodes, and their names need the room around them
 * most (measured on the bundled library: the small ones at the edge find theirs at their rim).
 */
const REGION_PRIORITY = labelPriority({ kind: 'component', hovered: true, weight: 0 }) - 2;
/**
 * A name that finds no place at its disc waits for the hubs' names (each beside its own node or
 * on a short leader line) and then takes the farther places, before any case's label.
 */
const CALLOUT_PRIORITY = labelPriority({ kind: 'component', weight: 0 }) - 2;
/** A canvas narrower than this is a phone's: only the PHONE_CALLOUTS largest patterns' names get callouts there. */
const PHONE_WIDTH = 600;
const PHONE_CALLOUTS = 6;
/** A pattern name's priority by its disc's radius on screen: bigger first, all within one step below the hovered node's. */
const regionPriority = (r: number) => REGION_PRIORITY + Math.round(Math.min(Math.max(r, 0), 1000)) / 1024;
/** A region's name sits above or below its disc's centre, at the distances of `regionRadii`. */
const REGION_SIDES: readonly LabelSide[] = ['above', 'below'];
const SIDEWAYS: readonly LabelSide[] = ['left', 'right'];
const BELOW: readonly LabelSide[] = ['below'];
/** How far beyond its disc's rim a pattern's name may sit on a leader line. */
const REGION_LEADER_STEPS = [14, 28];
/** Farther out still, tried after every place in and beside the disc. */
const REGION_FAR_STEPS = [44, 64];
/** Callouts: a name's centre on rays from its disc's centre this far beyond the rim (screen pixels), on a leader line. */
const CALLOUT_REACH = 360;
const CALLOUT_STEP = 12;
const CALLOUT_RAYS = 24;
/** A pattern's name in smaller type (still the case labels' 10 px) when no place fits it at its own size. */
const REGION_SMALL_PX = CASE_PX;
/** How much farther out (screen pixels) a hub's name may sit when no side next to its node is free. */
const HUB_STEPS = [8, 16, 28, 44, 64];
/**
 * Farther out still on a leader line, tried after every place at `HUB_STEPS`: a hub inside a busy
 * failure pattern's disc finds its name's room past the disc's other nodes and names.
 */
const HUB_FAR_STEPS = [96, 128];
/** A hub's name in the case labels' size, tried last, at every distance, when it fits nowhere at its own. */
const hubSmallPx = (s: Pick<LabelSource, 'text'>) => labelFontPx({ kind: 'case', text: s.text, r: 0 });
/** A hub's name at least this far (screen pixels) beyond its node's edge gets a leader line. */
const LEADER_FROM = 16;

/**
 * Distances from a disc's centre (radius `r`, screen pixels) for a name `height` tall, tried
 * above and below: just inside the rim, halfway in, at the centre, just outside the rim.
 */
function regionRadii(r: number, height: number): number[] {
  return [Math.max(0, r - 6 - height), Math.max(0, r / 2 - height / 2), 0, r + 2];
}

/** A label's font size in screen pixels. */
export function labelFontPx(s: Pick<LabelSource, 'kind' | 'text' | 'r'>): number {
  // Hangul has more strokes per glyph than Latin: one pixel more keeps it as legible.
  const bump = HANGUL.test(s.text) ? 1 : 0;
  if (s.kind === 'case') return CASE_PX + bump;
  if (s.kind === 'region') return REGION_PX + bump;
  // Hubs: one size above the cases, a second for the biggest (bigger names crowd each other out).
  return (2 * s.r >= 70 ? 12 : 11) + bump;
}

/** The forms of a source a placement pass may measure: its full text, a case's id alone, a hub's narrow wrap. */
export function labelForms(s: LabelSource): { compact: boolean; maxWidth: number }[] {
  const forms = [{ compact: false, maxWidth: MAX_WIDTH }];
  if (s.kind === 'case' && s.text.includes('\n')) forms.unshift({ compact: true, maxWidth: MAX_WIDTH });
  if (s.kind !== 'case') forms.push({ compact: false, maxWidth: NARROW_WIDTH });
  return forms;
}

/** A pattern name's parts as the page joins them ("root cause · component · component"). */
export const NAME_SEPARATOR = ' · ';
/** The mark a shortened pattern name ends with: the rest is in the legend and the hover card. */
export const SHORTENED = ' …';
/** Names this long or shorter stay whole. */
const SHORT_ENOUGH = 40;

/**
 * Shorter display forms of failure patterns' names, for a map whose long names find no place
 * (English at 1366×768: "Hardware, power or facility failure · Backup power (UPS, generators) ·
 * Business applications"). A part loses its bracketed aside, and a name of three or more parts
 * keeps its first two and ends with ` …`. A name gets no short form (null) when it is short
 * already, when the short form is no shorter, or when two names would read the same: a short
 * form must still tell its pattern from every other.
 */
export function shortPatternNames(names: readonly string[]): (string | null)[] {
  const shortOf = (name: string): string | null => {
    if (name.length <= SHORT_ENOUGH) return null;
    const parts = name.split(NAME_SEPARATOR).map((p) => p.replace(/\s*\([^()]*\)/g, '').trim() || p);
    const short = parts.length > 2 ? parts.slice(0, 2).join(NAME_SEPARATOR) + SHORTENED : parts.join(NAME_SEPARATOR);
    return short.length < name.length ? short : null;
  };
  const shorts = names.map(shortOf);
  const seen = new Map<string, number>();
  for (const x of [...names, ...shorts]) if (x !== null) seen.set(x, (seen.get(x) ?? 0) + 1);
  return shorts.map((x) => (x !== null && seen.get(x) === 1 ? x : null));
}

/** Who is in focus: the selected and hovered node, and, when the rest is veiled, the only ones that may be labelled. */
export interface LabelFocus {
  selected: string | null;
  hovered: string | null;
  only: ReadonlySet<string> | null;
}

/** The viewport in canvas pixels. */
export interface LabelView {
  zoom: number;
  pan: { x: number; y: number };
  width: number;
  height: number;
}

/**
 * The selected and the hovered case try their full label first; the others are placed by
 * their id and grow to the full label afterwards where it fits (more are drawn that way).
 */
const fullFirst = (s: LabelSource, focus: LabelFocus) => s.id === focus.selected || s.id === focus.hovered;

/** A case's id alone when its two lines fit nowhere; a hub's name farther out (on a leader line) or wrapped narrower. */
function alternatives(s: LabelSource, m: MeasuredLabel, r: number, focus: LabelFocus, measure: MeasureLabel): LabelAlternative[] {
  if (s.kind === 'case') {
    if (!s.text.includes('\n') || !fullFirst(s, focus)) return [];
    const short = measure(s, true);
    return [{ width: short.width, height: short.height }];
  }
  if (s.kind === 'region') return [];
  return hubAlternatives(s, m, r, measure).alternatives;
}

/**
 * A hub's name farther out (on a leader line from `LEADER_FROM`) and wrapped narrower
 * (`alternatives`); then (`more`, tried only after the failure patterns' callouts: a pattern has
 * no other name on the map) farther out still (`HUB_FAR_STEPS`), and last in smaller type. Each
 * carries the form `drawnLabels` draws.
 */
export function hubAlternatives(s: LabelSource, m: MeasuredLabel, r: number, measure: MeasureLabel): { alternatives: LabelAlternative[]; more: () => LabelAlternative[] } {
  const leader = (step: number) => (step >= LEADER_FROM ? { leader: true } : {});
  const at = (x: MeasuredLabel, steps: readonly number[], form: LabelAlternative['form']) => steps.map((step) => ({ width: x.width, height: x.height, radius: r + step, ...leader(step), ...(form ? { form } : {}) }));
  const narrowForm = { maxWidth: NARROW_WIDTH };
  const narrow = measure(s, false, NARROW_WIDTH);
  const px = hubSmallPx(s);
  const smaller = px < labelFontPx(s);
  const smallForm = { maxWidth: MAX_WIDTH, fontPx: px };
  const smallNarrowForm = { maxWidth: NARROW_WIDTH, fontPx: px };
  const all = [0, ...HUB_STEPS, ...HUB_FAR_STEPS];
  let more: LabelAlternative[] | null = null;
  return {
    alternatives: [...at(m, HUB_STEPS, undefined), ...at(narrow, [0, ...HUB_STEPS], narrowForm)],
    more: () =>
      (more ??= [
        ...at(m, HUB_FAR_STEPS, undefined),
        ...at(narrow, HUB_FAR_STEPS, narrowForm),
        ...(smaller ? [...at(measure(s, false, MAX_WIDTH, px), all, smallForm), ...at(measure(s, false, NARROW_WIDTH, px), all, smallNarrowForm)] : []),
      ]),
  };
}

/** A hub's farther and smaller places wait for the patterns' callouts (heavier hubs first), and come before any case's label. */
const hubLatePriority = (weight: number) => CALLOUT_PRIORITY - 4 + Math.min(Math.max(Number.isFinite(weight) ? weight : 0, 0), 1000) / 1024;

/**
 * Places anywhere in a disc of radius `r` for a name `height` tall (screen pixels): its
 * centre on a grid over the inner three quarters of the disc, nearest the disc's centre first.
 */
export function regionScan(r: number, height: number): { dx: number; dy: number }[] {
  const reach = r * 0.75;
  const step = Math.max(5, r / 6);
  const n = Math.floor(reach / step);
  const out: { dx: number; dy: number; d: number }[] = [];
  for (let i = -n; i <= n; i++) {
    for (let j = -n; j <= n; j++) {
      const d = Math.hypot(i * step, j * step);
      if (d <= reach) out.push({ dx: i * step, dy: j * step, d });
    }
  }
  out.sort((a, b) => a.d - b.d || a.dy - b.dy || a.dx - b.dx);
  // The anchor is the box's top centre (side 'below', radius 0).
  return out.map((p) => ({ dx: p.dx, dy: p.dy - height / 2 }));
}

/**
 * A region's name at its other places (regionRadii, beside the centre, around the rim, on a
 * leader line), in full and wrapped narrower; then anywhere inside its disc (`regionScan`),
 * wrapped wider, farther out on a leader line, and last in smaller type. Each carries its form.
 */
function regionAlternatives(s: LabelSource, m: MeasuredLabel, r: number, measure: MeasureLabel, others: () => readonly Circle[]): { alternatives: LabelAlternative[]; more: () => LazyAlternatives } {
  const at = (x: MeasuredLabel, form: LabelAlternative['form']): LabelAlternative[] => [
    ...regionRadii(r, x.height).map((radius) => ({ width: x.width, height: x.height, radius, form })),
    // Left or right of the centre, inside the disc.
    { width: x.width, height: x.height, radius: Math.max(0, r / 2 - x.width / 2), sides: SIDEWAYS, form },
    // Just outside the rim, all around: the gaps between discs are where the room is.
    { width: x.width, height: x.height, radius: r + 2, sides: LABEL_SIDES_AND_CORNERS, form },
    // Farther out, with a line to the rim.
    ...REGION_LEADER_STEPS.map((step) => ({ width: x.width, height: x.height, radius: r + step, sides: LABEL_SIDES_AND_CORNERS, leader: true, form })),
  ];
  const inside = (x: MeasuredLabel, form: LabelAlternative['form']) => regionScan(r, x.height).map((offset) => ({ width: x.width, height: x.height, radius: 0, sides: BELOW, offset, form }));
  const far = (x: MeasuredLabel, form: LabelAlternative['form']) => REGION_FAR_STEPS.map((step) => ({ width: x.width, height: x.height, radius: r + step, sides: LABEL_SIDES_AND_CORNERS, leader: true, form }));
  const narrowForm = { maxWidth: NARROW_WIDTH };
  // The rest only for a name that found no place above (most do), made as it is tried
  // (LazyAlternatives): the callouts, last, are the costly part.
  let more: LazyAlternatives | null = null;
  const makeMore = () => {
    const small = labelFontPx(s) - (REGION_PX - REGION_SMALL_PX);
    let measured: { form: NonNullable<LabelAlternative['form']>; m: MeasuredLabel }[] | null = null;
    const forms = () =>
      (measured ??= ([{ maxWidth: MAX_WIDTH }, narrowForm, { maxWidth: WIDE_WIDTH }, { maxWidth: MAX_WIDTH, fontPx: small }, { maxWidth: WIDE_WIDTH, fontPx: small }] as NonNullable<LabelAlternative['form']>[]).map((form) => ({ form, m: measure(s, false, form.maxWidth, form.fontPx) })));
    const full = () => forms()[0]!;
    const narrow = () => forms()[1]!;
    const wide = () => forms()[2]!;
    const smaller = () => forms().slice(3);
    let around: readonly Circle[] | null = null;
    const callouts = (f: { form: LabelAlternative['form']; m: MeasuredLabel }) =>
      regionCallouts(r, f.m.width, f.m.height, (around ??= others())).map((offset) => ({ width: f.m.width, height: f.m.height, radius: 0, sides: BELOW, offset, leader: true, form: f.form }));
    const inAtFar = (f: { form: LabelAlternative['form']; m: MeasuredLabel }) => [...inside(f.m, f.form), ...at(f.m, f.form), ...far(f.m, f.form)];
    // A long name's shorter form (its whole name is in the legend and the hover card).
    let shortMeasured: { form: NonNullable<LabelAlternative['form']>; m: MeasuredLabel }[] | null = null;
    const shortForms = (text: string) =>
      (shortMeasured ??= ([{ maxWidth: MAX_WIDTH }, { maxWidth: WIDE_WIDTH }, { maxWidth: MAX_WIDTH, fontPx: small }, { maxWidth: WIDE_WIDTH, fontPx: small }] as NonNullable<LabelAlternative['form']>[]).map((form) => ({ form: { ...form, short: true }, m: measure({ ...s, text }, false, form.maxWidth, form.fontPx) })));
    const short = s.short;
    return new LazyAlternatives([
      () => [full(), wide(), narrow()].flatMap((f) => inside(f.m, f.form)),
      () => at(wide().m, wide().form),
      () => [full(), wide(), narrow()].flatMap((f) => far(f.m, f.form)),
      () => smaller().flatMap(inAtFar),
      // Out on a callout, in each form (full, narrow, wide, then smaller).
      ...[0, 1, 2, 3, 4].map((k) => () => callouts(forms()[k]!)),
      // Last, the short form in the same places.
      ...(short ? [() => shortForms(short).flatMap(inAtFar), ...[0, 1, 2, 3].map((k) => () => callouts(shortForms(short)[k]!))] : []),
    ]);
  };
  return {
    alternatives: [
      ...at(m, undefined).slice(1),
      ...at(measure(s, false, NARROW_WIDTH), narrowForm),
    ],
    more: () => (more ??= makeMore()),
  };
}

type Circle = { x: number; y: number; r: number };

/** True when a box (centred at dx, dy from the origin) reaches into a circle. */
function boxMeetsCircle(cx: number, cy: number, w: number, h: number, c: Circle): boolean {
  const dx = Math.max(cx - w / 2 - c.x, 0, c.x - (cx + w / 2));
  const dy = Math.max(cy - h / 2 - c.y, 0, c.y - (cy + h / 2));
  // Squared, not Math.hypot: this runs millions of times in a pass over a map's pattern names.
  return dx * dx + dy * dy < c.r * c.r;
}

/**
 * Callout places for a name `width` × `height` whose disc (radius `r`) is at the origin and whose
 * neighbours' discs are `others` (relative to it): on rays out from the centre, beyond the rim,
 * nearest first where the name lies clear of every other disc (a name in another pattern's
 * disc would read as that pattern's), then where only its edge reaches into one (its centre in
 * the gap between discs). Offsets of the box's top centre, as `regionScan`'s.
 */
export function regionCallouts(r: number, width: number, height: number, others: readonly Circle[]): { dx: number; dy: number }[] {
  const clear: { dx: number; dy: number }[] = [];
  const between: { dx: number; dy: number }[] = [];
  const first = r + CALLOUT_STEP;
  const last = r + CALLOUT_REACH;
  // A box meets a disc only if its centre comes within the disc's radius and half the box's
  // diagonal of the disc's centre; so a ray's boxes can meet only the discs that come that close
  // to the ray's stretch. Checking each place against those alone finds the same places with a
  // fraction of the checks: a pattern that fits no form tries nine lists of 720 places, and a
  // map's discs within reach were all checked at each (docs/decisions.md).
  const halfDiagonal = Math.hypot(width, height) / 2;
  const near = others.filter((o) => Math.hypot(o.x, o.y) - o.r < last + halfDiagonal);
  const own = { x: 0, y: 0, r };
  const rays = Array.from({ length: CALLOUT_RAYS }, (_, k) => {
    const a = (2 * Math.PI * k) / CALLOUT_RAYS;
    const [ux, uy] = [Math.cos(a), Math.sin(a)];
    // A pixel's margin for rounding: a disc kept that meets no box changes nothing.
    return { ux, uy, discs: near.filter((o) => distanceToStretch(o.x, o.y, ux, uy, first, last) < o.r + halfDiagonal + 1) };
  });
  for (let d = first; d <= last; d += CALLOUT_STEP) {
    for (const { ux, uy, discs } of rays) {
      const cx = d * ux;
      const cy = d * uy;
      // Clear of its own disc too (inside it, the scan has tried already).
      if (boxMeetsCircle(cx, cy, width, height, own)) continue;
      let met = false;
      let centreInside = false;
      for (const o of discs) {
        if (!boxMeetsCircle(cx, cy, width, height, o)) continue;
        met = true;
        const ox = cx - o.x;
        const oy = cy - o.y;
        if (ox * ox + oy * oy < o.r * o.r) {
          centreInside = true;
          break;
        }
      }
      if (!met) clear.push({ dx: cx, dy: cy - height / 2 });
      // Second best: reaching into another disc's edge, its centre in the gap between discs.
      else if (!centreInside) between.push({ dx: cx, dy: cy - height / 2 });
    }
  }
  return [...clear, ...between];
}

/** The distance from (x, y) to the points t·(ux, uy) of a unit ray, `from` ≤ t ≤ `to`. */
function distanceToStretch(x: number, y: number, ux: number, uy: number, from: number, to: number): number {
  const t = Math.min(Math.max(x * ux + y * uy, from), to);
  return Math.hypot(x - t * ux, y - t * uy);
}

/** What a placement pass hands to `placeLabels`, and what it needs to read the result back. */
export interface LabelPass {
  candidates: LabelCandidate[];
  blocked: Blocked[];
  /** Every node on screen (a label must stay nearer its own node than any other). */
  nodes: NodeCircle[];
  bounds: Rect;
  sides: readonly LabelSide[];
  bySource: Map<string, LabelSource>;
}

/** How `placeLabels` places a pass's candidates (2 px between labels). */
export function placementOf(pass: LabelPass): PlacementOptions {
  return { sides: pass.sides, bounds: pass.bounds, gap: 2, nodes: pass.nodes };
}

/**
 * The candidates of one pass: every node and disc in view, in canvas pixels, with its forms and
 * places. Hub names never cover a node: they move out, wrap narrower, or wait for a closer zoom.
 */
export function labelPass(sources: readonly LabelSource[], view: LabelView, focus: LabelFocus, covers: readonly Rect[], measure: MeasureLabel): LabelPass {
  const { zoom, pan, width: w, height: h } = view;
  const candidates: LabelCandidate[] = [];
  const blocked: Blocked[] = [...covers];
  const bySource = new Map<string, LabelSource>();
  const nodes: NodeCircle[] = [];
  // The discs in view, for the callouts of each pattern's name to keep clear of the others'.
  const discs = sources.filter((s) => s.kind === 'region').map((s) => ({ id: s.id, x: s.x * zoom + pan.x, y: s.y * zoom + pan.y, r: s.r * zoom }));
  // On a phone the map is a few hundred pixels wide: names for every pattern would leave the hubs
  // no room, so the largest patterns' names come first there and the rest after the hubs'.
  const calledOut = w < PHONE_WIDTH ? new Set([...discs].sort((a, b) => b.r - a.r).slice(0, PHONE_CALLOUTS).map((d) => d.id)) : null;
  for (const s of sources) {
    const region = s.kind === 'region';
    const x = s.x * zoom + pan.x;
    const y = s.y * zoom + pan.y;
    const r = s.r * zoom;
    if (x + r < 0 || y + r < 0 || x - r > w || y - r > h) continue;
    if (!region) {
      blocked.push({ x1: x - r, y1: y - r, x2: x + r, y2: y + r, owner: s.id });
      nodes.push({ id: s.id, x, y, r });
    }
    if (focus.only && !focus.only.has(s.id)) continue;
    const short = s.kind === 'case' && s.text.includes('\n') && !fullFirst(s, focus);
    const m = measure(s, short);
    const full = short ? measure(s) : null;
    bySource.set(s.id, s);
    if (region) {
      // Inside the top of its disc, else its bottom, nearer the centre, just outside, and each
      // again wrapped narrower: every pattern in view is named where there is room.
      const others = () => discs.filter((d) => d.id !== s.id).map((d) => ({ x: d.x - x, y: d.y - y, r: d.r }));
      const { alternatives: alts, more } = regionAlternatives(s, m, r, measure, others);
      const first = !calledOut || calledOut.has(s.id);
      // Beyond the largest few on a phone, a pattern's name comes after the hubs' and goes out on no callout.
      candidates.push({ id: s.id, x, y, width: m.width, height: m.height, priority: first ? regionPriority(r) : CALLOUT_PRIORITY, morePriority: regionPriority(r) - REGION_PRIORITY + CALLOUT_PRIORITY, radius: regionRadii(r, m.height)[0]!, sides: REGION_SIDES, free: true, alternatives: alts, ...(first ? { more } : {}) });
      continue;
    }
    const priority = labelPriority({ kind: s.kind as NodeKind, selected: s.id === focus.selected, hovered: s.id === focus.hovered, weight: s.weight, degree: s.degree, recency: s.recency });
    if (s.kind !== 'case') {
      const hub = hubAlternatives(s, m, r, measure);
      candidates.push({ id: s.id, x, y, width: m.width, height: m.height, priority, radius: r, alternatives: hub.alternatives, more: hub.more, morePriority: hubLatePriority(s.weight) });
      continue;
    }
    candidates.push({ id: s.id, x, y, width: m.width, height: m.height, priority, radius: r, ...(full ? { upgrade: { width: full.width, height: full.height } } : {}), alternatives: alternatives(s, m, r, focus, measure) });
  }
  return { candidates, blocked, nodes, bounds: { x1: 0, y1: 0, x2: w, y2: h }, sides: CASE_SIDES, bySource };
}

/**
 * The pass for the frame that first draws a map's nodes: its failure patterns without their
 * `more` places (a scan of the disc and its callouts), most of a pass's time on a big map (at
 * 1,000 cases they made the first frame's labels a task of their own over 200 ms); the full pass
 * that follows tries them. Hubs keep their far and smaller places: without them the first batch
 * named 99 of 1,000 cases' nodes and the 100th waited a second for the full pass.
 */
export function withoutLatePlaces(pass: LabelPass): LabelPass {
  return {
    ...pass,
    candidates: pass.candidates.map((c) => {
      if (!c.more || pass.bySource.get(c.id)?.kind !== 'region') return c;
      const quick = { ...c };
      delete quick.more;
      delete quick.morePriority;
      return quick;
    }),
  };
}

/** The placed labels as drawn: which form each took, its wrapped text, and its leader line. */
export function drawnLabels(pass: LabelPass, placed: readonly PlacedLabel[], zoom: number, focus: LabelFocus, measure: MeasureLabel): DrawnLabel[] {
  const candidateOf = new Map(pass.candidates.map((c) => [c.id, c]));
  return placed.map((p) => {
    const s = pass.bySource.get(p.id)!;
    const c = candidateOf.get(p.id);
    const alt = c ? alternativeOf(c, p.alternative) : undefined;
    const leader = c && alt?.leader ? { x: c.x, y: c.y, r: s.kind === 'region' ? s.r * zoom : (c.radius ?? 0) } : undefined;
    const compact = s.kind === 'case' && (fullFirst(s, focus) ? p.alternative === 0 : !p.upgraded && s.text.includes('\n'));
    if (s.kind === 'region') {
      // A pattern's name in the form its place was found for (the first: full width, own size).
      const form = alt?.form;
      const wrap = form?.maxWidth ?? MAX_WIDTH;
      const short = form?.short === true && s.short !== undefined;
      const m = measure(short ? { ...s, text: s.short! } : s, false, wrap, form?.fontPx);
      return { id: p.id, text: m.lines.join('\n'), compact: false, narrow: wrap === NARROW_WIDTH, ...(wrap === WIDE_WIDTH ? { wrap } : {}), ...(short ? { short } : {}), x1: p.x1, y1: p.y1, x2: p.x2, y2: p.y2, fontPx: m.fontPx, ...(leader ? { leader } : {}) };
    }
    // A hub's name in the form its place was found for (none: full width, own size).
    const form = s.kind === 'case' ? undefined : alt?.form;
    const narrow = form?.maxWidth === NARROW_WIDTH;
    const m = measure(s, compact, narrow ? NARROW_WIDTH : MAX_WIDTH, form?.fontPx);
    return { id: p.id, text: m.lines.join('\n'), compact, narrow, x1: p.x1, y1: p.y1, x2: p.x2, y2: p.y2, fontPx: m.fontPx, ...(leader ? { leader } : {}) };
  });
}
