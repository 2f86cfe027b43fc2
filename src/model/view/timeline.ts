/** The timeline histogram: one bar per year from the library's first year to its last. */
export interface YearBar {
  year: number;
  count: number;
}

export function yearBars(counts: ReadonlyMap<number, number>, minYear: number, maxYear: number): YearBar[] {
  const bars: YearBar[] = [];
  if (!Number.isFinite(minYear) || !Number.isFinite(maxYear) || maxYear < minYear) return bars;
  for (let y = minYear; y <= maxYear; y++) bars.push({ year: y, count: counts.get(y) ?? 0 });
  return bars;
}

/** The year under a horizontal position `x` (0 … width) of a chart with one equal slot per year. */
export function yearAt(x: number, width: number, minYear: number, maxYear: number): number {
  const n = maxYear - minYear + 1;
  if (width <= 0 || n <= 1) return minYear;
  const slot = Math.floor((x / width) * n);
  return minYear + Math.max(0, Math.min(n - 1, slot));
}

/**
 * The filter a drag from year a to year b sets, as [from, to] in order; an end at the library's
 * first or last year is left open (null), so the link stays short and new years are included.
 */
export function dragRange(a: number, b: number, minYear: number, maxYear: number): [number | null, number | null] {
  const lo = Math.min(a, b);
  const hi = Math.max(a, b);
  return [lo <= minYear ? null : lo, hi >= maxYear ? null : hi];
}

/** Whether a year is inside the [from, to] filter (null ends are open). */
export function inRange(year: number, from: number | null, to: number | null): boolean {
  return (from === null || year >= from) && (to === null || year <= to);
}

/**
 * The [from, to] filter a click on `year` sets. With `extend` (Shift) and a range set, the range
 * stretches to the year (from the end nearer the clicked side); clicking the one year already
 * chosen shows every year again; any other click chooses that one year.
 */
export function pickYear(
  year: number,
  extend: boolean,
  from: number | null,
  to: number | null,
  minYear: number,
  maxYear: number,
): [number | null, number | null] {
  const active = from !== null || to !== null;
  const lo = from ?? minYear;
  const hi = to ?? maxYear;
  if (extend && active) return year < lo ? dragRange(year, hi, minYear, maxYear) : dragRange(lo, year, minYear, maxYear);
  if (active && lo === year && hi === year) return [null, null];
  return [year, year];
}

/**
 * Whether a bar is drawn as chosen: inside the range being dragged (`draft`, its two ends in
 * either order) while a drag lasts, else inside the filter's range when one is set.
 */
export function isHighlighted(year: number, draft: readonly [number, number] | null, from: number | null, to: number | null): boolean {
  if (draft) return year >= Math.min(draft[0], draft[1]) && year <= Math.max(draft[0], draft[1]);
  return (from !== null || to !== null) && inRange(year, from, to);
}
