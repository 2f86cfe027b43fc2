import type { Cluster } from '../layout';
import { FACET_TABLE, type Facet } from '../core';
import type { Case } from '../core';

/**
 * The packed index: what the graph, facets, list and search suggestions need of every case,
 * column by column. Repeated strings (organisations, slugs, severities) are dictionary-coded, so
 * 100,000 cases carry each organisation once; lists of slugs are offsets into one flat column.
 * The long texts are not here: they live in shards (see shards.ts).
 */
export interface DictColumn {
  values: string[];
  /** Index into `values` per case; -1 for none. */
  codes: number[];
}

export interface ListColumn {
  values: string[];
  /** Case i's items are codes[offsets[i] .. offsets[i+1]). */
  offsets: number[];
  codes: number[];
}

export interface PackedIndex {
  ids: string[];
  org: DictColumn;
  date: string[];
  dateKind: DictColumn;
  titleEn: string[];
  titleKo: (string | null)[];
  severity: DictColumn;
  rootCause: DictColumn;
  domain: ListColumn;
  components: ListColumn;
  symptoms: ListColumn;
  contributing: ListColumn;
  related: ListColumn;
  recurrenceOf: DictColumn;
  detectedAfter: (number | null)[];
  resolvedAfter: (number | null)[];
  /** Hub positions of the layout (cases' are in positions.bin). */
  hubs: [string, number, number][];
  /**
   * The layout's clusters, as the plain library finds them (finding them again took a third of
   * opening 100,000 cases): each without its case list, which `clusterOf` gives. Older packs have none.
   */
  clusters?: { list: Omit<Cluster, 'cases'>[]; clusterOf: number[] };
}

/** The stored clusters with their case lists, or null when absent or not of these `n` cases. */
export function decodeClusters(index: PackedIndex, n: number): { clusters: Cluster[]; clusterOf: Int32Array } | null {
  const stored = index.clusters;
  if (!stored || !Array.isArray(stored.list) || !Array.isArray(stored.clusterOf) || stored.clusterOf.length !== n) return null;
  const clusters: Cluster[] = [];
  for (const c of stored.list) {
    if (!c || typeof c.id !== 'string' || !c.name || !Array.isArray(c.name.components) || !Array.isArray(c.components) || !Array.isArray(c.causes) || !Array.isArray(c.contributing)) return null;
    clusters.push({ ...c, cases: [] });
  }
  const clusterOf = new Int32Array(n);
  for (let i = 0; i < n; i++) {
    const k = stored.clusterOf[i];
    const cluster = typeof k === 'number' ? clusters[k] : undefined;
    if (!cluster) return null;
    clusterOf[i] = k!;
    cluster.cases.push(i);
  }
  return { clusters, clusterOf };
}

type FacetField = (typeof FACET_TABLE)[Facet]['field'];

/**
 * The packed column that carries each facet's case field. A facet on a field the pack does not
 * carry fails to compile here, instead of being silently empty for packed libraries.
 */
const FACET_COLUMNS = {
  domain: 'domain',
  org: 'org',
  components: 'components',
  root_cause: 'rootCause',
  symptoms: 'symptoms',
  contributing: 'contributing',
  severity: 'severity',
} as const satisfies Record<FacetField, keyof PackedIndex>;

/** Fields of a case kept in the index (every facet's among them); everything else of the record goes to its shard. */
export const INDEX_FIELDS: ReadonlySet<string> = new Set([
  'id', 'date', 'date_kind', 'title', 'related', 'recurrence_of', 'timeline', ...Object.keys(FACET_COLUMNS),
]);

class DictBuilder {
  private readonly at = new Map<string, number>();
  readonly values: string[] = [];
  code(v: string | null | undefined): number {
    if (v === null || v === undefined) return -1;
    let c = this.at.get(v);
    if (c === undefined) {
      c = this.values.length;
      this.at.set(v, c);
      this.values.push(v);
    }
    return c;
  }
}

function dict(cases: readonly Case[], get: (c: Case) => string | null | undefined): DictColumn {
  const b = new DictBuilder();
  return { codes: cases.map((c) => b.code(get(c))), values: b.values };
}

function list(cases: readonly Case[], get: (c: Case) => readonly string[]): ListColumn {
  const b = new DictBuilder();
  const offsets = [0];
  const codes: number[] = [];
  for (const c of cases) {
    for (const v of get(c)) codes.push(b.code(v));
    offsets.push(codes.length);
  }
  return { values: b.values, offsets, codes };
}

