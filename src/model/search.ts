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

/**
 * Full-text search over cases, components, root causes and organisations in English and Korean,
 * ranked by MiniSearch (BM25) with prefix and small-typo matching.
 */
export class LibrarySearch {
  private readonly mini: MiniSearch<SearchDoc>;

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
    this.mini.addAll(docs);
  }

  search(query: string, limit = 20): SearchHit[] {
    const q = query.trim();
    if (!q) return [];
    let results: MiniResult[] = this.mini.search(q);
    // A multi-word query that matches nothing together still deserves its best partial matches.
    if (results.length === 0 && /\s/.test(q)) results = this.mini.search(q, { combineWith: 'OR' });
    return results.slice(0, limit).map((r) => ({ id: String(r.id), kind: r.kind as SearchKind, key: String(r.key), score: r.score }));
  }

  /** Mask of cases matching the query, for "filter the graph to matches". */
  caseMask(query: string, index: LibraryIndex): Uint8Array {
    const mask = new Uint8Array(index.cases.length);
    const q = query.trim();
    if (!q) return mask.fill(1);
    let results = this.mini.search(q, { filter: (r) => r.kind === 'case' });
    // Same fallback as the result list, so the graph never disagrees with it.
    if (results.length === 0 && /\s/.test(q)) results = this.mini.search(q, { filter: (r) => r.kind === 'case', combineWith: 'OR' });
    for (const r of results) {
      const i = index.byId.get(String(r.key));
      if (i !== undefined) mask[i] = 1;
    }
    return mask;
  }
}

