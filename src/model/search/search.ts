import MiniSearch, { type AsPlainObject, type Options, type SearchResult as MiniResult } from 'minisearch';
import type { LibraryIndex } from '../core';
import type { Taxonomy } from '../core';
import { labelOf, toJsonLines } from '../core';
import { caseNodeId, causeNodeId, componentNodeId } from '../network';
import { BodyIndex, buildBodyIndex, type BodyIndexMeta, type BodySearchOptions } from './bodyIndex';
import { codeLookupOf, type CodeHit, type SearchKind } from './codeLookup';
import { searchTerms } from './terms';

interface SearchDoc {
  id: string;
  kind: SearchKind;
  key: string;
  title: string;
  body: string;
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

const STORE_FIELDS = ['kind', 'key'];
// Search reads words as "similar incidents" does (one analyser: stems, compounds, Hangul bigrams
// with particles cut), so "파드가" finds the pods that similarity finds. Terms come out lower-cased.
const ANALYSER = { tokenize: searchTerms, processTerm: (term: string) => term };
// Both options are shared by a fresh index and a loaded one: MiniSearch needs the same ones to read its JSON.
const SHORT_OPTIONS: Options<SearchDoc> = {
  ...ANALYSER,
  // Codes (ids, slugs, organisations) are the code lookup's: in this tree every id's words made
  // a prefix such as "syn" walk 100,000 terms (see CodeLookup).
  fields: ['title'],
  storeFields: STORE_FIELDS,
  searchOptions: { boost: { title: 3 }, prefix: true, fuzzy: (term) => (term.length >= 4 ? 0.2 : 0), combineWith: 'AND' },
};
const BODY_OPTIONS: Options<SearchDoc> = { ...ANALYSER, fields: ['body'], storeFields: STORE_FIELDS, searchOptions: { prefix: false, combineWith: 'AND' } };

/**
 * A complete index as `serialize()` writes it: MiniSearch's JSON of the names (prefix and typo
 * matching need its tree) and the long texts' compact index (see ./bodyIndex.ts), whose
 * postings are a separate binary file.
 */
export interface SerializedSearch {
  format: 'incident-graph-search';
  /** 3 since search reads words with the similarity analyser (older indexes hold other terms); 4 without the codes in the names. */
  version: 3 | 4;
  short: AsPlainObject;
  body: BodyIndexMeta;
}

/**
 * The big parts of search.json, written as JSON lines (model/core/jsonLines.ts) so that the
 * worker parses the file in steps: MiniSearch's terms and its per-document tables, the texts' ids.
 */
const SEARCH_JSON_PARTS = [['short', 'index'], ['short', 'documentIds'], ['short', 'fieldLength'], ['short', 'storedFields'], ['body', 'keys']] as const;

/**
 * What `serialize()` writes: search.json's text (JSON lines; `parseJsonOrLines` reads it at
 * once) and the texts' postings (search-postings.bin in a pack).
 */
export interface SerializedSearchFiles {
  json: string;
  postings: Uint8Array;
}

/** Searches the long texts: MiniSearch when built here, the compact index when loaded from a pack. */
type BodySearch = (q: string, options: BodySearchOptions) => { id: unknown; kind?: unknown; key?: unknown; score: number }[];

const caseBody = (c: LibraryIndex['cases'][number]) => [both(c.summary), both(c.symptoms_text), both(c.lessons)].join('\n');

/**
 * Full-text search over cases, components, root causes and organisations in English and Korean,
 * ranked by MiniSearch (BM25) with prefix and small-typo matching.
 *
 * Two uses, two costs (measured with `npm run bench`):
 * - `search()` answers each keystroke with a short list. Names (ids, organisations, titles, and
 *   the components and root causes themselves) match by prefix and small typos; the long texts
 *   match whole words only. A prefix of a common word ("fail…") matches most of a big library's
 *   texts, and scoring all of them cost 20–50 ms per keystroke at 10,000 cases.
 * - `caseMask()`, for "filter the graph to matches", is thorough: it also matches the long texts
 *   by prefix, and a matching component, root cause or organisation brings all of its cases.
 *
 * Indexing the full text is the costliest step of opening a big library, so past
 * SYNC_INDEX_LIMIT the cases are indexed in small slices (in the library worker); names come
 * first, so the search is useful at once and complete when `ready`.
 */
export class LibrarySearch {
  /** Ids, organisations, titles, and the hubs by label: prefix and small-typo matching. */
  private readonly short: MiniSearch<SearchDoc>;
  /** Summaries, symptoms and lessons: a MiniSearch index built here, or a pack's compact one. */
  private readonly body: MiniSearch<SearchDoc> | null;
  private readonly searchBody: BodySearch;
  private readonly index: LibraryIndex;
  private pending: { target: 'short' | 'body'; doc: SearchDoc }[] = [];
  private cursor = 0;
  ready = false;

