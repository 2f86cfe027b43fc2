import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { attachTextEdges, textRelations } from '../model/similarity';
import type { RelationRule } from '../model/relations';
import { parseDraft } from '../model/view';
import { exactIdHit, type SearchHit } from '../model/search';
import type { SimilarMatch } from '../model/similarity';
import type { DraftAnswer } from '../worker/similarity';
import type { Library } from './libraryQuery';
import { useAppStore } from './store';

/**
 * The worker's answers as React Query data, keyed by the library's opening and the question:
 * two places asking the same question share one message, a newer question never loses to an
 * older answer arriving late, and the previous answer stays on screen until the new one comes.
 * The library's channel (./workerChannel.ts) carries them; its clients fall back to the page.
 */
const answerKey = (library: Library, ...question: unknown[]) => ['answer', library.libraryId, ...question] as const;

const ANSWERED = { staleTime: Infinity, gcTime: 60_000, retry: false, refetchOnWindowFocus: false } as const;

/** Matches listed for a draft (and the graph's draft node links to the first few). */
export const DRAFT_MATCHES = 8;

/** Search hits for `q`; `version` grows as the worker indexes more of a big library's text. */
function searchQuery(library: Library, q: string, limit: number, version: number) {
  return queryOptions({ queryKey: answerKey(library, 'search', q, limit, version), queryFn: async () => ({ q, hits: await library.search.search(q, limit) }), ...ANSWERED });
}

/**
 * The search hits' query as a hook asks it: until the worker answers, a whole case id typed is
 * answered from the page's ids' table (its one suggestion at once, however busy the worker is),
 * anything else by the previous query's hits.
 */
export function searchHitsQuery(library: Library, q: string, limit: number, version: number) {
  return queryOptions({
    ...searchQuery(library, q, limit, version),
    enabled: q.trim() !== '',
    placeholderData: (previous: { q: string; hits: SearchHit[] } | undefined) => {
      const hit = exactIdHit(library.index, q);
      return hit ? { q, hits: [hit] } : keepPreviousData(previous);
    },
  });
}

/** Search hits and the query they answer (the previous query's, until this one's come). */
export function useSearchHits(library: Library, q: string, limit: number, version: number): { q: string; hits: SearchHit[] } {
  const query = useQuery(searchHitsQuery(library, q, limit, version));
  return query.data ?? { q: '', hits: [] };
}

/** The search as the graph's filter: 1 per case that matches. The previous mask stays meanwhile. */
export function useSearchMask(library: Library, q: string | null, version: number): Uint8Array | null {
  const query = useQuery({ queryKey: answerKey(library, 'caseMask', q, version), queryFn: () => library.search.caseMask(q ?? ''), enabled: q !== null, placeholderData: keepPreviousData, ...ANSWERED });
  return q === null ? null : (query.data ?? null);
}

/**
 * The cases that read most like case `caseIndex` (none asked while it is null). `value` may be
 * the previous case's until this one's come; `caseIndex` in the answer says whose it is.
 */
export function useSimilarCases(library: Library, caseIndex: number | null, limit: number): { value: SimilarMatch[] | null; caseIndex: number | null; pending: boolean } {
  const query = useQuery({
    queryKey: answerKey(library, 'similar', caseIndex, limit),
    queryFn: async () => ({ caseIndex, matches: await library.similarity.similar(caseIndex ?? -1, limit) }),
    enabled: caseIndex !== null,
    placeholderData: keepPreviousData,
    ...ANSWERED,
  });
  return { value: query.data?.matches ?? null, caseIndex: query.data?.caseIndex ?? null, pending: query.isFetching };
}

/**
 * A draft matched. The view's draft (`parse`) also takes answers over the part of a big library
 * indexed so far: each is shown (as the query's data) until the complete one replaces it.
 */
function draftQuery(library: Library, text: string, limit: number, minWords: number | undefined, parse: boolean) {
  const queryKey = answerKey(library, 'draft', text, limit, minWords ?? null, parse);
  return queryOptions({
    queryKey,
    queryFn: async ({ client }) => {
      const partial = parse ? (answer: DraftAnswer) => client.setQueryData(queryKey, { text, answer }) : undefined;
      return { text, answer: await library.similarity.draft(parse ? parseDraft(text) : text, limit, minWords, partial) };
    },
    ...ANSWERED,
  });
}

/** The nearest cases to a free text (an empty search, an empty filter): null while there is no text. */
export function useNearest(library: Library, text: string | null, limit: number, minWords?: number): DraftAnswer | null {
  const query = useQuery({ ...draftQuery(library, text ?? '', limit, minWords, false), enabled: text !== null, placeholderData: keepPreviousData });
  return text === null ? null : (query.data?.answer ?? null);
}

/**
 * The view's draft (`?draft=`) answered: one question however many places show it (the draft
 * panel, the graph's draft node, "Save as a case"), asked whether or not the panel is mounted,
 * so an embed draws the draft node too. `text` is the draft the answer is for.
 */
export function useDraftAnswer(library: Library): { text: string | null; answer: DraftAnswer | null; pending: boolean } {
  const draft = useAppStore((s) => s.view.draft);
  const query = useQuery({ ...draftQuery(library, draft ?? '', DRAFT_MATCHES, undefined, true), enabled: draft !== null, placeholderData: keepPreviousData });
  if (draft === null) return { text: null, answer: null, pending: false };
  return { text: query.data?.text ?? null, answer: query.data?.answer ?? null, pending: query.isFetching };
}

/**
 * Under the `text` rule, the text edges, asked once per library and attached to its index;
 * returns a number that changes when they arrive, for what derives from the rule.
 */
export function useTextEdges(library: Library, rule: RelationRule): number {
  const query = useQuery({
    queryKey: answerKey(library, 'textEdges'),
    queryFn: async () => {
      const edges = await library.similarity.textEdges();
      if (textRelations(library.index).groups.size === 0) attachTextEdges(library.index, edges);
      return edges.length;
    },
    enabled: rule === 'text',
    ...ANSWERED,
  });
  return query.dataUpdatedAt;
}

/** The search hits for a query now, from the cache when asked already (Enter before the list caught up). */
export async function fetchSearch(client: QueryClient, library: Library, q: string, limit: number, version: number): Promise<SearchHit[]> {
  return (await client.fetchQuery(searchQuery(library, q, limit, version))).hits;
}
