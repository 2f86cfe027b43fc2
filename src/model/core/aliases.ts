import type { Case } from './schema';
import { emptyTaxonomy, labelsOf, type Taxonomy } from './taxonomy';
import type { SlugAliases, TaxonomyKind } from './types';
import { TAXONOMY_KINDS } from './types';

/** Per kind, alternative slug → the taxonomy's own slug (`"api-server": "kube-apiserver"`). */
export type { SlugAliases } from './types';

/** One slug of a case that was read as another: `slug` is what the graph and filters use. */
export interface SlugAlias {
  kind: TaxonomyKind;
  /** The canonical slug. */
  slug: string;
  /** The slug as the file wrote it. */
  original: string;
}

/** A case whose slugs went through the aliases carries what the file said, so a panel can show it. */
export type AliasedCase = Case & { slug_aliases?: SlugAlias[] };

const FIELDS: ReadonlyArray<['domain' | 'components' | 'symptoms' | 'contributing', TaxonomyKind]> = [
  ['domain', 'domain'],
  ['components', 'component'],
  ['symptoms', 'symptom'],
  ['contributing', 'contributing'],
];

/** "API_Server", "api server" and "api-server" are one slug to a reader, so they are one key here. */
export function slugKey(slug: string): string {
  return slug.trim().toLowerCase().replace(/[\s_-]+/g, '-');
}

/**
 * Reads the `aliases` of a taxonomy file leniently: a bad entry is dropped, never the whole
 * taxonomy. Undefined when there are none, so a taxonomy without aliases stays as it was.
 */
export function parseAliases(value: unknown): SlugAliases | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const out = emptyAliases();
  let any = false;
  for (const kind of TAXONOMY_KINDS) {
    const section: unknown = Object.hasOwn(value, kind) ? (value as Record<string, unknown>)[kind] : undefined;
    if (typeof section !== 'object' || section === null || Array.isArray(section)) continue;
    for (const [alias, target] of Object.entries(section)) {
      if (typeof target !== 'string' || !target.trim() || !alias.trim()) continue;
      out[kind][slugKey(alias)] = target.trim();
      any = true;
    }
  }
  return any ? out : undefined;
}

function emptyAliases(): SlugAliases {
  return { domain: {}, component: {}, root_cause: {}, symptom: {}, contributing: {} };
}

/** A library's own aliases win over ours, as its labels do. */
export function mergeAliases(base: SlugAliases | undefined, over: SlugAliases | undefined): SlugAliases | undefined {
  if (!over) return base;
  if (!base) return over;
  const merged = emptyAliases();
  for (const kind of TAXONOMY_KINDS) merged[kind] = { ...base[kind], ...over[kind] };
  return merged;
}

/**
 * The canonical slug for a slug of a case, or null when it stays as it is. A slug the taxonomy
 * labels is never rewritten (a library that labels `dns` as its own component keeps it); else an
 * alias, or a labelled slug written with other casing or separators ("Ingress_Controller").
 * Answers are cached: the same few slugs recur in every case.
 */
export function aliasResolver(taxonomy: Taxonomy): (kind: TaxonomyKind, slug: string) => string | null {
  const aliases = taxonomy.aliases;
  const byKey = new Map<TaxonomyKind, Map<string, string>>();
  for (const kind of TAXONOMY_KINDS) {
    const keys = new Map<string, string>();
    for (const slug of Object.keys(taxonomy[kind])) keys.set(slugKey(slug), slug);
    for (const [alias, target] of Object.entries(aliases?.[kind] ?? {})) if (!keys.has(alias)) keys.set(alias, target);
    byKey.set(kind, keys);
  }
  // One cache per kind, keyed by the slug itself: no key is built per lookup (this runs for
  // every slug of every case).
  const caches = new Map<TaxonomyKind, Map<string, string | null>>(TAXONOMY_KINDS.map((kind) => [kind, new Map()]));
  return (kind, slug) => {
    const cache = caches.get(kind)!;
    const cached = cache.get(slug);
    if (cached !== undefined) return cached;
    let answer: string | null = null;
    if (!labelsOf(taxonomy, kind, slug)) {
      const target = byKey.get(kind)?.get(slugKey(slug));
      if (target !== undefined && target !== slug) answer = target;
    }
    cache.set(slug, answer);
    return answer;
  };
}