  constructor(index: LibraryIndex, taxonomy: Taxonomy, prebuilt?: { short: AsPlainObject | MiniSearch<SearchDoc>; body: BodyIndex }, namesOnly = false) {
    this.index = index;
    if (prebuilt) {
      // A pack's index, built by `npm run pack-library` from the full texts the page never holds.
      this.short = prebuilt.short instanceof MiniSearch ? prebuilt.short : MiniSearch.loadJS<SearchDoc>(prebuilt.short, SHORT_OPTIONS);
      const body = prebuilt.body;
      this.body = null;
      this.searchBody = (q, options) => body.search(q, options);
      this.ready = true;
      return;
    }
    this.short = new MiniSearch<SearchDoc>(SHORT_OPTIONS);
    const body = (this.body = new MiniSearch<SearchDoc>(BODY_OPTIONS));
    this.searchBody = (q, options) => body.search(q, options);
    const label = (kind: 'component' | 'root_cause', slug: string) =>
      `${labelOf(taxonomy, kind, slug, 'en')} ${labelOf(taxonomy, kind, slug, 'ko')}`;
    const docs: SearchDoc[] = index.cases.map((c) => ({
      id: caseNodeId(c.id),
      kind: 'case',
      key: c.id,
      title: both(c.title),
      // Only the names when packing: the texts then go to the compact index (serialize), not to MiniSearch.
      body: namesOnly ? '' : caseBody(c),
    }));
    const entities: SearchDoc[] = [];
    for (const slug of index.byComponent.keys()) {
      entities.push({ id: componentNodeId(slug), kind: 'component', key: slug, title: label('component', slug), body: '' });
    }
    for (const slug of index.byCause.keys()) {
      entities.push({ id: causeNodeId(slug), kind: 'cause', key: slug, title: label('root_cause', slug), body: '' });
    }
    for (const org of index.byOrg.keys()) {
      entities.push({ id: `org:${org}`, kind: 'org', key: org, title: org, body: '' });
    }
    this.short.addAll(entities);
    if (namesOnly) {
      this.short.addAll(docs);
      this.ready = true;
      return;
    }
    if (index.cases.length <= SYNC_INDEX_LIMIT) {
      this.short.addAll(docs);
      this.body.addAll(docs);
      this.ready = true;
      return;
    }
    // Big library: names first (useful at once), then the long texts.
    this.pending = [...docs.map((doc) => ({ target: 'short' as const, doc })), ...docs.map((doc) => ({ target: 'body' as const, doc }))];
  }

  /**
   * The index a pack carries, built for writing it (`serialize()`): the names in MiniSearch at
   * once, the long texts straight into the compact index (no MiniSearch of the texts, which took
   * most of a big pack's build).
   */
  static forPacking(index: LibraryIndex, taxonomy: Taxonomy): LibrarySearch {
    return new LibrarySearch(index, taxonomy, undefined, true);
  }

