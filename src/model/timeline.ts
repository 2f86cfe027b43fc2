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
