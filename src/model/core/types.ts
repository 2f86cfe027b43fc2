/** Shared domain types. The case record itself is inferred from the zod schema in schema.ts. */
export type Lang = 'en' | 'ko';
export const LANGS: readonly Lang[] = ['en', 'ko'];

/** A bilingual text as stored in the library: English is required, Korean may be missing. */
export interface LocalText {
  en: string;
  ko?: string | null;
}

/** The taxonomy kinds: every slug field of a case maps to one of them. */
export type TaxonomyKind = 'domain' | 'component' | 'root_cause' | 'symptom' | 'contributing';
/** Per kind, alternative slug → the taxonomy's own slug (`"api-server": "kube-apiserver"`). */
export type SlugAliases = Record<TaxonomyKind, Record<string, string>>;
export const TAXONOMY_KINDS: readonly TaxonomyKind[] = ['domain', 'component', 'root_cause', 'symptom', 'contributing'];

export type { Problem } from './problems';
