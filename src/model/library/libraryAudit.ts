import type { LibraryIndex } from '../core';
import { recurrenceChain } from '../network';
import { relationsOf } from '../relations';
import type { Taxonomy } from '../core';
import type { TaxonomyKind } from '../core';
import { TAXONOMY_KINDS } from '../core';

/**
 * The curation checks of a library (README, "Tagging rules"): figures an editor wants to see,
 * and flags for what a curated library should not contain. Pure: reads the index, builds nothing
 * per pair of cases.
 */
export interface LibraryAudit {
  organisations: number;
  /** Each recurrence chain as case ids, earliest first; only chains of two or more cases. */
  chains: string[][];
  /** Slugs used by fewer than two cases (with the ids of the cases that use them). */
  rareSlugs: Array<{ kind: TaxonomyKind; slug: string; ids: string[] }>;
  sourceFlags: Array<{ id: string; source: number; url: string; reason: string }>;
}

/**
 * Query parameters that only say where a reader came from. Exact names, plus every `utm_*`.
 * `ref` is on the list because blogs append it to shared links (`?ref=rubycentral.org`).
 */
const TRACKING_PARAMS = new Set(['ref', 'ref_src', 'ref_url', 'fbclid', 'gclid', 'dclid', 'gbraid', 'wbraid', 'msclkid', 'yclid', 'twclid', 'igshid', 'mc_cid', 'mc_eid', '_ga', '_gl', 'mkt_tok', 'spm', 'cmpid']);

function isTrackingParam(name: string): boolean {
  const lower = name.toLowerCase();
  return lower.startsWith('utm_') || TRACKING_PARAMS.has(lower);
}

/** AMP copies are cached or stripped re-renderings of a page, not the page its publisher maintains. */
function isAmpUrl(url: URL): boolean {
  if (url.hostname.endsWith('.cdn.ampproject.org') || url.hostname.startsWith('amp.')) return true;
  if (url.pathname.split('/').some((part) => part === 'amp' || part.endsWith('.amp') || part.endsWith('.amp.html'))) return true;
  for (const [name, value] of url.searchParams) {
    if (name === 'amp' || (name === 'outputType' && value === 'amp')) return true;
  }
  return false;
}

/** Why a source link is not the canonical, durable one; [] when it is fine. */
export function sourceUrlFlags(raw: string): string[] {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return ['not a URL'];
  }
  const flags: string[] = [];
  if (url.protocol !== 'https:') flags.push(`not https (${url.protocol.replace(':', '')})`);
  if (isAmpUrl(url)) flags.push('AMP URL: cite the publisher\'s own page');
  const tracking = [...new Set([...url.searchParams.keys()].filter(isTrackingParam))];
  if (tracking.length) flags.push(`tracking parameter${tracking.length > 1 ? 's' : ''} ${tracking.join(', ')}`);
  return flags;
}

function slugPostings(index: LibraryIndex, kind: TaxonomyKind): Map<string, number[]> {
  switch (kind) {
    case 'domain': return index.byDomain;
    case 'component': return index.byComponent;
    case 'root_cause': return index.byCause;
    case 'symptom': return index.bySymptom;
    case 'contributing': return index.byContributing;
  }
}

/**
 * Audits a library. With `taxonomy`, its slugs that no case uses count as rare too: that is
 * for the bundled library, whose taxonomy is ours to keep tidy; another library is only held
 * to the slugs it uses.
 */
