import MiniSearch, { type SearchResult as MiniResult } from 'minisearch';
import type { LibraryIndex } from './indexes';
import type { Taxonomy } from './taxonomy';
import { labelOf } from './taxonomy';
import { caseNodeId, causeNodeId, componentNodeId } from './graph';

export type SearchKind = 'case' | 'component' | 'cause' | 'org';

interface SearchDoc {
  id: string;
  kind: SearchKind;
  key: string;
  code: string;
  title: string;
  body: string;
  labels: string;
}

export interface SearchHit {
  /** Graph node id for cases and hubs, `org:<name>` for organisations. */
  id: string;
  kind: SearchKind;
  key: string;
  score: number;
}

const both = (t: { en: string; ko?: string | null } | null | undefined) => (t ? `${t.en}\n${t.ko ?? ''}` : '');

/** Libraries up to this size are indexed at once; bigger ones in small slices (see indexInBackground). */
export const SYNC_INDEX_LIMIT = 1500;
const SLICE_MS = 30;

/**
 * Full-text search over cases, components, root causes and organisations in English and Korean,
 * ranked by MiniSearch (BM25) with prefix and small-typo matching.
 *
 * Indexing the full text is the costliest step of opening a big library (measured: tens of
 * seconds for 10,000 real-sized cases), so past SYNC_INDEX_LIMIT the cases are indexed in small
 * slices that yield to the page between them; ids, titles, organisations and labels come first,
 * so the search is useful at once and complete when `ready`.
 */
export class LibrarySearch {
  private readonly mini: MiniSearch<SearchDoc>;
  private pending: SearchDoc[] = [];
  private cursor = 0;
  ready = false;

  constructor(index: LibraryIndex, taxonomy: Taxonomy) {
    this.mini = new MiniSearch<SearchDoc>({
      fields: ['code', 'title', 'labels', 'body'],
      storeFields: ['kind', 'key'],
      searchOptions: {
        boost: { code: 4, title: 3, labels: 2, body: 1 },
        prefix: true,
        fuzzy: (term) => (term.length >= 4 ? 0.2 : 0),
        combineWith: 'AND',
      },
    });
    const label = (kind: 'component' | 'root_cause', slug: string) =>
      `${labelOf(taxonomy, kind, slug, 'en')} ${labelOf(taxonomy, kind, slug, 'ko')}`;
    const docs: SearchDoc[] = index.cases.map((c) => ({
      id: caseNodeId(c.id),
      kind: 'case',
      key: c.id,
      code: `${c.id} ${c.org}`,
      title: both(c.title),
      body: [both(c.summary), both(c.symptoms_text), both(c.lessons)].join('\n'),
      labels: [...c.components.map((s) => label('component', s)), c.root_cause ? label('root_cause', c.root_cause) : ''].join(' '),
    }));
    for (const slug of index.byComponent.keys()) {
      docs.push({ id: componentNodeId(slug), kind: 'component', key: slug, code: slug, title: label('component', slug), body: '', labels: '' });
    }
    for (const slug of index.byCause.keys()) {
      docs.push({ id: causeNodeId(slug), kind: 'cause', key: slug, code: slug, title: label('root_cause', slug), body: '', labels: '' });
    }
    for (const org of index.byOrg.keys()) {
      docs.push({ id: `org:${org}`, kind: 'org', key: org, code: org, title: org, body: '', labels: '' });
    }
    if (index.cases.length <= SYNC_INDEX_LIMIT) {
      this.mini.addAll(docs);
      this.ready = true;
      return;
    }
    // Big library: short fields now, the long texts later, as separate documents of the same case.
    const entities = docs.slice(index.cases.length);
    const shortDocs = docs.slice(0, index.cases.length).map((d) => ({ ...d, body: '' }));
    this.mini.addAll(entities);
    const bodies = docs.slice(0, index.cases.length).map((d) => ({ ...d, id: `body:${d.id}`, code: '', title: '', labels: '' }));
    this.pending = [...shortDocs, ...bodies];
  }

  /** Indexes the remaining texts in slices of a few milliseconds, yielding between them. */
  async indexInBackground(onProgress?: (done: number, total: number) => void, signal?: AbortSignal): Promise<void> {
    // The cursor lives on the instance, so an aborted run and a new one never add a document twice.
    while (this.cursor < this.pending.length && !signal?.aborted) {
      const started = performance.now();
      while (this.cursor < this.pending.length && performance.now() - started < SLICE_MS) this.mini.add(this.pending[this.cursor++]!);
      onProgress?.(this.cursor, this.pending.length);
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    if (this.cursor >= this.pending.length) this.ready = true;
  }

  search(query: string, limit = 20): SearchHit[] {
    const q = query.trim();
    if (!q) return [];
    let results: MiniResult[] = this.mini.search(q);
    // A multi-word query that matches nothing together still deserves its best partial matches.
    if (results.length === 0 && /\s/.test(q)) results = this.mini.search(q, { combineWith: 'OR' });
    return mergeBodies(results).slice(0, limit);
  }

  /** Mask of cases matching the query, for "filter the graph to matches". */
  caseMask(query: string, index: LibraryIndex): Uint8Array {
    const mask = new Uint8Array(index.cases.length);
    const q = query.trim();
    if (!q) return mask.fill(1);
    let results = this.mini.search(q, { filter: (r) => r.kind === 'case' });
    // Same fallback as the result list, so the graph never disagrees with it.
    if (results.length === 0 && /\s/.test(q)) results = this.mini.search(q, { filter: (r) => r.kind === 'case', combineWith: 'OR' });
    for (const r of mergeBodies(results)) {
      const i = index.byId.get(r.key);
      if (i !== undefined) mask[i] = 1;
    }
    return mask;
  }
}


/** A case indexed in two parts (short fields, long texts) counts once, with its best score. */
function mergeBodies(results: MiniResult[]): SearchHit[] {
  const byId = new Map<string, SearchHit>();
  for (const r of results) {
    const id = String(r.id).replace(/^body:/, '');
    const existing = byId.get(id);
    if (existing) existing.score += r.score;
    else byId.set(id, { id, kind: r.kind as SearchKind, key: String(r.key), score: r.score });
  }
  return [...byId.values()].sort((a, b) => b.score - a.score);
}
