import { useMemo } from 'react';
import { reasonLine, type FocusText } from '../../model/focus';
import { relationsOf, type RelationReason, type RelationRule, type RelationWording } from '../../model/relations';
import { readerChipWords, readerTexts, type SimilarMatch } from '../../model/similarity';
import { caseNodeId, parseNodeId } from '../../model/network';
import type { useDerived } from '../../state/derived';
import { clusterName } from '../common/clusterName';
import { termPairs } from '../../data/glossary';
import type { useLabels } from '../common/useLabels';
import type { FocusSimilar } from './useFocusSimilar';

/** Shared words a similar case's label names ("reads alike: …"). */
const SIMILAR_TERMS = 3;

type FocusLibrary = ReturnType<typeof useDerived>['library'];

/** The words a match's label names: in the reader's language and dictionary form, translated or left out (the issue 27 rule). */
function labelTerms(library: FocusLibrary, lang: 'en' | 'ko', m: SimilarMatch): { nodeId: string; terms: string[] } | null {
  const c = library.cases[m.other];
  return c ? { nodeId: caseNodeId(c.id), terms: readerChipWords(m.sharedTerms, lang, readerTexts(c, lang), termPairs(library.taxonomy)).slice(0, SIMILAR_TERMS) } : null;
}

/** Each draft match's shared words in the reader's language, by node id: a draft's own words are of the language it was written in. */
export function useDraftTerms(library: FocusLibrary, L: ReturnType<typeof useLabels>, draftMatches: readonly SimilarMatch[] | null): ReadonlyMap<string, readonly string[]> {
  return useMemo(() => {
    const terms = new Map<string, string[]>();
    for (const m of draftMatches ?? []) {
      const label = labelTerms(library, L.lang, m);
      if (label) terms.set(label.nodeId, label.terms);
    }
    return terms;
  }, [library, L.lang, draftMatches]);
}

/**
 * The focus view's wording in the reader's language, and the facts it orders by: each case's
 * id, organisation, title (its short title is made from it) and date; a draft's match scores; the
 * cases that read like a selected case (`similar`, the worker's answer once it has come).
 */
export function useFocusText(library: FocusLibrary, L: ReturnType<typeof useLabels>, draftMatches: readonly SimilarMatch[] | null, similar: FocusSimilar | null, draftTerms: ReadonlyMap<string, readonly string[]>, rule: RelationRule, textVersion: number): FocusText {
  return useMemo(() => {
    const similarCentre = similar ? caseNodeId(similar.caseId) : null;
    let related: { nodeId: string; list: { nodeId: string; reasons: readonly RelationReason[] }[] } | null = null;
    const similarCases = (similar?.matches ?? []).flatMap((m) => labelTerms(library, L.lang, m) ?? []);
    const scores = new Map<string, number>();
    for (const m of draftMatches ?? []) {
      const c = library.cases[m.other];
      if (c) scores.set(caseNodeId(c.id), m.score);
    }
    const wording: RelationWording = {
      sameCauseSharedComponent: (components) => L.t('relation.sameCauseSharedComponent', { components }),
      sharedComponent: (components) => L.t('relation.sharedComponent', { components }),
      sameCause: () => L.t('relation.sameCause'),
      explicit: () => L.t('relation.explicit'),
      readsAlike: (terms) => L.t('similar.readsAlike', { terms }),
      recurrenceOf: () => L.t('relation.recurrenceOf'),
      recurredAs: () => L.t('relation.recurredAs'),
      componentLabel: (slug) => L.label('component', slug),
      list: (items) => new Intl.ListFormat(L.lang, { style: 'short', type: 'conjunction' }).format(items),
    };
    return {
      relation: (reasons) => reasonLine(reasons, wording),
      caseFacts: (i: number) => {
        const c = library.cases[i];
        return c ? { id: c.id, org: c.org, title: L.text(c.title).text, date: c.date ?? '' } : null;
      },
      clusterName: (id: string) => {
        const cluster = library.map.clusters.find((c) => c.id === id);
        return cluster ? clusterName(L, id, cluster.name) : id;
      },
      cases: (count: number) => L.t('focus.cases', { count }),
      more: (count: number) => L.t('focus.more', { count }),
      morePage: (page: number, pages: number) => L.t('focus.morePage', { page, pages }),
      score: (score: number) => L.t('focus.score', { score }),
      weak: L.t('focus.weak'),
      via: (hub: string) => L.t('focus.via', { hub }),
      similar: (terms: readonly string[]) => (terms.length ? L.t('focus.similar', { terms: terms.join(', ') }) : L.t('focus.similarNoWords')),
      scores,
      draftTerms,
      similarTo: (nodeId: string) => (nodeId === similarCentre ? similarCases : []),
      relatedTo: (nodeId: string) => {
        // The focus is drawn again on a resize or a page turn: the same case's list, kept.
        if (related?.nodeId !== nodeId) {
          const ref = parseNodeId(nodeId);
          const i = ref?.kind === 'case' ? library.index.byId.get(ref.key) : undefined;
          related = { nodeId, list: i === undefined ? [] : relationsOf(library.index, i, rule).map((r) => ({ nodeId: caseNodeId(library.cases[r.other]!.id), reasons: r.reasons })) };
        }
        return related.list;
      },
      version: `${rule}:${textVersion}|${L.lang}|${draftMatches?.length ?? 0}|${[...scores.keys()].join(',')}|${similarCentre ?? ''}:${similarCases.map((s) => s.nodeId).join(',')}`,
    };
    // textVersion: the text rule's groups join the index after the library (a case's list then grows).
  }, [library, L, draftMatches, similar, draftTerms, rule, textVersion]);
}