export function auditLibrary(index: LibraryIndex, taxonomy?: Taxonomy): LibraryAudit {
  const idsOf = (list: readonly number[]) => list.map((i) => index.cases[i]!.id);

  const chains: string[][] = [];
  const inChain = new Set<number>();
  for (const i of index.recurrenceOf.keys()) {
    if (inChain.has(i)) continue;
    const chain = recurrenceChain(index, i);
    for (const j of chain) inChain.add(j);
    if (chain.length > 1) chains.push(idsOf(chain));
  }

  const rareSlugs: LibraryAudit['rareSlugs'] = [];
  for (const kind of TAXONOMY_KINDS) {
    const postings = slugPostings(index, kind);
    for (const [slug, list] of postings) if (list.length < 2) rareSlugs.push({ kind, slug, ids: idsOf(list) });
    if (taxonomy) for (const slug of Object.keys(taxonomy[kind])) if (!postings.has(slug)) rareSlugs.push({ kind, slug, ids: [] });
  }

  const sourceFlags: LibraryAudit['sourceFlags'] = [];
  for (const c of index.cases) {
    c.sources.forEach((s, source) => {
      for (const reason of sourceUrlFlags(s.url)) sourceFlags.push({ id: c.id, source, url: s.url, reason });
    });
  }

  return { organisations: index.byOrg.size, chains, rareSlugs, sourceFlags };
}

/** One line per slug used by fewer than two cases. */
export function rareSlugLines(audit: LibraryAudit): string[] {
  return audit.rareSlugs.map((r) => {
    const users = r.ids.length ? `used only by ${r.ids.join(', ')}` : 'used by no case';
    return `${r.kind.replace('_', ' ')} "${r.slug}": ${users}; every slug needs at least two cases`;
  });
}

/** One line per flagged source link. */
export function sourceFlagLines(audit: LibraryAudit): string[] {
  return audit.sourceFlags.map((f) => `id ${f.id}, field sources[${f.source}].url: ${f.reason}: ${f.url}`);
}

/** A component whose share of all relations is above this makes the map's links mean little. */
export const COMPONENT_RELATION_SHARE_LIMIT = 0.2;

export interface ComponentRelations {
  component: string;
  /** Pairs of cases related (seed rule) through this component: same root cause, both tag it. */
  relations: number;
  /** relations ÷ all related pairs (explicit links and recurrences included), 0 when there are none. */
  share: number;
}

export interface RelationCensus {
  /** Every related pair under the seed rule, explicit links and recurrences included. */
  total: number;
  /** Components that relate at least one pair, most relations first, then by slug. */
  components: ComponentRelations[];
  /** Components whose share is above COMPONENT_RELATION_SHARE_LIMIT, in the same order. */
  flagged: ComponentRelations[];
}

/**
 * How many of the library's relations (seed rule, counted as validate-data counts them: pairs)
 * each component makes. A pair that shares two components counts for both, so the shares can
 * add up to more than 1. Reads each case's relations once; the cost is that of relationsOf.
 */
export function relationCensus(index: LibraryIndex, limit = COMPONENT_RELATION_SHARE_LIMIT): RelationCensus {
  let total = 0;
  const counts = new Map<string, number>();
  for (let i = 0; i < index.cases.length; i++) {
    for (const r of relationsOf(index, i, 'seed')) {
      if (r.other <= i) continue;
      total++;
      const seen = new Set<string>();
      for (const reason of r.reasons) {
        if (reason.kind !== 'same-cause-shared-component') continue;
        for (const c of reason.components) seen.add(c);
      }
      for (const c of seen) counts.set(c, (counts.get(c) ?? 0) + 1);
    }
  }
  const components = [...counts]
    .map(([component, relations]) => ({ component, relations, share: total ? relations / total : 0 }))
    .sort((a, b) => b.relations - a.relations || (a.component < b.component ? -1 : a.component > b.component ? 1 : 0));
  return { total, components, flagged: components.filter((c) => c.share > limit) };
}

/** One line per component: its relations and share of all, as validate-data prints them. */
export function relationCensusLines(census: RelationCensus): string[] {
  return census.components.map((c) => `${c.component}: ${c.relations} (${(c.share * 100).toFixed(1)}%)`);
}

/** One flag line per component that makes more than the limit's share of all relations. */
export function relationCensusFlagLines(census: RelationCensus, limit = COMPONENT_RELATION_SHARE_LIMIT): string[] {
  return census.flagged.map(
    (c) => `component "${c.component}" makes ${c.relations} of the ${census.total} relations (${(c.share * 100).toFixed(1)}%), more than ${Math.round(limit * 100)}%: relate like with like (README, "Tagging rules")`,
  );
}
