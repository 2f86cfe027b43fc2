import type { SearchHit } from '../search';

/**
 * The case an entered text names: its id as typed, or in capitals (ids are written upper-case,
 * people type them in any case); null when it names none.
 */
export function caseIdIn(value: string, byId: ReadonlyMap<string, number>): string | null {
  const v = value.trim();
  if (!v) return null;
  if (byId.has(v)) return v;
  const upper = v.toUpperCase();
  return byId.has(upper) ? upper : null;
}

/**
 * The cases offered as the other end of a path, as case indexes: with no query, the library's
 * first cases; with one, the search's case hits in rank order. Never the case itself, never the
 * same case twice, at most `limit`. Hits for unknown ids (another library's) are skipped.
 */
export function pathTargets(
  query: string,
  hits: readonly SearchHit[],
  byId: ReadonlyMap<string, number>,
  self: number,
  limit: number,
): number[] {
  const out: number[] = [];
  if (!query.trim()) {
    for (let i = 0; out.length < limit && i < byId.size; i++) if (i !== self) out.push(i);
    return out;
  }
  const seen = new Set<number>([self]);
  for (const hit of hits) {
    if (out.length >= limit) break;
    if (hit.kind !== 'case') continue;
    const i = byId.get(hit.key);
    if (i === undefined || seen.has(i)) continue;
    seen.add(i);
    out.push(i);
  }
  return out;
}
