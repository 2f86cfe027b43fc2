import { FACETS, type Facet } from '../core';
import type { Filters } from './filters';

/**
 * What a draft's text stands for: a draft case when it is a JSON object (pasted from a case
 * file in the library format, complete or not), otherwise free text. Never throws.
 */
export function parseDraft(text: string): string | Record<string, unknown> {
  const trimmed = text.trim();
  if (!trimmed.startsWith('{') || !trimmed.endsWith('}')) return text;
  try {
    const value: unknown = JSON.parse(trimmed);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : text;
  } catch {
    return text;
  }
}

/**
 * Words for "the nearest cases by text" when filters leave no case: every filter value as its
 * label in each language (and its slug, which the similarity index also reads as words), plus
 * the search text. Empty when nothing is filtered.
 */
export function filterDraftText(filters: Filters, q: string, labels: (facet: Facet, value: string) => readonly string[]): string {
  const words: string[] = [];
  for (const facet of FACETS) {
    if (facet === 'severity') continue; // "high" says nothing about what happened
    for (const value of filters[facet]) for (const label of new Set([value, ...labels(facet, value)])) words.push(label);
  }
  if (q.trim()) words.push(q.trim());
  return words.join(' ');
}
