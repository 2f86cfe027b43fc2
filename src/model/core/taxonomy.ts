import { slugLabel } from './slugLabel';
import type { Lang, LocalText, SlugAliases, TaxonomyKind } from './types';

export type Label = { en: string; ko: string | null };
/** slug → labels, per kind; and the alternative slugs other libraries use for ours. */
export type Taxonomy = Record<TaxonomyKind, Record<string, Label>> & { aliases?: SlugAliases };


export function emptyTaxonomy(): Taxonomy {
  return { domain: {}, component: {}, root_cause: {}, symptom: {}, contributing: {} };
}


/** "stale-endpoint-routing" → "Stale endpoint routing", "high-cpu" → "High CPU": readable label for a slug nobody labelled. */
export function humanizeSlug(slug: string): string {
  return slugLabel(slug);
}

/** The labels of a slug, if the taxonomy has them (own keys only: "constructor" is a slug like any other). */
export function labelsOf(taxonomy: Taxonomy, kind: TaxonomyKind, slug: string): Label | null {
  const section = taxonomy[kind];
  return Object.hasOwn(section, slug) ? (section[slug] ?? null) : null;
}

export function labelOf(taxonomy: Taxonomy, kind: TaxonomyKind, slug: string, lang: Lang): string {
  const label = labelsOf(taxonomy, kind, slug);
  if (!label) return humanizeSlug(slug);
  return lang === 'ko' && label.ko ? label.ko : label.en;
}

/** Text in the reader's language, and whether it had to fall back to English. */
export function textIn(text: LocalText | null | undefined, lang: Lang): { text: string; fallback: boolean } {
  if (!text) return { text: '', fallback: false };
  if (lang === 'ko') {
    if (text.ko && text.ko.trim()) return { text: text.ko, fallback: false };
    return { text: text.en, fallback: true };
  }
  return { text: text.en, fallback: false };
}