export function encodeIndex(cases: readonly Case[], hubs: [string, number, number][], map?: { clusters: readonly Cluster[]; clusterOf: Int32Array }): PackedIndex {
  const clusters = map && map.clusterOf.length === cases.length ? { list: map.clusters.map(({ cases: _, ...rest }) => rest), clusterOf: [...map.clusterOf] } : undefined;
  return {
    ids: cases.map((c) => c.id),
    org: dict(cases, (c) => c.org),
    date: cases.map((c) => c.date),
    dateKind: dict(cases, (c) => c.date_kind),
    titleEn: cases.map((c) => c.title.en),
    titleKo: cases.map((c) => c.title.ko ?? null),
    severity: dict(cases, (c) => c.severity),
    rootCause: dict(cases, (c) => c.root_cause),
    domain: list(cases, (c) => c.domain),
    components: list(cases, (c) => c.components),
    symptoms: list(cases, (c) => c.symptoms),
    contributing: list(cases, (c) => c.contributing),
    related: list(cases, (c) => c.related),
    recurrenceOf: dict(cases, (c) => c.recurrence_of),
    detectedAfter: cases.map((c) => c.timeline.detected_after),
    resolvedAfter: cases.map((c) => c.timeline.resolved_after),
    hubs,
    ...(clusters ? { clusters } : {}),
  };
}

const decodeDict = (col: DictColumn, i: number): string | null => {
  const code = col.codes[i] ?? -1;
  return code < 0 ? null : (col.values[code] ?? null);
};

function decodeList(col: ListColumn, i: number): string[] {
  const out: string[] = [];
  const end = col.offsets[i + 1] ?? 0;
  for (let k = col.offsets[i] ?? 0; k < end; k++) {
    const v = col.values[col.codes[k]!];
    if (v !== undefined) out.push(v);
  }
  return out;
}

/** Problems with the shape of a packed index, or [] when every column has one entry per case. */
export function indexShapeProblems(index: PackedIndex): string[] {
  const n = index.ids?.length;
  if (!Array.isArray(index.ids)) return ['ids'];
  const bad: string[] = [];
  const perCase: [string, unknown[] | undefined][] = [
    ['org', index.org?.codes], ['date', index.date], ['dateKind', index.dateKind?.codes], ['titleEn', index.titleEn], ['titleKo', index.titleKo],
    ['severity', index.severity?.codes], ['rootCause', index.rootCause?.codes], ['recurrenceOf', index.recurrenceOf?.codes],
    ['detectedAfter', index.detectedAfter], ['resolvedAfter', index.resolvedAfter],
  ];
  for (const [name, col] of perCase) if (!Array.isArray(col) || col.length !== n) bad.push(name);
  for (const name of ['domain', 'components', 'symptoms', 'contributing', 'related'] as const) {
    const col = index[name];
    if (!col || !Array.isArray(col.offsets) || col.offsets.length !== n + 1 || !Array.isArray(col.codes) || !Array.isArray(col.values)) bad.push(name);
  }
  if (!Array.isArray(index.hubs)) bad.push('hubs');
  return bad;
}

/**
 * The cases as the graph and filters need them, without their long texts: those fields are
 * null or empty until the case's shard is read (`withTexts`).
 */
export function decodeIndex(index: PackedIndex): Case[] {
  const cases: Case[] = new Array(index.ids.length);
  for (let i = 0; i < index.ids.length; i++) {
    cases[i] = {
      id: index.ids[i]!,
      org: decodeDict(index.org, i) ?? '',
      date: index.date[i]!,
      date_kind: decodeDict(index.dateKind, i),
      title: { en: index.titleEn[i]!, ko: index.titleKo[i] ?? null },
      summary: null,
      symptoms_text: null,
      trigger: null,
      detection: null,
      lessons: null,
      domain: decodeList(index.domain, i),
      components: decodeList(index.components, i),
      symptoms: decodeList(index.symptoms, i),
      contributing: decodeList(index.contributing, i),
      root_cause: decodeDict(index.rootCause, i),
      severity: decodeDict(index.severity, i) ?? 'unknown',
      impact: null,
      timeline: { detected_after: index.detectedAfter[i] ?? null, resolved_after: index.resolvedAfter[i] ?? null },
      action_items: [],
      remediation: [],
      sources: [],
      related: decodeList(index.related, i),
      recurrence_of: decodeDict(index.recurrenceOf, i),
      docs: [],
    } as Case;
  }
  return cases;
}
