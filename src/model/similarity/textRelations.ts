import type { LibraryIndex, Postings } from '../core';
import type { TextEdge } from './similar';

/**
 * The `text` relation rule's groups: one group of two cases per text edge (similarity/similar.ts
 * `textEdges`, computed in the worker). The worker answers some time after the library opens,
 * so the groups are attached to the index when they arrive: until then the rule has no groups,
 * and every cache keyed on a rule's groups (the derived graph, the list's relation counts)
 * sees a new groups object when they come.
 */
export interface TextRelations {
  /** `a:b` (a < b, library positions) → [a, b]. */
  groups: Postings;
  /** Per case: the keys of its groups, best match first. */
  byCase: Map<number, string[]>;
  /** Per group key: the shared words that explain it. */
  terms: Map<string, string[]>;
}

const EMPTY: TextRelations = { groups: new Map(), byCase: new Map(), terms: new Map() };
const attached = new WeakMap<LibraryIndex, TextRelations>();

export const textGroupKey = (a: number, b: number) => (a < b ? `${a}:${b}` : `${b}:${a}`);

/** Groups from text edges; edges naming a case the index does not have are left out. */
export function textRelationsOf(edges: readonly TextEdge[], caseCount: number): TextRelations {
  const groups: Postings = new Map();
  const byCase = new Map<number, string[]>();
  const terms = new Map<string, string[]>();
  const scored: [number, number, string][] = [];
  for (const [a, b, score, shared] of edges) {
    if (!Number.isInteger(a) || !Number.isInteger(b) || a === b || a < 0 || b < 0 || a >= caseCount || b >= caseCount) continue;
    const key = textGroupKey(a, b);
    if (groups.has(key)) continue;
    groups.set(key, a < b ? [a, b] : [b, a]);
    terms.set(key, Array.isArray(shared) ? shared.filter((t) => typeof t === 'string').slice(0, 3) : []);
    scored.push([a, score, key], [b, score, key]);
  }
  scored.sort((x, y) => y[1] - x[1]);
  for (const [i, , key] of scored) {
    const list = byCase.get(i);
    if (list) list.push(key);
    else byCase.set(i, [key]);
  }
  return { groups, byCase, terms };
}

/** Attaches the text edges to the index (a new groups object, so caches keyed on it refresh). */
export function attachTextEdges(index: LibraryIndex, edges: readonly TextEdge[]): TextRelations {
  const relations = textRelationsOf(edges, index.cases.length);
  attached.set(index, relations);
  return relations;
}

/** The text relations of the index: empty until the worker's edges are attached. */
export function textRelations(index: LibraryIndex): TextRelations {
  return attached.get(index) ?? EMPTY;
}
