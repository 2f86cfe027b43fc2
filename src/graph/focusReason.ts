import type { GraphEdge } from '../model/network';
import type { FocusText } from '../model/focus';

/** The wording of an item's edge: why it is linked to the node it was reached from. */
export function reasonOf(edge: GraphEdge | undefined, text: FocusText, score: number | undefined, weak: boolean): string | undefined {
  if (!edge) return undefined;
  if (edge.kind === 'draft-match') {
    const terms = text.draftTerms?.get(edge.target) ?? edge.reasons?.flatMap((r) => (r.kind === 'reads-alike' ? r.terms : [])) ?? [];
    const parts = [score !== undefined ? text.score(Math.round(score * 100)) : null, weak ? text.weak : null, terms.length ? text.similar(terms) : null];
    return parts.filter(Boolean).join(' · ');
  }
  if (edge.kind !== 'relation' || !edge.reasons) return undefined;
  return text.relation(edge.reasons) || undefined;
}
