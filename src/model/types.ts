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
export const TAXONOMY_KINDS: readonly TaxonomyKind[] = ['domain', 'component', 'root_cause', 'symptom', 'contributing'];

/**
 * Something wrong with the input. `error` means the record (or parameter) was skipped;
 * `warning` means it was kept but part of it was ignored (an unknown slug, an unsafe link…).
 */
export interface Problem {
  severity: 'error' | 'warning';
  /** Position of the record in the input, when the problem belongs to one record. */
  index: number | null;
  /** The record's id, when it has a readable one. */
  id: string | null;
  /** Path of the offending field, e.g. `title.en` or `sources[1].url`; '' for the whole record or file. */
  field: string;
  message: string;
}
