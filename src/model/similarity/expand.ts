import { analyze } from './analyze';
import type { Taxonomy } from '../core';
import { TAXONOMY_KINDS } from '../core';
import type { TermCounts } from './fields';

/**
 * Matching across languages without a model (issue #27): a draft's query is expanded through a
 * bilingual glossary, so a Korean draft finds a case written only in English and an English
 * draft a case written only in Korean. The glossary is pairs of an English and a Korean term
 * (data/glossary.json, and the taxonomy's labels: every slug with both an English and a Korean
 * label is a pair, its aliases with its English label).
 *
 * A pair applies when every term of one side is in the draft (after analysis: stems, Hangul
 * bigrams); the other side's terms are then added to the query, each weighing EXPANSION_WEIGHT
 * of a term the draft has itself, and only when the draft lacks them: a direct match always
 * counts more than a translated one.
 */
export interface GlossaryPair {
  en: string;
  ko: string;
}

/** Pairs, analyzed once: the terms of each side. */
export interface Glossary {
  pairs: { en: string[]; ko: string[] }[];
  /** Pairs by one of their terms (the first of each side), so a draft looks up only its own terms. */
  byTerm: Map<string, number[]>;
}

/** A translated term's weight in the query, against 1 for a term of the draft itself. */
export const EXPANSION_WEIGHT = 0.4;
/** Terms added to a query at most (a long draft touches many pairs). */
export const MAX_EXPANDED = 48;

const HANGUL = /[\uac00-\ud7a3]/;

/**
 * Pairs from a glossary file's `terms` (unvalidated): an entry that is not `{en, ko}` with an
 * English term that analyzes to something and a Korean term with Hangul (or a name written the
 * same in both, "DNS") is skipped; `problems` names each by its position and field.
 */
export function readGlossary(value: unknown): { pairs: GlossaryPair[]; problems: { entry: number; field: 'en' | 'ko' | '' }[] } {
  const pairs: GlossaryPair[] = [];
  const problems: { entry: number; field: 'en' | 'ko' | '' }[] = [];
  const terms = value && typeof value === 'object' && Array.isArray((value as { terms?: unknown }).terms) ? ((value as { terms: unknown[] }).terms) : [];
  terms.forEach((raw, i) => {
    if (!raw || typeof raw !== 'object') {
      problems.push({ entry: i, field: '' });
      return;
    }
    const { en, ko } = raw as { en?: unknown; ko?: unknown };
    if (typeof en !== 'string' || analyze(en).length === 0 || HANGUL.test(en)) {
      problems.push({ entry: i, field: 'en' });
      return;
    }
    if (typeof ko !== 'string' || analyze(ko).length === 0) {
      problems.push({ entry: i, field: 'ko' });
      return;
    }
    pairs.push({ en, ko });
  });
  return { pairs, problems };
}

/** The glossary for matching: analyzed pairs, indexed by term. Pairs whose sides analyze alike ("DNS"/"DNS") add nothing and are left out. */
export function buildGlossary(pairs: readonly GlossaryPair[]): Glossary {
  const glossary: Glossary = { pairs: [], byTerm: new Map() };
  const seen = new Set<string>();
  for (const p of pairs) {
    const en = [...new Set(analyze(p.en))];
    const ko = [...new Set(analyze(p.ko))];
    if (en.length === 0 || ko.length === 0) continue;
    const key = `${en.join(' ')}\u0000${ko.join(' ')}`;
    if (seen.has(key) || en.join(' ') === ko.join(' ')) continue;
    seen.add(key);
    const k = glossary.pairs.push({ en, ko }) - 1;
    for (const side of [en, ko]) {
      const first = side[0] as string;
      const list = glossary.byTerm.get(first);
      if (list) list.push(k);
      else glossary.byTerm.set(first, [k]);
    }
  }
  return glossary;
}

/**
 * The terms a query gains through the glossary, with their query frequency (EXPANSION_WEIGHT
 * each; a term reached through several pairs counts once). Terms the draft has are not added.
 * `sources`, when given, receives for each added term the draft's terms it was translated from
 * (buildQuery caps a translated term's weight at theirs: see rank.ts).
 */
export function expandTerms(counts: Pick<TermCounts, 'tf'>, glossary: Glossary | null | undefined, sources?: Map<string, string[]>): Map<string, number> {
  const out = new Map<string, number>();
  if (!glossary) return out;
  const has = (t: string) => counts.tf.has(t);
  for (const term of counts.tf.keys()) {
    for (const k of glossary.byTerm.get(term) ?? []) {
      const pair = glossary.pairs[k] as { en: string[]; ko: string[] };
      for (const [from, to] of [[pair.en, pair.ko], [pair.ko, pair.en]] as const) {
        if (from[0] !== term || !from.every(has)) continue;
        for (const t of to) {
          if (has(t) || (!out.has(t) && out.size >= MAX_EXPANDED)) continue;
          out.set(t, EXPANSION_WEIGHT);
          if (sources) sources.set(t, [...new Set([...(sources.get(t) ?? []), ...from])]);
        }
      }
    }
  }
  return out;
}

/** The taxonomy's labels as pairs: every slug labelled in both languages (its label and its slug's words), and each alias with its slug's Korean label. */
export function taxonomyPairs(taxonomy: Taxonomy): GlossaryPair[] {
  const out: GlossaryPair[] = [];
  for (const kind of TAXONOMY_KINDS) {
    for (const [slug, label] of Object.entries(taxonomy[kind] ?? {})) {
      if (!label.ko || !HANGUL.test(label.ko)) continue;
      out.push({ en: label.en, ko: label.ko }, { en: slug.replaceAll('-', ' '), ko: label.ko });
    }
    for (const [alias, slug] of Object.entries(taxonomy.aliases?.[kind] ?? {})) {
      const ko = taxonomy[kind]?.[slug]?.ko;
      if (ko && HANGUL.test(ko)) out.push({ en: alias.replaceAll('-', ' '), ko });
    }
  }
  return out;
}
