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
export const SYNC_INDEX_LIMIT = 250;
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
  /** Ids, titles, organisations and labels: prefix and small-typo matching. */
  private readonly short: MiniSearch<SearchDoc>;
  /**
   * Summaries, symptoms and lessons: prefix matching only. Typo tolerance over the whole
   * vocabulary of a big library made each keystroke several times slower (measured), and the
   * short fields already forgive typos in what people type most: names.
   */
  private readonly body: MiniSearch<SearchDoc>;
  private pending: { target: 'short' | 'body'; doc: SearchDoc }[] = [];
  private cursor = 0;
  ready = false;

  constructor(index: LibraryIndex, taxonomy: Taxonomy) {
    const storeFields = ['kind', 'key'];
    this.short = new MiniSearch<SearchDoc>({
      fields: ['code', 'title', 'labels'],
      storeFields,
      searchOptions: { boost: { code: 4, title: 3, labels: 2 }, prefix: true, fuzzy: (term) => (term.length >= 4 ? 0.2 : 0), combineWith: 'AND' },
    });
    this.body = new MiniSearch<SearchDoc>({
      fields: ['body'],
      storeFields,
      searchOptions: { prefix: (term) => term.length >= 3, combineWith: 'AND' },
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
    const entities: SearchDoc[] = [];
    for (const slug of index.byComponent.keys()) {
      entities.push({ id: componentNodeId(slug), kind: 'component', key: slug, code: slug, title: label('component', slug), body: '', labels: '' });
    }
    for (const slug of index.byCause.keys()) {
      entities.push({ id: causeNodeId(slug), kind: 'cause', key: slug, code: slug, title: label('root_cause', slug), body: '', labels: '' });
    }
    for (const org of index.byOrg.keys()) {
      entities.push({ id: `org:${org}`, kind: 'org', key: org, code: org, title: org, body: '', labels: '' });
    }
    this.short.addAll(entities);
    if (index.cases.length <= SYNC_INDEX_LIMIT) {
      this.short.addAll(docs);
      this.body.addAll(docs);
      this.ready = true;
      return;
    }
    // Big library: names first (useful at once), then the long texts.
    this.pending = [...docs.map((doc) => ({ target: 'short' as const, doc })), ...docs.map((doc) => ({ target: 'body' as const, doc }))];
  }

  /** Indexes the remaining texts in slices of a few milliseconds, yielding between them. */
  async indexInBackground(onProgress?: (done: number, total: number) => void, signal?: AbortSignal): Promise<void> {
    // The cursor lives on the instance, so an aborted run and a new one never add a document twice.
    while (this.cursor < this.pending.length && !signal?.aborted) {
      const started = performance.now();
      while (this.cursor < this.pending.length && performance.now() - started < SLICE_MS) {
        const { target, doc } = this.pending[this.cursor++]!;
        this[target].add(doc);
      }
      onProgress?.(this.cursor, this.pending.length);
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    if (this.cursor >= this.pending.length) this.ready = true;
  }

  private run(q: string, filter?: (r: MiniResult) => boolean): SearchHit[] {
    const find = (combineWith: 'AND' | 'OR') =>
      merge(this.short.search(q, { combineWith, filter }), this.body.search(q, { combineWith, filter }));
    const hits = find('AND');
    // A multi-word query that matches nothing together still deserves its best partial matches.
    return hits.length === 0 && /\s/.test(q) ? find('OR') : hits;
  }

  search(query: string, limit = 20): SearchHit[] {
    const q = query.trim();
    return q ? this.run(q).slice(0, limit) : [];
  }

  /** Mask of cases matching the query, for "filter the graph to matches". Agrees with search(). */
  caseMask(query: string, index: LibraryIndex): Uint8Array {
    const mask = new Uint8Array(index.cases.length);
    const q = query.trim();
    if (!q) return mask.fill(1);
    for (const r of this.run(q, (r) => r.kind === 'case')) {
      const i = index.byId.get(r.key);
      if (i !== undefined) mask[i] = 1;
    }
    return mask;
  }
}

/** A case found by its names and by its texts counts once; names weigh more. */
function merge(short: MiniResult[], body: MiniResult[]): SearchHit[] {
  const byId = new Map<string, SearchHit>();
  const add = (r: MiniResult, weight: number) => {
    const id = String(r.id);
    const existing = byId.get(id);
    if (existing) existing.score += r.score * weight;
    else byId.set(id, { id, kind: r.kind as SearchKind, key: String(r.key), score: r.score * weight });
  };
  for (const r of short) add(r, 1);
  for (const r of body) add(r, 0.5);
  return [...byId.values()].sort((a, b) => b.score - a.score);
}
