import type { LibraryIndex } from '../core';
import { caseNodeId } from '../network';
import type { SearchHit } from './search';

/**
 * The case whose id is exactly what was typed (or pasted), found in the ids' table the page
 * already holds: a reader who types a whole id gets its suggestion at once, even while the
 * worker is busy with a big library's indexes (the full answer then replaces it). Ids are
 * written in capitals; a lower-case id typed is read as its capitals. Null for anything else.
 */
export function exactIdHit(index: Pick<LibraryIndex, 'byId'>, query: string): SearchHit | null {
  const q = query.trim();
  if (!q) return null;
  const id = index.byId.has(q) ? q : q.toUpperCase();
  return index.byId.has(id) ? { id: caseNodeId(id), kind: 'case', key: id, score: 1 } : null;
}