/**
 * Rewrites the slugs of one case to their canonical form, in place, without repeats, and records
 * each rewrite in `slug_aliases`. Allocates nothing for a case whose slugs are all canonical.
 */
export function applyAliases(c: Case, resolve: (kind: TaxonomyKind, slug: string) => string | null): void {
  let used: SlugAlias[] | null = null;
  for (const [field, kind] of FIELDS) {
    const list = c[field];
    let out: string[] | null = null;
    for (let j = 0; j < list.length; j++) {
      const slug = list[j]!;
      const canonical = resolve(kind, slug);
      if (canonical === null) {
        out?.push(slug);
        continue;
      }
      out ??= list.slice(0, j);
      out.push(canonical);
      (used ??= []).push({ kind, slug: canonical, original: slug });
    }
    if (out) c[field] = [...new Set(out)];
  }
  if (c.root_cause) {
    const canonical = resolve('root_cause', c.root_cause);
    if (canonical !== null) {
      (used ??= []).push({ kind: 'root_cause', slug: canonical, original: c.root_cause });
      c.root_cause = canonical;
    }
  }
  if (used) (c as AliasedCase).slug_aliases = used;
}

function isSlugAlias(value: unknown): value is SlugAlias {
  if (typeof value !== 'object' || value === null) return false;
  const a = value as Record<string, unknown>;
  return (TAXONOMY_KINDS as readonly unknown[]).includes(a.kind) && typeof a.slug === 'string' && typeof a.original === 'string';
}

export interface AliasNote {
  kind: TaxonomyKind;
  original: string;
  slug: string;
  /** How many cases used it, and the first of them. */
  cases: number;
  firstId: string;
}

/** Each alias a library used, once, in order of first use: information for its editor, not a problem. */
export function aliasNotes(cases: readonly Case[]): AliasNote[] {
  const notes = new Map<string, AliasNote>();
  for (const c of cases) {
    // A file may carry a slug_aliases field of its own (an exported library does): read it warily.
    const used: unknown = (c as AliasedCase).slug_aliases;
    if (!Array.isArray(used)) continue;
    for (const a of used as unknown[]) {
      if (!isSlugAlias(a)) continue;
      const key = `${a.kind}\u0000${a.original}`;
      const note = notes.get(key);
      if (note) note.cases++;
      else notes.set(key, { kind: a.kind, original: a.original, slug: a.slug, cases: 1, firstId: c.id });
    }
  }
  return [...notes.values()];
}

/** What is wrong with a taxonomy's aliases: one that shadows a slug, or points at no slug. */
export function aliasErrors(taxonomy: Taxonomy): { code: 'aliasIsSlug' | 'aliasTargetMissing'; params: { kind: string; alias: string; target: string } }[] {
  const errors: { code: 'aliasIsSlug' | 'aliasTargetMissing'; params: { kind: string; alias: string; target: string } }[] = [];
  for (const kind of TAXONOMY_KINDS) {
    for (const [alias, target] of Object.entries(taxonomy.aliases?.[kind] ?? {})) {
      if (Object.hasOwn(taxonomy[kind], alias)) errors.push({ code: 'aliasIsSlug', params: { kind, alias, target } });
      if (!Object.hasOwn(taxonomy[kind], target)) errors.push({ code: 'aliasTargetMissing', params: { kind, alias, target } });
    }
  }
  return errors;
}

/** The slug as the case's file wrote it, when the aliases read it as another; else null. */
export function writtenAs(c: Case, kind: TaxonomyKind, slug: string): string | null {
  const used = (c as AliasedCase).slug_aliases;
  if (!Array.isArray(used)) return null;
  for (const a of used) if (isSlugAlias(a) && a.kind === kind && a.slug === slug) return a.original;
  return null;
}

/** Layers a library's own taxonomy over the bundled one: its labels win, ours fill the gaps. */
export function mergeTaxonomies(base: Taxonomy, over: Taxonomy | null): Taxonomy {
  if (!over) return base;
  const merged = emptyTaxonomy();
  for (const kind of TAXONOMY_KINDS) merged[kind] = { ...base[kind], ...over[kind] };
  const aliases = mergeAliases(base.aliases, over.aliases);
  if (aliases) merged.aliases = aliases;
  return merged;
}
