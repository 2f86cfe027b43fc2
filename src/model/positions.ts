import type { Point } from './layout';

/** Rebuilds the position map from the flat list a worker sends. */
export function positionsMap(list: ReadonlyArray<readonly [string, number, number]>): Map<string, Point> {
  const map = new Map<string, Point>();
  for (const [id, x, y] of list) map.set(id, { x, y });
  return map;
}
