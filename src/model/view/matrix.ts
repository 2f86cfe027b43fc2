/** Shade level 0–5 of a count in the matrix: 0 for none, then five even steps up to the largest. */
export function shadeLevel(count: number, max: number): number {
  if (count <= 0 || max <= 0) return 0;
  return Math.max(1, Math.min(5, Math.ceil((count / max) * 5)));
}