  /** Indexes the remaining texts in slices of a few milliseconds, yielding between them. */
  async indexInBackground(onProgress?: (done: number, total: number) => void, signal?: AbortSignal): Promise<void> {
    // The cursor lives on the instance, so an aborted run and a new one never add a document twice.
    while (this.cursor < this.pending.length && !signal?.aborted) {
      const started = performance.now();
      while (this.cursor < this.pending.length && performance.now() - started < SLICE_MS) {
        const { target, doc } = this.pending[this.cursor++]!;
        this[target]?.add(doc);
      }
      onProgress?.(this.cursor, this.pending.length);
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    if (this.cursor >= this.pending.length) this.ready = true;
  }

  /**
   * The complete index as a pack stores it (see `fromSerialized`): the names' MiniSearch JSON
   * and the long texts' compact index, built from the cases' texts; call once `ready`.
   */
  serialize(): SerializedSearchFiles {
    if (!this.ready) throw new Error('LibrarySearch.serialize: the index is not complete yet');
    const cases = this.index.cases;
    const { meta, postings } = buildBodyIndex(cases.map((c) => c.id), (doc) => caseBody(cases[doc]!));
    const out: SerializedSearch = { format: 'incident-graph-search', version: 4, short: this.short.toJSON(), body: meta };
    return { json: toJsonLines(out, SEARCH_JSON_PARTS), postings };
  }

  /**
   * A search over `index` from `serialize()`'s output (its JSON parsed, and its postings), ready
   * at once; null when they are not such an index (the caller then builds one). An older pack's
   * index (versions 1 and 2) holds terms of another analyser, so it is rebuilt rather than misread;
   * version 3's names also hold the codes, which version 4 leaves to the code lookup (both read).
   */
  static fromSerialized(json: unknown, index: LibraryIndex, taxonomy: Taxonomy, postings?: Uint8Array | null): LibrarySearch | null {
    try {
      const parts = readableParts(json, postings);
      return parts ? new LibrarySearch(index, taxonomy, parts) : null;
    } catch {
      // MiniSearch throws on a plain object of the wrong shape.
      return null;
    }
  }

  /**
   * As `fromSerialized`, with MiniSearch's tree of the names rebuilt in slices (its
   * `loadJSAsync`, a pause every 1,000 terms): the tree of 100,000 cases' titles took ~1.5–2 s in
   * one task, and a question to the worker meanwhile (a search answered from the codes and titles,
   * a case's texts) waited for all of it.
   */
  static async fromSerializedAsync(json: unknown, index: LibraryIndex, taxonomy: Taxonomy, postings?: Uint8Array | null): Promise<LibrarySearch | null> {
    try {
      const parts = readableParts(json, postings);
      if (!parts) return null;
      const short = await MiniSearch.loadJSAsync<SearchDoc>(parts.short, SHORT_OPTIONS);
      return new LibrarySearch(index, taxonomy, { short, body: parts.body });
    } catch {
      return null;
    }
  }

  /**
   * Titles and labels from MiniSearch, texts from the body index, codes (ids, slugs,
   * organisations) from the code lookup (a version 3 pack's MiniSearch holds the codes too,
   * unasked). `codeLimit` bounds the code hits kept (a keystroke's short list).
   */
  private run(q: string, bodyPrefix: boolean, codeLimit: number): SearchHit[] {
    const bodyOptions: Pick<BodySearchOptions, 'prefix'> = { prefix: bodyPrefix ? (term: string) => term.length >= 3 : false };
    const codes = codeLookupOf(this.index);
    const find = (combineWith: 'AND' | 'OR') =>
      merge(this.short.search(q, { combineWith }), this.searchBody(q, { combineWith, ...bodyOptions }), codes.find(q, combineWith, codeLimit));
    const hits = find('AND');
    // A multi-word query that matches nothing together still deserves its best partial matches.
    return hits.length === 0 && /\s/.test(q) ? find('OR') : hits;
  }

  /** The best `limit` hits for what is typed: cases, components, root causes, organisations. */
  search(query: string, limit = 20): SearchHit[] {
    const q = query.trim();
    return q ? this.run(q, false, limit).slice(0, limit) : [];
  }

  /**
   * Mask of cases matching the query, for "filter the graph to matches": every case `search()`
   * finds, plus texts matching by prefix, plus the cases of a matching component, root cause or
   * organisation.
   */
  caseMask(query: string, index: LibraryIndex = this.index): Uint8Array {
    const mask = new Uint8Array(index.cases.length);
    const q = query.trim();
    if (!q) return mask.fill(1);
    const mark = (i: number | undefined) => {
      if (i !== undefined) mask[i] = 1;
    };
    for (const hit of this.run(q, true, Infinity)) {
      if (hit.kind === 'case') mark(index.byId.get(hit.key));
      else {
        const postings = hit.kind === 'component' ? index.byComponent : hit.kind === 'cause' ? index.byCause : index.byOrg;
        for (const i of postings.get(hit.key) ?? []) mark(i);
      }
    }
    return mask;
  }
}

/** Texts weigh half of names. */
const BODY_WEIGHT = 0.5;
/** A whole code typed (an id, a slug) weighs twice the best name or text match of the query. */
const CODE_WEIGHT = 2;

/**
 * A case found by its names, its texts and its code counts once; names weigh more than texts,
 * and a code by how much of it was typed, against the best other match (scores of the two
 * indexes have no common scale, so the code's is taken relative to theirs).
 */
function merge(short: MiniResult[], body: ReturnType<BodySearch>, codes: readonly CodeHit[]): SearchHit[] {
  const byId = new Map<string, SearchHit>();
  const add = (r: { id: unknown; kind?: unknown; key?: unknown; score: number }, weight: number) => {
    const id = String(r.id);
    const existing = byId.get(id);
    if (existing) existing.score += r.score * weight;
    else byId.set(id, { id, kind: r.kind as SearchKind, key: String(r.key), score: r.score * weight });
  };
  let best = 1;
  for (const r of short) best = Math.max(best, r.score);
  for (const r of body) best = Math.max(best, r.score * BODY_WEIGHT);
  for (const r of short) add(r, 1);
  for (const r of body) add(r, BODY_WEIGHT);
  for (const c of codes) add({ ...c, score: best * c.coverage }, CODE_WEIGHT);
  return [...byId.values()].sort((a, b) => b.score - a.score);
}

/** A serialized search's names and checked body index, or null when it is not one this version reads. */
function readableParts(json: unknown, postings: Uint8Array | null | undefined): { short: AsPlainObject; body: BodyIndex } | null {
  const s = json as Partial<SerializedSearch> | null;
  if (!s || typeof s !== 'object' || s.format !== 'incident-graph-search' || !s.short || !s.body) return null;
  if ((s.version !== 3 && s.version !== 4) || !postings) return null;
  const body = BodyIndex.load(s.body, postings);
  return body ? { short: s.short, body } : null;
}
